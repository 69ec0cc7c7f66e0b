import { cardNameIndex, foldText, scanNames, type CardNameIndex } from '../parse/index.js';
import type { Card, Lang, Ruling } from '../schema/index.js';

/** A language's card names (each face of a room card too), for finding the cards a text mentions. */
export function cardNamesOf(cards: Card[], lang: Lang): CardNameIndex {
  return cardNameIndex(cards.filter((c) => c.lang === lang).map((c) => ({ id: c.id, names: [c.name, ...(c.faces.length > 1 ? c.faces.map((f) => f.name) : [])] })));
}

/**
 * The cards each ruling names, among the cards of its language (the ruling's own card left out), and for each card
 * the cards its rulings name. A cross-reference, so it is made where all the cards are known: for the whole corpus
 * in the build, for one document in the parse CLI.
 */
export function linkCardMentions(cards: Card[], rulings: Ruling[]): Ruling[] {
  const indexes = new Map<Lang, CardNameIndex>();
  const linked = rulings.map((r) => {
    let index = indexes.get(r.lang);
    if (!index) indexes.set(r.lang, (index = cardNamesOf(cards, r.lang)));
    const own = r.owner.kind === 'card' ? r.owner.id : null;
    const cardIds = [...new Set(scanNames(foldText(r.text), index).map((h) => h.value))].filter((id) => id !== own);
    return { ...r, mentions: { ...r.mentions, cardIds } };
  });
  const byId = new Map(linked.map((r) => [r.id, r]));
  for (const c of cards) c.mentionedCardIds = [...new Set(c.rulingIds.flatMap((id) => byId.get(id)?.mentions.cardIds ?? []))];
  return linked;
}
