/**
 * How alike two rule texts are, for following a rule from one edition to the next: the Dice coefficient over word
 * unigrams and bigrams of the texts' matching form (lowercase words, rule numbers inside the text set aside).
 */

import { RULE_NUMBER_SOURCE } from '../../rule-numbers.js';
import { dice, foldApostrophes, sharedSorted } from '../../text/index.js';

const shingleIds = new Map<string, number>();
const shingleCache = new Map<string, Int32Array>();

const matchingCache = new Map<string, string>();
const NUMBER_IN_TEXT = new RegExp(String.raw`\b${RULE_NUMBER_SOURCE}\b`, 'g');

/** Lowercase words, rule numbers inside the text replaced by `#` (they change whenever rules are renumbered). */
export function matchingText(text: string): string {
  let out = matchingCache.get(text);
  if (out === undefined) {
    out = matchingUncached(text);
    matchingCache.set(text, out);
  }
  return out;
}

function matchingUncached(text: string): string {
  return (
    foldApostrophes(text.toLowerCase())
      .replace(/(\w)[?'](\w)/g, '$1$2')
      .replace(NUMBER_IN_TEXT, ' # ')
      .replace(/_/g, '')
      .match(/[a-z0-9#]+/g)
      ?.join(' ') ?? ''
  );
}

/** A title as matched across editions: letters and digits only, lowercase. */
export function titleSignature(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** The word unigrams and bigrams of a matching text, as sorted ids (cached: most texts recur in every edition). */
export function shingles(textKey: string): Int32Array {
  const cached = shingleCache.get(textKey);
  if (cached) return cached;
  const words = textKey === '' ? [] : textKey.split(' ');
  const set = new Set<number>();
  const id = (s: string) => {
    let v = shingleIds.get(s);
    if (v === undefined) {
      v = shingleIds.size;
      shingleIds.set(s, v);
    }
    return v;
  };
  for (let i = 0; i < words.length; i++) {
    set.add(id(words[i]));
    if (i + 1 < words.length) set.add(id(`${words[i]} ${words[i + 1]}`));
  }
  const out = Int32Array.from(set).sort();
  shingleCache.set(textKey, out);
  return out;
}

/** How alike two texts' shingles (ascending ids) are: the Dice coefficient (two empty texts are the same). */
export function shingleDice(a: Int32Array, b: Int32Array): number {
  return dice(sharedSorted(a, b), a.length, b.length);
}
