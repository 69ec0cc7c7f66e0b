/**
 * An AllPrintings.json given by path (generated here: a few MB of sets, a fixture set in the middle) is read as a
 * stream, never loaded whole, and gives the catalogue its set files give; a truncated one is refused in one line.
 */
import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  return { ...real, createReadStream: vi.fn(real.createReadStream), readFileSync: vi.fn(real.readFileSync) };
});

const { importCatalogue } = await import('../../src/catalogue/importer/index.js');

const FIXTURES = resolve(import.meta.dirname, '../fixtures-catalogue');
const tmp = fs.mkdtempSync(join(tmpdir(), 'mtgjson-all-'));
const file = join(tmp, 'AllPrintings.json');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A filler set: cards with rules text, rulings and foreign data, in sets no one asked about. */
function fillerSet(code: string, n: number) {
  const cards = Array.from({ length: 14 }, (_, i) => ({
    name: `${code} Card ${i}`,
    number: String(i + 1),
    layout: 'normal',
    type: 'Creature — Filler',
    text: 'Whenever this creature attacks, draw a card. '.repeat(4),
    rulings: [{ date: '2020-01-01', text: 'A long ruling about a filler card. '.repeat(3) }],
    foreignData: [{ language: 'Spanish', name: `Carta ${code} ${i}`, text: 'Texto. '.repeat(10) }],
    identifiers: {
      scryfallId: `44444444-0000-4000-8000-${String(n * 100 + i).padStart(12, '0')}`,
      scryfallOracleId: `55555555-0000-4000-8000-${String(n * 100 + i).padStart(12, '0')}`,
    },
  }));
  return { code, name: `Filler ${code}`, releaseDate: '2020-01-01', type: 'expansion', cards };
}

const TV5 = join(FIXTURES, 'v5-set/mtgjson/TV5.json');

beforeAll(() => {
  const tv5 = JSON.parse(fs.readFileSync(TV5, 'utf8'));
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, `{"meta":${JSON.stringify(tv5.meta)},"data":{`);
  const codes = [...Array.from({ length: 150 }, (_, i) => `F${i}`), 'TV5', ...Array.from({ length: 150 }, (_, i) => `G${i}`)];
  codes.forEach((c, i) =>
    fs.writeSync(out, `${i ? ',' : ''}${JSON.stringify(c)}:${JSON.stringify(c === 'TV5' ? tv5.data : fillerSet(c, i))}`),
  );
  fs.writeSync(out, '}}');
  fs.closeSync(out);
});

describe('AllPrintings.json', () => {
  it('is streamed, never read whole, and gives the cards its sets’ own files give', async () => {
    const size = fs.statSync(file).size;
    expect(size).toBeGreaterThan(2_000_000);
    vi.mocked(fs.createReadStream).mockClear();
    vi.mocked(fs.readFileSync).mockClear();
    const all = await importCatalogue([file]);
    expect(fs.createReadStream).toHaveBeenCalledTimes(1);
    expect(vi.mocked(fs.readFileSync).mock.calls.filter(([p]) => p === file)).toEqual([]);
    expect(all.files.index.sets).toHaveLength(301);
    const alone = await importCatalogue([TV5]);
    const tv5 = new Set(alone.derived.cards.map((c) => c.oracleId));
    expect(all.derived.cards.filter((c) => tv5.has(c.oracleId))).toEqual(alone.derived.cards);
  });

  it('compressed or not, alike', async () => {
    const gz = join(tmp, 'AllPrintings.json.gz');
    fs.writeFileSync(gz, gzipSync(fs.readFileSync(file)));
    expect((await importCatalogue([gz])).files.shards).toEqual((await importCatalogue([file])).files.shards);
  });

  it('truncated: refused in one line naming it, never a partial catalogue', async () => {
    const cut = join(tmp, 'AllPrintings-cut.json');
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, 1_500_000));
    await expect(importCatalogue([cut])).rejects.toThrow(/AllPrintings-cut\.json: not valid JSON \(.*ends too early/);
  });
});
