import type { AlignmentIssue, RulingOriginal } from '../../schema/index.js';
import { likeness } from '../ruling-sameness.js';
import { assign, type Thresholds } from './assign.js';
import { copyKey, newestDate, type OfficialUnit, type Pool } from './candidates.js';
import { daysAfter } from './dates.js';
import { evidenceOf } from './evidence.js';
import type { FeatureCache } from './feature-cache.js';
import { refusalIssue } from './issues.js';
import type { Lexicon } from './lexicon.js';
import { lengthWeighed, preference, scorePair, type PairScore } from './score.js';
import type { AlignDocument } from './types.js';

/** What aligning a pool gives: each paired ruling's original, the official rulings of each card it translates
 *  (`copyKey`), and what it refused. */
export interface PoolResult {
  originals: Map<string, RulingOriginal>;
  translated: Set<string>;
  issues: AlignmentIssue[];
}

/** Every pair of a pool scored, lengths not yet weighed: rulings by rows, official rulings by columns. */
export function scorePool(pool: Pool, doc: AlignDocument, features: FeatureCache, lexicon: Lexicon | null): PairScore[][] {
  const days = pool.officials.map((o) => daysAfter(doc.date, newestDate(o)));
  return pool.rulings.map((r) =>
    pool.officials.map((o, j) =>
      scorePair(features.ofRuling(r), features.ofOfficial(o.text), { lexicon, ignored: pool.ignored, daysAfter: days[j] }),
    ),
  );
}

/** What aligning a pool needs besides its scores. */
export interface PoolRun {
  doc: AlignDocument;
  features: FeatureCache;
  /** The document's usual length ratio (see usualLengthRatio). */
  ratio: number;
  thresholds: Thresholds;
}

/** A pool's assignment, its lengths weighed: the pairs kept, with their evidence, and the refusals worth reporting. */
export function alignPool(pool: Pool, unweighed: PairScore[][], { doc, features, ratio, thresholds }: PoolRun): PoolResult {
  const result: PoolResult = { originals: new Map(), translated: new Set(), issues: [] };
  if (!pool.rulings.length || !pool.officials.length) return result;
  const scored = unweighed.map((row) => row.map((s) => lengthWeighed(s, ratio)));
  const { pairs, refused } = assign(
    scored.map((row) => row.map(preference)),
    scored.map((row) => row.map((s) => s.score)),
    thresholds,
    (j) => otherWordings(pool, j, features),
  );
  for (const p of pairs) {
    const official = pool.officials[p.official];
    const evidence = evidenceOf(scored[p.ruling][p.official], p.margin, official, doc);
    result.originals.set(pool.rulings[p.ruling].id, originalOf(official, evidence));
    for (const c of official.copies) result.translated.add(copyKey(c.oracleId, official.text));
  }
  for (const r of refused) if (r.reason !== 'weak') result.issues.push(refusalIssue(r, pool));
  return result;
}

/** Two official rulings this alike, written at different times, are one ruling in two wordings. */
const SAME_RULING_WORDS = 0.8;

/**
 * The official rulings of a pool that say what official ruling `j` says in another wording: most of their words the
 * same, and dated otherwise (Gatherer rewords a ruling when a set reprints it; two rulings of one release that differ
 * by a word, "lock" and "unlock", are two rulings).
 */
function otherWordings(pool: Pool, j: number, features: FeatureCache): number[] {
  const words = features.wordsOfOfficial(pool.officials[j].text);
  const date = newestDate(pool.officials[j]);
  return pool.officials.flatMap((o, k) =>
    k !== j && newestDate(o) !== date && likeness(words, features.wordsOfOfficial(o.text)).dice >= SAME_RULING_WORDS ? [k] : [],
  );
}

function originalOf(official: OfficialUnit, evidence: RulingOriginal['evidence']): RulingOriginal {
  return { oracleIds: official.copies.map((c) => c.oracleId), date: newestDate(official), text: official.text, evidence };
}

/**
 * How much longer a translation of this document usually is than its original: the median over the rulings whose
 * best candidate, by what they hold and their words alone, is clear. Translations into French run longer than into
 * Spanish; this is read from the document itself.
 */
export function usualLengthRatio(pools: PairScore[][][]): number {
  const ratios: number[] = [];
  for (const rows of pools)
    for (const row of rows) {
      const [best, next] = [...row].sort((a, b) => b.score - a.score);
      if (best && best.score >= 0.5 && best.score - (next?.score ?? 0) >= 0.2) ratios.push(best.lengthRatio);
    }
  if (!ratios.length) return 1;
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)];
}
