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

/** The ref of today's rule `number` in every index (the topics' entry of it), for the build and the query alike. */
export const topicRuleRef = (number: string) => `t${number}`;

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

/** Which metadata bucket holds a ref. */
export function metaBucket(ref: string, buckets: number): number {
  let h = 0;
  for (let i = 0; i < ref.length; i++) h = (h * 31 + ref.charCodeAt(i)) >>> 0;
  return h % buckets;
}
