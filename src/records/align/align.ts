import type { AlignmentIssue, RulingOriginal } from '../../schema/index.js';
import type { Thresholds } from './assign.js';
import { cardPools, generalPool } from './candidates.js';
import { FeatureCache } from './feature-cache.js';
import { undatedIssue, unknownCardIssue } from './issues.js';
import type { Lexicon } from './lexicon.js';
import { alignPool, scorePool, usualLengthRatio, type PoolResult } from './pool.js';
import { alignedPairs, cardTextPairs, learnLexicons } from './training.js';
import type { AlignContext, AlignDocument } from './types.js';

/** What aligning one document gives: each ruling's original (null: the document's own), and what was refused. */
export interface DocumentAlignment {
  documentId: string;
  originals: Map<string, RulingOriginal | null>;
  issues: AlignmentIssue[];
  /** Each official ruling of one card that a ruling of this document translates (`copyKey`). */
  translated: Set<string>;
}

/** A pair is kept when it scores at least this, and the assignment would lose at least this without it. */
export const THRESHOLDS: Thresholds = { minScore: 0.45, minMargin: 0.1 };

/** How many times the lexicon is learned again with the pairs of the pass before: once settles the words the cards'
 *  texts do not hold (measured on the documents of content/: a second time changes no pair, none makes 15 fewer). */
const LEXICON_PASSES = 1;

/**
 * Every document aligned: a first pass with the lexicon of each language learned from the cards' printed texts beside
 * their English text (on cognates alone where no card gives any); then the lexicon learned again from those and the
 * first pass's pairs, and a second pass with it, whose pairs are kept.
 */
export function alignDocuments(docs: AlignDocument[], context: AlignContext, thresholds = THRESHOLDS): DocumentAlignment[] {
  const caches = docs.map((d) => new FeatureCache(d, context));
  const langs = [...new Set(docs.map((d) => d.lang))];
  const printed = new Map(langs.map((lang) => [lang, cardTextPairs(context, lang)]));
  const pass = (lexicons: Map<string, Lexicon>) =>
    docs.map((d, k) => alignOne(d, context, caches[k], lexicons.get(d.lang) ?? null, thresholds));
  let alignments = pass(learnLexicons(langs, (lang) => printed.get(lang)!));
  for (let k = 0; k < LEXICON_PASSES; k++) {
    const lexicons = learnLexicons(langs, (lang) => [
      ...printed.get(lang)!,
      ...docs.flatMap((d, i) => (d.lang === lang ? alignedPairs(d, alignments[i].originals, caches[i]) : [])),
    ]);
    alignments = pass(lexicons);
  }
  return alignments;
}

/** One document aligned on its own. */
export function alignDocument(doc: AlignDocument, context: AlignContext, thresholds = THRESHOLDS): DocumentAlignment {
  return alignDocuments([doc], context, thresholds)[0];
}

/**
 * One pass over a document: each card's own rulings against that card's official rulings, then the general rulings
 * against the official rulings those left. A ruling about or naming a card no data identifies is left out, reported.
 */
function alignOne(
  doc: AlignDocument,
  context: AlignContext,
  features: FeatureCache,
  lexicon: Lexicon | null,
  thresholds: Thresholds,
): DocumentAlignment {
  const result: DocumentAlignment = { documentId: doc.id, originals: new Map(), issues: [], translated: new Set() };
  for (const r of doc.rulings) result.originals.set(r.id, null);
  if (!doc.date) result.issues.push(undatedIssue(doc));
  const known = doc.rulings.filter((r) => r.unknownCards.length === 0);
  for (const r of doc.rulings) if (r.unknownCards.length) result.issues.push(unknownCardIssue(r));

  const pools = cardPools(
    known.filter((r) => !r.general && r.cards.length === 1),
    context,
  );
  const scored = pools.map((pool) => scorePool(pool, doc, features, lexicon));
  const run = { doc, features, ratio: usualLengthRatio(scored), thresholds };
  pools.forEach((pool, k) => merge(result, alignPool(pool, scored[k], run)));
  const general = generalPool(
    doc,
    known.filter((r) => r.general),
    context,
    result.translated,
  );
  merge(result, alignPool(general, scorePool(general, doc, features, lexicon), run));
  return result;
}

function merge(into: DocumentAlignment, pool: PoolResult) {
  for (const [id, original] of pool.originals) into.originals.set(id, original);
  for (const copy of pool.translated) into.translated.add(copy);
  into.issues.push(...pool.issues);
}
