import transliterate from '@sindresorhus/transliterate';
import { foldText, shortHash } from './fold.js';

/** A letter, digit or symbol outside ASCII (punctuation and spaces are separators in a slug anyway). */
const BEYOND_ASCII = /(?![\p{P}\p{Z}])[^\x00-\x7f]/u;

/** Runs of anything but a-z and 0-9 as single hyphens, none at the ends. */
function hyphenated(text: string): string {
  return text.replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * A URL-safe slug for a name: folded (case, accents), anything else but letters and digits as single hyphens. A name
 * written with letters or symbols beyond ASCII (Ωμέγα, Ψυχή, cœur) is transliterated by a kept library and marked
 * with a short hash of the name, so that two names never share a slug (Ωμέγα is not Omega); a name with nothing to
 * transliterate (☠☠☠, 火の鳥) is its hash. Never a shared fallback: two different cards never merge.
 */
export function slugify(text: string): string {
  const folded = foldText(text);
  const ascii = hyphenated(folded);
  if (!BEYOND_ASCII.test(folded)) return ascii || shortHash(folded);
  const latin = hyphenated(foldText(transliterate(folded)));
  return latin ? `${latin}-${shortHash(folded)}` : shortHash(folded);
}
