import { LANGS, type Lang } from '../../languages.js';
import { keywordName } from '../../schema/index.js';
import { keywordPath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import { byName } from '../sort.js';
import { pageContext } from './context.js';
import { perLanguage } from './paths.js';

export const keywordsIndexPaths = perLanguage;

/** Every keyword, by its name in the reader's language, with its names in the other languages and its rule. */
export async function keywordsIndexPage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  return {
    keywords: byName(p.c.keywords, lang, (k) => keywordName(k, lang)).map((k) => ({
      name: keywordName(k, lang),
      href: p.to(keywordPath(k.key)),
      otherNames: LANGS.filter((l) => l !== lang).map((l) => ({ lang: l, name: keywordName(k, l) })),
      rule: k.rule,
    })),
    ...p,
  };
}
