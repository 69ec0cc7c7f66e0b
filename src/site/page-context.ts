import { useTranslations } from '../i18n/index.js';
import type { Lang } from '../languages.js';
import { loadCorpus } from './corpus.js';

/** The records of `ids` found in a lookup, in order; ids without a record are left out. */
export function pick<T>(lookup: Map<string, T>, ids: readonly string[]): T[] {
  return ids.flatMap((id) => {
    const record = lookup.get(id);
    return record === undefined ? [] : [record];
  });
}

/** What every detail page starts from: the reader's translations, the corpus, and a document's title by id. */
export async function pageContext(lang: Lang) {
  const c = await loadCorpus();
  return { t: useTranslations(lang), c, docTitle: (id: string) => c.document.get(id)?.title ?? id };
}

/** Items in the reader's language first, the others after them, each group in its given order. */
export function readerLanguageFirst<T extends { lang: Lang }>(items: T[], lang: Lang): T[] {
  return [...items.filter((x) => x.lang === lang), ...items.filter((x) => x.lang !== lang)];
}
