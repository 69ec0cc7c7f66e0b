/** Reading MTGJSON files: layouts recognised from the data, errors as one line naming the file. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MtgjsonError, mtgjsonFiles, readMtgjson, readMtgjsonFile, readMtgjsonStream } from '../../src/card-identity/importer/index.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures-card-identity');
const tmp = mkdtempSync(join(tmpdir(), 'mtgjson-read-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const v3 = readFileSync(join(FIXTURES, 'v3-set/mtgjson/TV3.json'), 'utf8');
const v5 = readFileSync(join(FIXTURES, 'v5-set/mtgjson/TV5.json'), 'utf8');

describe('layouts', () => {
  it('reads a v3 set file', async () => {
    const f = await readMtgjsonFile(join(FIXTURES, 'v3-set/mtgjson/TV3.json'));
    expect(f.layout).toBe('v3-set');
    expect(f.sets.map((s) => [s.code, s.name, s.cards.length])).toEqual([['TV3', 'Test Set Three', 6]]);
    expect(f.sets[0].cards[1]).toEqual({
      name: 'Fire Step',
      names: ['Fire Step', 'Ice Step'],
      number: '2a',
      layout: 'split',
      manaCost: '{1}{R}',
      foreign: [
        { language: 'Spanish', name: 'Paso de fuego' },
        { language: 'French', name: 'Pas de feu // Pas de glace' },
      ],
    });
  });

  it('reads a v5 set file, skipping tokens and boosters', async () => {
    const f = await readMtgjsonFile(join(FIXTURES, 'v5-set/mtgjson/TV5.json'));
    expect(f.layout).toBe('v5-set');
    expect(f.sets.map((s) => [s.code, s.name, s.cards.length])).toEqual([['TV5', 'Test Set Five', 7]]);
    expect(f.sets[0].cards.map((c) => c.name)).not.toContain('Spirit');
    expect(f.sets[0].cards[1]).toEqual({
      name: 'Dusty Parlor // Moldering Attic',
      faceName: 'Dusty Parlor',
      side: 'a',
      number: '8',
      layout: 'split',
      scryfallId: '0a1b2c3d-0000-4000-8000-000000000008',
      foreign: [
        {
          language: 'Spanish',
          name: 'Salón polvoriento // Ático enmohecido',
          faceName: 'Salón polvoriento',
          text: 'Texto impreso de Salón polvoriento.',
        },
        {
          language: 'French',
          name: 'Salon poussiéreux // Grenier moisi',
          faceName: 'Salon poussiéreux',
          text: 'Texte imprimé de Salon poussiéreux.',
        },
      ],
    });
  });

  it('reads a v3 AllSets file and a v5 AllPrintings file, keeping only the sets asked for', async () => {
    const allSets = join(tmp, 'AllSets.json');
    writeFileSync(allSets, `{"TV3": ${v3}, "ZZZ": {"code": "ZZZ", "cards": [{"name": "Other"}]}}`);
    const a = await readMtgjsonFile(allSets, { sets: ['tv3'] });
    expect([a.layout, a.sets.map((s) => s.code), a.skipped]).toEqual(['v3-all-sets', ['TV3'], ['ZZZ']]);

    const data = JSON.parse(v5).data;
    const allPrintings = join(tmp, 'AllPrintings.json');
    writeFileSync(
      allPrintings,
      JSON.stringify({ meta: { version: '5.2.2' }, data: { AAA: { ...data, code: 'AAA' }, TV5: data, ZZZ: { ...data, code: 'ZZZ' } } }),
    );
    const p = await readMtgjsonFile(allPrintings, { sets: ['TV5', 'NOPE'] });
    expect([p.layout, p.sets.map((s) => s.code), p.skipped]).toEqual(['v5-all-printings', ['TV5'], ['AAA', 'ZZZ']]);
    expect(p.sets[0].cards).toHaveLength(7);
    const everything = await readMtgjsonFile(allPrintings);
    expect(everything.sets.map((s) => s.code)).toEqual(['AAA', 'TV5', 'ZZZ']);
  });

  it('a set file of a set not asked for is read and reported as skipped', async () => {
    const f = await readMtgjsonFile(join(FIXTURES, 'v5-set/mtgjson/TV5.json'), { sets: ['SHM'] });
    expect([f.layout, f.sets, f.skipped]).toEqual(['v5-set', [], ['TV5']]);
  });

  it('reads .json.gz files, byte streams cut anywhere (even inside a character) and a leading BOM', async () => {
    const gz = join(tmp, 'TV5.json.gz');
    writeFileSync(gz, gzipSync(v5));
    expect((await readMtgjsonFile(gz)).sets[0].cards).toHaveLength(7);
    const bytes = Buffer.from(`\uFEFF${v5}`);
    const pieces = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const f = await readMtgjsonStream(Readable.from(pieces), 'pieces.json');
    expect(f.sets[0].cards[1].foreign[0].faceName).toBe('Salón polvoriento');
  });

  it('a directory gives its .json and .json.gz files by name, nothing else', async () => {
    const files = await mtgjsonFiles([join(FIXTURES, 'mixed-folder/mtgjson')]);
    expect(files.map((f) => f.split('/').pop())).toEqual(['TV3.json', 'TV5-v3.json', 'TV5.json']);
    const read = await readMtgjson([join(FIXTURES, 'mixed-folder/mtgjson')], { sets: ['TV3'] });
    expect(read.map((f) => f.sets.map((s) => s.code))).toEqual([['TV3'], [], []]);
  });
});

describe('errors: one line, starting with the file', () => {
  for (const name of ['bad-json', 'unknown-layout', 'truncated']) {
    it(name, async () => {
      const { error } = JSON.parse(readFileSync(join(FIXTURES, name, 'case.json'), 'utf8')) as { error: string };
      const dir = join(FIXTURES, name, 'mtgjson');
      const [file] = await mtgjsonFiles([dir]);
      const e = await readMtgjson([dir]).then(
        () => undefined,
        (x: unknown) => x,
      );
      expect(e).toBeInstanceOf(MtgjsonError);
      expect((e as Error).message.startsWith(`${file}: `)).toBe(true);
      expect((e as Error).message).toContain(error.replace(/^[^:]+: /, ''));
      expect((e as Error).message).not.toContain('\n');
    });
  }

  it('a missing file, an empty file, JSON that is not an object', async () => {
    await expect(readMtgjson([join(tmp, 'nope.json')])).rejects.toThrow(/nope\.json: cannot read \(ENOENT\)/);
    writeFileSync(join(tmp, 'empty.json'), '');
    await expect(readMtgjsonFile(join(tmp, 'empty.json'))).rejects.toThrow(/empty\.json: not valid JSON/);
    writeFileSync(join(tmp, 'array.json'), '[{"cards": []}]');
    await expect(readMtgjsonFile(join(tmp, 'array.json'))).rejects.toThrow(/array\.json: unknown layout/);
    writeFileSync(join(tmp, 'nameless.json'), '{"code": "TV3", "cards": [{"number": "1"}]}');
    await expect(readMtgjsonFile(join(tmp, 'nameless.json'))).rejects.toThrow(/nameless\.json: TV3: card #0 has no name/);
    writeFileSync(join(tmp, 'nocode.json'), '{"meta": {}, "data": {"cards": [{"name": "X"}]}}');
    await expect(readMtgjsonFile(join(tmp, 'nocode.json'))).rejects.toThrow(/nocode\.json: unknown layout: v5-set file without a set code/);
  });
});
