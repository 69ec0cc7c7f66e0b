/**
 * A v5 AllPrintings.json (generated here: a few MB of sets, the one asked for in the middle) is read as a stream,
 * never loaded whole: the file is opened with createReadStream and read in blocks, never with readFile, and only
 * the asked sets are kept.
 */
import * as fs from 'node:fs';
import * as fsp from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  return {
    ...real,
    createReadStream: vi.fn(real.createReadStream),
    readFileSync: vi.fn(real.readFileSync),
    readFile: vi.fn(real.readFile),
  };
});
vi.mock('node:fs/promises', async (original) => {
  const real = await original<typeof import('node:fs/promises')>();
  return { ...real, readFile: vi.fn(real.readFile) };
});

const { deriveIdentityTable, readMtgjson, serializeIdentityTable } = await import('../../src/card-identity/importer/index.js');

const FIXTURES = resolve(import.meta.dirname, '../fixtures-card-identity');
const tmp = fs.mkdtempSync(join(tmpdir(), 'mtgjson-all-'));
const file = join(tmp, 'AllPrintings.json');
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A filler set: cards with rules text, rulings and foreign data, all of which must be passed over. */
function fillerSet(code: string) {
  const cards = Array.from({ length: 14 }, (_, i) => ({
    name: `${code} Card ${i}`,
    number: String(i + 1),
    setCode: code,
    text: 'Whenever this creature attacks, draw a card. '.repeat(4),
    rulings: [{ date: '2020-01-01', text: 'A long ruling that nobody keeps. '.repeat(3) }],
    foreignData: [{ language: 'Spanish', name: `Carta ${code} ${i}`, text: 'Texto. '.repeat(10) }],
    identifiers: { scryfallId: '00000000-0000-4000-8000-000000000000' },
  }));
  return {
    baseSetSize: 14,
    code,
    name: `Filler ${code}`,
    cards,
    tokens: [],
    booster: { default: { sheets: { common: { cards: { a: 1 } } } } },
  };
}

const code = (i: number) => `F${i.toString(36).toUpperCase().padStart(3, '0')}`;

beforeAll(() => {
  const tv5 = JSON.parse(fs.readFileSync(join(FIXTURES, 'v5-set/mtgjson/TV5.json'), 'utf8')).data;
  // Written piece by piece, sets in key order as MTGJSON writes them: F000..F0C7, then TV5, then more.
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, '{"meta":{"date":"2024-09-20","version":"5.2.2"},"data":{');
  const codes = [
    ...Array.from({ length: 200 }, (_, i) => code(i)),
    'TV5',
    ...Array.from({ length: 200 }, (_, i) => code(200 + i)).map((c) => `X${c}`),
  ];
  codes.forEach((c, i) => fs.writeSync(out, `${i ? ',' : ''}${JSON.stringify(c)}:${JSON.stringify(c === 'TV5' ? tv5 : fillerSet(c))}`));
  fs.writeSync(out, '}}');
  fs.closeSync(out);
});

describe('AllPrintings.json', () => {
  it('is streamed, keeping only the sets asked for', async () => {
    const size = fs.statSync(file).size;
    expect(size).toBeGreaterThan(3_000_000);
    vi.mocked(fs.createReadStream).mockClear();

    const [read] = await readMtgjson([file], { sets: ['TV5', 'F001', 'DSK'] });

    expect(read.layout).toBe('v5-all-printings');
    expect(read.sets.map((s) => [s.code, s.cards.length])).toEqual([
      ['F001', 14],
      ['TV5', 7],
    ]);
    expect(read.skipped).toHaveLength(399);
    // Opened as a stream, in blocks smaller than the file; never read whole.
    expect(fs.createReadStream).toHaveBeenCalledTimes(1);
    const [path, options] = vi.mocked(fs.createReadStream).mock.calls[0] as [string, { highWaterMark: number }];
    expect(path).toBe(file);
    expect(options.highWaterMark).toBeLessThan(size / 2);
    for (const whole of [fs.readFileSync, fs.readFile, fsp.readFile])
      expect(vi.mocked(whole).mock.calls.filter((c) => String(c[0]) === file)).toEqual([]);

    // The set asked for gives the same identities as its own v5 set file.
    const table = deriveIdentityTable(read.sets.filter((s) => s.code === 'TV5'));
    expect(serializeIdentityTable(table)).toBe(fs.readFileSync(join(FIXTURES, 'v5-set/expected.json'), 'utf8'));
  });
});
