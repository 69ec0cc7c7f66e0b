import { LANGS, type Lang } from '../languages.js';
import type { CardIdentityTable } from '../schema/index.js';
import { foldText, nameIndex, namesIt, scanNames, type GameWord } from '../text/index.js';

/**
 * The cards a document's text may name, by the names they are printed with: what `add-document` suggests a
 * document's sets from, and what the reading report checks a document's prose against. Today it is backed by
 * content/card-identities.json (the cards of the documents' sets); a catalogue of every card of the game stands in by
 * answering the same two questions.
 */
export interface CardNames {
  /** Every name a card is printed with in `lang` (a card of several faces: the whole name and each face's), and every
   *  card's English name. */
  namesIn(lang: Lang): readonly string[];
  /** The codes of the sets that print a card under `name` in `lang`, or name it so in English (folded compare). */
  setsPrinting(name: string, lang: Lang): string[];
}

/** CardNames from the card identities table: each row is one printing, its set's code and its names. */
export function cardNamesOfIdentities(table: CardIdentityTable): CardNames {
  const byLang = new Map<Lang, Map<string, { name: string; sets: Set<string> }>>(LANGS.map((l) => [l, new Map()]));
  const add = (lang: Lang, name: string | undefined, set: string) => {
    if (!name) return;
    const names = byLang.get(lang)!;
    const key = foldText(name);
    const known = names.get(key) ?? { name, sets: new Set<string>() };
    known.sets.add(set);
    names.set(key, known);
  };
  for (const card of table.cards)
    for (const lang of LANGS) {
      for (const name of [card.name, ...(card.faces ?? [])]) add(lang, name, card.set);
      for (const name of [card.names[lang], ...(card.faceNames?.[lang] ?? []), ...(card.documentNames?.[lang] ?? [])])
        add(lang, name, card.set);
    }
  return {
    namesIn: (lang) => [...byLang.get(lang)!.values()].map((n) => n.name),
    setsPrinting: (name, lang) => [...(byLang.get(lang)!.get(foldText(name))?.sets ?? [])].sort(),
  };
}

/**
 * The card names a text names, among `names`: written as printed or quoted, a game word only where set off (namesIt).
 * A text whose folding changes its length is not scanned (offsets would not match, as for links).
 */
export function cardNameScan(names: readonly string[], gameWord: GameWord): (text: string) => string[] {
  const index = nameIndex(names.map((name) => ({ name, value: name })));
  return (text) => {
    const folded = foldText(text);
    if (folded.length !== text.length) return [];
    return scanNames(folded, index)
      .filter((h) => namesIt(text, h.start, h.end, h.value, false, gameWord(h.value)))
      .map((h) => h.value);
  };
}
