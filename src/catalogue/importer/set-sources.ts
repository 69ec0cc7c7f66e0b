/** Which copy of a set to read when several files hold it: the complete one, of the newer MTGJSON version. */
import type { MtgjsonLayout, MtgjsonSet } from './mtgjson-types.js';

/** Newer layouts first: v5 before v3, a set file before a whole-collection file. */
const LAYOUT_RANK: Record<MtgjsonLayout, number> = { 'v5-set': 0, 'v5-all-printings': 1, 'v3-set': 2, 'v3-all-sets': 3 };

/** `5.3.0+20260709` → [5, 3, 0, 20260709]; no version (v3) → []. */
function versionParts(version: string | undefined): number[] {
  return (version?.match(/\d+/g) ?? []).map(Number);
}

/** Newer MTGJSON version first (compared part by part, a file without one last). */
function compareVersions(a: string | undefined, b: string | undefined): number {
  const pa = versionParts(a);
  const pb = versionParts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pb[i] ?? -1) - (pa[i] ?? -1);
    if (d) return d;
  }
  return 0;
}

/**
 * The order in which copies of one set are preferred: a copy with cards before an empty one, then the newer MTGJSON
 * version, then the one with more card rows, then the newer layout, then the file first by name.
 */
export function compareSetSources(a: Pick<MtgjsonSet, 'rows' | 'version' | 'layout' | 'file'>, b: typeof a): number {
  return (
    Number(b.rows > 0) - Number(a.rows > 0) ||
    compareVersions(a.version, b.version) ||
    b.rows - a.rows ||
    LAYOUT_RANK[a.layout] - LAYOUT_RANK[b.layout] ||
    (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)
  );
}

/** Two copies of one set that nothing tells apart: the same layout and MTGJSON version, both with cards. */
export class DuplicateSetError extends Error {}

/**
 * One source per set code: a set found in several files (SHM.json in v3 and SHM.json.gz in v5; CON.json.gz and
 * CON_.json.gz in two versions) is taken from the copy `compareSetSources` puts first; the others are `ignored`. Two
 * copies of the same layout and version (a file copied under another name) cannot be told apart: refused, since
 * reading both would count the set twice and reading one would be a guess.
 */
export function chooseSetSources<S extends Pick<MtgjsonSet, 'code' | 'rows' | 'version' | 'layout' | 'file'>>(
  sets: readonly S[],
): { chosen: S[]; ignored: S[] } {
  const byCode = new Map<string, S[]>();
  for (const s of sets) byCode.set(s.code, [...(byCode.get(s.code) ?? []), s]);
  const chosen: S[] = [];
  const ignored: S[] = [];
  for (const code of [...byCode.keys()].sort()) {
    const [first, ...rest] = (byCode.get(code) as S[]).slice().sort(compareSetSources);
    const twin = rest.find((s) => s.rows > 0 && s.layout === first.layout && (s.version ?? '') === (first.version ?? ''));
    if (twin)
      throw new DuplicateSetError(
        `${twin.file}: holds set ${code} in the same layout and version as ${first.file} (${first.version ? `MTGJSON ${first.version}` : first.layout}): remove one of them`,
      );
    chosen.push(first);
    ignored.push(...rest);
  }
  return { chosen, ignored };
}
