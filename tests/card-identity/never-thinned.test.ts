/**
 * The card table is never thinned silently (issue #23): no file, a set the documents name that no file holds, two
 * files for one set, a row the schema refuses, two printings claiming one Scryfall id, a file that cannot be read:
 * each gives one line naming the file (and card), and the import fails whole or reports it, counted.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { CardImportError, IdentityTableError, importCardIdentities, MtgjsonError } from '../../src/card-identity/importer/index.js';

const tmp = mkdtempSync(join(tmpdir(), 'cards-thinned-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let n = 0;
function folder(files: Record<string, string | Buffer>): string {
  const dir = join(tmp, `case-${n++}`);
  mkdirSync(dir);
  for (const [name, data] of Object.entries(files)) writeFileSync(join(dir, name), data);
  return dir;
}

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
function card(i: number, extra: Record<string, unknown> = {}) {
  return {
    name: `Card ${i}`,
    number: String(i),
    identifiers: { scryfallId: id(i), scryfallOracleId: id(1000 + i) },
    foreignData: [{ language: 'Spanish', name: `Carta ${i}`, text: `Texto ${i}.` }],
    ...extra,
  };
}
function v5(code: string, cards: unknown[], version = '5.3.0+20260709'): string {
  return JSON.stringify({ meta: { version }, data: { code, name: `Set ${code}`, releaseDate: '2024-01-01', cards } });
}

describe('the card table is never thinned silently', () => {
  it('no MTGJSON file at all: fails, naming the folder', async () => {
    const dir = folder({ 'notes.txt': 'nothing' });
    await expect(importCardIdentities([dir], ['AAA'])).rejects.toThrow(CardImportError);
    await expect(importCardIdentities([dir], ['AAA'])).rejects.toThrow(/no MTGJSON file/);
  });

  it('a set the documents name that no file holds: fails, unless a smaller table is asked for, and then says so', async () => {
    const dir = folder({ 'AAA.json': v5('AAA', [card(1)]) });
    await expect(importCardIdentities([dir], ['AAA', 'BBB'])).rejects.toThrow(/no file holds the cards of BBB/);
    const smaller = await importCardIdentities([dir], ['AAA', 'BBB'], { allowMissing: true });
    expect(smaller.missing).toEqual(['BBB']);
    expect(smaller.table.cards).toHaveLength(1);
  });

  it('two files for one set: the complete one, newer first, is read; the other is reported', async () => {
    const dir = folder({
      'AAA.json.gz': gzipSync(v5('AAA', [card(1), card(2)], '5.3.0+20260709')),
      'AAA_.json': v5('AAA', [], '5.9.0'),
      'AAA-old.json': v5('AAA', [card(1)], '5.2.0+20220401'),
    });
    const result = await importCardIdentities([dir], ['AAA']);
    expect(result.sets).toHaveLength(1);
    expect(result.sets[0].file).toMatch(/AAA\.json\.gz$/);
    // Both other copies are reported, the empty one too: neither is read.
    expect(result.sets[0].alsoIn).toHaveLength(2);
    expect(result.sets[0].alsoIn.join('\n')).toMatch(/AAA-old\.json \(MTGJSON 5\.2\.0\+20220401, 1 card row\)/);
    expect(result.sets[0].alsoIn.join('\n')).toMatch(/AAA_\.json \(MTGJSON 5\.9\.0, 0 card rows\)/);
    expect(result.table.cards.map((c) => c.name)).toEqual(['Card 1', 'Card 2']);
  });

  it('a row the schema refuses ("name": 123) fails with one line naming the file and the row, nothing written', async () => {
    const dir = folder({ 'AAA.json': v5('AAA', [card(1), { ...card(2), name: 123 }]) });
    const error = await importCardIdentities([dir], ['AAA']).catch((e: Error) => e);
    expect(error).toBeInstanceOf(MtgjsonError);
    expect((error as Error).message).toMatch(/AAA\.json: AAA: card #1 has no name \(a non-empty string\)$/);
  });

  it('a row whose Scryfall id is not one fails with one line naming the card', async () => {
    const dir = folder({ 'AAA.json': v5('AAA', [card(1, { identifiers: { scryfallId: 'not-an-id' } })]) });
    const error = await importCardIdentities([dir], ['AAA']).catch((e: Error) => e);
    expect(error).toBeInstanceOf(IdentityTableError);
    expect((error as Error).message).toMatch(/^card-identity table: card "Card 1" \(AAA 1\): Invalid uuid/);
  });

  it('two printings claiming one Scryfall id fail with one line naming both', async () => {
    const dir = folder({ 'AAA.json': v5('AAA', [card(1), card(2, { identifiers: { scryfallId: id(1) } })]) });
    const error = await importCardIdentities([dir], ['AAA']).catch((e: Error) => e);
    expect(error).toBeInstanceOf(IdentityTableError);
    expect((error as Error).message).toMatch(/card "Card 2" \(AAA 2\): Card 2 \(AAA 2\) claims the Scryfall id of Card 1 \(AAA 1\)/);
    expect((error as Error).message.split('\n')).toHaveLength(1);
  });

  it('a card without a collector number is kept and counted in the report', async () => {
    const dir = folder({ 'AAA.json': v5('AAA', [card(1), { ...card(2), number: undefined }]) });
    const result = await importCardIdentities([dir], ['AAA']);
    expect(result.sets[0].withoutNumber).toEqual(['Card 2']);
  });

  it('a file that cannot be decompressed fails, naming it, when no other file holds its set', async () => {
    const dir = folder({ 'AAA.json.gz': Buffer.from('not gzip at all') });
    await expect(importCardIdentities([dir], ['AAA'])).rejects.toThrow(
      /AAA\.json\.gz: cannot read \(Z_DATA_ERROR\)|AAA\.json\.gz: cannot read/,
    );
  });

  it('the cards the documents print from sets they do not name come from the sets that print them, one printing each', async () => {
    const dir = folder({
      'AAA.json': v5('AAA', [card(1)]),
      'OLD.json': v5('OLD', [card(7, { name: 'Guest' })], '5.2.0'),
      'NEW.json': JSON.stringify({
        meta: { version: '5.2.0' },
        data: { code: 'NEW', releaseDate: '2025-01-01', cards: [card(8, { name: 'Guest' })] },
      }),
    });
    const documents = [{ lang: 'es' as const, text: 'Carta 1\n\n{1}{G}\n\nGuest\n\n{R}\n\nTexto.\n\nUnrelated\n\nno cost here' }];
    const result = await importCardIdentities([dir], ['AAA'], { documents });
    expect(result.elsewhere).toEqual([{ code: 'NEW', cards: ['Guest'] }]);
    expect(result.table.sets).toContainEqual({ code: 'NEW', namedOnly: true, cards: 1 });
  });
});

describe('file names', () => {
  it('a set file is named by its code (CON_ is CON; ALL is Alliances), a whole collection is not', async () => {
    const { setCodeOfFileName } = await import('../../src/card-identity/importer/index.js');
    expect(
      ['CON_.json.gz', 'ALL.json.gz', 'dsk.json', 'AllPrintings.json', 'AllSets.json.gz', 'notes.txt'].map((f) => setCodeOfFileName(f)),
    ).toEqual(['CON', 'ALL', 'DSK', undefined, undefined, undefined]);
  });
});
