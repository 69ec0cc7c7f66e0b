import { documentSets, namesIn, type Catalogue } from '../../catalogue/index.js';
import { LANGS } from '../../languages.js';
import type { CatalogueCard, CorpusRecords, Keyword } from '../../schema/index.js';
import type { AlignContext, AlignDocument, DocumentRuling, OfficialCard } from './types.js';

type CorpusPart = Pick<CorpusRecords, 'documents' | 'cards' | 'rulings' | 'mechanics'>;

/**
 * What the documents are aligned against, from the catalogue: the cards their records are (by oracle id) and every
 * card their sets print, each with its names, the sets that print it, its official rulings (today's, and the
 * superseded wordings a document of their time may translate) and its rules texts.
 */
export function contextFromCatalogue(
  catalogue: Catalogue,
  keywords: readonly Keyword[],
  scope: { oracleIds: Iterable<string>; sets: readonly string[] },
): AlignContext {
  const sets = documentSets(catalogue, scope.sets);
  const chosen = new Map<string, CatalogueCard>();
  for (const id of scope.oracleIds) {
    const card = catalogue.byOracleId.get(id);
    if (card) chosen.set(id, card);
  }
  for (const card of catalogue.cards)
    if (!chosen.has(card.oracleId) && card.printings.some((p) => sets.has(p.set))) chosen.set(card.oracleId, card);
  return {
    cards: [...chosen.values()].map(officialCard),
    keywords: keywords.map((k) => ({ key: k.key, english: k.english, kind: k.kind })),
  };
}

/** A catalogue card as the alignment reads it. */
export function officialCard(card: CatalogueCard): OfficialCard {
  const official: OfficialCard = {
    oracleId: card.oracleId,
    english: namesIn(card, 'en'),
    printed: {},
    sets: [...new Set(card.printings.map((p) => p.set))],
    rulings: [...card.rulings, ...(card.superseded ?? []).map((r) => ({ ...r, superseded: true }))],
    texts: {},
  };
  const english = card.faces.flatMap((f) => (f.text ? [f.text] : []));
  if (english.length) official.texts.en = english.join('\n');
  for (const lang of LANGS) {
    const names = namesIn(card, lang);
    if (names.length) official.printed[lang] = names;
    const texts = (card.printed[lang]?.faces ?? []).flatMap((f) => (f.text ? [f.text] : []));
    if (texts.length) official.texts[lang] = texts.join('\n');
  }
  return official;
}

/**
 * Each document of the corpus as the alignment reads it: its rulings with the card each is about (a general ruling:
 * the cards of its mechanic), the keywords and rules they mention, and the cards no data identifies.
 */
export function documentsFromCorpus(corpus: CorpusPart, catalogue: Catalogue): AlignDocument[] {
  const cards = new Map(corpus.cards.map((c) => [c.id, c]));
  const cardsOfMechanic = new Map<string, string[]>();
  for (const c of corpus.cards) for (const m of c.mechanicIds) (cardsOfMechanic.get(m) ?? cardsOfMechanic.set(m, []).get(m)!).push(c.id);
  const sectionKeyword = new Map(corpus.mechanics.map((m) => [m.id, m.keyword]));
  const oracleOf = (cardId: string) => cards.get(cardId)?.identity?.oracleId ?? null;
  const unknown = (cardIds: string[]) => cardIds.filter((id) => !oracleOf(id)).map((id) => cards.get(id)?.name ?? id);

  const rulingsOf = new Map<string, CorpusPart['rulings']>();
  for (const r of corpus.rulings) (rulingsOf.get(r.documentId) ?? rulingsOf.set(r.documentId, []).get(r.documentId)!).push(r);
  return corpus.documents.map((doc) => {
    const rulings: DocumentRuling[] = (rulingsOf.get(doc.id) ?? []).map((r) => {
      const own = r.owner.kind === 'card' ? [r.owner.id] : [];
      const about = r.mechanicId ? [...new Set([...own, ...(cardsOfMechanic.get(r.mechanicId) ?? [])])] : own;
      return {
        id: r.id,
        text: r.text,
        cards: about.flatMap((id) => oracleOf(id) ?? []),
        general: r.mechanicId !== null,
        ownCard: own.flatMap((id) => oracleOf(id) ?? [])[0] ?? null,
        sectionKeyword: r.mechanicId ? (sectionKeyword.get(r.mechanicId) ?? null) : null,
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
      sets: [
        ...documentSets(
          catalogue,
          doc.sets.flatMap((s) => (s.code ? [s.code] : [])),
        ),
      ],
      rulings,
    };
  });
}
