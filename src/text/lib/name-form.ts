/**
 * Whether a name found in running text names the thing, not an ordinary phrase that folds alike: "Vous êtes pris au
 * piège dans une structure" does not name the card *Pris au piège*. A name counts when it is written as printed
 * (every word the name capitalises is capitalised in the text), or quoted, or set off by emphasis.
 */

const WORD = /[\p{L}\p{N}]+(?:'[\p{L}\p{N}]+)*/gu;
const OPENING = /["“«‘'„]\s?$/u;
const CLOSING = /^\s?["”»’']/u;

const isCapital = (ch: string) => ch !== ch.toLowerCase() && ch === ch.toUpperCase();

/** Every word `name` capitalises is capitalised in `written` (the same words, as the text spells them). */
export function writtenAsPrinted(written: string, name: string): boolean {
  const got = written.match(WORD) ?? [];
  const want = name.match(WORD) ?? [];
  // Names match by whole folded words; a different count means hyphens or apostrophes split them otherwise.
  if (got.length !== want.length) return isCapital(want[0]?.[0] ?? '') ? isCapital(got[0]?.[0] ?? '') : true;
  return want.every((w, i) => !isCapital(w[0]) || isCapital(got[i][0]));
}

/** The text around `start`–`end` quotes it: an opening quote right before, a closing one right after. */
export function quoted(text: string, start: number, end: number): boolean {
  return OPENING.test(text.slice(Math.max(0, start - 2), start)) && CLOSING.test(text.slice(end, end + 2));
}

/** Does `text[start, end)`, found as `name`, name it? `setOff` when the text is in italics or bold. */
export function namesIt(text: string, start: number, end: number, name: string, setOff: boolean): boolean {
  return setOff || writtenAsPrinted(text.slice(start, end), name) || quoted(text, start, end);
}
