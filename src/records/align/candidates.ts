import { rulingWords } from '../../catalogue/index.js';
import type { AlignContext, AlignDocument, DocumentRuling } from './types.js';

/** One official ruling as a translation may take it: its text, and the cards that carry it (with the date of each). */
export interface OfficialUnit {
  text: string;
  copies: { oracleId: string; date: string }[];
  /** A wording today's rulings no longer hold, on every card that carries it (reworded or dropped). */
  superseded: boolean;
}

/** A group of document rulings and the official rulings they may translate: aligned as one assignment. */
export interface Pool {
  rulings: DocumentRuling[];
  officials: OfficialUnit[];
  /** Anchors that tell nothing apart here: a card's own name among its rulings. */
  ignored: ReadonlySet<string>;
  /** A document's general rulings, each compared with hundreds of official rulings: a pair asks for more. */
  general: boolean;
  /** The copies (`copyKey`) a ruling of another pool of the document already translates, and which ruling: a unit all
   *  of whose copies are taken is that ruling's, said again. */
  taken: ReadonlyMap<string, string>;
}

/** The cards of the context that a document's sets print (the cards its general rulings may be repeated on). */
function cardsOfSets(doc: AlignDocument, context: AlignContext) {
  const sets = new Set(doc.sets);
  return context.cards.filter((c) => c.sets.some((s) => sets.has(s)));
}

/** The official rulings of `cards`, one unit per ruling (its typings on several cards are one: see rulingWords). */
function unitsOf(cards: AlignContext['cards']): Map<string, OfficialUnit> {
  const units = new Map<string, OfficialUnit>();
  for (const card of cards)
    for (const r of card.rulings) {
      const words = rulingWords(r.text);
      let unit = units.get(words);
      if (!unit) units.set(words, (unit = { text: r.text, copies: [], superseded: true }));
      unit.superseded &&= !!r.superseded;
      if (!unit.copies.some((c) => c.oracleId === card.oracleId)) unit.copies.push({ oracleId: card.oracleId, date: r.date });
    }
  return units;
}

/**
 * A card's own rulings, pooled per card: each document ruling about that card against that card's official rulings
 * (Gatherer files a ruling repeated on several cards once per card: each copy is a ruling of its card).
 */
export function cardPools(rulings: DocumentRuling[], context: AlignContext): Pool[] {
  const byOracle = new Map(context.cards.map((c) => [c.oracleId, c]));
  const pools = new Map<string, Pool>();
  for (const r of rulings) {
    const oracleId = r.cards[0];
    const card = byOracle.get(oracleId);
    if (!card) continue;
    let pool = pools.get(oracleId);
    if (!pool)
      pools.set(
        oracleId,
        (pool = {
          rulings: [],
          officials: [...unitsOf([card]).values()],
          ignored: new Set([`card:${oracleId}`]),
          general: false,
          taken: new Map(),
        }),
      );
    pool.rulings.push(r);
  }
  return [...pools.values()];
}

/**
 * The general rulings of a document against the official rulings of its sets' cards and of the cards they are about:
 * Gatherer repeats a mechanic's general rulings on the cards of the mechanic, not always on the card the document
 * shows as an example, and sometimes on one card only (a reprint keeps its older set's). Every one of them is a
 * candidate, also those whose copies the card rulings took (`taken`): a section's ruling that says what a card's
 * ruling says is told from the others by it.
 */
export function generalPool(
  doc: AlignDocument,
  rulings: DocumentRuling[],
  context: AlignContext,
  taken: ReadonlyMap<string, string>,
): Pool {
  const byOracle = new Map(context.cards.map((c) => [c.oracleId, c]));
  const own = new Set(rulings.flatMap((r) => r.cards));
  const scope = [...new Set([...cardsOfSets(doc, context), ...[...own].flatMap((id) => byOracle.get(id) ?? [])])];
  return { rulings, officials: [...unitsOf(scope).values()], ignored: new Set(), general: true, taken };
}

/** One official ruling of one card, whatever its typing. */
export const copyKey = (oracleId: string, text: string) => `${oracleId}\n${rulingWords(text)}`;

/** An official ruling's date: its newest copy's (Gatherer re-dates the rulings it rewrites). */
export const newestDate = (unit: OfficialUnit) =>
  unit.copies
    .map((c) => c.date)
    .sort()
    .at(-1)!;
