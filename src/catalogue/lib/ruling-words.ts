import { foldApostrophes } from '../../text/index.js';

/**
 * What two typings of one official ruling share: their words, whatever the style of their quotes, apostrophes and
 * dashes, their spacing and their case ("can’t" and "can't", "Modal" and "modal"). Gatherer retypes its rulings, and
 * the set files keep each typing, on one card and across the cards that carry a ruling: the importer keeps one typing
 * per card, the alignment takes the typings of several cards as one ruling.
 */
export function rulingWords(text: string): string {
  return foldApostrophes(text.normalize('NFC'))
    .replace(/[“”„]/g, '"')
    .replace(/[‐‑–—−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
