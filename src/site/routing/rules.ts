import type { Lang } from '../../languages.js';
import type { SiteCorpus } from '../corpus.js';
import { rulesSource, type RulesSource } from '../rules-source.js';
import { pageContext } from './context.js';
import { perLanguage } from './paths.js';
import { glossaryPath } from '../../site-paths.js';
import { chapterAnchor, ruleHref, ruleTitle } from './rule-links.js';

export const rulesIndexPaths = perLanguage;

/** Today's rules by chapter (1 Game Concepts … 9 Casual Variants) and section, and the older numbers documents cite. */
export async function rulesIndexPage(lang: Lang, corpus?: SiteCorpus, source: RulesSource = rulesSource()) {
  const p = await pageContext(lang, corpus);
  const { rules } = source;
  const chapters = rules
    .numbersToday()
    .filter((n) => /^\d$/.test(n))
    .map((chapter) => ({
      number: chapter,
      anchor: chapterAnchor(chapter),
      title: ruleTitle(chapter, p, source),
      sections: rules.childrenToday(chapter).map((section) => ({
        number: section,
        title: ruleTitle(section, p, source),
        href: ruleHref(section, p, source),
      })),
    }));
  const siteTitles = chapters.some((ch) => ch.title.siteTranslation || ch.sections.some((s) => s.title.siteTranslation));
  return {
    intro: p.t('rules.intro', { edition: rules.today }),
    /** Said once where titles are the site's translation (content/rule-sections.json). */
    siteTitles: siteTitles ? p.t('rules.siteTitles') : null,
    glossary: source.glossary ? p.to(glossaryPath()) : null,
    chapters,
    olderNumbers: p.c.ruleNumbers.filter((n) => !n.inTodaysRules).map((n) => ({ number: n.number, href: ruleHref(n.number, p, source) })),
    ...p,
  };
}
