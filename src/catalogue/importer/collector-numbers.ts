/** Collector numbers in reading order: `2` < `10` < `10a` < `10b` < `S1`; a missing number last. Plain code-point
 *  comparison elsewhere, so the order never depends on the machine's locale data. */
export function compareCollectorNumbers(a: string | undefined, b: string | undefined): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const pa = /^(\D*)(\d+)(.*)$/.exec(a);
  const pb = /^(\D*)(\d+)(.*)$/.exec(b);
  if (pa && pb) {
    if (pa[1] !== pb[1]) return pa[1] < pb[1] ? -1 : 1;
    const na = Number(pa[2]);
    const nb = Number(pb[2]);
    if (na !== nb) return na - nb;
    if (pa[3] !== pb[3]) return pa[3] < pb[3] ? -1 : 1;
  } else if (pa || pb) return pa ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Strings by code point (never by locale). */
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
