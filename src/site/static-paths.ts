import { LANGS, type Lang } from '../languages.js';

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

/** Sorting of names in the reader's language: accents and case ignored. */
const collators = new Map<Lang, Intl.Collator>();
export const collator = (lang: Lang): Intl.Collator => {
  let c = collators.get(lang);
  if (!c) collators.set(lang, (c = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })));
  return c;
};

/** The A–Z letter a name files under: first letter without accent, "#" for anything else. */
export function letterOf(name: string): string {
  const c = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
}

/** Cards grouped by content language (the reader's first) and by letter: the A–Z index and the home page agree. */
export function cardGroups<C extends { lang: Lang; name: string }>(cards: C[], lang: Lang) {
  const order = [lang, ...LANGS.filter((l) => l !== lang)];
  return order
    .map((l, index) => {
      const list = cards.filter((card) => card.lang === l).sort((a, b) => collator(l).compare(a.name, b.name));
      const byLetter = new Map<string, C[]>();
      for (const card of list) {
        const letter = letterOf(card.name);
        const cards = byLetter.get(letter);
        if (cards) cards.push(card);
        else byLetter.set(letter, [card]);
      }
      return { l, cards: list, byLetter, index };
    })
    .filter((g) => g.cards.length > 0)
    .map((g, i) => ({ ...g, anchorPrefix: i === 0 ? '' : `${g.l}-` }));
}
