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

/**
 * A pool's assignment, its lengths weighed: the pairs kept, with their evidence, and the refusals worth reporting.
 * Official rulings that are one ruling in several wordings are one column: a ruling takes the wording that fits it
 * best, and no other ruling takes another wording of it.
 */
export function alignPool(pool: Pool, unweighed: PairScore[][], { doc, features, ratio, thresholds }: PoolRun): PoolResult {
  const result: PoolResult = { originals: new Map(), translated: new Set(), issues: [] };
  if (!pool.rulings.length || !pool.officials.length) return result;
  const scored = unweighed.map((row) => row.map((s) => lengthWeighed(s, ratio)));
  const groups = wordingGroups(pool, features);
  // Each ruling's best wording of each group.
  const chosen = scored.map((row) =>
    groups.map((group) => group.reduce((best, j) => (preference(row[j]) > preference(row[best]) ? j : best))),
  );
  const { pairs, refused } = assign(
    chosen.map((row, i) => row.map((j) => preference(scored[i][j]))),
    chosen.map((row, i) => row.map((j) => scored[i][j].score)),
    thresholds,
  );
  for (const p of pairs) {
    const j = chosen[p.ruling][p.official];
    const official = pool.officials[j];
    const evidence = evidenceOf(scored[p.ruling][j], p.margin, official, doc);
    result.originals.set(pool.rulings[p.ruling].id, originalOf(official, evidence));
    for (const k of groups[p.official])
      for (const c of pool.officials[k].copies) result.translated.add(copyKey(c.oracleId, pool.officials[k].text));
  }
  for (const r of refused)
    if (r.reason !== 'weak') result.issues.push(refusalIssue({ ...r, official: chosen[r.ruling][r.official] }, pool));
  return result;
}

/** Two official rulings this alike, written at different times, are one ruling in two wordings. */
const SAME_RULING_WORDS = 0.8;

/**
 * The official rulings of a pool grouped by ruling: two are one ruling in two wordings when most of their words are
 * the same and they are dated otherwise (Gatherer rewords a ruling when a set reprints it; two rulings of one release
 * that differ by a word, "lock" and "unlock", are two rulings).
 */
function wordingGroups(pool: Pool, features: FeatureCache): number[][] {
  const n = pool.officials.length;
  const parent = Array.from({ length: n }, (_, j) => j);
  const root = (j: number): number => (parent[j] === j ? j : (parent[j] = root(parent[j])));
  const words = pool.officials.map((o) => features.wordsOfOfficial(o.text));
  const dates = pool.officials.map(newestDate);
  for (let j = 0; j < n; j++)
    for (let k = j + 1; k < n; k++) {
      // Dice can reach SAME_RULING_WORDS only between sets of near sizes.
      const [a, b] = [words[j].size, words[k].size];
      if (dates[j] === dates[k] || Math.min(a, b) < SAME_RULING_WORDS * Math.max(a, b)) continue;
      if (likeness(words[j], words[k]).dice >= SAME_RULING_WORDS) parent[root(k)] = root(j);
    }
  const groups = new Map<number, number[]>();
  for (let j = 0; j < n; j++) (groups.get(root(j)) ?? groups.set(root(j), []).get(root(j))!).push(j);
  return [...groups.values()];
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
