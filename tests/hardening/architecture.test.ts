/**
 * ARCHITECTURE.md is true: every import of src/ is one its table of folders allows (or one it lists as still to remove),
 * every module of src/ is in a row, no module imports itself back, and every path its "Where to start" names exists.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/languages.js';
import { rel, sources, src } from '../helpers/sources.js';
import { ROOT } from '../helpers/temp-content.js';

const doc = readFileSync(join(ROOT, 'ARCHITECTURE.md'), 'utf8');
const packageJson = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
const packages = new Set([...Object.keys(packageJson.dependencies ?? {}), ...Object.keys(packageJson.devDependencies ?? {})]);

/** One item of a row's last column: a folder or module of src/ (its name as the rows name it), `node:`, a package. */
interface Allowed {
  name: string;
  typesOnly: boolean;
  /** Module file names the item is restricted to (`load (tables.ts)`). */
  files: string[];
}

interface Row {
  units: string[];
  allowed: Allowed[];
  everything: boolean;
}

/** `rules-history/importer/` → `rules-history/importer`, `languages.ts` → `languages`. */
const unitName = (cell: string) => cell.replace(/\/$/, '').replace(/\.ts$/, '');

/** The items of a cell, split at the commas outside parentheses. */
function items(cell: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of cell) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) (out.push(current.trim()), (current = ''));
    else current += ch;
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

function parseTable(text: string): Row[] {
  const start = text.indexOf('| folder | job | may import |');
  if (start < 0) throw new Error('ARCHITECTURE.md has no table "| folder | job | may import |"');
  const lines = text.slice(start).split('\n');
  const rows: Row[] = [];
  for (const line of lines.slice(2)) {
    if (!line.startsWith('|')) break;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const units = [...cells[0].matchAll(/`([^`]+)`/g)].map((m) => unitName(m[1]));
    const last = cells[cells.length - 1];
    const allowed =
      last === 'nothing' || last === 'everything'
        ? []
        : items(last).map((item) => {
            const [, name, qualifier = ''] = /^(\S+)(?:\s+\((.*)\))?$/.exec(item) ?? [item, item];
            return {
              name,
              typesOnly: /^types\b/.test(qualifier),
              files: qualifier.split(/[,\s]+/).filter((w) => /\.(ts|astro|mjs)$/.test(w)),
            };
          });
    rows.push({ units, allowed, everything: last === 'everything' });
  }
  return rows;
}

const rows = parseTable(doc);
const srcRows = rows.filter((r) => !r.everything);
const units = srcRows.flatMap((r) => r.units);

/** The row unit a module of src/ belongs to: the longest unit its path starts with. */
function unitOf(file: string): string | null {
  const path = relative(src(), file).split('\\').join('/');
  const candidates = units.filter((u) => path === `${u}.ts` || path.startsWith(`${u}/`));
  return candidates.sort((a, b) => b.length - a.length)[0] ?? null;
}

interface Import {
  specifier: string;
  typesOnly: boolean;
}

/** Every import and re-export of a module (static, side-effect and dynamic), and whether it brings types only. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const out: Import[] = [];
  const STATIC = /^\s*(import|export)\s+(type\s+)?([^'"]*?)\s*from\s+['"]([^'"]+)['"]/gm;
  for (const m of text.matchAll(STATIC)) {
    const names = m[3].trim();
    const braced = /^\{([^}]*)\}$/s.exec(names)?.[1];
    const allTypes =
      braced !== undefined &&
      braced
        .split(',')
        .filter((n) => n.trim())
        .every((n) => /^\s*type\s/.test(n));
    out.push({ specifier: m[4], typesOnly: Boolean(m[2]) || allTypes });
  }
  for (const m of text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) out.push({ specifier: m[1], typesOnly: false });
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push({ specifier: m[1], typesOnly: false });
  return out;
}

/** A relative specifier as the file it names (`./x.js` is `./x.ts` in the sources). */
function targetFile(from: string, specifier: string): string {
  const path = resolve(dirname(from), specifier);
  if (existsSync(path)) return path;
  const ts = path.replace(/\.js$/, '.ts');
  return existsSync(ts) ? ts : path;
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The edges the table does not allow yet, as ARCHITECTURE.md lists them: module → unit. */
function listedExceptions(text: string): { file: string; unit: string }[] {
  const start = text.indexOf('### Edges the table does not allow yet');
  if (start < 0) return [];
  const section = text.slice(start, text.indexOf('\n## ', start) < 0 ? undefined : text.indexOf('\n## ', start));
  return [...section.matchAll(/^- `([^`]+)` → `([^`]+)`/gm)].map((m) => ({ file: m[1], unit: unitName(m[2]) }));
}

const files = sources(src()).filter((f) => !f.endsWith('.d.ts'));
const exceptions = listedExceptions(doc);

/** The imports of src/ that `rows` do not allow and `exceptions` do not list; the listed exceptions no import uses. */
function checkImports(rows: Row[], exceptions: { file: string; unit: string }[]): { offenders: string[]; unused: string[] } {
  const offenders: string[] = [];
  const used = new Set<string>();
  for (const file of files) {
    const from = unitOf(file)!;
    const row = rows.find((r) => r.units.includes(from))!;
    for (const i of importsOf(file)) {
      let to: string;
      let target: string | null = null;
      if (i.specifier.startsWith('.')) {
        target = targetFile(file, i.specifier);
        to = unitOf(target) ?? `outside src/: ${relative(ROOT, target)}`;
        if (row.units.includes(to)) continue;
      } else to = i.specifier.startsWith('node:') ? 'node:' : packageOf(i.specifier);
      const allowed = row.allowed.some(
        (a) =>
          a.name === to &&
          (!a.typesOnly || i.typesOnly) &&
          (a.files.length === 0 || (target !== null && a.files.some((f) => target!.endsWith(`/${to}/${f}`)))),
      );
      if (allowed) continue;
      const exception = exceptions.find((e) => e.file === rel(file) && e.unit === to);
      if (exception) used.add(`${exception.file} → ${exception.unit}`);
      else offenders.push(`${rel(file)} → ${i.specifier}${i.typesOnly ? ' (types)' : ''}: the row of ${from}/ does not allow ${to}`);
    }
  }
  return { offenders, unused: exceptions.map((e) => `${e.file} → ${e.unit}`).filter((e) => !used.has(e)) };
}

describe('ARCHITECTURE.md: the table of folders', () => {
  it('is read: a row for each folder, each naming what it may import', () => {
    expect(srcRows.length).toBeGreaterThan(20);
    expect(units).toEqual(expect.arrayContaining(['schema', 'text', 'records', 'site', 'rules-history/importer', 'languages']));
  });

  it('has a row for every module of src/', () => {
    expect(files.filter((f) => unitOf(f) === null).map(rel)).toEqual([]);
  });

  it('names only folders of src/, node: and packages the project depends on', () => {
    const unknown = srcRows.flatMap((r) =>
      r.allowed.filter((a) => a.name !== 'node:' && !units.includes(a.name) && !packages.has(a.name)).map((a) => a.name),
    );
    expect(unknown).toEqual([]);
  });

  it('allows every import of src/ (but the edges it lists as still to remove)', () => {
    const { offenders, unused } = checkImports(srcRows, exceptions);
    expect(offenders).toEqual([]);
    // An edge removed from the code is removed from the list.
    expect(unused).toEqual([]);
  });

  it('would catch an import its row does not allow, a type import where only types are allowed, an edge listed for nothing', () => {
    const without = (unit: string, name: string, typesOnly = false) =>
      srcRows.map((r) =>
        r.units.includes(unit)
          ? { ...r, allowed: r.allowed.flatMap((a) => (a.name !== name ? [a] : typesOnly ? [{ ...a, typesOnly: true }] : [])) }
          : r,
      );
    expect(checkImports(without('site', 'records'), exceptions).offenders).toContainEqual(
      expect.stringMatching(/^src\/site\/corpus\.ts → \.\.\/records\/index\.js \(types\)/),
    );
    expect(checkImports(without('site', 'rules-history', true), exceptions).offenders).toContainEqual(
      expect.stringMatching(/^src\/site\/corpus\.ts → \.\.\/rules-history\/index\.js:/),
    );
    expect(checkImports(srcRows, [...exceptions, { file: 'src/site/corpus.ts', unit: 'offline' }]).unused).toEqual([
      'src/site/corpus.ts → offline',
    ]);
  });

  it('has floors: no folder may import, through others, a folder that may import it', () => {
    const rowOf = (unit: string) => srcRows.findIndex((r) => r.units.includes(unit));
    const next = srcRows.map((r) => [...new Set(r.allowed.map((a) => rowOf(a.name)).filter((i) => i >= 0))]);
    const reaches = (from: number, to: number, seen = new Set<number>()): boolean =>
      next[from].some((n) => n === to || (!seen.has(n) && (seen.add(n), reaches(n, to, seen))));
    const loops = srcRows.flatMap((r, i) => (reaches(i, i) ? [r.units.join(', ')] : []));
    expect(loops).toEqual([]);
  });

  it('has no import loop: no module imports itself back through others (type imports aside)', () => {
    const graph = new Map(
      files.map((f) => [
        f,
        importsOf(f)
          .filter((i) => i.specifier.startsWith('.') && !i.typesOnly)
          .map((i) => targetFile(f, i.specifier)),
      ]),
    );
    const state = new Map<string, 'open' | 'done'>();
    const loops: string[] = [];
    const stack: string[] = [];
    const visit = (f: string) => {
      state.set(f, 'open');
      stack.push(f);
      for (const next of graph.get(f) ?? [])
        if (state.get(next) === 'open') loops.push(stack.slice(stack.indexOf(next)).map(rel).join(' → '));
        else if (!state.has(next)) visit(next);
      stack.pop();
      state.set(f, 'done');
    };
    for (const f of files) if (!state.has(f)) visit(f);
    expect(loops).toEqual([]);
  });
});

describe('ARCHITECTURE.md: where to start', () => {
  const section = doc.slice(doc.indexOf('## Where to start'));
  /** Every path it names (a placeholder such as `<lang>` stands for each language, `<case>` or `*` for any name: its
   *  folder must exist). */
  const paths = [...section.matchAll(/`((?:src|tests|content|scripts|e2e)\/[^`\s]*)`/g)].map((m) => m[1]);

  it('names paths', () => {
    expect(paths.length).toBeGreaterThan(10);
  });

  it('every path it names exists', () => {
    const missing = paths.flatMap((p) => {
      const forEachLanguage = p.includes('<lang>') ? LANGS.map((l) => p.replaceAll('<lang>', l)) : [p];
      const folder = (q: string) => (/[<*]/.test(q) ? q.slice(0, q.lastIndexOf('/', q.search(/[<*]/))) : q);
      return forEachLanguage.filter((q) => !existsSync(join(ROOT, folder(q))));
    });
    expect(missing).toEqual([]);
  });
});

describe('golden files', () => {
  it('are written by one runner (tests/helpers/golden.ts): no other test reads UPDATE', () => {
    const code = ['tests', 'src', 'e2e'].flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.(ts|mjs)$/.test(f))
        .map((f) => join(ROOT, dir, f)),
    );
    const own = code.filter((f) => !f.endsWith(join('helpers', 'golden.ts')) && /process\.env\.UPDATE\b/.test(readFileSync(f, 'utf8')));
    expect(own.map(rel)).toEqual([]);
  });
});
