/**
 * Archives the importer must refuse or read around, one folder each under tests/fixtures-rules-history/ with the
 * outcome it expects in expected.json (UPDATE=1 rewrites it, never under CI): an edition is whole or refused, a stale
 * copy is reported and skipped. Through the CLI, a refusal is one line naming the file, exit 1, and the committed
 * files stay as they were.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRulesHistory, RulesHistoryError } from '../../src/rules-history/importer/index.js';
import { expectGoldenJson } from '../helpers/golden.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures-rules-history');
const ROOT = join(import.meta.dirname, '..', '..');
const CASES = readdirSync(FIXTURES).filter((d) => existsSync(join(FIXTURES, d, 'expected.json')));

type Outcome = { refused: string } | { editions: string[]; skipped: { file: string; reason: string }[]; unreadable: string[] };

/** What the importer makes of a case folder, with paths relative to it (and the day of the import as `<today>`). */
function outcome(dir: string): Outcome {
  const today = new Date().toISOString().slice(0, 10);
  const rel = (s: string) => s.split(`${dir}/`).join('').split(today).join('<today>');
  try {
    const { history, report } = importRulesHistory(dir);
    return {
      editions: history.editions,
      skipped: report.skipped.map((s) => ({ file: rel(s.file), reason: rel(s.reason) })),
      unreadable: report.unreadable.map((u) => `${rel(u.file)}:${u.line} ${u.number}`),
    };
  } catch (e) {
    if (e instanceof RulesHistoryError) return { refused: rel(e.message) };
    throw e;
  }
}

function cli(args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import-rules-history.ts', ...args], { cwd: ROOT });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => done({ status, stderr }));
  });
}

describe('hostile archives', () => {
  it('has the cases the importer must refuse or read around', () => {
    expect(CASES).toEqual(expect.arrayContaining(['future-date', 'newest-cut-short', 'chapters-missing', 'rule-count-drop', 'stale-copy']));
  });

  for (const kase of CASES)
    it(kase, () => {
      const got = outcome(join(FIXTURES, kase));
      expectGoldenJson(join(FIXTURES, kase, 'expected.json'), got);
    });

  it('through the CLI, each refusal is one line naming the file, exit 1, and the committed files untouched', async () => {
    const refused = CASES.filter((k) => 'refused' in JSON.parse(readFileSync(join(FIXTURES, k, 'expected.json'), 'utf8')));
    expect(refused.length).toBeGreaterThanOrEqual(8);
    const runs = refused.map(async (kase) => {
      const dir = mkdtempSync(join(tmpdir(), `rules-hostile-${kase}-`));
      const [out, textOut, glossaryOut] = [join(dir, 'rules-history.json'), join(dir, 'rules-text.json'), join(dir, 'rules-glossary.json')];
      copyFileSync(join(ROOT, 'content', 'rules-history.json'), out);
      copyFileSync(join(ROOT, 'content', 'rules-text.json'), textOut);
      copyFileSync(join(ROOT, 'content', 'rules-glossary.json'), glossaryOut);
      const r = await cli([join(FIXTURES, kase), '--out', out, '--text-out', textOut, '--glossary-out', glossaryOut]);
      const lines = r.stderr.trim().split('\n');
      return {
        kase,
        status: r.status,
        lines: lines.length,
        namesFile: lines[0].startsWith(relative(ROOT, join(FIXTURES, kase))) || lines[0].startsWith(join(FIXTURES, kase)),
        untouched:
          readFileSync(out).equals(readFileSync(join(ROOT, 'content', 'rules-history.json'))) &&
          readFileSync(textOut).equals(readFileSync(join(ROOT, 'content', 'rules-text.json'))) &&
          readFileSync(glossaryOut).equals(readFileSync(join(ROOT, 'content', 'rules-glossary.json'))) &&
          readdirSync(dir).length === 3,
      };
    });
    for (const r of await Promise.all(runs)) expect(r).toEqual({ kase: r.kase, status: 1, lines: 1, namesFile: true, untouched: true });
  }, 120_000);
});
