/**
 * The rulings in Scryfall's shape (`GET /cards/:id/rulings`): for every card and every Scryfall id of its printings
 * (English, Spanish, French, Portuguese), per UI language, the card's official rulings — each once, in that language
 * where a document of it translates the ruling (the newest document's words, the English beside them), as on the card's
 * page — and the rulings the documents of that language give it that translate none of them (its own and its
 * mechanics' general rulings from the same documents), oldest first. A file per id at Scryfall's path,
 * `/api/<lang>/cards/<scryfall-id>/rulings`; every id of one card has the same list.
 */
import type { Lang } from '../languages.js';
import { firstDayOf } from '../schema/date.js';
import {
  scryfallRulingListSchema,
  type CatalogueCard,
  type OfficialRuling,
  type Ruling,
  type ScryfallRulingList,
} from '../schema/index.js';
import type { SiteCorpus } from './corpus.js';
import { translatesOfficialRulingOf } from './ruling-links.js';
import { translationIn } from './routing/card-translations.js';

/** Where a Scryfall id's rulings live below the site's root. */
export const apiRulingsPath = (lang: Lang, scryfallId: string) => `api/${lang}/cards/${scryfallId}/rulings`;

/** The document rulings a card has in one language: those of its document cards of that language, own then general,
 *  each from the documents where the document card is this card. */
function documentRulings(card: CatalogueCard, lang: Lang, c: SiteCorpus): Ruling[] {
  const out = new Set<Ruling>();
  for (const dc of c.documentCards.get(card.oracleId) ?? []) {
    if (dc.lang !== lang) continue;
    const documents = new Set(dc.appearances.filter((a) => a.identity?.oracleId === card.oracleId).map((a) => a.documentId));
    for (const id of [...dc.rulingIds, ...dc.mechanicRulingIds]) {
      const r = c.ruling.get(id);
      if (r && documents.has(r.documentId)) out.add(r);
    }
  }
  return [...out];
}

/** One card's list in one language, validated. */
export function apiRulings(card: CatalogueCard, lang: Lang, c: SiteCorpus): ScryfallRulingList {
  const ruling = (published: string, comment: string) => ({
    object: 'ruling' as const,
    oracle_id: card.oracleId,
    source: 'wotc' as const,
    published_at: published,
    comment,
  });
  const documentDay = (r: Ruling) => firstDayOf(c.document.get(r.documentId)!.date);
  const official = (r: OfficialRuling) => {
    const translation = translationIn(card.oracleId, r.text, lang, c);
    return translation
      ? { ...ruling(r.date, translation.text), original_comment: r.text, translated_at: documentDay(translation) }
      : ruling(r.date, r.text);
  };
  // A document ruling that translates one of the card's official rulings is given in that ruling's place.
  const translatesOne = (r: Ruling) =>
    translatesOfficialRulingOf(r, card.oracleId) && card.rulings.some((o) => o.text === r.original!.text);
  const officials = card.rulings.map(official);
  // The same words twice are one ruling (a document that says a translation again in another section).
  const given = new Set(officials.map((r) => r.comment));
  const own: Ruling[] = [];
  for (const r of documentRulings(card, lang, c))
    if (!translatesOne(r) && !given.has(r.text)) {
      given.add(r.text);
      own.push(r);
    }
  const data = [...officials, ...own.map((r) => ruling(documentDay(r), r.text))]
    // Scryfall lists rulings oldest first; the same day keeps the official ones, then each document's order.
    .map((r, i) => ({ r, i }))
    .sort((a, b) => (a.r.published_at < b.r.published_at ? -1 : a.r.published_at > b.r.published_at ? 1 : a.i - b.i))
    .map(({ r }) => r);
  return scryfallRulingListSchema.parse({ object: 'list', has_more: false, data });
}
