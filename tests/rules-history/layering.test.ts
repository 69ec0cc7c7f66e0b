/** The rules history's place in the layers: the lookup is pure, the importer is reached only from scripts/. */
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
