/**
 * The open data's rulings in Scryfall's shape: for every card with a Scryfall id, per language, the rulings the
 * documents of that language give it (its own and its mechanics' general rulings from the same documents), in the
 * documents' words, dated by the document (`/api/<lang>/cards/<scryfall-id>/rulings.json`).
 */
import type { Lang } from '../../languages.js';
import { firstDayOf } from '../../schema/date.js';
import { scryfallRulingListSchema, type ScryfallRulingList, type CorpusCard, type Ruling } from '../../schema/index.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { pick } from './context.js';

export interface CardRulingsFile {
  lang: Lang;
  scryfallId: string;
  list: ScryfallRulingList;
}

/** The rulings a card record of one language has: its own, then its mechanics' general ones from its documents. */
function rulingsOf(card: CorpusCard, c: SiteCorpus): Ruling[] {
  const documents = new Set(card.appearances.map((a) => a.documentId));
  const general = pick(c.ruling, card.mechanicRulingIds).filter((r) => documents.has(r.documentId));
  return [...pick(c.ruling, card.rulingIds), ...general];
}

/** Which file a card's rulings go to, and the cards whose rulings it lists (ids: what a page's props carry). */
export interface CardRulingsKey {
  lang: Lang;
  scryfallId: string;
  oracleId: string;
  cardIds: string[];
}

/** Every file: one per language and Scryfall id (cards of several documents of one language merged). */
export function cardRulingsKeys(c: SiteCorpus): CardRulingsKey[] {
  const byFile = new Map<string, CardRulingsKey>();
  for (const card of c.cards) {
    const { scryfallId, oracleId } = card.identity ?? {};
    if (!scryfallId || !oracleId) continue;
    const key = `${card.lang}/${scryfallId}`;
    const file = byFile.get(key) ?? { lang: card.lang, scryfallId, oracleId, cardIds: [] };
    byFile.set(key, file);
    file.cardIds.push(card.id);
  }
  return [...byFile.values()];
}

/** One file's ruling list, validated: the rulings of its cards, each once, oldest first. */
export function cardRulingsFile({ lang, scryfallId, oracleId, cardIds }: CardRulingsKey, c: SiteCorpus): CardRulingsFile {
  const rulings: Ruling[] = [];
  for (const card of pick(c.card, cardIds)) for (const r of rulingsOf(card, c)) if (!rulings.includes(r)) rulings.push(r);
  const data = rulings
    .map((r) => ({
      object: 'ruling' as const,
      oracle_id: oracleId,
      source: 'wotc' as const,
      published_at: firstDayOf(c.document.get(r.documentId)!.date),
      comment: r.text,
    }))
    // Scryfall lists rulings oldest first; one document's keep their order.
    .sort((a, b) => a.published_at.localeCompare(b.published_at));
  return { lang, scryfallId, list: scryfallRulingListSchema.parse({ object: 'list', has_more: false, data }) };
}

/** Every file with its list. */
export const cardRulingsFiles = (c: SiteCorpus): CardRulingsFile[] => cardRulingsKeys(c).map((key) => cardRulingsFile(key, c));

/** One static file per language and card with a Scryfall id; the list is made when the file is written, not held
 *  for the whole build. */
export async function cardRulingsPaths() {
  return cardRulingsKeys(await loadCorpus()).map((key) => ({ params: { lang: key.lang, id: key.scryfallId }, props: { key } }));
}

/** The list of one file, from the build's corpus. */
export async function cardRulingsOf(key: CardRulingsKey): Promise<ScryfallRulingList> {
  return cardRulingsFile(key, await loadCorpus()).list;
}
