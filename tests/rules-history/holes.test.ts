/**
 * An edition with a hole — a run of rules the edition before held, missing and not found moved elsewhere — is refused
 * in one line naming the file and the rules; `--allow-missing` imports it for a deliberate change and says so. Tried
 * on a tiny archive, and as the tester did: today's edition with sections 601–613 cut out (the real archive).
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importRulesHistory } from '../../src/rules-history/importer/index.js';
import { hasSharedData, sharedData } from '../helpers/shared-data.js';

const ROOT = join(import.meta.dirname, '..', '..');
const HOLE = join(ROOT, 'tests', 'fixtures-rules-history', 'hole');
const ARCHIVE = sharedData('comprehensive-rules');

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
  const [history, text] = [join(dir, 'rules-history.json'), join(dir, 'rules-text.json')];
  writeFileSync(history, 'last good');
  writeFileSync(text, 'last good');
  return { dir, history, text, args: ['--out', history, '--text-out', text] };
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

describe.runIf(hasSharedData(ARCHIVE, 'today’s edition with sections 601–613 cut out'))('today’s edition with 601–613 cut out', () => {
  /** The last two editions of the archive, the newest with every line from the body's `601.` to its `614.` removed. */
  function cutArchive(): { dir: string; newest: string } {
    const dir = mkdtempSync(join(tmpdir(), 'rules-cut-'));
    const [before, newest] = readdirSync(ARCHIVE)
      .filter((n) => n.endsWith('.txt'))
      .sort()
      .slice(-2);
    copyFileSync(join(ARCHIVE, before), join(dir, before));
    const lines = readFileSync(join(ARCHIVE, newest), 'latin1').split(/(?<=\r\n|\r(?!\n)|\n)/);
    // The second `601.` line opens the rules (the first is the table of contents).
    const [from] = lines.flatMap((l, i) => (/^601\. /.test(l) ? [i] : [])).slice(1);
    const [to] = lines.flatMap((l, i) => (/^614\. /.test(l) ? [i] : [])).slice(1);
    writeFileSync(join(dir, newest), [...lines.slice(0, from), ...lines.slice(to)].join(''), 'latin1');
    return { dir, newest: join(dir, newest) };
  }

  it('is refused in one line naming the file and the rules, exit 1, nothing written', async () => {
    const { dir, newest } = cutArchive();
    const out = outputs();
    const run = await importRules([dir, ...out.args]);
    expect(run.stderr).toMatch(
      new RegExp(
        `^${newest}: \\d{3} rules in a row of the edition of \\d{4}-\\d{2}-\\d{2} are missing, 601 to 613\\.\\w+, none found moved elsewhere: the edition is not whole \\(--allow-missing imports it anyway, for a deliberate change\\)\\n$`,
      ),
    );
    expect(run.status).toBe(1);
    expect(readdirSync(out.dir).sort()).toEqual(['rules-history.json', 'rules-text.json']);
    expect(readFileSync(out.history, 'utf8')).toBe('last good');
  }, 120_000);
});
