/** The catalogue's place in the layers: the lookup is pure, the importer is reached only from scripts/. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importsOf, rel, sources, src } from '../helpers/sources.js';

describe('catalogue layering', () => {
  it('nothing under src/ but the importer itself imports the importer', () => {
    const offenders = sources(src())
      .filter((f) => !f.startsWith(src('catalogue', 'importer')))
      .filter((f) =>
        importsOf(f).some((i) => i.includes('catalogue/importer') || i.startsWith('./importer') || i.startsWith('../importer')),
      )
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('the lookup reads no files and imports nothing of the importer', () => {
    const lookup = sources(src('catalogue')).filter((f) => !f.startsWith(src('catalogue', 'importer')));
    expect(lookup.length).toBeGreaterThan(1);
    const offenders = lookup.filter((f) => importsOf(f).some((i) => i.startsWith('node:') || i.includes('importer'))).map(rel);
    expect(offenders).toEqual([]);
  });

  it('no module of the catalogue is longer than 300 lines', () => {
    const long = sources(src('catalogue'))
      .map((f) => [rel(f), readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, n]) => n > 300);
    expect(long).toEqual([]);
  });
});
