import type { Lang } from '../languages.js';

export interface ShardInfo {
  /** First and last two-letter term prefix held by this shard (inclusive, in code-unit order). */
  first: string;
  last: string;
  file: string;
  bytes: number;
}

/** /search/manifest.json: which file holds which part of each language's indexes and result metadata. */
export interface SearchManifest {
  version: 2;
  langs: Record<Lang, { names: ShardInfo[]; text: ShardInfo[]; metaBuckets: number; ruleSections: string[] }>;
  /** What a reader may type before a rule number, in any language (folded): `regla`, `règle`, `regra`, `cr`… */
  ruleWords: string[];
}

/** The rule numbers of one section (`702`), as the search lists them in one UI language. */
export const ruleNumbersFile = (lang: Lang, section: string) => `rules-${lang}-${section}.json`;

/** The shards that can hold an indexed term (or, for a one-letter term, every term it begins). */
export function shardsFor(term: string, shards: ShardInfo[]): ShardInfo[] {
  if (term.length >= 2) {
    const prefix = term.slice(0, 2);
    return shards.filter((s) => s.first <= prefix && prefix <= s.last);
  }
  return shards.filter((s) => s.first <= `${term}\uffff` && s.last >= term);
}

/**
 * The first letter of the ref of a catalogue card: such an entry is in every language's index under one ref, and a
 * result shows the UI language's entry (the reader's name for the card), whichever language's name matched.
 */
export const CATALOGUE_CARD_REF = 'o';
/** Keywords too are in every language's index under one ref. */
export const KEYWORD_REF = 'k';

/** Whether a ref's entry is in every language's index (its result is shown in the UI language's words). */
export const inEveryLanguage = (ref: string) => ref.startsWith(CATALOGUE_CARD_REF) || ref.startsWith(KEYWORD_REF);

/** Which metadata bucket holds a ref. */
export function metaBucket(ref: string, buckets: number): number {
  let h = 0;
  for (let i = 0; i < ref.length; i++) h = (h * 31 + ref.charCodeAt(i)) >>> 0;
  return h % buckets;
}
