import { keywordIndex } from '../parse/index.js';
import type { Lang } from '../schema/common.js';
import type { LinkTargets } from './linkify.js';
import { loadCorpus } from './corpus.js';

const cache = new Map<Lang, Promise<LinkTargets>>();

/** What text in `contentLang` may link to: its language's cards, keywords with a page, rule numbers with a page. */
export function linkTargets(contentLang: Lang): Promise<LinkTargets> {
  let p = cache.get(contentLang);
  if (!p) {
    p = loadCorpus().then((c) => ({
      cards: c.cardNames[contentLang],
      keywords: keywordIndex({ rulesEdition: '', keywords: c.keywords.map(({ id: _i, mechanicIds: _m, cardIds: _c, rulingIds: _r, ruleIds: _u, numbersInDocuments: _n, ...k }) => k) }, contentLang),
      ruleNumbers: new Set(c.ruleNumbers.map((r) => r.number)),
    }));
    cache.set(contentLang, p);
  }
  return p;
}
