import { namesIn, type Catalogue } from '../catalogue/index.js';
import type { Lang } from '../languages.js';
import { namesOf, type Card, type CardIdentity, type Mechanic, type Ruling, type TextLink } from '../schema/index.js';
import { foldText, nameIndex, type KeywordIndex } from '../text/index.js';
import type { CardNameIndex } from './links.js';
import { cardPageKey } from '../site-paths.js';

/** A card as cross-references need it: its names, language, and identity across languages when known. */
type NamedCard = Pick<Card, 'id' | 'lang' | 'name' | 'faces' | 'appearances'> & { identity?: CardIdentity | null };

/** The names a card was printed with in `lang`: its own in its language, the catalogue's printed names in the others. */
export function printedNamesIn(card: NamedCard, lang: Lang, catalogue: Catalogue): string[] {
  if (card.lang === lang) return namesOf(card);
  const known = card.identity && catalogue.byOracleId.get(card.identity.oracleId);
  return known ? namesIn(known, lang) : [];
}

export type { CardNameIndex };

/**
 * The card names a text in `lang` may name: the cards of that language, and the cards of the other languages by the
 * name they were printed with in `lang` (a French ruling names a card of a Spanish document by its French name); then
 * every identified card by its English name (judges' columns name cards in English too: "Unstoppable Slasher").
 */
export function cardNamesOf(cards: NamedCard[], lang: Lang, catalogue: Catalogue): CardNameIndex {
  const inLang = cards.filter((c) => c.lang === lang);
  const identified = new Set(inLang.flatMap((c) => (c.identity ? [c.identity.oracleId] : [])));
  const others = cards.filter((c) => c.lang !== lang && c.identity && !identified.has(c.identity.oracleId));
  const named = [...inLang, ...others];
  return nameIndex([
    ...named.flatMap((c) => printedNamesIn(c, lang, catalogue).map((name) => ({ name, value: { id: c.id, name, page: cardPageKey(c) } }))),
    ...named.flatMap((c) =>
      c.identity ? [{ name: c.identity.name, value: { id: c.id, name: c.identity.name, page: cardPageKey(c) } }] : [],
    ),
  ]);
}

/**
 * The same card in the other languages' documents: the same identity (English name) when both cards are known;
 * when one of them is not, the same printed name (planes such as "Gavony" keep their name in some languages).
 */
export function linkOtherLanguages<C extends NamedCard & { otherLanguageIds: string[] }>(cards: C[]): C[] {
  const groups = new Map<string, C[]>();
  const add = (key: string, c: C) => {
    const group = groups.get(key);
    if (group) group.push(c);
    else groups.set(key, [c]);
  };
  const printedKey = new Map(cards.map((c) => [c, `printed:${foldText(c.name)}`]));
  for (const c of cards) {
    if (c.identity) add(`en:${c.identity.oracleId}`, c);
    add(printedKey.get(c)!, c);
  }
  // The cards of an identity outside one language, worked out once per identity and language: at 100× the corpus,
  // hundreds of cards share an identity.
  const outside = new Map<string, string[]>();
  const identifiedOutside = (name: string, lang: Lang) => {
    const key = `${lang}|${name}`;
    let ids = outside.get(key);
    if (!ids) outside.set(key, (ids = (groups.get(`en:${name}`) ?? []).filter((o) => o.lang !== lang).map((o) => o.id)));
    return ids;
  };
  for (const c of cards) {
    // Same-named cards count where either has no identity (a card with one is never in another identity's group).
    const named = (groups.get(printedKey.get(c)!) ?? []).filter((o) => (!c.identity || !o.identity) && o.lang !== c.lang && o !== c);
    const ids = c.identity ? identifiedOutside(c.identity.oracleId, c.lang) : [];
    c.otherLanguageIds = [...ids, ...named.map((o) => o.id)];
  }
  return cards;
}

/** The cards a text's links name, its own card left out. */
export function linkedCardIds(links: TextLink[] | undefined, own: string | null): string[] {
  return [...new Set((links ?? []).flatMap((l) => (l.kind === 'card' && l.id !== own ? [l.id] : [])))];
}

/** The keywords a text's links name. */
export function linkedKeywords(links: readonly (TextLink[] | null | undefined)[]): string[] {
  return [...new Set(links.flatMap((l) => (l ?? []).flatMap((x) => (x.kind === 'keyword' ? [x.key] : []))))];
}

type LinkedCorpus = {
  cards: (NamedCard & Pick<Card, 'keywords' | 'rulingIds' | 'mentionedCardIds'>)[];
  rulings: Ruling[];
  mechanics: Mechanic[];
};

/**
 * What each text names, read from its links (one answer: the pages link what the records say): a ruling's keywords
 * and cards (its own card left out); a card's keywords, those its rules text names before those of its type and cost
 * (the parser's), with the mechanics they imply (a plane is played with the planar die); a mechanic's keywords, those
 * its explanation names after its own; the cards a card's rulings name.
 */
export function namedByLinks<T extends LinkedCorpus>(corpus: T, keywordsOf: (lang: Lang) => KeywordIndex): T {
  const rulings = corpus.rulings.map((r) => ({
    ...r,
    mentions: {
      ...r.mentions,
      keywords: linkedKeywords([r.links]),
      cardIds: linkedCardIds(r.links, r.owner.kind === 'card' ? r.owner.id : null),
    },
  }));
  const byId = new Map(rulings.map((r) => [r.id, r]));
  const cards = corpus.cards.map((c) => ({
    ...c,
    keywords: withImplied([...linkedKeywords(c.faces.flatMap((f) => f.rulesLinks ?? [])), ...c.keywords], keywordsOf(c.lang)),
    mentionedCardIds: [...new Set(c.rulingIds.flatMap((id) => byId.get(id)?.mentions.cardIds ?? []))],
  }));
  const mechanics = corpus.mechanics.map((m) => ({
    ...m,
    keywords: [...new Set([...m.keywords, ...linkedKeywords(m.explanation.map((p) => p.links))])],
  }));
  return { ...corpus, rulings, cards, mechanics };
}

/** Keywords with the glossary's keywords they imply, each once. */
function withImplied(keys: string[], index: KeywordIndex): string[] {
  const named = [...new Set(keys)];
  return [...new Set([...named, ...named.flatMap((k) => index.byKey.get(k)?.implies ?? []).filter((k) => index.byKey.has(k))])];
}
