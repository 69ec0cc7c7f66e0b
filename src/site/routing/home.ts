import type { Lang } from '../../languages.js';
import { keywordName } from '../../schema/index.js';
import { keywordPath, setsPath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import { byName } from '../sort.js';
import { cardLetters } from './cards.js';
import { pageContext } from './context.js';
import { perLanguage } from './paths.js';
import { translatedSets } from './set-coverage.js';
import { ruleKind } from '../../rule-numbers.js';
import { rulesSource, type RulesSource } from '../rules-source.js';

export const homePaths = perLanguage;

/** A language's home page: what the site holds, the cards' letters, what is translated of the official rulings, every
 *  keyword, and where to browse. */
export async function homePage(lang: Lang, corpus?: SiteCorpus, source: RulesSource = rulesSource()) {
  const p = await pageContext(lang, corpus);
  const { t, c, to } = p;
  // The rules index lists today's rules; the documents cite some of them, and older numbers.
  const ruleCount = source.rules.numbersToday().filter((n) => ruleKind(n) === 'rule').length;
  const letters = cardLetters(p);
  return {
    counts: t('home.counts', {
      cards: t('cards.count', { count: letters.reduce((n, l) => n + l.count, 0) }),
      rulings: t('count.rulings', { count: c.catalogue.counts.rulings + c.rulings.length }),
      keywords: t('count.keywords', { count: c.keywords.length }),
      rules: t('count.rules', { count: ruleCount }),
      cited: t('count.rulesCited', { count: c.ruleNumbers.length }),
      documents: t('count.documents', { count: c.documents.length }),
    }),
    letters: letters.map(({ letter, href }) => ({ letter, href })),
    sets: { label: t('sets.title'), href: to(setsPath()), count: c.catalogue.sets.filter((s) => s.cards > 0).length },
    /** The sets of which documents translate official rulings, each with its share in the reader's language. */
    coverage: { heading: t('coverage.home'), note: t('coverage.homeNote'), sets: translatedSets(p) },
    keywords: byName(c.keywords, lang, (k) => keywordName(k, lang)).map((k) => ({
      name: keywordName(k, lang),
      href: to(keywordPath(k.key)),
    })),
    ruleCount,
    glossaryCount: source.glossary?.terms.length ?? 0,
    documentCount: c.documents.length,
    ...p,
  };
}
export type HomePage = Awaited<ReturnType<typeof homePage>>;
