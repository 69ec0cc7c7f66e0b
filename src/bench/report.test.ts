import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { astroVsBare, renderTargets, type ScaleResult } from './report.js';

/** A stored result of the bench (the shape `benchmarks/results.json` keeps), with some figures changed. */
function result(scale: number, change: Partial<ScaleResult> = {}): ScaleResult {
  const stored = JSON.parse(readFileSync(join(import.meta.dirname, '../../benchmarks/results.json'), 'utf8')) as Record<
    string,
    ScaleResult
  >;
  return { ...stored['1'], scale, ...change };
}

const row = (table: string, label: string) => table.split('\n').find((line) => line.startsWith(`| ${label}`));

describe('astroVsBare', () => {
  it('is the median of the pairs, with their range, not the first pair alone', () => {
    const r = result(1, { astroS: 91, bareS: 36, pairs: { astroS: [91, 91, 93, 81, 88], bareS: [36.4, 43.5, 47.1, 40.7, 49] } });
    const { ratio, min, max, pairs } = astroVsBare(r);
    expect(pairs).toBe(5);
    expect(ratio).toBeCloseTo(81 / 40.7, 5); // the middle of 1.80, 1.97, 1.99, 2.09, 2.50
    expect(min).toBeCloseTo(88 / 49, 5);
    expect(max).toBeCloseTo(91 / 36.4, 5);
  });

  it('is the one ratio of a run from before pairs were timed', () => {
    const r = result(1, { astroS: 100, bareS: 40, pairs: undefined });
    expect(astroVsBare(r)).toEqual({ ratio: 2.5, min: 2.5, max: 2.5, pairs: 1 });
  });
});

describe('renderTargets', () => {
  it('judges the budgets on the whole site (1×), and the larger scales only on linear growth', () => {
    const site = result(1, { astroS: 80, bareS: 40, pairs: undefined, measuredOn: '2026-11-30' });
    const ten = result(10, { astroS: 400, bareS: 40, pairs: undefined, megabytes: 3.7 });
    const hundred = result(100, { astroS: 4000, bareS: 40, pairs: undefined, megabytes: 37 });
    const table = renderTargets([site, ten, hundred]);
    expect(table.split('\n')[0]).toContain('the whole site: 1×, measured 2026-11-30');
    expect(row(table, 'astro build ÷ bare build')).toMatch(/2\.00× .*\| yes \|$/);
    expect(row(table, 'astro build (pages): cost per MB, 100× ÷ 10×')).toMatch(/1\.00× .*\| yes \|$/);
  });

  it('says a budget is missed', () => {
    const table = renderTargets([result(1, { astroS: 110, bareS: 40, pairs: undefined, measuredOn: undefined })]);
    expect(row(table, 'astro build ÷ bare build')).toMatch(/2\.75× .*\| \*\*no\*\* \|$/);
    expect(table.split('\n')[0]).toContain('measured before 2026-11-30');
  });
});
