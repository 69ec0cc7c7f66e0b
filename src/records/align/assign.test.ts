import { describe, expect, it } from 'vitest';
import { assign } from './assign.js';

const thresholds = { minScore: 0.45, minMargin: 0.1 };
const run = (scores: number[][]) => assign(scores, scores, thresholds);

describe('the assignment of a pool', () => {
  it("finds the best pairs together, where taking each ruling's first match would lose one", () => {
    // Greedy: ruling 0 takes official 0 (0.9), ruling 1 is left with 0.1. Together: 0.8 + 0.85.
    const { pairs } = run([
      [0.9, 0.8],
      [0.85, 0.1],
    ]);
    expect(pairs.map((p) => [p.ruling, p.official])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    expect(pairs.every((p) => p.margin >= 0.7)).toBe(true);
  });

  it('refuses a pair another ruling could take nearly as well (competing), naming the rival, to both', () => {
    const { pairs, refused } = run([[0.8], [0.79]]);
    expect(pairs).toEqual([]);
    expect(refused).toEqual([
      expect.objectContaining({ ruling: 0, official: 0, reason: 'competing', rival: 1 }),
      expect.objectContaining({ ruling: 1, official: 0, reason: 'competing', rival: 0 }),
    ]);
  });

  it('lets no ruling that fits nothing well enough make another pair look clearer than it is', () => {
    // Ruling 0 fits both official rulings alike. Ruling 1 fits nothing (0.3 at best): were it a candidate, forbidding
    // ruling 0's pair would also cost ruling 1 its 0.3, and the pair would look clear.
    const { pairs, refused } = run([
      [0.8, 0.78],
      [0, 0.3],
    ]);
    expect(pairs).toEqual([]);
    expect(refused).toEqual([
      expect.objectContaining({ ruling: 0, official: 0, reason: 'ambiguous' }),
      expect.objectContaining({ ruling: 1, official: 1, reason: 'weak' }),
    ]);
  });

  it('refuses a ruling that fits two official rulings alike (ambiguous), and one that fits nothing well (weak)', () => {
    expect(run([[0.8, 0.78]]).refused).toEqual([expect.objectContaining({ reason: 'ambiguous' })]);
    expect(run([[0.3]]).refused).toEqual([expect.objectContaining({ reason: 'weak', official: 0, score: 0.3 })]);
  });

  it("takes a ruling's clear best below the bar as a candidate, and still refuses it where another ruling competes", () => {
    // Ruling 0 fits official 1 at 0.4, under the bar: its clear best (pool.ts's clearBests) is a candidate all the same.
    expect(assign([[0.1, 0.4]], [[0.1, 0.4]], thresholds, [1]).pairs).toEqual([expect.objectContaining({ ruling: 0, official: 1 })]);
    expect(run([[0.1, 0.4]]).pairs).toEqual([]);
    // A clear best is a candidate, not a pair: ruling 1 takes official 1 at 0.9, and ruling 0 is left with nothing.
    const scores = [
      [0.1, 0.4],
      [0.1, 0.9],
    ];
    expect(assign(scores, scores, thresholds, [1, -1]).pairs).toEqual([expect.objectContaining({ ruling: 1, official: 1 })]);
  });

  it('gives an empty pool no pairs', () => {
    expect(run([])).toEqual({ pairs: [], refused: [] });
    expect(run([[]])).toEqual({ pairs: [], refused: [expect.objectContaining({ ruling: 0, official: null, reason: 'weak' })] });
  });
});
