import type { RulingOriginal, UnalignedRuling } from '../../schema/index.js';
import type { Thresholds } from './assign.js';
import { cardPools, generalPool } from './candidates.js';
import { FeatureCache, OfficialFeatures } from './feature-cache.js';
import { noCardIssue, noOfficialIssue, unknownCardIssue } from './issues.js';
import type { Lexicon } from './lexicon.js';
import { alignPool, scorePool, usualLengthRatio, type PoolResult } from './pool.js';
import { alignedPairs, cardTextPairs, learnLexicons } from './training.js';
import type { AlignContext, AlignDocument } from './types.js';

/** What aligning one document gives: each ruling's original (null: the document's own) and, for each unaligned one,
 *  why. */
export interface DocumentAlignment {
  documentId: string;
  originals: Map<string, RulingOriginal | null>;
  unaligned: UnalignedRuling[];
  /** Each official ruling of one card that a ruling of this document translates (`copyKey`), and that ruling. */
  translated: Map<string, string>;
  /** The document states no date: its rulings were aligned on their text alone. */
  undated: boolean;
}

/**
 * A pair is kept when it scores at least `minScore`, and the assignment would lose at least `minMargin` without it.
 * A card's ruling is compared with its card's few official rulings; a general ruling with every official ruling of the
 * document's sets, hundreds of them, among which some ruling on the same mechanic always scores fairly well (a
 * ruling on ninjutsu that is not the one translated): it must score more. Measured on the documents of content/: the
 * wrong pairs of general rulings scored 0.56–0.68 by their words, the right ones 0.69 and more.
 */
export const THRESHOLDS: { card: Thresholds; general: Thresholds } = {
  card: { minScore: 0.45, minMargin: 0.1 },
  general: { minScore: 0.66, minMargin: 0.1, clearBest: { minScore: 0.5, minLead: 0.25 } },
};

/**
 * What a card's last ruling left must score with its last official ruling left for the first pass to teach the lexicon
 * their words (pool.ts's `lastLeft`). In content/, each ruling the first pass so pairs translates its original (they
 * score 0.37–0.44 there): two whose words the lexicon lacked score 0.79 and 0.85 in the second pass, which keeps them;
 * one said in other words ("Phyrexian n'est pas une couleur de mana." for "Phyrexian mana is not a new color. Players
 * can't produce Phyrexian mana.") still scores 0.38, under the bar, and is not kept.
 */
const LAST_LEFT_MIN_SCORE = 0.3;

/** How many times the lexicon is learned again with the pairs of the pass before: once settles the words the cards'
 *  texts do not hold (measured on the documents of content/: a second time changes no pair, none makes 15 fewer). */
const LEXICON_PASSES = 1;

/**
 * Every document aligned: a first pass with the lexicon of each language learned from the cards' printed texts beside
 * their English text (on cognates alone where no card gives any); then the lexicon learned again from those and the
 * first pass's pairs, and a second pass with it, whose pairs are kept. A pair the first pass made scores higher in the
 * second (its words taught the lexicon): the general rulings' higher threshold is the second pass's.
 */
export function alignDocuments(docs: AlignDocument[], context: AlignContext, thresholds = THRESHOLDS): DocumentAlignment[] {
  const officials = new OfficialFeatures(context);
  const caches = docs.map((d) => new FeatureCache(d, officials));
  const langs = [...new Set(docs.map((d) => d.lang))];
  const printed = new Map(langs.map((lang) => [lang, cardTextPairs(context, lang)]));
  const pass = (lexicons: Map<string, Lexicon>, kept: typeof THRESHOLDS) =>
    docs.map((d, k) => {
      const alignment = alignOne(d, context, caches[k], lexicons.get(d.lang) ?? null, kept);
      caches[k].forgetRulings();
      return alignment;
    });
  // The first pass only teaches the lexicon: a general ruling's pair is taught as a card ruling's is kept, and a card's
  // last ruling left as the translation of its last official ruling left.
  let alignments = pass(
    learnLexicons(langs, (lang) => printed.get(lang)!),
    { card: { ...thresholds.card, lastLeftMinScore: LAST_LEFT_MIN_SCORE }, general: thresholds.card },
  );
  for (let k = 0; k < LEXICON_PASSES; k++) {
    const lexicons = learnLexicons(langs, (lang) => [
      ...printed.get(lang)!,
      ...docs.flatMap((d, i) => (d.lang === lang ? alignedPairs(d, alignments[i].originals, caches[i]) : [])),
    ]);
    alignments = pass(lexicons, thresholds);
  }
  return alignments;
}

/** One document aligned on its own. */
export function alignDocument(doc: AlignDocument, context: AlignContext, thresholds = THRESHOLDS): DocumentAlignment {
  return alignDocuments([doc], context, thresholds)[0];
}

/**
 * One pass over a document: each card's own rulings against that card's official rulings, then the general rulings
 * against the official rulings of the document's sets (those card rulings took are theirs). A ruling about or naming a
 * card no data identifies is left out, reported; so is one about no card.
 */
function alignOne(
  doc: AlignDocument,
  context: AlignContext,
  features: FeatureCache,
  lexicon: Lexicon | null,
  thresholds: typeof THRESHOLDS,
): DocumentAlignment {
  const result: DocumentAlignment = { documentId: doc.id, originals: new Map(), unaligned: [], translated: new Map(), undated: !doc.date };
  for (const r of doc.rulings) result.originals.set(r.id, null);
  const known = doc.rulings.filter((r) => r.unknownCards.length === 0);
  for (const r of doc.rulings)
    if (r.unknownCards.length) result.unaligned.push(unknownCardIssue(r));
    else if (!r.general && !r.cards.length) result.unaligned.push(noCardIssue(r));

  const pools = cardPools(
    known.filter((r) => !r.general && r.cards.length === 1),
    context,
  );
  const scored = pools.map((pool) => scorePool(pool, doc, features, lexicon));
  const ratio = usualLengthRatio(scored.map((s) => s.pairs));
  const run = (pool: (typeof pools)[number]) => ({ doc, features, ratio, thresholds: pool.general ? thresholds.general : thresholds.card });
  pools.forEach((pool, k) => merge(result, alignPool(pool, scored[k], run(pool))));
  const general = generalPool(
    doc,
    known.filter((r) => r.general),
    context,
    result.translated,
  );
  merge(result, alignPool(general, scorePool(general, doc, features, lexicon), run(general)));
  // A ruling no pool compared with any official ruling (its card is not in the context): none to compare it with.
  const told = new Set(result.unaligned.map((u) => u.rulingId));
  for (const r of doc.rulings) if (!result.originals.get(r.id) && !told.has(r.id)) result.unaligned.push(noOfficialIssue(r));
  const order = new Map(doc.rulings.map((r, k) => [r.id, k]));
  result.unaligned.sort((a, b) => order.get(a.rulingId)! - order.get(b.rulingId)!);
  return result;
}

function merge(into: DocumentAlignment, pool: PoolResult) {
  for (const [id, original] of pool.originals) into.originals.set(id, original);
  for (const [copy, ruling] of pool.translated) into.translated.set(copy, ruling);
  into.unaligned.push(...pool.unaligned);
}
