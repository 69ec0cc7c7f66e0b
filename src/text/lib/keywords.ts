import type { Glossary, Keyword } from '../../schema/index.js';
import type { Lang } from '../../languages.js';
import { foldApostrophes, foldText } from './fold.js';
import { nameIndex, scanNames, type NameHit, type NameIndex } from './name-index.js';

/** A keyword's English name or rule title as compared, the one key everywhere (the rules history, the glossary, the
 *  catalogue's cards): case, curly apostrophes and runs of spaces set aside ("Totem Armor", "totem armor"). */
export function titleKey(title: string): string {
  return foldApostrophes(title.toLowerCase()).replace(/\s+/g, ' ').trim();
}

/** A keyword name found in a text. */
export interface KeywordName {
  key: string;
  length: number;
  name: string;
  /** The printed name only (not one of the glossary's aliases): an ordinary word too, so it counts only where it heads
   *  a line as a keyword does on a card (`Dilemme du conseil — …`, `Encore {5}{R}`), never in running prose. */
  headOnly?: true;
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
  const entries = glossary.keywords.flatMap((k) => {
    const aliases = k.names[lang].map((name) => ({ name, value: { key: k.key, length: foldText(name).length, name } }));
    const printed = k.official?.[lang]?.name;
    if (!printed || k.names[lang].some((n) => foldText(n) === foldText(printed))) return aliases;
    return [...aliases, { name: printed, value: { key: k.key, length: foldText(printed).length, name: printed, headOnly: true as const } }];
  });
  const index: KeywordIndex = { byKey: new Map(glossary.keywords.map((k) => [k.key, k])), names: nameIndex(entries) };
  keywordIndexes.set(glossary, { ...keywordIndexes.get(glossary), [lang]: index });
  return index;
}

/** Where keywords are named in a folded text: short names (`vol`, `plan`, `prisa`) are ordinary words too, so in
 *  running prose only names of six letters or more count; `leading` also accepts any name that opens the text or
 *  an item of a comma-separated list of abilities ("Vuela, vigilancia."). A printed name the glossary does not list
 *  counts only where it heads the text as on a card. */
export function keywordHits(folded: string, index: KeywordIndex, leading = false): NameHit<KeywordName>[] {
  return scanNames(folded, index.names).filter((h) =>
    h.value.headOnly
      ? headsLine(folded, h)
      : h.value.length >= 6 || (leading && (h.start === 0 || /[,.;] $/.test(folded.slice(Math.max(0, h.start - 2), h.start)))),
  );
}

/** A name that opens the text and is followed by what follows a keyword on a card: a dash, a cost, a comma, or nothing. */
function headsLine(folded: string, h: NameHit<KeywordName>): boolean {
  return h.start === 0 && /^(?:$|\s*[—–,(]|\s+[{\dX])/.test(folded.slice(h.end));
}

/** Keys of the keywords named in a text (see keywordHits). */
export function keywordsIn(text: string, index: KeywordIndex, leading = false): string[] {
  return [...new Set(keywordHits(foldText(text), index, leading).map((h) => h.value.key))];
}
