import { LANGS, type Lang } from '../../languages.js';

/** getStaticPaths for a page that exists once per UI language. */
export const perLanguage = () => LANGS.map((lang) => ({ params: { lang }, props: { lang } }));

/**
 * getStaticPaths for one page per (item × UI language). The three languages of an item come one after the other,
 * so what is computed for an item's first page (linked text) is still in the small cache for the next two.
 */
export function perLanguageAnd<T, K extends string>(items: T[], key: K, param: (item: T) => string) {
  return items.flatMap((item) =>
    LANGS.map((lang: Lang) => ({ params: { lang, [key]: param(item) } as { lang: Lang } & Record<K, string>, props: { item, lang } })),
  );
}
