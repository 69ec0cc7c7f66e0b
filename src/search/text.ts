import { foldApostrophes, foldText } from '../text/index.js';

/** Apostrophes of every style as `'`, then French/Portuguese/Spanish elisions dropped: l'effroi → effroi. */
export function stripElision(token: string): string {
  return foldApostrophes(token).replace(/^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=\p{L})/iu, '');
}

/** Splits user or document text into tokens as lunr's tokenizer does (whitespace, hyphens). */
export function tokenize(text: string): string[] {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .split(/[\s\-–—/]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/**
 * A name as one search term: its words folded (accents, case, elisions) and joined, punctuation dropped ("Espadas en
 * guadañas" → `espadasenguadanas`, "L'Effroi" → `effroi`). The same at index and at query time, so that what is typed
 * can be known to be a whole name, exactly or but for a typo, before any result's title is fetched.
 */
export function wholeName(text: string): string {
  return tokenize(text)
    .map((t) => foldText(stripElision(t)))
    .join('')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** The edits between two words (insertions, deletions, substitutions, and transpositions of two neighbours, as
 *  lunr's typos count them): how near a name is to what was typed. */
export function editsBetween(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.length][b.length];
}
