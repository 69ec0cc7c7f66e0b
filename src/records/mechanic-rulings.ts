import type { Card, CorpusCard, DocumentRecord, Mechanic } from '../schema/index.js';

/** The cards a ruling names: ids of the corpus's cards, `en:<English name>` for a card no document prints. */
export interface RulingNamingCards {
  documentId: string;
  cards: string[];
}

/**
 * The general rulings that apply to each card, as Gatherer shows them: those of the sections that show the card as
 * an example, and, for each of the card's mechanics (a keyword, an ability word, a card type such as room or scheme)
 * in each language, those of the sections of one document that explains it: the card's own document when it does,
 * otherwise the latest one (the first in corpus order among equally dated ones). Every other document's explanation
 * is on the keyword's page. One document per mechanic and language keeps a card page's size independent of how many
 * documents re-explain a returning mechanic: with every one of them, each card would list N explanations of each of its
 * mechanics and the site would grow as the square of the corpus. A ruling that names another card (`namingCards`: ruling
 * id → its document and the cards it names, see named-cards.ts) reaches only the cards of its own document, where it
 * explains the set's mechanic with the set's cards; on another document's card it is about a card foreign to the page
 * (the Portuguese hybrid rulings about Longaperna Golgari, a card no document prints, on Shadowmoor's hybrid cards).
 */
export function withMechanicRulings<C extends Card>(
  cards: C[],
  mechanics: Mechanic[],
  documents: Pick<DocumentRecord, 'id' | 'date'>[] = [],
  namingCards: ReadonlyMap<string, RulingNamingCards> = new Map(),
): (C & Pick<CorpusCard, 'mechanicRulingIds'>)[] {
  const date = new Map(documents.map((d) => [d.id, d.date]));
  // keyword → language → document → its sections of that keyword, documents in corpus order.
  const byKeyword = new Map<string, Map<string, Map<string, Mechanic[]>>>();
  for (const m of mechanics) {
    if (!m.keyword || m.rulingIds.length === 0) continue;
    let byLang = byKeyword.get(m.keyword);
    if (!byLang) byKeyword.set(m.keyword, (byLang = new Map()));
    let byDocument = byLang.get(m.lang);
    if (!byDocument) byLang.set(m.lang, (byDocument = new Map()));
    const sections = byDocument.get(m.documentId);
    if (sections) sections.push(m);
    else byDocument.set(m.documentId, [m]);
  }
  // The latest document of each keyword and language, for cards whose own documents do not explain it.
  const latest = new Map<Map<string, Mechanic[]>, string>();
  for (const byLang of byKeyword.values())
    for (const byDocument of byLang.values()) {
      let best: string | null = null;
      for (const id of byDocument.keys()) if (best === null || (date.get(id) ?? '') > (date.get(best) ?? '')) best = id;
      latest.set(byDocument, best!);
    }
  const byId = new Map(mechanics.map((m) => [m.id, m]));
  const position = new Map(mechanics.map((m, i) => [m, i]));
  return cards.map((card) => {
    const own = new Set(card.appearances.map((a) => a.documentId));
    // The sections that show the card as an example, where they explain a mechanic (a theme or a cycle does not: its
    // cards do not inherit each other's rulings).
    const applicable = card.mechanicIds.map((id) => byId.get(id)).filter((m): m is Mechanic => m?.keyword != null);
    for (const k of card.keywords) {
      const ofKeyword: Mechanic[] = [];
      for (const byDocument of byKeyword.get(k)?.values() ?? []) {
        const chosen = [...byDocument.keys()].filter((id) => own.has(id));
        for (const id of chosen.length ? chosen : [latest.get(byDocument)!]) ofKeyword.push(...byDocument.get(id)!);
      }
      // A keyword's sections in corpus order (the languages interleave by document).
      applicable.push(...ofKeyword.sort((a, b) => position.get(a)! - position.get(b)!));
    }
    const ownRulings = new Set(card.rulingIds);
    const self = new Set([card.id, ...card.otherLanguageIds]);
    const foreign = (id: string) => {
      const naming = namingCards.get(id);
      return naming !== undefined && !own.has(naming.documentId) && naming.cards.some((c) => !self.has(c));
    };
    const rulingIds = [...new Set(applicable.flatMap((m) => m.rulingIds))].filter((id) => !ownRulings.has(id) && !foreign(id));
    return { ...card, mechanicRulingIds: rulingIds };
  });
}
