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

/** Every file: one per language and Scryfall id (cards of several documents of one language merged), validated. */
export function cardRulingsFiles(c: SiteCorpus): CardRulingsFile[] {
  const byFile = new Map<string, { lang: Lang; scryfallId: string; oracleId: string; rulings: Ruling[] }>();
  for (const card of c.cards) {
    const { scryfallId, oracleId } = card.identity ?? {};
    if (!scryfallId || !oracleId) continue;
    const key = `${card.lang}/${scryfallId}`;
    const file = byFile.get(key) ?? { lang: card.lang, scryfallId, oracleId, rulings: [] };
    byFile.set(key, file);
    for (const r of rulingsOf(card, c)) if (!file.rulings.includes(r)) file.rulings.push(r);
  }
  return [...byFile.values()].map(({ lang, scryfallId, oracleId, rulings }) => {
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
  });
}

/** One static file per language and card with a Scryfall id. */
export async function cardRulingsPaths() {
  return cardRulingsFiles(await loadCorpus()).map((file) => ({ params: { lang: file.lang, id: file.scryfallId }, props: { file } }));
}
