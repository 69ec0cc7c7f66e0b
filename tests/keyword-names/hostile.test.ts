/**
 * import:keywords tried as an attacker would: each folder of tests/fixtures-keyword-names-hostile/ holds case.json (why,
 * the exit status, what to set up), the set files it adds to a small good folder (mtgjson/) and expected.txt, the exact
 * refusal (the case's temporary folder written <tmp>; a line of `re:` is a regular expression). Each case runs the
 * import in-process (what the command runs, without its start-up time); a few run through the command too: a refusal
 * is that one line on stderr, exit 1, and the committed table left as it was with nothing beside it. expected.txt is
 * rewritten only with UPDATE=1, never in CI.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importKeywordNames, keywordsOfToday, refuseThinner, serializeKeywordNames } from '../../src/keyword-names/index.js';
import { rulesHistoryIndex } from '../../src/rules-history/index.js';
import { rulesHistorySchema } from '../../src/schema/index.js';
import { runScript } from '../helpers/run-script.js';
import { hasSharedData, sharedData } from '../helpers/shared-data.js';
import { expectGoldenText } from '../helpers/golden.js';

const ROOT = resolve(import.meta.dirname, '../..');
const CASES = join(ROOT, 'tests/fixtures-keyword-names-hostile');
const GOOD = join(ROOT, 'tests/fixtures-keyword-names');
const HISTORY = join(ROOT, 'content/rules-history.json');
const tmp = mkdtempSync(join(tmpdir(), 'keyword-names-hostile-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Case {
  why: string;
  status: number;
  args?: string[];
  fifos?: string[];
  links?: Record<string, string>;
  /** `TKA.json only`: the good folder reduced to one set. */
  input?: string;
  /** Files copied from ../shared/data/mtgjson instead of the good folder; `needs` says the case is skipped without it. */
  shared?: string[];
  needs?: string;
  /** `real`: the committed table is content/keyword-names.json, else the good folder's own table. */
  committed?: 'real';
}

/** The good folder: three small sets of two fixtures (a set in each of two versions is another case). */
const GOOD_FILES = [
  'printed-names/mtgjson/TKA.json',
  'renamed-and-disagreeing/mtgjson/TNE.json',
  'renamed-and-disagreeing/mtgjson/TOL.json',
];
const goodTable = join(tmp, 'good-table.json');
const cli = (input: string, out: string, args: string[] = []) =>
  runScript('scripts/import-keyword-names.ts', [input, '--out', out, '--terms-out', `${out}.terms.json`, '--history', HISTORY, ...args]);

beforeAll(async () => {
  const input = join(tmp, 'good');
  mkdirSync(input);
  for (const f of GOOD_FILES) copyFileSync(join(GOOD, f), join(input, f.split('/').pop()!));
  const made = await cli(input, goodTable);
  if (made.status !== 0) throw new Error(made.stderr);
}, 60_000);

/** The case's input folder and the table it would replace, set up as case.json says. */
function setUp(name: string, c: Case, fixture = name): { input: string; out: string; dir: string } {
  const dir = join(tmp, name);
  const input = join(dir, 'mtgjson');
  mkdirSync(input, { recursive: true });
  if (c.shared) for (const f of c.shared) copyFileSync(join(sharedData('mtgjson'), f), join(input, f));
  else
    for (const f of GOOD_FILES)
      if (c.input !== 'TKA.json only' || f.endsWith('TKA.json')) copyFileSync(join(GOOD, f), join(input, f.split('/').pop()!));
  if (existsSync(join(CASES, fixture, 'mtgjson'))) cpSync(join(CASES, fixture, 'mtgjson'), input, { recursive: true });
  for (const f of c.fifos ?? []) spawnSync('mkfifo', [join(input, f)]);
  for (const [f, target] of Object.entries(c.links ?? {})) symlinkSync(target, join(input, f));
  const out = join(dir, 'keyword-names.json');
  copyFileSync(c.committed === 'real' ? join(ROOT, 'content/keyword-names.json') : goodTable, out);
  return { input, out, dir };
}

const names = readdirSync(CASES).sort();
const rules = rulesHistoryIndex(rulesHistorySchema.parse(JSON.parse(readFileSync(HISTORY, 'utf8'))));

/** What the command does, in-process: its refusal (one line) or '' when it writes the table. */
function importInProcess(input: string, out: string, args: string[] = []): string {
  try {
    const { table } = importKeywordNames([input], keywordsOfToday(rules), rules.today);
    if (!args.includes('--allow-thinner')) refuseThinner(out, out, table);
    writeFileSync(out, serializeKeywordNames(table));
    return '';
  } catch (e) {
    return `${(e as Error).message}\n`;
  }
}

/** Through the command: the hang (a FIFO), a thinner table, and a deliberate one. */
const THROUGH_THE_COMMAND = ['fifo-in-folder', 'only-one-set', 'allow-thinner'];

describe('import:keywords on hostile input', () => {
  it('has the cases issue #33 names', () => {
    expect(names).toEqual(
      expect.arrayContaining([
        'only-zen-real',
        'set-dated-2099',
        'impossible-release-date',
        'same-set-twice',
        'text-not-a-string',
        'fifo-in-folder',
      ]),
    );
  });

  for (const name of names) {
    const c: Case = JSON.parse(readFileSync(join(CASES, name, 'case.json'), 'utf8'));
    const runs = !c.needs || hasSharedData(sharedData(c.needs), `hostile case ${name}`);
    it.runIf(runs)(`${name}: ${c.why}`, () => {
      const { input, out, dir } = setUp(name, c);
      const before = readFileSync(out);
      const got = importInProcess(input, out, c.args).replaceAll(dir, '<tmp>');
      expectGoldenText(join(CASES, name, 'expected.txt'), got);
      expect(
        readdirSync(dir)
          .filter((f) => f !== 'keyword-names.json.terms.json')
          .sort(),
      ).toEqual(['keyword-names.json', 'mtgjson']);
      expect(readFileSync(out).equals(before)).toBe(c.status !== 0);
    });
  }

  for (const name of THROUGH_THE_COMMAND) {
    const c: Case = JSON.parse(readFileSync(join(CASES, name, 'case.json'), 'utf8'));
    it(`${name}, through the command: exit ${c.status}${c.status ? ', one line on stderr, the table as it was' : ''}`, async () => {
      const { input, out, dir } = setUp(`${name}-cli`, c, name);
      const before = readFileSync(out);
      const run = await cli(input, out, c.args);
      expect({ status: run.status }).toEqual({ status: c.status });
      expectGoldenText(join(CASES, name, 'expected.txt'), run.stderr.replaceAll(dir, '<tmp>'), { readOnly: true });
      expect(
        readdirSync(dir)
          .filter((f) => f !== 'keyword-names.json.terms.json')
          .sort(),
      ).toEqual(['keyword-names.json', 'mtgjson']);
      if (c.status === 0) expect(run.stdout).toMatch(/--allow-thinner/);
      else expect(readFileSync(out).equals(before)).toBe(true);
    }, 60_000);
  }
});
