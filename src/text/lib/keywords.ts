import type { Glossary, Keyword } from '../../schema/index.js';
import type { Lang } from '../../languages.js';
import { foldText } from './fold.js';
import { nameIndex, scanNames, type NameHit, type NameIndex } from './name-index.js';

/** A keyword name found in a text. */
export interface KeywordName {
  key: string;
  length: number;
  name: string;
}

/** A language's keyword names (every form the glossary lists), for finding the keywords a text names. */
export interface KeywordIndex {
  byKey: Map<string, Keyword>;
  /** Each name's key, its folded length, and the name as the glossary writes it. */
  names: NameIndex<KeywordName>;
}

const keywordIndexes = new WeakMap<Glossary, Partial<Record<Lang, KeywordIndex>>>();

export function keywordIndex(glossary: Glossary, lang: Lang): KeywordIndex {
  const cached = keywordIndexes.get(glossary)?.[lang];
  if (cached) return cached;
  const entries = glossary.keywords.flatMap((k) =>
    k.names[lang].map((name) => ({ name, value: { key: k.key, length: foldText(name).length, name } })),
  );
  const index: KeywordIndex = { byKey: new Map(glossary.keywords.map((k) => [k.key, k])), names: nameIndex(entries) };
  keywordIndexes.set(glossary, { ...keywordIndexes.get(glossary), [lang]: index });
  return index;
}

/** Where keywords are named in a folded text: short names (`vol`, `plan`, `prisa`) are ordinary words too, so in
 *  running prose only names of six letters or more count; `leading` also accepts any name that opens the text or
 *  an item of a comma-separated list of abilities ("Vuela, vigilancia."). */
export function keywordHits(folded: string, index: KeywordIndex, leading = false): NameHit<KeywordName>[] {
  return scanNames(folded, index.names).filter(
    (h) => h.value.length >= 6 || (leading && (h.start === 0 || /[,.;] $/.test(folded.slice(Math.max(0, h.start - 2), h.start)))),
  );
}

/** Keys of the keywords named in a text (see keywordHits). */
export function keywordsIn(text: string, index: KeywordIndex, leading = false): string[] {
  return [...new Set(keywordHits(foldText(text), index, leading).map((h) => h.value.key))];
}
