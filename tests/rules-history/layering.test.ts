/** The rules history's place in the layers: the lookup is pure, the importer is reached only from scripts/. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importsOf, rel, sources, src } from '../helpers/sources.js';

describe('rules history layering', () => {
  it('nothing under src/ but the importer itself imports the importer', () => {
    const offenders = sources(src())
      .filter((f) => !f.startsWith(src('rules-history', 'importer')))
      .filter((f) => importsOf(f).some((i) => i.includes('rules-history/importer')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('the lookup reads no files', () => {
    const lookup = sources(src('rules-history')).filter((f) => !f.startsWith(src('rules-history', 'importer')));
    expect(lookup.length).toBeGreaterThan(1);
    const offenders = lookup.filter((f) => importsOf(f).some((i) => i.startsWith('node:'))).map(rel);
    expect(offenders).toEqual([]);
  });

  it('the schema imports only zod, its own modules and the zod-free grammar of languages and rule numbers', () => {
    const allowed = (i: string) => i === 'zod' || i.startsWith('./') || i === '../languages.js' || i === '../rule-numbers.js';
    const offenders = sources(src('schema')).flatMap((f) =>
      importsOf(f)
        .filter((i) => !allowed(i))
        .map((i) => `${rel(f)} → ${i}`),
    );
    expect(offenders).toEqual([]);
  });
});
