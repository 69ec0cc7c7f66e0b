/** The card identities' place in the layers: the lookup is pure, the importer is reached only from scripts/. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/temp-content.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'generated' ? [] : sources(p);
    return /\.(ts|astro|mjs)$/.test(n) && !/\.test\.ts$/.test(n) ? [p] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
const src = (...parts: string[]) => join(ROOT, 'src', ...parts);
const rel = (file: string) => relative(ROOT, file);

describe('card identity layering', () => {
  it('nothing under src/ but the importer itself imports the importer', () => {
    const offenders = sources(src())
      .filter((f) => !f.startsWith(src('card-identity', 'importer')))
      .filter((f) =>
        importsOf(f).some((i) => i.includes('card-identity/importer') || i.startsWith('./importer') || i.startsWith('../importer')),
      )
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('the lookup reads no files and imports nothing of the importer', () => {
    const lookup = sources(src('card-identity')).filter((f) => !f.startsWith(src('card-identity', 'importer')));
    expect(lookup.length).toBeGreaterThan(1);
    const offenders = lookup.filter((f) => importsOf(f).some((i) => i.startsWith('node:') || i.includes('importer'))).map(rel);
    expect(offenders).toEqual([]);
  });

  it('no module of card-identity is longer than 300 lines', () => {
    const long = sources(src('card-identity'))
      .map((f) => [rel(f), readFileSync(f, 'utf8').split('\n').length] as const)
      .filter(([, n]) => n > 300);
    expect(long).toEqual([]);
  });
});
