/**
 * The lists of cards: A–Z (every card by the name the reader's language prints, or its English name) and per set,
 * each card linked to its page. A document's card no catalogue card is is listed too, under its printed name.
 */
import { cardsBySet } from '../../catalogue/index.js';
import { LANGS, type Lang } from '../../languages.js';
import type { CatalogueCard, CatalogueSet, CorpusCard } from '../../schema/index.js';
import { cardLetterPath, cardLetterSegment, cardPath, setCoveragePath, setPath, setsPath } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { byName, CARD_LETTERS, filedFrom, letterOf } from '../sort.js';
import { linePieces, type TextPiece } from './card-text.js';
import { pageContext, type PageContext } from './context.js';
import { readerName } from './card.js';
import { perLanguage } from './paths.js';
import { coverageOf } from './set-coverage.js';

export const cardsIndexPaths = perLanguage;
export const setsIndexPaths = perLanguage;

/** A card as a list shows it: the reader's name for it (and that name's language), its cost, its page. */
export interface ListedCard {
  name: string;
  lang: Lang | 'en';
  cost: readonly TextPiece[];
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

/** A card filed under a letter: the name it is sorted by, and how to list it on a page. */
interface FiledCard {
  name: string;
  list: (p: PageContext) => ListedCard;
}

const letters = new WeakMap<SiteCorpus, Map<Lang, Map<string, FiledCard[]>>>();

/** Every card filed under its letter in one reader's language, sorted by name: made once per build and language. */
function byLetter(c: SiteCorpus, lang: Lang): Map<string, FiledCard[]> {
  let perLang = letters.get(c);
  if (!perLang) letters.set(c, (perLang = new Map()));
  let filed = perLang.get(lang);
  if (filed) return filed;
  const entries: FiledCard[] = [
    ...c.catalogue.cards.map((card) => ({ name: readerName(card, lang).name, list: (p: PageContext) => listedCatalogueCard(card, p) })),
    ...c.cards.filter((card) => !card.identity).map((card) => ({ name: card.name, list: (p: PageContext) => listedDocumentCard(card, p) })),
  ];
  // Every letter in every language, in order, empty or not: each letter page exists in all three interfaces.
  filed = new Map(CARD_LETTERS.map((l) => [l, []]));
  for (const entry of byName(entries, lang, (e) => e.name)) filed.get(letterOf(entry.name))!.push(entry);
  perLang.set(lang, filed);
  return filed;
}

/** A letter's cards are split into pages of at most this many: all the cards of a letter on one page is a megabyte. */
export const CARDS_PER_PAGE = 250;

/** How many pages a letter takes: the same in every language, so that each page exists in all three interfaces. */
function letterPageCount(c: SiteCorpus, letter: string): number {
  const most = Math.max(...LANGS.map((lang) => byLetter(c, lang).get(letter)!.length));
  return Math.max(1, Math.ceil(most / CARDS_PER_PAGE));
}

/** Page `page` (1-based) of `pages` of a letter's cards: the list cut in even parts. */
function pageSlice<T>(list: readonly T[], page: number, pages: number): T[] {
  return list.slice(Math.floor(((page - 1) * list.length) / pages), Math.floor((page * list.length) / pages));
}

/** A page's guide words, as a dictionary prints them: the start of its first and of its last name. */
function guideWords(list: readonly FiledCard[]): string {
  const start = (name: string) => [...filedFrom(name)].slice(0, 4).join('').trimEnd();
  return list.length === 0 ? '' : `${start(list[0].name)}–${start(list[list.length - 1].name)}`;
}

/** The letters of the A–Z list in the reader's language, each with its first page and how many cards it files. */
export function cardLetters(p: PageContext) {
  return [...byLetter(p.c, p.lang)].map(([letter, list]) => ({ letter, count: list.length, href: p.to(cardLetterPath(letter)) }));
}

/** The A–Z index: every letter with its count, and the sets. */
export async function cardsIndexPage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const letters = cardLetters(p);
  return {
    count: p.t('cards.count', { count: letters.reduce((n, l) => n + l.count, 0) }),
    lettersLabel: p.t('cards.letters'),
    letters: letters.map(({ letter, count, href }) => ({ letter, label: `${letter} (${count})`, href })),
    setsHref: p.to(setsPath()),
    ...p,
  };
}

/** One page per UI language, letter and part of the letter. */
export const cardLetterPaths = async () => cardLetterPathsOf(await loadCorpus());

export function cardLetterPathsOf(c: SiteCorpus) {
  return CARD_LETTERS.flatMap((letter) => {
    const pages = letterPageCount(c, letter);
    return LANGS.flatMap((lang) =>
      Array.from({ length: pages }, (_, i) => ({
        params: { lang, letter: cardLetterSegment(letter), page: i === 0 ? undefined : String(i + 1) },
        props: { lang, letter, page: i + 1 },
      })),
    );
  });
}

/** One page of the cards under a letter, in the reader's words, with the letter's other pages by their guide words. */
export async function cardLetterPage(props: { lang: Lang; letter: string; page?: number }, corpus?: SiteCorpus) {
  const p = await pageContext(props.lang, corpus);
  const filed = byLetter(p.c, p.lang);
  const all = filed.get(props.letter) ?? [];
  const page = props.page ?? 1;
  const pages = letterPageCount(p.c, props.letter);
  const parts = Array.from({ length: pages }, (_, i) => ({
    label: guideWords(pageSlice(all, i + 1, pages)),
    href: i + 1 === page ? null : p.to(cardLetterPath(props.letter, i + 1)),
  }));
  return {
    title: `${p.t('cards.title')}${p.t('punct.colon')} ${props.letter}${pages > 1 ? ` (${parts[page - 1].label})` : ''}`,
    path: cardLetterPath(props.letter, page),
    count: p.t('cards.count', { count: all.length }),
    lettersLabel: p.t('cards.letters'),
    letters: [...filed.keys()].map((l) => ({ letter: l, href: l === props.letter && page === 1 ? null : p.to(cardLetterPath(l)) })),
    partsLabel: p.t('cards.parts', { letter: props.letter }),
    parts: pages > 1 ? parts : [],
    cards: pageSlice(all, page, pages).map((e) => e.list(p)),
    indexHref: p.to('cards/'),
    ...p,
  };
}

/** The sets, newest first, each with its number of cards. */
export async function setsIndexPage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  return {
    title: p.t('sets.title'),
    path: setsPath(),
    sets: listedSets(p.c.catalogue.sets, p),
    ...p,
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
  if (!bySet) setCards.set(c, (bySet = cardsBySet(c.catalogue)));
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
    title: `${name} (${set.code})`,
    nameLang: set.names?.[p.lang] ? p.lang : 'en',
    name,
    path: setPath(set.code),
    released: set.released,
    count: p.t('cards.count', { count: cards.length }),
    cards,
    setsHref: p.to(setsPath()),
    /** What is translated of its official rulings: a page for every set whose cards have some. */
    coverage: coverageOf(set.code, p.c) ? { href: p.to(setCoveragePath(set.code)), label: p.t('coverage.link') } : null,
    ...p,
  };
}
