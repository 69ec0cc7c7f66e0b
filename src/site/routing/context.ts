import { useTranslations, type Translate } from '../../i18n/index.js';
import type { Lang } from '../../languages.js';
import { withLang } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';

/**
 * What every page's data function starts from: the reader's language and translations, the corpus, links. A page's
 * data is its own fields with the context spread after them (`{ title, …, ...p }`), never before: V8 gives an object
 * literal that starts with a spread each later field one at a time, and past a dozen of them makes it a slow dictionary
 * — the card pages' data took twice as long to make and every read of it while rendering was slower (BENCHMARKS.md).
 */
export interface PageContext {
  lang: Lang;
  t: Translate;
  c: SiteCorpus;
  /** A site path ("cards/es/x/") as a link in the reader's language. */
  to: (path: string) => string;
  docTitle: (documentId: string) => string;
  /** The language of a document's title (the document's), for its `lang`. */
  docLang: (documentId: string) => string;
}

/** The context of one page in the reader's language; the corpus is the build's unless a test passes its own. */
export async function pageContext(lang: Lang, corpus?: SiteCorpus): Promise<PageContext> {
  const c = corpus ?? (await loadCorpus());
  return {
    lang,
    t: useTranslations(lang),
    c,
    to: (path) => withLang(lang, path),
    docTitle: (id) => c.document.get(id)?.title ?? id,
    docLang: (id) => c.document.get(id)?.lang ?? lang,
  };
}

/** The records of `ids` found in a lookup, in order; ids without a record are left out. */
export function pick<T>(lookup: Map<string, T>, ids: readonly string[]): T[] {
  return ids.flatMap((id) => {
    const record = lookup.get(id);
    return record === undefined ? [] : [record];
  });
}

/** Items in the reader's language first, the others after them, each group in its given order. */
export function readerLanguageFirst<T extends { lang: Lang }>(items: T[], lang: Lang): T[] {
  return [...items.filter((x) => x.lang === lang), ...items.filter((x) => x.lang !== lang)];
}
