import type { Lang } from '../../languages.js';
import { rulePath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import { pageContext, pick } from './context.js';
import { perLanguage } from './paths.js';

export const rulesIndexPaths = perLanguage;

/** Every rule number with a page, each with the start of the first text a document quotes for it. */
export async function rulesIndexPage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  return {
    ...p,
    numbers: p.c.ruleNumbers.map((n) => {
      const quoted = pick(p.c.rule, n.ruleIds)[0];
      return {
        number: n.number,
        href: p.to(rulePath(n.number)),
        quoted: quoted ? { lang: quoted.lang, text: quoted.text.length > 90 ? `${quoted.text.slice(0, 89)}…` : quoted.text } : null,
      };
    }),
  };
}
