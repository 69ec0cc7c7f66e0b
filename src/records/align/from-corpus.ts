import type { Lang } from '../../languages.js';
import type { CardIdentityTable, CorpusRecords, Keyword } from '../../schema/index.js';
import type { AlignContext, AlignDocument, DocumentRuling, OfficialCard, OfficialRuling } from './types.js';

type CorpusPart = Pick<CorpusRecords, 'documents' | 'cards' | 'rulings'>;

/** What the card data says of each card, by oracle id (the newest data that holds the card): its official rulings and
 *  its English rules text (Oracle). */
export type OfficialData = ReadonlyMap<string, { rulings: readonly OfficialRuling[]; text: string | null }>;

/**
 * What the alignment is aligned against, from the identity table: one card per oracle id, with every name it was
 * printed with, the sets that print it, and its official rulings.
 */
export function contextFromIdentities(identities: CardIdentityTable, official: OfficialData, keywords: readonly Keyword[]): AlignContext {
  const byOracle = new Map<string, OfficialCard>();
  for (const row of identities.cards) {
    if (!row.oracleId) continue;
    let card = byOracle.get(row.oracleId);
    if (!card) {
      const data = official.get(row.oracleId);
      card = { oracleId: row.oracleId, english: [], printed: {}, sets: [], rulings: [...(data?.rulings ?? [])], texts: {} };
      if (data?.text) card.texts.en = data.text;
      byOracle.set(row.oracleId, card);
    }
    addNew(card.english, [row.name, ...(row.faces ?? [])]);
    addNew(card.sets, [row.set]);
    for (const [lang, name] of Object.entries(row.names) as [Lang, string | undefined][])
      if (name) addNew((card.printed[lang] ??= []), [name, ...(row.faceNames?.[lang] ?? [])]);
    for (const [lang, faces] of Object.entries(row.texts ?? {}) as [Lang, string[] | undefined][])
      if (faces && !card.texts[lang]) card.texts[lang] = faces.join('\n');
  }
  return {
    cards: [...byOracle.values()],
    keywords: keywords.map((k) => ({ key: k.key, english: k.english, kind: k.kind })),
  };
}

function addNew(list: string[], values: string[]) {
  for (const v of values) if (!list.includes(v)) list.push(v);
}

/**
 * Each document of the corpus as the alignment reads it: its rulings with the card each is about (a general ruling:
 * the cards of its mechanic), the keywords and rules they mention, and the cards no data identifies.
 */
export function documentsFromCorpus(corpus: CorpusPart, identities: Pick<CardIdentityTable, 'sets'>): AlignDocument[] {
  const cards = new Map(corpus.cards.map((c) => [c.id, c]));
  const cardsOfMechanic = new Map<string, string[]>();
  for (const c of corpus.cards) for (const m of c.mechanicIds) (cardsOfMechanic.get(m) ?? cardsOfMechanic.set(m, []).get(m)!).push(c.id);
  const oracleOf = (cardId: string) => cards.get(cardId)?.identity?.oracleId ?? null;
  const unknown = (cardIds: string[]) => cardIds.filter((id) => !oracleOf(id)).map((id) => cards.get(id)?.name ?? id);

  return corpus.documents.map((doc) => {
    const rulings: DocumentRuling[] = corpus.rulings
      .filter((r) => r.documentId === doc.id)
      .map((r) => {
        const own = r.owner.kind === 'card' ? [r.owner.id] : [];
        const about = r.mechanicId ? [...new Set([...own, ...(cardsOfMechanic.get(r.mechanicId) ?? [])])] : own;
        return {
          id: r.id,
          text: r.text,
          cards: about.flatMap((id) => oracleOf(id) ?? []),
          general: r.mechanicId !== null,
          keywords: r.mentions.keywords,
          rules: r.mentions.rules.map(({ number, todayNumber }) => ({ number, todayNumber })),
          // A general ruling's cards are examples: only its own card, and the cards it names, must be known.
          unknownCards: unknown([...own, ...r.mentions.cardIds]),
        };
      });
    return {
      id: doc.id,
      lang: doc.lang,
      date: doc.dateInferredFrom ? null : doc.date,
      sets: withCompletingSets(
        doc.sets.flatMap((s) => (s.code ? [s.code] : [])),
        identities.sets,
      ),
      rulings,
    };
  });
}

/** A document's sets and the sets that complete them (OPC2's planes and phenomena for PC2). */
function withCompletingSets(codes: string[], sets: CardIdentityTable['sets']): string[] {
  const children = sets.filter((s) => s.parent && codes.includes(s.parent) && !s.namedOnly).map((s) => s.code);
  return [...new Set([...codes, ...children])];
}
