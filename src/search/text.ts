import { foldApostrophes } from '../text/index.js';

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
