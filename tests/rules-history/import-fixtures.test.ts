import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rulesHistoryIndex } from '../../src/rules-history/index.js';
import {
  importRulesHistory,
  RulesHistoryError,
  serializeRulesGlossary,
  serializeRulesHistory,
  serializeRulesText,
} from '../../src/rules-history/importer/index.js';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures-rules-history');
const ROOT = join(import.meta.dirname, '..', '..');

describe('importRulesHistory on the moves fixture (four editions, four encodings)', () => {
  const { history, report } = importRulesHistory(join(FIXTURES, 'moves'));
  const ix = rulesHistoryIndex(history);

  it('reads every edition', () => {
    expect(history.editions).toEqual(['2020-01-01', '2020-06-01', '2021-01-01', '2022-01-01']);
    expect(report.skipped).toEqual([]);
    expect(report.notes).toEqual([]);
  });

  it('follows a titled rule by its title when its number moves', () => {
    expect(ix.timeline('702.2', '2020-01-01')).toEqual([
      { from: '2020-01-01', to: '2020-01-01', number: '702.2' },
      { from: '2020-06-01', to: '2021-01-01', number: '702.3' },
      { from: '2022-01-01', to: '2022-01-01', number: '702.4' },
    ]);
    expect(ix.resolve('702.2b', '2020-01-01').todayNumber).toBe('702.4b');
    expect(ix.resolve('702.3', '2020-01-01').todayNumber).toBe('702.5');
    expect(ix.titleAt('702.3', '2020-06-01')).toBe('Glimmer');
    expect(ix.editionsWhere('702.3', 'glimmer')).toEqual(['2020-06-01', '2021-01-01']);
  });

  it('follows a subrule that is reworded and moves with its parent', () => {
    expect(ix.timeline('100.2a', '2020-01-01')).toEqual([
      { from: '2020-01-01', to: '2020-06-01', number: '100.2a' },
      { from: '2021-01-01', to: '2022-01-01', number: '100.3a' },
    ]);
    expect(ix.olderNumbers('100.3a')).toEqual([{ number: '100.2a', from: '2020-01-01', to: '2020-06-01' }]);
    // 100.2 of 2020 is 100.3 today; 100.2 of 2021 is a new rule.
    expect(ix.resolve('100.2', '2020-06-01').todayNumber).toBe('100.3');
    expect(ix.resolve('100.2', '2021-01-01').todayNumber).toBe('100.2');
    expect(ix.timeline('100.2', '2021-01-01')).toEqual([{ from: '2021-01-01', to: '2022-01-01', number: '100.2' }]);
  });

  it('ends a deleted rule and starts a new one', () => {
    expect(ix.resolve('101.2', '2020-06-01')).toEqual({ edition: '2020-06-01', todayNumber: null, found: true });
    expect(ix.timeline('101.2', '2020-01-01')).toEqual([{ from: '2020-01-01', to: '2020-06-01', number: '101.2' }]);
    expect(ix.resolve('702.2', '2022-01-01').todayNumber).toBe('702.2');
    expect(ix.olderNumbers('702.2')).toEqual([]);
    expect(report.ended).toBe(1);
    expect(report.notFollowed).toEqual([]);
    expect(report.started).toBeGreaterThanOrEqual(3);
  });

  it("lists today's keywords and ability words", () => {
    expect(ix.keywords()).toEqual([
      { english: 'Airstep', kind: 'keyword-ability', number: '702.2' },
      { english: 'Brightwing', kind: 'keyword-ability', number: '702.3' },
      { english: 'Glimmer', kind: 'keyword-ability', number: '702.4' },
      { english: 'Stonefold', kind: 'keyword-ability', number: '702.5' },
      { english: 'moonrise', kind: 'ability-word', number: null },
      { english: 'tidecall', kind: 'ability-word', number: null },
      { english: 'will of the wizards', kind: 'ability-word', number: null },
    ]);
  });

  it('writes no sentence of the rules, and the same bytes every time', () => {
    const json = serializeRulesHistory(history);
    expect(json).not.toMatch(/painted|played by|glows|tiles/i);
    expect(serializeRulesHistory(importRulesHistory(join(FIXTURES, 'moves')).history)).toBe(json);
  });
});

describe('importRulesHistory on a missing or empty folder', () => {
  it('refuses it, naming the folder', () => {
    expect(() => importRulesHistory(join(FIXTURES, 'no-such-folder'))).toThrow(RulesHistoryError);
    expect(() => importRulesHistory(mkdtempSync(join(tmpdir(), 'rules-history-empty-')))).toThrow(/no editions/);
  });
});

describe('scripts/import-rules-history.ts', () => {
  const run = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-rules-history.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

  it('writes the history, the text and the glossary, prints a report, and --check compares them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'rules-history-'));
    const [out, textOut, glossaryOut] = [join(dir, 'history.json'), join(dir, 'text.json'), join(dir, 'glossary.json')];
    const files = ['--out', out, '--text-out', textOut, '--glossary-out', glossaryOut];
    const r = run(join(FIXTURES, 'moves'), ...files);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/editions: 4/);
    expect(r.stdout).toMatch(/lineages: \d+/);
    expect(r.stdout).toMatch(/wordings: \d+ distinct; changes of wording: \d+/);
    expect(r.stdout).toMatch(/time: \d+ ms; output: \d+ bytes \(history\), \d+ bytes \(text\), \d+ bytes \(glossary\)/);
    expect(r.stdout).toMatch(/glossary terms: 1 over all editions, 1 in today's \(0 obsolete\)/);
    const derived = importRulesHistory(join(FIXTURES, 'moves'));
    expect(readFileSync(out, 'utf8')).toBe(serializeRulesHistory(derived.history));
    expect(readFileSync(textOut, 'utf8')).toBe(serializeRulesText(derived.text));
    expect(readFileSync(glossaryOut, 'utf8')).toBe(serializeRulesGlossary(derived.glossary));
    expect(run(join(FIXTURES, 'moves'), ...files, '--check').status).toBe(0);
    writeFileSync(textOut, '{}\n');
    const changed = run(join(FIXTURES, 'moves'), ...files, '--check');
    expect(changed.status).toBe(1);
    expect(changed.stderr).toMatch(/text\.json: differs/);
  });
});
