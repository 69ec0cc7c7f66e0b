/**
 * The paths around the parser, tried as an attacker would: tests/fixtures-hostile/<case>/ holds a case.json (the
 * command, its arguments and what to set up: links, FIFOs, folders, a file-size limit, a closed stdout), the
 * case's content/ (manifest and documents; the real glossary, vocabulary and derived data are added), optionally a
 * prepare.mjs that makes input from the reference data (run in the case's temporary folder, SHARED_DATA set), and
 * expected.txt, the exact stderr (temporary paths written <tmp>). Every refusal must be exactly the expected lines,
 * and leave the content, the outputs (records, search, dist/, the importers' tables) as they were, with no temporary
 * file beside them. expected.txt is rewritten only with UPDATE=1, never in CI. Each case is a test of its own (two
 * run at a time): `npx vitest run tests/hardening/hostile-cases.test.ts -t <case>` runs one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  type Stats,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeCatalogueOf } from '../helpers/catalogue.js';
import { ROOT } from '../helpers/temp-content.js';
import { expectGoldenText } from '../helpers/golden.js';

const CASES = join(ROOT, 'tests/fixtures-hostile');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const SCRIPTS = {
  'build:data': 'scripts/build-data.ts',
  build: 'scripts/build.ts',
  parse: 'scripts/parse.ts',
  'import:rules': 'scripts/import-rules-history.ts',
  'import:cards': 'scripts/import-cards.ts',
  'check-site': 'scripts/check-site.ts',
} as const;

interface Case {
  command: keyof typeof SCRIPTS;
  args?: string[];
  env?: Record<string, string>;
  /** `case` (default): the case's content/ with the real glossary, vocabulary and derived data; `real`: all of content/. */
  content?: 'case' | 'real';
  /** Symbolic links to make in content/: path → target (`{tmp}` is the case's temporary folder). */
  links?: Record<string, string>;
  fifos?: string[];
  dirs?: string[];
  fileSizeLimitKB?: number;
  /** A shell command stdout is piped into (`head -c 10`). */
  pipe?: string;
  /** The importer's output files under <tmp>/out/, which must stay as they were. */
  outputs?: string[];
  /** import:cards: <tmp>/out/catalogue/ holds a last good catalogue (tests/fixtures-hostile/_catalogue/), which must
   *  stay as it was. */
  committedCatalogue?: boolean;
  /** A path (from the project root) the case needs; skipped with one line when it is absent. */
  needs?: string;
  /** Outputs a failing case may still replace, whole (build:data succeeded before a later stage failed). */
  replaces?: string[];
  /** Files (under <tmp>) a succeeding case must have written. */
  produces?: string[];
  status: number;
  why: string;
}

/** A file's bytes as a hash; a file too large to hash quickly (a case's sparse 600 MB document) by size and time. */
function fingerprint(path: string, stats: Stats): string {
  if (stats.size > 16 * 2 ** 20) return `${stats.size} bytes, modified ${stats.mtimeMs}, inode ${stats.ino}`;
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

/** Every file under `dir` with its kind and, for regular files, a fingerprint of its bytes (FIFOs are never opened). */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      const stats = lstatSync(path);
      const key = relative(dir, path);
      if (stats.isDirectory()) {
        out[key] = 'dir';
        walk(path);
      } else out[key] = stats.isFile() ? fingerprint(path, stats) : stats.isSymbolicLink() ? 'link' : 'special';
    }
  };
  if (existsSync(dir)) walk(dir);
  return out;
}

const LAST_GOOD = 'last good';

/** The set codes a case's manifest names (a manifest that is no JSON, or none, names none). */
function caseSets(content: string): Set<string> {
  try {
    const manifest = JSON.parse(readFileSync(join(content, 'documents.json'), 'utf8')) as { sets?: { code?: string }[] }[];
    return new Set(manifest.flatMap((d) => (d.sets ?? []).flatMap((set) => (set.code ? [set.code] : []))));
  } catch {
    return new Set();
  }
}

/** A temporary project for one case: content/ as the case says, and last good outputs to compare with afterwards. */
function setUp(name: string, c: Case): string {
  const tmp = mkdtempSync(join(tmpdir(), 'kb-hostile-'));
  const content = join(tmp, 'content');
  if (c.content === 'real') cpSync(join(ROOT, 'content'), content, { recursive: true });
  else {
    mkdirSync(join(content, 'documents'), { recursive: true });
    for (const data of ['glossary.json', 'vocabulary.json', 'rules-history.json', 'rules-text.json'])
      cpSync(join(ROOT, 'content', data), join(content, data));
    if (existsSync(join(CASES, name, 'content'))) cpSync(join(CASES, name, 'content'), content, { recursive: true });
  }
  // The commands that read cards get a small catalogue: the cards of the sets the case's manifest names (none: an
  // empty one), not every card (a build of 28,000 card pages per language is the suite's one whole-site build).
  if (c.content !== 'real' && (c.command === 'build' || c.command === 'build:data' || c.command === 'parse')) {
    const sets = caseSets(content);
    writeCatalogueOf(join(content, 'catalogue'), (card) => card.printings.some((p) => sets.has(p.set)));
  }
  const place = (path: string) => {
    mkdirSync(join(content, path, '..'), { recursive: true });
    return join(content, path);
  };
  // A folder beside content/, for links that lead out of it.
  if (existsSync(join(CASES, name, 'outside'))) cpSync(join(CASES, name, 'outside'), join(tmp, 'outside'), { recursive: true });
  for (const [path, target] of Object.entries(c.links ?? {})) {
    if (existsSync(place(path)) && !readdirSync(place(path)).length) rmdirSync(place(path)); // an empty documents/
    symlinkSync(target.replaceAll('{tmp}', tmp), place(path));
  }
  if (existsSync(join(CASES, name, 'prepare.mjs'))) {
    const prepared = spawnSync(process.execPath, [join(CASES, name, 'prepare.mjs')], {
      cwd: tmp,
      env: { ...process.env, SHARED_DATA: join(ROOT, '..', 'shared', 'data') },
      encoding: 'utf8',
    });
    if (prepared.status !== 0) throw new Error(`${name}/prepare.mjs failed: ${prepared.stderr}`);
  }
  for (const path of c.fifos ?? []) spawnSync('mkfifo', [place(path)]);
  for (const path of c.dirs ?? []) mkdirSync(place(path), { recursive: true });
  for (const dir of ['out/records', 'out/public/search', 'out/dist']) {
    mkdirSync(join(tmp, dir), { recursive: true });
    writeFileSync(join(tmp, dir, 'last-good.json'), JSON.stringify(LAST_GOOD));
  }
  // The site's public files (icons…), then the case's own.
  cpSync(join(ROOT, 'public'), join(tmp, 'out/public'), { recursive: true, filter: (p) => !p.startsWith(join(ROOT, 'public/search')) });
  if (existsSync(join(CASES, name, 'public'))) cpSync(join(CASES, name, 'public'), join(tmp, 'out/public'), { recursive: true });
  for (const output of c.outputs ?? []) writeFileSync(join(tmp, 'out', output), JSON.stringify(LAST_GOOD));
  if (c.committedCatalogue)
    cpSync(join(CASES, '_catalogue'), join(tmp, 'out/catalogue'), { recursive: true, filter: (p) => !p.endsWith('README.md') });
  return tmp;
}

interface Run {
  status: number | null;
  stderr: string;
}

/** Runs the case's command from the project root, under its file-size limit, with its stdout piped as it says. */
function run(name: string, c: Case, tmp: string): Promise<Run> {
  const fill = (s: string) => s.replaceAll('{tmp}', tmp).replaceAll('{case}', join(CASES, name));
  const command = [process.execPath, TSX, SCRIPTS[c.command], ...(c.args ?? []).map(fill)].map((a) => `'${a.replaceAll("'", `'\\''`)}'`);
  const line = [
    c.fileSizeLimitKB ? `ulimit -f ${c.fileSizeLimitKB};` : '',
    `${command.join(' ')} 2>"$KB_STDERR"`,
    c.pipe ? `| ${c.pipe} >/dev/null; exit "\${PIPESTATUS[0]}"` : '>/dev/null',
  ].join(' ');
  const env = {
    ...process.env,
    CONTENT_DIR: join(tmp, 'content'),
    RECORDS_DIR: join(tmp, 'out/records'),
    PUBLIC_DIR: join(tmp, 'out/public'),
    DIST_DIR: join(tmp, 'out/dist'),
    ASTRO_CACHE_DIR: join(tmp, 'astro-cache'),
    KB_STDERR: join(tmp, 'stderr.txt'),
    SITE_URL: '',
    ...c.env,
  };
  return new Promise((done) => {
    const child = spawn('bash', ['-c', line], { cwd: ROOT, env, stdio: 'ignore' });
    // A guard against a hung command, not a timing check: a whole build took up to 4 minutes with six sessions on 2 cores.
    const timer = setTimeout(() => child.kill('SIGKILL'), 540_000);
    child.on('close', (status) => {
      clearTimeout(timer);
      done({ status, stderr: readFileSync(join(tmp, 'stderr.txt'), 'utf8').replaceAll(tmp, '<tmp>') });
    });
  });
}

const names = readdirSync(CASES).filter((n) => existsSync(join(CASES, n, 'case.json')));
const cases = new Map(names.map((n) => [n, JSON.parse(readFileSync(join(CASES, n, 'case.json'), 'utf8')) as Case]));
const temporaries: string[] = [];
const committedContent = snapshot(join(ROOT, 'content'));

/** Two cases at a time (most are one short node process; a build takes both cores). */
let running = 0;
const waiting: (() => void)[] = [];
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((go) => waiting.push(go));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

afterAll(() => {
  for (const tmp of temporaries) rmSync(tmp, { recursive: true, force: true });
});

describe.concurrent(
  'hostile manifests, documents, archives, outputs, dates, SITE_URL, closed stdout and failed writes: one line each, nothing changed',
  () => {
    for (const name of names) {
      const c = cases.get(name)!;
      const skip = c.needs && !existsSync(join(ROOT, c.needs));
      it.skipIf(skip)(
        `${name}: ${c.why}`,
        async () => {
          const { r, tmp, before } = await inTurn(async () => {
            const tmp = setUp(name, c);
            temporaries.push(tmp);
            const before = snapshot(tmp);
            return { r: await run(name, c, tmp), tmp, before };
          });
          expectGoldenText(join(CASES, name, 'expected.txt'), r.stderr);
          expect(r.status).toBe(c.status);
          expect(r.stderr).not.toMatch(/^\s+at |node:internal|Error:/m);
          const after = snapshot(tmp);
          const leftovers = Object.keys(after).filter((p) => /(^|\/)\.[^/]+\.(tmp|next|old)-\d+-\d+(\/|$)/.test(p));
          expect(leftovers).toEqual([]);
          for (const file of c.produces ?? []) expect(after[file], `${file} written`).toMatch(/^(?!dir$)/);
          if (c.status !== 0) {
            // The case's content/ and every output as they were: only the captured stderr, caches and what the case
            // says may be replaced are new.
            const free = ['stderr.txt', 'astro-cache', ...(c.replaces ?? [])];
            const unchanged = (snap: Record<string, string>) =>
              Object.fromEntries(Object.entries(snap).filter(([p]) => !free.some((f) => p === f || p.startsWith(`${f}/`))));
            expect(unchanged(after)).toEqual(unchanged(before));
          }
        },
        600_000,
      );
    }
  },
);

describe('after every case', () => {
  it('the committed content/ is as it was', () => {
    expect(snapshot(join(ROOT, 'content'))).toEqual(committedContent);
  });
});
