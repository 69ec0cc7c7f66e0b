import { munkres } from 'munkres';

/**
 * The assignment of a pool: which document ruling translates which official ruling, chosen together (the best total
 * score, one official ruling per document ruling and the other way round), never one ruling's first match. A pair is
 * kept only when it is clearly the assignment's: its score is high enough, and forbidding it costs the assignment at
 * least `minMargin` (else another document ruling could take that official ruling, or the ruling another one).
 */
export interface Thresholds {
  minScore: number;
  minMargin: number;
}

export interface AssignedPair {
  ruling: number;
  official: number;
  score: number;
  /** What the best assignment without this pair loses. */
  margin: number;
}

export type Refusal = 'weak' | 'competing' | 'ambiguous';

export interface RefusedPair extends AssignedPair {
  reason: Refusal;
  /** The document ruling that takes the official ruling instead, for `competing`. */
  rival?: number;
}

/** Pairs scoring under this are no candidates at all: they never tip the assignment. */
const FLOOR = 0.2;

function bestAssignment(scores: number[][]): { pairs: [number, number][]; total: number } {
  if (!scores.length || !scores[0].length) return { pairs: [], total: 0 };
  const pairs = munkres(scores.map((row) => row.map((s) => 2 - s))).filter(([i, j]) => scores[i][j] > 0);
  return { pairs, total: pairs.reduce((sum, [i, j]) => sum + scores[i][j], 0) };
}

/** `standing`: what the assignment maximises (the score and a little more, see score.ts's `preference`); `score`:
 *  what a kept pair must reach. */
export function assign(standing: number[][], score: number[][], thresholds: Thresholds): { pairs: AssignedPair[]; refused: RefusedPair[] } {
  const scores = standing.map((row, i) => row.map((s, j) => (score[i][j] >= FLOOR ? s : 0)));
  const best = bestAssignment(scores);
  const pairs: AssignedPair[] = [];
  const refused: RefusedPair[] = [];
  for (const [i, j] of best.pairs) {
    const without = scores.map((row, r) => (r === i ? row.map((s, c) => (c === j ? 0 : s)) : row));
    const other = bestAssignment(without);
    const pair = { ruling: i, official: j, score: score[i][j], margin: best.total - other.total };
    if (pair.score < thresholds.minScore) refused.push({ ...pair, reason: 'weak' });
    else if (pair.margin >= thresholds.minMargin) pairs.push(pair);
    else {
      const rival = other.pairs.find(([, c]) => c === j)?.[0];
      refused.push(rival === undefined ? { ...pair, reason: 'ambiguous' } : { ...pair, reason: 'competing', rival });
    }
  }
  return { pairs, refused };
}
