import type { Lang } from '../languages.js';
import { keywordIndex } from '../text/index.js';
import type { LinkTargets } from './linkify.js';
import type { SiteCorpus } from './corpus.js';

const cache = new WeakMap<SiteCorpus, Map<Lang, LinkTargets>>();

/** What text in `contentLang` may link to: its language's cards, keywords with a page, rule numbers with a page. */
export function linkTargets(c: SiteCorpus, contentLang: Lang): LinkTargets {
  let byLang = cache.get(c);
  if (!byLang) cache.set(c, (byLang = new Map()));
  let targets = byLang.get(contentLang);
  if (!targets) {
    targets = {
      cards: c.cardNames[contentLang],
      keywords: keywordIndex(
        {
          rulesEdition: '',
          keywords: c.keywords.map(({ key, english, kind, official, names, searchNames, rule }) => ({
            key,
            english,
            kind,
            official,
            names,
            searchNames,
            rule,
          })),
          disagreements: [],
        },
        contentLang,
      ),
      // One set per language: linkify.ts caches the links found in a text per set.
      ruleNumbers: new Set(c.ruleNumbers.map((r) => r.number)),
      ruleWords: c.vocabulary.get(contentLang)?.ruleWords ?? [],
    };
    byLang.set(contentLang, targets);
  }
  return targets;
}
