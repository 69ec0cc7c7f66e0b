/** Apostrophes of every style as `'`, then French/Portuguese/Spanish elisions dropped: l'effroi → effroi. */
export function stripElision(token: string): string {
  return token.replace(/[’‘`´ʼ]/g, "'").replace(/^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=\p{L})/iu, '');
}

/** Lowercase, accents removed: the form in which text is indexed and queries are matched. */
export function foldForSearch(token: string): string {
  return token.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Splits user or document text into tokens as lunr's tokenizer does (whitespace, hyphens). */
export function tokenize(text: string): string[] {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .split(/[\s\-–—/]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A rule number as typed: 702.94a, 601.2, 601 */
export const RULE_NUMBER_TOKEN = /^\d{3}(\.\d{1,3}[a-z]?)?\.?$/;
