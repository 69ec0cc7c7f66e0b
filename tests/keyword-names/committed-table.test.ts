/**
 * content/keyword-names.json is what the importer derives from shared/data/mtgjson (the CI check), and the CLI says
 * what it read and refuses bad input in one line.
 */
import type { Lang } from '../../src/languages.js';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { gameTermsFileSchema, keywordNamesFileSchema } from '../../src/schema/index.js';
import { runScript } from '../helpers/run-script.js';
import { hasSharedData, sharedData } from '../helpers/shared-data.js';

const ROOT = resolve(import.meta.dirname, '../..');
const DATA = sharedData('mtgjson');
const FIXTURES = join(ROOT, 'tests/fixtures-keyword-names');
const tmp = mkdtempSync(join(tmpdir(), 'keyword-names-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const cli = (...args: string[]) => runScript('scripts/import-keyword-names.ts', args);

describe('content/keyword-names.json', () => {
  it('is valid and covers every keyword of today’s rules', () => {
    const table = keywordNamesFileSchema.parse(JSON.parse(readFileSync(join(ROOT, 'content/keyword-names.json'), 'utf8')));
    const history = JSON.parse(readFileSync(join(ROOT, 'content/rules-history.json'), 'utf8'));
    expect(table.rulesEdition).toBe(history.editions.at(-1));
    for (const word of history.abilityWords) expect(table.keywords.some((k) => k.english === word && k.kind === 'ability-word')).toBe(true);
  });

  it('names keyword actions by their dictionary form and keeps the printed marks', () => {
    const table = keywordNamesFileSchema.parse(JSON.parse(readFileSync(join(ROOT, 'content/keyword-names.json'), 'utf8')));
    const name = (english: string, lang: Lang) => table.keywords.find((k) => k.english === english)?.names[lang]?.name;
    expect([name('Destroy', 'es'), name('Destroy', 'fr'), name('Exile', 'es'), name('Exile', 'fr')]).toEqual([
      'destruir',
      'détruire',
      'exiliar',
      'exiler',
    ]);
    expect(name('For Mirrodin!', 'es')).toBe('¡Por Mirrodin!');
  });
});

describe('content/game-terms.json', () => {
  it('is valid, for today’s rules, and gives the printed words of zones, card types and renamed terms', () => {
    const terms = gameTermsFileSchema.parse(JSON.parse(readFileSync(join(ROOT, 'content/game-terms.json'), 'utf8')));
    const history = JSON.parse(readFileSync(join(ROOT, 'content/rules-history.json'), 'utf8'));
    expect(terms.rulesEdition).toBe(history.editions.at(-1));
    const term = (english: string) => terms.terms.find((t) => t.english === english)!;
    expect(term('Graveyard').names.es?.name).toBe('cementerio');
    expect(term('Mana Value').names.fr?.name).toBe('valeur de mana');
    expect(term('Room').names.es?.name).toBe('sala');
    expect(term('Mana Value').former.map((f) => f.english)).toContain('Converted Mana Cost');
  });
});

const hasData = hasSharedData(DATA, 'the committed keyword-names table against MTGJSON');
describe.runIf(hasData)('import:keywords on shared/data/mtgjson', () => {
  it('--check: the committed table is what the data gives, with coverage and disagreements reported', async () => {
    const run = await cli('--check');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/keywords named \/ keywords of today's rules \(\d{4}-\d{2}-\d{2}\): es \d+\/\d+, fr \d+\/\d+, pt \d+\/\d+/);
    expect(run.stdout).toMatch(/printed names that disagree: \d+/);
    expect(run.stdout).toMatch(/are up to date/);
  }, 480_000);
});

describe('import:keywords refuses bad input in one line, writing nothing', () => {
  it('a set file that cannot be parsed', async () => {
    const dir = mkdtempSync(join(tmp, 'bad-'));
    writeFileSync(join(dir, 'ZZZ.json'), '{"data": {"code": "ZZZ", "cards": [');
    const out = join(tmp, 'out.json');
    const run = await cli(dir, '--out', out, '--terms-out', `${out}.terms.json`);
    expect(run.status).toBe(1);
    expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/ZZZ\.json: cannot be read as MTGJSON/);
    expect(run.stderr).not.toMatch(/^\s+at /m);
    expect(existsSync(out)).toBe(false);
  });

  it('writes a fixture folder’s table, and --check fails on a stale one', async () => {
    const out = join(tmp, 'names.json');
    const input = join(FIXTURES, 'printed-names/mtgjson');
    const wrote = await cli(input, '--out', out, '--terms-out', `${out}.terms.json`);
    expect(wrote.status).toBe(0);
    expect(wrote.stdout).toMatch(/skipped .*OLD\.json: MTGJSON v3 layout of set OLD \(no printed text\)/);
    expect((await cli(input, '--out', out, '--terms-out', `${out}.terms.json`, '--check')).status).toBe(0);
    writeFileSync(out, readFileSync(out, 'utf8').replace('"vol"', '"vole"'));
    const stale = await cli(input, '--out', out, '--terms-out', `${out}.terms.json`, '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/differs from what the MTGJSON data gives: run npm run import:keywords/);
  });
});
