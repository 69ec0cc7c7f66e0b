/**
 * Whether a name found in running text names the thing, not an ordinary phrase that folds alike: "Vous êtes pris au
 * piège dans une structure" does not name the card *Pris au piège*. A name counts when it is written as printed
 * (every word the name capitalises is capitalised in the text), or quoted, or set off by emphasis. A name that is
 * also a game word ("Vol", "Exil", "Sacrifice", "Choque") needs more: quotes, emphasis, or its capital in the middle
 * of a sentence ("Sacrifice une créature" at a sentence's start names no card; "avec Sacrifice" does).
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

/** Nothing but spaces, opening quotes or brackets between the start of a sentence, a line or the text and `start`. */
export function startsSentence(text: string, start: number): boolean {
  const window = text.slice(Math.max(0, start - 40), start);
  const opening = /[\s"“«‘'„(\[¿¡*_—–-]*$/u.exec(window)![0];
  const before = window.slice(0, window.length - opening.length);
  return opening.includes('\n') || (before === '' && start - opening.length <= 0) || /[.!?:;…]$/.test(before);
}

/** Does `text[start, end)`, found as `name`, name it? `setOff` when the text is in italics or bold; `gameWord` when the
 *  name is also a word of the game. */
export function namesIt(text: string, start: number, end: number, name: string, setOff: boolean, gameWord = false): boolean {
  if (setOff || quoted(text, start, end)) return true;
  return writtenAsPrinted(text.slice(start, end), name) && !(gameWord && startsSentence(text, start));
}
