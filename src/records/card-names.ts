import type { Lang } from '../languages.js';
import { namesIn as cardNamesIn, type Catalogue } from '../catalogue/index.js';
import type { CatalogueCard, Printing } from '../schema/index.js';
import { foldText, nameIndex, namesIt, scanNames, type GameWord, type NameIndex } from '../text/index.js';

/**
 * The cards a document's text may name, by the names they are printed with: what `add-document` suggests a
 * document's sets from, and what the reading report checks a document's prose against. Backed by the catalogue of
 * every card (cardNamesOfCatalogue).
 */
export interface CardNames {
  /** Every name a card is printed with in `lang` (a card of several faces: the whole name and each face's), and every
   *  card's English name — the names a text uses for a card: not those that are more often something else (see
   *  cardNamesOfCatalogue). */
  namesIn(lang: Lang): readonly string[];
  /** The sets that print a card under `name` in `lang`, or name it so in English (folded compare), by code, each
   *  with the release of its first printing of the card. */
  setsPrinting(name: string, lang: Lang): SetPrinting[];
}

/** A set printing a card: its code and when. */
export interface SetPrinting {
  code: string;
  released: string;
}

interface NamedCards {
  name: string;
  /** The cards printed under the name in the language, and those it is the English name of. */
  printed: Set<CatalogueCard>;
  english: Set<CatalogueCard>;
  /** Whether a text using it names a card (false when any card it names is more often something else). */
  listed: boolean;
}

const ofCatalogue = new WeakMap<Catalogue, CardNames>();

/** The layouts of cards no game or document uses as cards of the game (Vanguard avatars: "Oracle"). */
const NOT_GAME_CARDS = new Set(['vanguard']);

/** A name's key compared with a set's name: folded, without spaces ("Cold Snap" the card, "Coldsnap" the set). */
const setKey = (name: string) => foldText(name).replace(/[\s'’-]+/g, '');

/**
 * CardNames of the catalogue: each language's names indexed once, when first asked for (28,000 cards), and kept
 * with the catalogue. A name printed in the language gives the sets whose printing is in that language; an English
 * name, the sets printing the card in the language when there are any, else every set printing it.
 *
 * Text names more than cards: `namesIn` leaves out the names a text more often means as something else — a set's
 * name in any language ("Tous Phyrexians" is All Will Be One the set before the card), every name of a card named
 * after a set (Time Spiral, Cold Snap: "Espiral del tiempo", "Ola de frío" in a list of Standard sets), a one-word
 * face of a card of several faces ("Noche" of Night // Day, "Commander" of Destinée // Commander) and the cards no
 * game uses (Vanguard's "Oracle"). `setsPrinting` still knows them (a document printing the card names its set).
 */
export function cardNamesOfCatalogue(catalogue: Catalogue): CardNames {
  const known = ofCatalogue.get(catalogue);
  if (known) return known;
  const byLang = new Map<Lang, Map<string, NamedCards>>();
  const listed = new Map<Lang, readonly string[]>();
  const namesOfLang = (lang: Lang) => {
    let names = byLang.get(lang);
    if (names) return names;
    names = new Map();
    const add = (name: string, card: CatalogueCard, english: boolean) => {
      const key = foldText(name);
      let entry = names!.get(key);
      if (!entry) names!.set(key, (entry = { name, printed: new Set(), english: new Set(), listed: true }));
      (english ? entry.english : entry.printed).add(card);
      if (!namesTheCard(card, name)) entry.listed = false;
    };
    for (const card of catalogue.cards) {
      for (const name of cardNamesIn(card, lang)) add(name, card, false);
      for (const name of cardNamesIn(card, 'en')) add(name, card, true);
    }
    byLang.set(lang, names);
    return names;
  };
  const setNames = new Set(catalogue.sets.flatMap((set) => [set.name, ...Object.values(set.names ?? {})]).map(setKey));
  const namesTheCard = (card: CatalogueCard, name: string) =>
    !NOT_GAME_CARDS.has(card.layout) &&
    !setNames.has(setKey(name)) &&
    !setNames.has(setKey(card.name)) &&
    (card.faces.length === 1 || name.includes(' // ') || /\s/.test(name.trim()));
  const printedIn = (card: CatalogueCard, lang: Lang) => card.printings.filter((p) => p.langs?.includes(lang) || p.ids[lang] !== undefined);
  const names: CardNames = {
    // The same array each time: cardNameScan indexes it once.
    namesIn: (lang) => {
      let list = listed.get(lang);
      if (!list) listed.set(lang, (list = Object.freeze([...namesOfLang(lang).values()].flatMap((n) => (n.listed ? [n.name] : [])))));
      return list;
    },
    setsPrinting: (name, lang) => {
      const entry = namesOfLang(lang).get(foldText(name));
      if (!entry) return [];
      const sets = new Map<string, string>();
      const add = (printings: readonly Printing[]) => {
        for (const p of printings) if (!sets.has(p.set) || sets.get(p.set)! > p.released) sets.set(p.set, p.released);
      };
      for (const card of entry.printed) add(printedIn(card, lang));
      for (const card of entry.english) {
        const inLang = printedIn(card, lang);
        add(inLang.length ? inLang : card.printings);
      }
      return [...sets].map(([code, released]) => ({ code, released })).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
    },
  };
  ofCatalogue.set(catalogue, names);
  return names;
}

const indexes = new WeakMap<readonly string[], NameIndex<string>>();

/**
 * The card names a text names, among `names`: written as printed or quoted, a game word only where set off (namesIt).
 * A text whose folding changes its length is not scanned (offsets would not match, as for links). The index of a
 * list is built once per list (CardNames.namesIn gives the same list each time: 50,000 names take a second).
 */
export function cardNameScan(names: readonly string[], gameWord: GameWord): (text: string) => string[] {
  let index = indexes.get(names);
  if (!index) indexes.set(names, (index = nameIndex(names.map((name) => ({ name, value: name })))));
  return (text) => {
    const folded = foldText(text);
    if (folded.length !== text.length) return [];
    return scanNames(folded, index!)
      .filter((h) => namesIt(text, h.start, h.end, h.value, false, gameWord(h.value)))
      .map((h) => h.value);
  };
}
