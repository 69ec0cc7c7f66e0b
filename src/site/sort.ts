import { foldText } from '../text/index.js';
import type { Lang } from '../languages.js';

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

/** The letters names are filed under, in order: A to Z, then `#` for digits and symbols. */
export const CARD_LETTERS: readonly string[] = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'];

/** A name as it is filed: without the quotes, dots or dashes it may start with ("Rumors of My Death . . ."). */
export const filedFrom = (name: string): string => name.replace(/^[^\p{L}\p{N}]+/u, '');

/** The A–Z letter a name files under: first letter without accent, "#" for anything else. */
export function letterOf(name: string): string {
  const c = filedFrom(foldText(name)).charAt(0).toUpperCase();
  return /[A-Z]/.test(c) ? c : '#';
}
