import type { Lang } from '../languages.js';
import { keywordIndex } from '../text/index.js';
import type { LinkTargets } from './linkify.js';
import { loadCorpus } from './corpus.js';

const cache = new Map<Lang, Promise<LinkTargets>>();

/** What text in `contentLang` may link to: its language's cards, keywords with a page, rule numbers with a page. */
export function linkTargets(contentLang: Lang): Promise<LinkTargets> {
  let p = cache.get(contentLang);
  if (!p) {
    p = loadCorpus().then((c) => ({
      cards: c.cardNames[contentLang],
      keywords: keywordIndex(
        { rulesEdition: '', keywords: c.keywords.map(({ key, english, kind, names, rule }) => ({ key, english, kind, names, rule })) },
        contentLang,
      ),
      ruleNumbers: new Set(c.ruleNumbers.map((r) => r.number)),
      ruleWords: c.vocabulary.get(contentLang)?.ruleWords ?? [],
    }));
    cache.set(contentLang, p);
  }
  return p;
}
