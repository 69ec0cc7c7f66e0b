/**
 * content/card-identities.json is what the importer derives from shared/data/mtgjson (the CI check), and the CLI
 * behaves as documented: report, --check, one-line errors.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serializeIdentityTable } from '../../src/card-identity/importer/index.js';
import { importCardIdentities, readDocumentSetCodes } from '../../src/card-identity/importer/index.js';
import { cardIdentityTableSchema } from '../../src/schema/card-identity.js';
import { hasSharedData, sharedData } from '../helpers/shared-data.js';
import { loadContent, readDocument } from '../../src/records/load-content.js';
import { runScript, type Run } from '../helpers/run-script.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DATA = sharedData('mtgjson');
const COMMITTED = join(ROOT, 'content/card-identities.json');
const FIXTURES = join(ROOT, 'tests/fixtures-card-identity');
const tmp = mkdtempSync(join(tmpdir(), 'card-identities-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const hasData = hasSharedData(DATA, 'the committed card-identity table against MTGJSON');

const cli = (...args: string[]) => runScript('scripts/import-card-identities.ts', args);

function expectOneLineFailure(run: Run, pattern: RegExp) {
  expect(run.status).toBe(1);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(pattern);
  expect(run.stderr).not.toMatch(/^\s+at |node:internal/m);
}

describe.runIf(hasData)('the committed table', () => {
  it('equals what the importer derives from shared/data/mtgjson for the documents’ sets', async () => {
    const sets = readDocumentSetCodes(join(ROOT, 'content/documents.json'));
    expect(sets).toEqual(['DSC', 'DSK', 'PC2', 'RTR', 'SHM']);
    const content = loadContent(join(ROOT, 'content'));
    const documents = content.manifest.map((e) => ({ lang: e.lang, text: readDocument(content, e).toString('utf8') }));
    const result = await importCardIdentities([DATA], sets, { documents, keywords: content.glossary.keywords });
    expect(result.missing).toEqual([]);
    // The special guests of the Duskmourn release notes come from the sets that print them in French.
    expect(result.elsewhere.flatMap((e) => e.cards).sort()).toEqual(
      [
        'Collected Company',
        'Maddening Hex',
        'Noxious Revival',
        'Phantasmal Image',
        'Sacrifice',
        'Soul Warden',
        'Unholy Heat',
        // Printed in English only; found by its cost and ability word.
        'Expropriate',
      ].sort(),
    );
    expect(result.byCharacteristics.map((f) => [f.name, f.english, f.set, f.by])).toEqual([
      ['Exproprier', 'Expropriate', 'MB1', "{7}{U}{U}; council's dilemma"],
    ]);
    // The v5 files are used where v3 ones hold the same sets too; OPC2 completes PC2 with its planes and phenomena.
    expect(result.sets.map((s) => [s.code, s.layout, s.completes ?? null])).toEqual([
      ['DSC', 'v5-set', null],
      ['DSK', 'v5-set', null],
      ['OPC2', 'v5-set', 'PC2'],
      ['PC2', 'v5-set', null],
      ['RTR', 'v5-set', null],
      ['SHM', 'v5-set', null],
    ]);
    expect(serializeIdentityTable(result.table)).toBe(readFileSync(COMMITTED, 'utf8'));
  });

  it('is valid, and its size is known', () => {
    const table = cardIdentityTableSchema.parse(JSON.parse(readFileSync(COMMITTED, 'utf8')));
    expect(table.sets.filter((s) => !s.namedOnly)).toEqual([
      { code: 'DSC', parent: 'DSK', cards: 373 },
      { code: 'DSK', cards: 419 },
      { code: 'OPC2', parent: 'PC2', cards: 40 },
      { code: 'PC2', cards: 156 },
      { code: 'RTR', cards: 274 },
      { code: 'SHM', cards: 302 },
    ]);
    expect(table.sets.filter((s) => s.namedOnly).reduce((n, s) => n + s.cards, 0)).toBe(8);
    // Every printing has its oracle id; no two claim one Scryfall id.
    expect(table.cards.every((c) => c.oracleId)).toBe(true);
    expect(new Set(table.cards.map((c) => c.scryfallId)).size).toBe(table.cards.length);
    // Portuguese printing stopped before Duskmourn, and Planechase 2012 was never printed in Portuguese.
    expect(table.cards.filter((c) => ['DSK', 'DSC', 'PC2', 'OPC2'].includes(c.set) && c.names.pt)).toEqual([]);
    expect(table.cards.every((c) => c.number && c.scryfallId)).toBe(true);
  });

  it('--check passes on the committed file and reports found and missing sets', async () => {
    const run = await cli('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^ {2}SHM +v5-set +302 printings .*SHM\.json\.gz; also in .*SHM\.json \(v3-set, 301 card rows\) \(not used\)/m,
    );
    expect(run.stdout).toMatch(/^ {2}OPC2 +v5-set +40 printings .*; completes PC2$/m);
    expect(run.stdout).toMatch(/missing: none/);
    expect(run.stdout).toMatch(
      /duskmourn-release-notes\.txt:2625: "Exproprier" is Expropriate \(MB1 370\): no data names it in fr; the one card with \{7\}\{U\}\{U\}; council.s dilemma$/m,
    );
    expect(run.stdout).toMatch(/is up to date: 1572 printings in 13 sets \(\d+\.\d+ s\)/);
  });
});

describe('the CLI', () => {
  it('writes the table for the documents’ sets plus --set, and --check fails on a stale file', async () => {
    const out = join(tmp, 'table.json');
    const run = await cli(join(FIXTURES, 'mixed-folder/mtgjson'), '--out', out, '--set', 'TV5,tv3', '--allow-missing');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/TV5 +v5-set +5 printings .*TV5\.json; also in .*TV5-v3\.json \(v3-set, 1 card row\) \(not used\)/);
    expect(run.stdout).toMatch(/missing: DSC, DSK, PC2, RTR, SHM \(--allow-missing/);
    expect(readFileSync(out, 'utf8')).toBe(readFileSync(join(FIXTURES, 'mixed-folder/expected.json'), 'utf8'));
    const first = readFileSync(out, 'utf8');
    expect(
      (await cli(join(FIXTURES, 'mixed-folder/mtgjson'), '--out', out, '--set', 'TV3', '--set', 'TV5', '--allow-missing')).status,
    ).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(first);
    expect((await cli(join(FIXTURES, 'mixed-folder/mtgjson'), '--out', out, '--set', 'TV3,TV5', '--check', '--allow-missing')).status).toBe(
      0,
    );
    writeFileSync(out, first.replace('Duende de ascuas', 'Duende'));
    expectOneLineFailure(
      await cli(join(FIXTURES, 'mixed-folder/mtgjson'), '--out', out, '--set', 'TV3,TV5', '--check', '--allow-missing'),
      /table\.json: differs from what the MTGJSON data gives/,
    );
    expect(readFileSync(out, 'utf8')).not.toBe(first);
  });

  it('keeps the copy of a set with its cards when another copy, newer and sorting first, has none, and reports it', async () => {
    const dir = join(tmp, 'two-copies');
    mkdirSync(dir);
    const whole = JSON.parse(readFileSync(join(FIXTURES, 'v5-set/mtgjson/TV5.json'), 'utf8'));
    const empty = { meta: { ...whole.meta, version: '5.9.9+20991231' }, data: { ...whole.data, cards: [] } };
    writeFileSync(join(dir, 'A-TV5.json'), JSON.stringify(empty));
    writeFileSync(join(dir, 'B-TV5.json'), JSON.stringify(whole));
    writeFileSync(join(tmp, 'tv5-documents.json'), JSON.stringify([{ sets: [{ code: 'TV5' }] }]));
    const out = join(tmp, 'two-copies.json');
    const run = await cli(dir, '--documents', join(tmp, 'tv5-documents.json'), '--out', out);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /TV5 +v5-set +5 printings .*B-TV5\.json; also in .*A-TV5\.json \(MTGJSON 5\.9\.9\+20991231, 0 card rows\) \(not used\)/,
    );
    expect(JSON.parse(readFileSync(out, 'utf8')).cards).toHaveLength(5);
  });

  it('fails with one line naming the file: bad JSON, unknown layout, truncated, missing, bad manifest, bad option', async () => {
    writeFileSync(join(tmp, 'documents.json'), '{ not json');
    const cases = ['bad-json', 'unknown-layout', 'truncated'].map((name) => {
      const { error } = JSON.parse(readFileSync(join(FIXTURES, name, 'case.json'), 'utf8')) as { error: string };
      return {
        args: [join(FIXTURES, name, 'mtgjson'), '--out', join(tmp, `${name}.json`)],
        pattern: new RegExp(`${name}/mtgjson/${error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      };
    });
    cases.push(
      { args: [join(tmp, 'nowhere')], pattern: /nowhere: cannot read \(ENOENT\)/ },
      { args: [join(FIXTURES, 'v3-set/mtgjson'), '--documents', join(tmp, 'documents.json')], pattern: /documents\.json: not valid JSON/ },
      { args: ['--frobnicate'], pattern: /import:cards: .*frobnicate/ },
    );
    const runs = await Promise.all(cases.map((c) => cli(...c.args)));
    runs.forEach((run, i) => expectOneLineFailure(run, cases[i].pattern));
    for (const name of ['bad-json', 'unknown-layout', 'truncated']) expect(existsSync(join(tmp, `${name}.json`))).toBe(false);
  });
});
