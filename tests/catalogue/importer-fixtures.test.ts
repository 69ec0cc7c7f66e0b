/**
 * The catalogue derived from the fixture folders (tests/fixtures-catalogue/<case>/mtgjson/: tiny MTGJSON files written
 * by hand): each case.json says why the case exists and, for a refusal, the part of its one-line message; the others
 * have expected.json (the derived cards and sets, and what was reported), rewritten only with UPDATE=1, never in CI.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCatalogue } from '../../src/catalogue/importer/index.js';
import { catalogueCardSchema } from '../../src/schema/index.js';
import { expectGoldenText } from '../helpers/golden.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures-catalogue');

interface Case {
  why: string;
  /** Part of the one-line message a refused case must give. */
  error?: string;
}

const cases = readdirSync(FIXTURES)
  .filter((n) => existsSync(join(FIXTURES, n, 'case.json')))
  .sort();
const info = (name: string): Case => JSON.parse(readFileSync(join(FIXTURES, name, 'case.json'), 'utf8'));

/** What a case gives, with file paths as base names (the same on every machine). */
async function derived(name: string) {
  const result = await importCatalogue([join(FIXTURES, name, 'mtgjson')]);
  const { sets, cards, withoutOracleId, skippedRulings } = result.derived;
  const short = <T extends { file: string }>(x: T) => ({ ...x, file: basename(x.file) });
  return {
    sets,
    cards,
    withoutOracleId: withoutOracleId.map(short),
    skippedRulings: skippedRulings.map(short),
    notUsed: result.notUsed.map((n) => ({ ...short(n), usedFile: basename(n.usedFile) })),
    withoutCards: result.withoutCards,
  };
}

describe('catalogue importer fixtures', () => {
  it('has every kind of case: golden and refused', () => {
    expect(cases.filter((c) => !info(c).error).length).toBeGreaterThanOrEqual(4);
    expect(cases.filter((c) => info(c).error).length).toBeGreaterThanOrEqual(6);
  });

  for (const name of cases) {
    const c = info(name);
    if (c.error)
      it(`${name}: refused (${c.why})`, async () => {
        await expect(importCatalogue([join(FIXTURES, name, 'mtgjson')])).rejects.toThrow(c.error);
      });
    else
      it(`${name}: derives expected.json (${c.why})`, async () => {
        const text = `${JSON.stringify(await derived(name), null, 1)}\n`;
        expectGoldenText(join(FIXTURES, name, 'expected.json'), text);
        for (const card of JSON.parse(text).cards) expect(catalogueCardSchema.safeParse(card).success).toBe(true);
      });
  }

  it('the same data gives the same catalogue, whatever the order of its files', async () => {
    const a = await importCatalogue([join(FIXTURES, 'two-builds', 'mtgjson')]);
    const b = await importCatalogue([
      join(FIXTURES, 'two-builds', 'mtgjson', 'NEW.json.gz'),
      join(FIXTURES, 'two-builds', 'mtgjson', 'OLD.json.gz'),
    ]);
    expect(b.files.indexText.replace(/"files":\d+/, '')).toBe(a.files.indexText.replace(/"files":\d+/, ''));
    expect([...b.files.shards]).toEqual([...a.files.shards]);
  });
});
