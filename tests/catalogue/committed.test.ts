/**
 * content/catalogue/ is what the importer derives from shared/data/mtgjson (CI's check, the same as
 * `npm run import:cards -- --check`), a shard edited by hand is refused, and the command line behaves as documented:
 * a report, --check, a thinner catalogue refused unless --allow-thinner, one line per refusal.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentError, loadCatalogue } from '../../src/load/content.js';
import { runScript, type Run } from '../helpers/run-script.js';
import { hasSharedData, sharedData } from '../helpers/shared-data.js';
import { smallCatalogueFolder } from '../helpers/catalogue.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DATA = sharedData('mtgjson');
const COMMITTED = join(ROOT, 'content/catalogue');
const FIXTURES = join(ROOT, 'tests/fixtures-catalogue');
const tmp = mkdtempSync(join(tmpdir(), 'catalogue-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (...args: string[]) => runScript('scripts/import-cards.ts', args);

function expectOneLineFailure(run: Run, pattern: RegExp) {
  expect(run.status).toBe(1);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(pattern);
  expect(run.stderr).not.toMatch(/^\s+at |node:internal/m);
}

describe.runIf(hasSharedData(DATA, 'the committed catalogue against MTGJSON'))('the committed catalogue', () => {
  // The import runs in its own process (npm run import:cards -- --check): a whole import in the test's worker would hold
  // it for minutes without answering the test runner.
  it('is byte for byte what the importer derives from every set file', async () => {
    const run = await cli('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/content\/catalogue is up to date/);
    // Every card with an oracle id (a few reversible printings have none: listed, their cards come from elsewhere).
    const counts = /(\d+) cards, (\d+) printings, (\d+) official rulings; Scryfall ids: en (\d+), es (\d+), fr (\d+), pt (\d+)/.exec(
      run.stdout,
    );
    expect(counts?.[1]).toBe('28116');
    const ids = (counts ?? []).slice(4).reduce((n, c) => n + Number(c), 0);
    expect(ids).toBeGreaterThan(125_000);
    // Named with their file: SLD's reversible printings only.
    const orphans = [...run.stdout.matchAll(/^import:cards: (\S+): \d+ rows? without an oracle id[^:]*: (.*)$/gm)];
    expect(orphans.map((m) => m[1])).toEqual([expect.stringMatching(/SLD\.json\.gz$/)]);
    expect(orphans[0][2].split('; ').every((o) => o.startsWith('SLD '))).toBe(true);
    // The v5 copies are read where a v3 copy or an older version holds the same set.
    const notUsed = [...run.stdout.matchAll(/not used: \S+ \((\w+), /g)].map((m) => m[1]).sort();
    expect(notUsed).toEqual(['CON', 'PC2', 'RTR', 'SHM']);
  }, 600_000);
});

describe('the committed catalogue, read', () => {
  it('holds every card once, each shard in oracle-id order', () => {
    const catalogue = loadCatalogue(join(ROOT, 'content'));
    expect(catalogue.cards.length).toBe(catalogue.counts.cards);
    expect(new Set(catalogue.cards.map((c) => c.oracleId)).size).toBe(catalogue.cards.length);
    expect(new Set(catalogue.cards.map((c) => c.slug)).size).toBe(catalogue.cards.length);
  });

  it('refuses a shard edited by hand, naming it and the card edited (or how many cards it holds)', () => {
    const content = join(tmp, 'edited');
    cpSync(smallCatalogueFolder(), join(content, 'catalogue'), { recursive: true });
    const index = JSON.parse(readFileSync(join(content, 'catalogue/catalogue.json'), 'utf8')) as { shards: { file: string }[] };
    const shard = join(content, 'catalogue/cards', index.shards[0].file);
    const text = gunzipSync(readFileSync(shard)).toString('utf8');
    const lines = text.split('\n');
    const edited = 3;
    const name = (JSON.parse(lines[edited - 1].replace(/,$/, '')) as { name: string }).name;
    lines[edited - 1] = lines[edited - 1].replace(/"manaValue":(\d+)/, (_, n) => `"manaValue":${Number(n) + 1}`);
    writeFileSync(shard, gzipSync(lines.join('\n')));
    expect(() => loadCatalogue(content)).toThrow(ContentError);
    const where = `cards/${index.shards[0].file}: differs from what .* says it holds \\(edited by hand\\?: `;
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(() => loadCatalogue(content)).toThrow(
      new RegExp(`${where}its line ${edited} \\(${escaped}\\) is not the card the index gives\\)`),
    );
    lines.splice(edited - 1, 1);
    writeFileSync(shard, gzipSync(lines.join('\n')));
    expect(() => loadCatalogue(content)).toThrow(new RegExp(`${where}it holds \\d+ card lines where the index gives \\d+\\)`));
  });
});

describe('npm run import:cards', () => {
  it('writes, reports, checks; refuses a thinner catalogue unless --allow-thinner, and says so', async () => {
    const out = join(tmp, 'out-catalogue');
    const first = await cli(join(FIXTURES, 'two-builds/mtgjson'), join(FIXTURES, 'v5-set/mtgjson'), '--out', out);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/^import:cards: 5 cards, 7 printings/m);
    expect((await cli(join(FIXTURES, 'two-builds/mtgjson'), join(FIXTURES, 'v5-set/mtgjson'), '--out', out, '--check')).status).toBe(0);
    const before = readFileSync(join(out, 'catalogue.json'), 'utf8');
    expectOneLineFailure(
      await cli(join(FIXTURES, 'v5-set/mtgjson'), '--out', out),
      /gives a thinner catalogue than .*cards: 5 → 4.*--allow-thinner/,
    );
    expect(readFileSync(join(out, 'catalogue.json'), 'utf8')).toBe(before);
    expectOneLineFailure(await cli(join(FIXTURES, 'v5-set/mtgjson'), '--out', out, '--check'), /thinner/);
    const thinner = await cli(join(FIXTURES, 'v5-set/mtgjson'), '--out', out, '--allow-thinner');
    expect(thinner.status).toBe(0);
    expect(thinner.stdout).toMatch(/--allow-thinner: cards: 5 → 4/);
    expectOneLineFailure(
      await cli(join(FIXTURES, 'two-builds/mtgjson'), join(FIXTURES, 'v5-set/mtgjson'), '--out', out, '--check'),
      /catalogue\.json: differs from what the MTGJSON data gives: run npm run import:cards/,
    );
  });

  it('names the file of each row without an oracle id and of each ruling left out', async () => {
    const run = await cli(
      join(FIXTURES, 'rooms-and-copies/mtgjson'),
      join(FIXTURES, 'ruling-without-date/mtgjson'),
      '--out',
      join(tmp, 'named'),
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(
      /^import:cards: \S*rooms-and-copies\/mtgjson\/ROM\.json: 2 rows without an oracle id .*: ROM 381 Propaganda/m,
    );
    const skipped = run.stdout.split('\n').filter((l) => l.startsWith('import:cards: skipped: '));
    expect(skipped).toHaveLength(4);
    expect(
      skipped.filter((l) =>
        /ruling-without-date\/mtgjson\/RWD\.json: RWD 1 Undated Bolt: a ruling (without a date|dated "2024-9-20")/.test(l),
      ),
    ).toHaveLength(3);
    expect(run.stdout).toMatch(/^import:cards: 4 official rulings skipped$/m);
  });

  it('refuses what it cannot read in one line, writing nothing', async () => {
    const out = join(tmp, 'never-written');
    expectOneLineFailure(
      await cli(join(FIXTURES, 'gzip-broken/mtgjson'), '--out', out),
      /SHM\.json\.gz: not a gzip file, or a truncated one/,
    );
    expectOneLineFailure(await cli(join(FIXTURES, 'duplicate-set/mtgjson'), '--out', out), /holds set DUP in the same layout and version/);
    expectOneLineFailure(await cli(join(tmp, 'no-such-folder'), '--out', out), /no-such-folder: does not exist/);
    expectOneLineFailure(await cli('--bogus'), /Unknown option '--bogus'.*usage: import:cards/);
  });
});
