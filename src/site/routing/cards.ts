/**
 * The lists of cards: A–Z (every card by the name the reader's language prints, or its English name) and per set,
 * each card linked to its page. A document's card no catalogue card is is listed too, under its printed name.
 */
import { LANGS, type Lang } from '../../languages.js';
import type { CatalogueCard, CatalogueSet, CorpusCard } from '../../schema/index.js';
import { cardLetterPath, cardPath, setPath, setsPath } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { byName, CARD_LETTERS, letterOf } from '../sort.js';
import { linePieces, type TextPiece } from './card-text.js';
import { pageContext, type PageContext } from './context.js';
import { readerName } from './card.js';
import { perLanguage } from './paths.js';

export const cardsIndexPaths = perLanguage;
export const setsIndexPaths = perLanguage;

/** A card as a list shows it: the reader's name for it (and that name's language), its cost, its page. */
export interface ListedCard {
  name: string;
  lang: Lang | 'en';
  cost: TextPiece[];
  href: string;
}

function listedCatalogueCard(card: CatalogueCard, p: PageContext): ListedCard {
  const named = readerName(card, p.lang);
  const cost = card.faces
    .map((f) => f.manaCost ?? '')
    .filter(Boolean)
    .join(' // ');
  return { ...named, cost: cost ? linePieces(cost, p) : [], href: p.to(cardPath(card.slug)) };
}

function listedDocumentCard(card: CorpusCard, p: PageContext): ListedCard {
  return { name: card.name, lang: card.lang, cost: card.manaCost ? linePieces(card.manaCost, p) : [], href: p.to(cardPath(card.id)) };
}

const letters = new WeakMap<SiteCorpus, Map<Lang, Map<string, { name: string; list: () => ListedCard[] }[]>>>();

/** Every card filed under its letter in one reader's language, sorted by name: made once per build and language. */
function byLetter(p: PageContext): Map<string, { name: string; list: () => ListedCard[] }[]> {
  let perLang = letters.get(p.c);
  if (!perLang) letters.set(p.c, (perLang = new Map()));
  let filed = perLang.get(p.lang);
  if (filed) return filed;
  const entries = [
    ...p.c.catalogue.cards.map((card) => ({ name: readerName(card, p.lang).name, list: () => [listedCatalogueCard(card, p)] })),
    ...p.c.cards.filter((card) => !card.identity).map((card) => ({ name: card.name, list: () => [listedDocumentCard(card, p)] })),
  ];
  // Every letter in every language, in order, empty or not: each letter page exists in all three interfaces.
  filed = new Map(CARD_LETTERS.map((l) => [l, []]));
  for (const entry of byName(entries, p.lang, (e) => e.name)) filed.get(letterOf(entry.name))!.push(entry);
  perLang.set(p.lang, filed);
  return filed;
}

/** The letters of the A–Z list in the reader's language, each with its page and how many cards it files. */
export function cardLetters(p: PageContext) {
  return [...byLetter(p)].map(([letter, list]) => ({ letter, count: list.length, href: p.to(cardLetterPath(letter)) }));
}

/** The A–Z index: every letter with its count, and the sets. */
export async function cardsIndexPage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const filed = byLetter(p);
  const total = [...filed.values()].reduce((n, list) => n + list.length, 0);
  return {
    ...p,
    count: p.t('cards.count', { count: total }),
    lettersLabel: p.t('cards.letters'),
    letters: [...filed].map(([letter, list]) => ({ letter, label: `${letter} (${list.length})`, href: p.to(cardLetterPath(letter)) })),
    setsHref: p.to(setsPath()),
  };
}

/** One page per UI language and letter. */
export const cardLetterPaths = async () => cardLetterPathsOf(await loadCorpus());

export function cardLetterPathsOf(_c?: SiteCorpus) {
  return LANGS.flatMap((lang) =>
    CARD_LETTERS.map((letter) => ({ params: { lang, letter: letter === '#' ? '0-9' : letter.toLowerCase() }, props: { lang, letter } })),
  );
}

/** The cards under one letter, in the reader's words. */
export async function cardLetterPage(props: { lang: Lang; letter: string }, corpus?: SiteCorpus) {
  const p = await pageContext(props.lang, corpus);
  const filed = byLetter(p);
  const list = (filed.get(props.letter) ?? []).flatMap((e) => e.list());
  return {
    ...p,
    title: `${p.t('cards.title')}${p.t('punct.colon')} ${props.letter}`,
    path: cardLetterPath(props.letter),
    count: p.t('cards.count', { count: list.length }),
    lettersLabel: p.t('cards.letters'),
    letters: [...filed.keys()].map((l) => ({ letter: l, href: l === props.letter ? null : p.to(cardLetterPath(l)) })),
    cards: list,
    indexHref: p.to('cards/'),
  };
}

/** The sets, newest first, each with its number of cards. */
export async function setsIndexPage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  return {
    ...p,
    title: p.t('sets.title'),
    path: setsPath(),
    sets: listedSets(p.c.catalogue.sets, p),
  };
}

function listedSets(sets: readonly CatalogueSet[], p: PageContext) {
  return sets
    .filter((s) => s.cards > 0)
    .slice()
    .sort((a, b) => (a.released < b.released ? 1 : a.released > b.released ? -1 : a.code < b.code ? -1 : 1))
    .map((s) => ({
      code: s.code,
      name: s.names?.[p.lang] ?? s.name,
      nameLang: s.names?.[p.lang] ? p.lang : 'en',
      year: s.released.slice(0, 4),
      count: p.t('cards.count', { count: s.cards }),
      href: p.to(setPath(s.code)),
    }));
}

/** One page per UI language and set that holds cards. */
export const setPaths = async () => setPathsOf(await loadCorpus());

export function setPathsOf(c: SiteCorpus) {
  return LANGS.flatMap((lang) =>
    c.catalogue.sets
      .filter((s) => s.cards > 0)
      .map((s) => ({ params: { lang, set: s.code.toLowerCase() }, props: { lang, code: s.code } })),
  );
}

const setCards = new WeakMap<SiteCorpus, Map<string, CatalogueCard[]>>();

/** The cards of one set, by set: made once per build. */
function cardsOfSet(c: SiteCorpus, code: string): CatalogueCard[] {
  let bySet = setCards.get(c);
  if (!bySet) {
    setCards.set(c, (bySet = new Map()));
    for (const card of c.catalogue.cards)
      for (const s of new Set(card.printings.map((x) => x.set))) bySet.set(s, [...(bySet.get(s) ?? []), card]);
  }
  return bySet.get(code) ?? [];
}

/** A set's cards, by the reader's names. */
export async function setPage(props: { lang: Lang; code: string }, corpus?: SiteCorpus) {
  const p = await pageContext(props.lang, corpus);
  const set = p.c.catalogue.set.get(props.code) as CatalogueSet;
  const cards = byName(
    cardsOfSet(p.c, props.code).map((card) => listedCatalogueCard(card, p)),
    p.lang,
    (x) => x.name,
  );
  const name = set.names?.[p.lang] ?? set.name;
  return {
    ...p,
    title: `${name} (${set.code})`,
    nameLang: set.names?.[p.lang] ? p.lang : 'en',
    name,
    path: setPath(set.code),
    released: set.released,
    count: p.t('cards.count', { count: cards.length }),
    cards,
    setsHref: p.to(setsPath()),
  };
}
