/**
 * The keyword-names importer on small MTGJSON set files written for it: each folder of tests/fixtures-keyword-names/
 * holds mtgjson/ (the input), case.json (today's keywords) and expected.json (the table and the report), rewritten
 * with UPDATE=1 (never under CI).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { importKeywordNames, KeywordImportError, serializeKeywordNames } from '../../src/keyword-names/index.js';
import { LANGS, type Lang } from '../../src/languages.js';
import { keywordNamesFileSchema } from '../../src/schema/index.js';
import { expectGoldenJson } from '../helpers/golden.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures-keyword-names');
const tmp = mkdtempSync(join(tmpdir(), 'keyword-names-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function runCase(name: string) {
  const c = JSON.parse(readFileSync(join(FIXTURES, name, 'case.json'), 'utf8'));
  const result = importKeywordNames([join(FIXTURES, name, 'mtgjson')], c.keywords, c.rulesEdition);
  return {
    table: JSON.parse(serializeKeywordNames(result.table)),
    skipped: result.skipped.map((s) => ({ file: s.file.slice(FIXTURES.length + 1), reason: s.reason })),
    disagreements: result.disagreements,
    coverage: result.coverage,
  };
}

describe('keyword names from printed cards (fixtures)', () => {
  for (const name of readdirSync(FIXTURES)) {
    it(name, () => {
      const actual = runCase(name);
      expect(keywordNamesFileSchema.safeParse(actual.table).success).toBe(true);
      const file = join(FIXTURES, name, 'expected.json');
      expectGoldenJson(file, actual, { indent: 1 });
    });
  }

  it('reads keyword lines, costs, word parameters, ability words and actions; sets English copies aside', () => {
    const { table } = runCase('printed-names');
    const name = (english: string, lang: Lang) =>
      table.keywords.find((k: { english: string }) => k.english === english).names[lang]?.name ?? null;
    expect([name('Flying', 'es'), name('Flying', 'fr'), name('Flying', 'pt')]).toEqual(['vuela', 'vol', 'voar']);
    expect([name('Vigilance', 'es'), name('Ward', 'es'), name('Ward', 'fr'), name('Ward', 'pt')]).toEqual([
      'vigilancia',
      'rebatir',
      'parade',
      'salvaguarda',
    ]);
    // `Enchant creature`, `Enchant land`: the words the items share; French cuts at its colon.
    expect([name('Enchant', 'es'), name('Enchant', 'fr')]).toEqual(['encantar', 'enchanter']);
    expect([name('delirium', 'es'), name('delirium', 'fr'), name('delirium', 'pt')]).toEqual(['delirio', 'délire', 'delírio']);
    // Three printings say `Adivina N.`: clear; one printing of a clash is too few; nothing names planeswalk.
    expect([name('Scry', 'es'), name('Scry', 'fr'), name('Clash', 'es'), name('Planeswalk', 'es')]).toEqual([
      'adivina',
      'regard',
      null,
      null,
    ]);
    // The Spanish slot of Copied Flyer holds the English text: no Spanish name `flying`.
    expect(table.keywords.find((k: { english: string }) => k.english === 'Flying').names.es.printings).toBe(1);
  });

  it('reads an ability word whose line goes on with a cost, lines glued after a reminder, and layout lines', () => {
    const { table } = runCase('ability-word-costs-and-layouts');
    const names = (english: string) =>
      LANGS.map((l) => table.keywords.find((k: { english: string }) => k.english === english).names[l]?.name ?? null);
    // `Channel — {2}{W}, Discard …: …`: the name before the dash.
    expect(names('Channel')).toEqual(['canalizar', 'transfert', 'canalizar']);
    // `Carence (…)Ingestion (…)L'Infiltrateur…`: three lines.
    expect(names('Ingest')).toEqual(['ingerir', 'ingestion', 'ingerir']);
    // `//PRT-Prototype_Mech//` then `{1}{W}`, `Prototipo. (…)`, `2/2`: the English line `Prototype {1}{W} — 2/2`.
    expect(names('Prototype')).toEqual(['prototipo', 'prototype', 'protótipo']);
  });

  it('names keyword actions by the infinitive a printing or the other printed forms confirm, else as printed', () => {
    const { table } = runCase('dictionary-forms');
    const name = (english: string, lang: Lang) => table.keywords.find((k: { english: string }) => k.english === english).names[lang];
    // `Enfréntate con un oponente`, and `puedes enfrentarte` on another card.
    expect(name('Clash', 'es')).toMatchObject({ name: 'enfrentarse', dictionaryForm: 'printing' });
    expect(name('Venture into the Dungeon', 'es')?.name).toBe('adentrarse en la mazmorra');
    expect(name('Venture into the Dungeon', 'pt')?.name).toBe('aventurar-se na masmorra');
    // `atiçar` is printed in a card's name only (`Atiçar as Chamas`).
    expect(name('Goad', 'pt')).toMatchObject({ name: 'atiçar', dictionaryForm: 'printing' });
    // `explore` and `explorent` are both printed: forms of `explorer`.
    expect(name('Explore', 'fr')).toMatchObject({ name: 'explorer', dictionaryForm: 'forms' });
    // Nothing confirms an infinitive: the printed form stays.
    expect(name('Support', 'es')).toMatchObject({ name: 'apoya' });
    expect(name('Support', 'es').dictionaryForm).toBeUndefined();
  });

  it('the newest printings decide a renamed keyword; a recent minority is reported with its file and card', () => {
    const { table, disagreements } = runCase('renamed-and-disagreeing');
    const umbra = table.keywords.find((k: { english: string }) => k.english === 'Umbra Armor');
    expect(umbra.names.es.name).toBe('armadura de umbra');
    expect(umbra.names.es.others).toEqual([{ name: 'armadura tótem', printings: 3, newest: '2010-04-23' }]);
    expect(disagreements).toEqual([
      {
        english: 'Umbra Armor',
        lang: 'fr',
        chosen: "armure d'ombre",
        other: 'armure ombreuse',
        printings: 2,
        file: 'TNE.json',
        card: 'Ombre nouvelle 5',
      },
    ]);
    // Only printed before the edition that gave the keyword today's name: said so.
    const flanking = table.keywords.find((k: { english: string }) => k.english === 'Flanking');
    expect(flanking.names.es).toMatchObject({ name: 'flanquear', printedBefore: '2024-06-07' });
  });

  it('of two files of one set (CON.json.gz and CON_.json.gz), reads the newer MTGJSON version and reports the other', () => {
    const dir = mkdtempSync(join(tmp, 'versions-'));
    const newer = JSON.parse(readFileSync(join(FIXTURES, 'printed-names/mtgjson/TKA.json'), 'utf8'));
    const older = {
      ...newer,
      meta: { date: '2024-01-25', version: '5.2.0+20240125' },
      data: { ...newer.data, cards: newer.data.cards.slice(0, 1) },
    };
    writeFileSync(join(dir, 'TKA.json'), JSON.stringify(newer));
    writeFileSync(join(dir, 'TKA_.json'), JSON.stringify(older));
    const c = JSON.parse(readFileSync(join(FIXTURES, 'printed-names/case.json'), 'utf8'));
    const both = importKeywordNames([dir], c.keywords, c.rulesEdition);
    expect(both.table.sets).toBe(1);
    expect(both.skipped).toEqual([
      { file: join(dir, 'TKA_.json'), reason: 'set TKA in MTGJSON 5.2.0+20240125, older than TKA.json (5.3.0), read instead' },
    ]);
    const alone = importKeywordNames([join(dir, 'TKA.json')], c.keywords, c.rulesEdition);
    expect(serializeKeywordNames(both.table)).toBe(serializeKeywordNames(alone.table));
  });

  it('reads .json.gz; a file that cannot be decompressed or parsed fails the whole import, naming it', () => {
    const dir = mkdtempSync(join(tmp, 'gz-'));
    writeFileSync(join(dir, 'TKA.json.gz'), gzipSync(readFileSync(join(FIXTURES, 'printed-names/mtgjson/TKA.json'))));
    const c = JSON.parse(readFileSync(join(FIXTURES, 'printed-names/case.json'), 'utf8'));
    const fromGz = importKeywordNames([dir], c.keywords, c.rulesEdition);
    expect(serializeKeywordNames(fromGz.table)).toBe(
      serializeKeywordNames(importKeywordNames([join(FIXTURES, 'printed-names/mtgjson/TKA.json')], c.keywords, c.rulesEdition).table),
    );
    writeFileSync(join(dir, 'BAD.json.gz'), Buffer.from('not gzip at all'));
    expect(() => importKeywordNames([dir], c.keywords, c.rulesEdition)).toThrow(KeywordImportError);
    expect(() => importKeywordNames([dir], c.keywords, c.rulesEdition)).toThrow(/BAD\.json\.gz: cannot be read as MTGJSON/);
    writeFileSync(join(dir, 'BAD.json.gz'), gzipSync('{"data": {"code": "BAD", "cards": [], "releaseDate": "2024-01-0'));
    expect(() => importKeywordNames([dir], c.keywords, c.rulesEdition)).toThrow(/BAD\.json\.gz: cannot be read as MTGJSON/);
  });
});
