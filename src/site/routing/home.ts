import type { Lang } from '../../languages.js';
import { keywordName } from '../../schema/index.js';
import { keywordPath, setsPath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import { byName } from '../sort.js';
import { cardLetters } from './cards.js';
import { pageContext } from './context.js';
import { perLanguage } from './paths.js';

export const homePaths = perLanguage;

/** A language's home page: what the site holds, the cards' letters, every keyword, and where to browse. */
export async function homePage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const { t, c, to } = p;
  const letters = cardLetters(p);
  return {
    ...p,
    counts: t('home.counts', {
      cards: t('cards.count', { count: letters.reduce((n, l) => n + l.count, 0) }),
      rulings: t('count.rulings', { count: c.catalogue.counts.rulings + c.rulings.length }),
      keywords: t('count.keywords', { count: c.keywords.length }),
      rules: t('count.rules', { count: c.ruleNumbers.length }),
      documents: t('count.documents', { count: c.documents.length }),
    }),
    letters: letters.map(({ letter, href }) => ({ letter, href })),
    sets: { label: t('sets.title'), href: to(setsPath()), count: c.catalogue.sets.filter((s) => s.cards > 0).length },
    keywords: byName(c.keywords, lang, (k) => keywordName(k, lang)).map((k) => ({
      name: keywordName(k, lang),
      href: to(keywordPath(k.key)),
    })),
    ruleCount: c.ruleNumbers.length,
    documentCount: c.documents.length,
  };
}
export type HomePage = Awaited<ReturnType<typeof homePage>>;
