import { foldText } from '../text/index.js';
import { LANGS, type Lang } from '../languages.js';

/** Sorting of names in the reader's language: accents and case ignored. */
const collators = new Map<Lang, Intl.Collator>();
export const collator = (lang: Lang): Intl.Collator => {
  let c = collators.get(lang);
  if (!c) collators.set(lang, (c = new Intl.Collator(lang, { sensitivity: 'base', numeric: true })));
  return c;
};

/** Items sorted by a name in the reader's language. */
export const byName = <T>(items: readonly T[], lang: Lang, name: (item: T) => string): T[] =>
  [...items].sort((a, b) => collator(lang).compare(name(a), name(b)));

/** The A–Z letter a name files under: first letter without accent, "#" for anything else. */
export function letterOf(name: string): string {
  const c = foldText(name)
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
}

/** Cards grouped by content language (the reader's first) and by letter: the A–Z index and the home page agree. */
export function cardGroups<C extends { lang: Lang; name: string }>(cards: C[], lang: Lang) {
  const order = [lang, ...LANGS.filter((l) => l !== lang)];
  return order
    .map((l) => {
      const list = byName(
        cards.filter((card) => card.lang === l),
        l,
        (card) => card.name,
      );
      const byLetter = new Map<string, C[]>();
      for (const card of list) {
        const letter = letterOf(card.name);
        const cards = byLetter.get(letter);
        if (cards) cards.push(card);
        else byLetter.set(letter, [card]);
      }
      return { l, cards: list, byLetter };
    })
    .filter((g) => g.cards.length > 0);
}
