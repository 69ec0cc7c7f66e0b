import type { Lang } from '../languages.js';

export interface ShardInfo {
  /** First and last term prefix (prefixOf) held by this shard (inclusive, in code-unit order). */
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
  /** The rules' English and the glossary's definitions, one index for every language, cut between any two terms:
   *  `first` and `last` are terms (stems), not prefixes. */
  english?: ShardInfo[];
}

/** The English shards that can hold `stem`; with `prefix`, also every shard holding a term it begins. */
export function englishShardsFor(stem: string, shards: ShardInfo[], prefix?: string): ShardInfo[] {
  return shards.filter(
    (s) => (s.first <= stem && stem <= s.last) || (prefix !== undefined && s.last >= prefix && s.first <= `${prefix}\uffff`),
  );
}

/** The first letter of the refs of today's rules and of the glossary's terms: in every language's index under one ref. */
export const TOPIC_RULE_REF = 't';
export const GLOSSARY_TERM_REF = 'w';

/** The ref of today's rule `number` in every index (the topics' entry of it), for the build and the query alike. */
export const topicRuleRef = (number: string) => `${TOPIC_RULE_REF}${number}`;

/** The rule numbers of one section (`702`), as the search lists them in one UI language. */
export const ruleNumbersFile = (lang: Lang, section: string) => `rules-${lang}-${section}.json`;

/** What a shard never splits, its key: a term's first three characters. (Two made shards of 130 kB: "co" alone, in
 *  Spanish names, is con-, contra-, cor-… A typo is still found from the fourth letter on: a shard holds every term
 *  of its keys.) */
const SHARD_KEY_LENGTH = 3;
export const prefixOf = (term: string) => term.slice(0, SHARD_KEY_LENGTH);

/** The shards that can hold an indexed term, or a term it begins: its key's. (A term shorter than a key is its own
 *  key, and is only ever looked up whole: a query's prefixes and typos start at three letters.) */
export function shardsFor(term: string, shards: ShardInfo[]): ShardInfo[] {
  const prefix = prefixOf(term);
  return shards.filter((s) => s.first <= prefix && prefix <= s.last);
}

/**
 * The first letter of the ref of a catalogue card: such an entry is in every language's index under one ref, and a
 * result shows the UI language's entry (the reader's name for the card), whichever language's name matched.
 */
export const CATALOGUE_CARD_REF = 'o';
/** Keywords too are in every language's index under one ref. */
export const KEYWORD_REF = 'k';

/** Whether a ref's entry is in every language's index (its result is shown in the UI language's words): catalogue
 *  cards, keywords, today's rules and the glossary's terms. */
export const inEveryLanguage = (ref: string) =>
  ref.startsWith(CATALOGUE_CARD_REF) || ref.startsWith(KEYWORD_REF) || ref.startsWith(TOPIC_RULE_REF) || ref.startsWith(GLOSSARY_TERM_REF);

/** Which metadata bucket holds a ref. */
export function metaBucket(ref: string, buckets: number): number {
  let h = 0;
  for (let i = 0; i < ref.length; i++) h = (h * 31 + ref.charCodeAt(i)) >>> 0;
  return h % buckets;
}
