/**
 * An edition with a hole — a run of rules the edition before held, missing and not found moved elsewhere — is refused
 * (tests/fixtures-rules-history/hole, and the hostile case import-rules-hole: today's edition with 601–613 cut out);
 * `--allow-missing` imports it for a deliberate change and says so.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRulesHistory } from '../../src/rules-history/importer/index.js';

const ROOT = join(import.meta.dirname, '..', '..');
const HOLE = join(ROOT, 'tests', 'fixtures-rules-history', 'hole');

function importRules(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((done) =>
    execFile(process.execPath, ['--import', 'tsx', 'scripts/import-rules-history.ts', ...args], { cwd: ROOT }, (e, stdout, stderr) =>
      done({ status: e ? Number(e.code) : 0, stdout, stderr }),
    ),
  );
}

/** A folder holding the last good tables, and the paths to hand the importer. */
function outputs() {
  const dir = mkdtempSync(join(tmpdir(), 'rules-holes-'));
  const [history, text, glossary] = ['rules-history.json', 'rules-text.json', 'rules-glossary.json'].map((f) => join(dir, f));
  for (const file of [history, text, glossary]) writeFileSync(file, 'last good');
  // Every output in the temporary folder: none of content/'s tables is ever written by a test.
  return { dir, history, text, args: ['--out', history, '--text-out', text, '--glossary-out', glossary] };
}

describe('an edition with a hole', () => {
  it('is imported with allowMissing, the hole listed in the report', () => {
    const { report, history } = importRulesHistory(HOLE, { allowMissing: true });
    expect(history.editions).toEqual(['2020-01-01', '2020-06-01']);
    expect(report.allowedMissing).toEqual([
      {
        file: join(HOLE, '2020-06-01.txt'),
        hole: '12 rules in a row of the edition of 2020-01-01 are missing, 702.10 to 702.13b, none found moved elsewhere',
      },
    ]);
  });

  it('through the CLI: --allow-missing writes both files and prints the hole', async () => {
    const out = outputs();
    const run = await importRules([HOLE, ...out.args, '--allow-missing']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`--allow-missing: 1 hole(s) imported anyway\n  ${join(HOLE, '2020-06-01.txt')}: 12 rules in a row`);
    expect(readFileSync(out.history, 'utf8')).toMatch(/^\{\n"format":"rules-history\/1"/);
  });
});
