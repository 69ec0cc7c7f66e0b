/** Titles of chapters, sections and titled rules (`702.79. Persist`) as the editions print them. */
import { foldApostrophes } from '../../text/index.js';

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'and/or',
  'as',
  'at',
  'by',
  'for',
  'from',
  'in',
  'into',
  'of',
  'on',
  'or',
  'per',
  'the',
  'that',
  'to',
  'vs.',
  'vs',
  'with',
]);

/** Strip italics markers and normalize quotes in a title. */
export function cleanTitle(text: string): string {
  return foldApostrophes(text.replace(/_/g, ''))
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `Persist`, `Bands with Other`, `Interaction of Replacement and/or Prevention Effects`, `For Mirrodin!`: short, title case, no sentence. */
export function isTitle(text: string): boolean {
  const t = text.trim();
  if (t.length === 0 || t.length > 64) return false;
  if (/[.:;,]["'\u201d\u2019)]?$/.test(t)) return false;
  if (/\. /.test(t.replace(/\bvs\. /g, 'vs '))) return false;
  const words = t.split(/\s+/);
  if (words.length > 8) return false;
  return words.every((w, i) => {
    const c = w.replace(/^[_"'\u201c\u2018(]+/, '').charAt(0);
    if (c === '') return i > 0;
    if (/\p{Lu}|\d/u.test(c)) return true;
    if (/\p{Ll}/u.test(c)) return i > 0 && SMALL_WORDS.has(w.toLowerCase());
    return i > 0;
  });
}
