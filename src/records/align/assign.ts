import { munkres } from 'munkres';

/**
 * The assignment of a pool: which document ruling translates which official ruling, chosen together (the best total
 * score, one official ruling per document ruling and the other way round), never one ruling's first match. A pair is
 * kept only when it is clearly the assignment's: its score is high enough, and forbidding it costs the assignment at
 * least `minMargin` (else another document ruling could take that official ruling, or the ruling another one). Only
 * pairs that score `minScore` are candidates: a ruling that fits nothing well (most of a document's own rulings) takes
 * no official ruling, and so makes no other pair look clearer or less clear than it is.
 */
export interface Thresholds {
  minScore: number;
  minMargin: number;
  /** A general ruling's pair below `minScore` is a candidate still when it is the ruling's clear best on its own
   *  mechanic: it scores `minScore` here, and `minLead` more than the ruling's next best (see pool.ts's `clearBests`). */
  clearBest?: { minScore: number; minLead: number };
  /** Where set, a card's last ruling left is paired with its last official ruling left when it scores this much (see
   *  pool.ts's `lastLeft`). */
  lastLeftMinScore?: number;
}

export interface AssignedPair {
  ruling: number;
  official: number;
  score: number;
  /** What the best assignment without this pair loses. */
  margin: number;
}

export type Refusal = 'weak' | 'competing' | 'ambiguous';

export interface RefusedPair {
  ruling: number;
  /** The official ruling it fits best (null: the pool has none). */
  official: number | null;
  score: number;
  margin: number;
  reason: Refusal;
  /** The document ruling that takes the official ruling instead, for `competing`. */
  rival?: number;
}

function bestAssignment(scores: number[][]): { pairs: [number, number][]; total: number } {
  if (!scores.length || !scores[0].length) return { pairs: [], total: 0 };
  const pairs = munkres(scores.map((row) => row.map((s) => 2 - s))).filter(([i, j]) => scores[i][j] > 0);
  return { pairs, total: pairs.reduce((sum, [i, j]) => sum + scores[i][j], 0) };
}

const indexOfMax = (row: number[]) => row.reduce((best, s, j) => (s > row[best] ? j : best), 0);

/** `standing`: what the assignment maximises (the score and a little more, see score.ts's `preference`); `score`:
 *  what a kept pair must reach; `clear`: each ruling's official ruling that is a candidate below `minScore` (or -1). */
export function assign(
  standing: number[][],
  score: number[][],
  thresholds: Thresholds,
  clear: number[] = [],
): { pairs: AssignedPair[]; refused: RefusedPair[] } {
  const candidate = (i: number, j: number) => score[i][j] >= thresholds.minScore || clear[i] === j;
  // The rows and columns with a candidate: the assignment runs on them alone.
  const rows = standing.flatMap((row, i) => (row.some((_, j) => candidate(i, j)) ? [i] : []));
  const cols = (standing[0] ?? []).flatMap((_, j) => (rows.some((i) => candidate(i, j)) ? [j] : []));
  const scores = rows.map((i) => cols.map((j) => (candidate(i, j) ? standing[i][j] : 0)));
  const best = bestAssignment(scores);
  const pairs: AssignedPair[] = [];
  const refused: RefusedPair[] = [];
  const holder = new Map(best.pairs.map(([r, c]) => [cols[c], rows[r]]));
  for (const [r, c] of best.pairs) {
    const without = scores.map((row, k) => (k === r ? row.map((s, l) => (l === c ? 0 : s)) : row));
    const other = bestAssignment(without);
    const pair = { ruling: rows[r], official: cols[c], score: score[rows[r]][cols[c]], margin: best.total - other.total };
    if (pair.margin >= thresholds.minMargin) pairs.push(pair);
    else {
      const rival = other.pairs.find(([, l]) => l === c)?.[0];
      refused.push(rival === undefined ? { ...pair, reason: 'ambiguous' } : { ...pair, reason: 'competing', rival: rows[rival] });
    }
  }
  const assigned = new Set(best.pairs.map(([r]) => rows[r]));
  standing.forEach((row, i) => {
    if (assigned.has(i)) return;
    const j = row.length ? indexOfMax(score[i]) : null;
    const base = { ruling: i, official: j, score: j === null ? 0 : score[i][j], margin: 0 };
    // A ruling with a candidate that another ruling took, or one that fits nothing well enough.
    const rival = j === null || !candidate(i, j) ? undefined : holder.get(j);
    refused.push(rival === undefined ? { ...base, reason: 'weak' } : { ...base, reason: 'competing', rival });
  });
  return { pairs, refused };
}
