import { languageName } from '../../i18n/intl.js';
import type { Lang } from '../../languages.js';
import { documentPath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import { pageContext } from './context.js';
import { perLanguage } from './paths.js';
import { documentDate, documentKind } from './source.js';

export const documentsIndexPaths = perLanguage;

/** The source documents, newest first, each with its kind, date and language. */
export async function documentsIndexPage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const newestFirst = [...p.c.documents].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
  return {
    documents: newestFirst.map((d) => ({
      title: d.title,
      lang: d.lang,
      href: p.to(documentPath(d.id)),
      about: `${documentKind(d, p)}, ${documentDate(d, p)}, ${languageName(d.lang, lang)}`,
    })),
    ...p,
  };
}
