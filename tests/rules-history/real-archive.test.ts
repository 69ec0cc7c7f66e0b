/**
 * The committed content/rules-history.json against the real archive of 110 Comprehensive Rules editions
 * (../shared/data/comprehensive-rules, outside the project; CI has it, so under CI its absence fails the run).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rulesHistoryIndex, type RulesHistoryIndex } from '../../src/rules-history/index.js';
import {
  decodeEdition,
  importRulesHistory,
  readEditionRules,
  serializeRulesGlossary,
  serializeRulesHistory,
  serializeRulesText,
  splitLines,
  type ImportResult,
} from '../../src/rules-history/importer/index.js';
import { rulesHistorySchema } from '../../src/schema/rules-history.js';
import { rulesTextSchema } from '../../src/schema/rules-text.js';
import { CHAOS_WRITTEN_C_UNTIL } from '../../src/text/index.js';
import { hasSharedData, sharedData } from '../helpers/shared-data.js';

const ROOT = join(import.meta.dirname, '..', '..');
const ARCHIVE = sharedData('comprehensive-rules');
const hasArchive = hasSharedData(ARCHIVE, 'the rules history against the real archive of editions');
const COMMITTED = join(ROOT, 'content', 'rules-history.json');
const COMMITTED_TEXT = join(ROOT, 'content', 'rules-text.json');
const COMMITTED_GLOSSARY = join(ROOT, 'content', 'rules-glossary.json');

describe.runIf(hasArchive)('rules history of the real archive', () => {
  let derived: ImportResult;
  let ix: RulesHistoryIndex;
  const committed = readFileSync(COMMITTED, 'utf8');
  const committedText = readFileSync(COMMITTED_TEXT, 'utf8');

  beforeAll(() => {
    derived = importRulesHistory(ARCHIVE);
    ix = rulesHistoryIndex(rulesHistorySchema.parse(JSON.parse(committed)), rulesTextSchema.parse(JSON.parse(committedText)));
  });

  const editionsOf = (year: string) => ix.editions.filter((e) => e.startsWith(year));

  it('content/rules-history.json and content/rules-text.json are byte-identical to what the importer derives', () => {
    expect(serializeRulesHistory(derived.history)).toBe(committed);
    expect(serializeRulesText(derived.text)).toBe(committedText);
  });

  it('content/rules-glossary.json is byte-identical to what the importer derives', () => {
    expect(serializeRulesGlossary(derived.glossary)).toBe(readFileSync(COMMITTED_GLOSSARY, 'utf8'));
  });

  it('the glossary: terms the rules made obsolete, since when, and what replaces them', () => {
    const term = (t: string) => derived.glossary.terms.find((x) => x.term === t)!;
    expect(term('Converted Mana Cost')).toMatchObject({ obsolete: true, obsoleteSince: '2021-04-19', replacedBy: ['Mana Value'] });
    expect(term('In Play')).toMatchObject({ obsolete: true, obsoleteSince: '2009-07-11', replacedBy: ['Battlefield'] });
    expect(term('Remove from the Game, Removed, Removed-from-the-Game Zone')).toMatchObject({ replacedBy: ['Exile'] });
    expect(term('Totem Armor')).toMatchObject({ obsoleteSince: '2024-06-07', replacedBy: ['Umbra Armor'] });
    expect(term('Play').obsoleteSenses!.map((s) => [s.replacedBy, s.since])).toEqual([
      [['Cast'], '2009-07-11'],
      [['Activate'], '2009-07-11'],
      [['Battlefield'], '2009-07-11'],
    ]);
    // Today's glossary: 725 terms; the one edition cut short (2013-02-01) ends no term.
    expect(derived.glossary.terms.filter((t) => t.editions.at(-1)![1] === ix.today)).toHaveLength(725);
    expect(derived.glossary.partial).toEqual(['2013-02-01']);
    expect(term('Mana Value').editions).toEqual([['2021-04-19', ix.today]]);
  });

  it('keeps the text of the rules compact: every distinct wording of all editions under 8 MB', () => {
    expect(Buffer.byteLength(committedText)).toBeLessThan(8_000_000);
    expect(derived.report.wordings).toBeGreaterThan(ix.numbersToday().length);
    expect(derived.report.unreadable.length).toBeLessThan(10);
  });

  it('is compact and holds no sentence of the rules', () => {
    expect(Buffer.byteLength(committed)).toBeLessThan(1_000_000);
    const strings: string[] = [];
    JSON.parse(committed, (_k, v) => (typeof v === 'string' && strings.push(v), v));
    for (const s of strings) {
      expect(s.length, s).toBeLessThanOrEqual(60);
      // "Team vs. Team Variant" is a section title; no other string may hold a full stop.
      expect(s.replace(/\bvs\. /g, 'vs '), s).not.toContain('. ');
    }
    for (const line of committed.split('\n')) expect(line).not.toMatch(/\b(is|are|can't|may) [a-z]+ [a-z]+ [a-z]+/);
  });

  it('covers the editions of the archive, leaving out the one stale copy', () => {
    expect(ix.editions[0]).toBe('2003-03-15');
    expect(ix.today).toBe('2026-01-16');
    expect(derived.report.skipped.map((s) => s.file.slice(-14))).toEqual(['2006-06-01.txt']);
    expect(ix.editions).toHaveLength(109);
    expect(ix.editionInForce('2006-06-20')).toBe('2006-05-01');
  });

  it('Persist: 502.79 (2008), 702.76 (2009-07-11 on), 702.77 (2011), 702.78 (2013-07-11), 702.79 today', () => {
    expect(ix.timeline('702.79', ix.today).map((s) => s.number)).toEqual(['502.79', '702.76', '702.77', '702.78', '702.79']);
    expect(ix.timeline('702.79', ix.today)[1].from).toBe('2009-07-11');
    expect(ix.timeline('702.79', ix.today)[3].from).toBe('2013-07-11');
    for (const e of editionsOf('2010')) expect(ix.resolve('702.76a', e).todayNumber, e).toBe('702.79a');
    for (const e of editionsOf('2008')) expect(ix.resolve('502.79', e).todayNumber, e).toBe('702.79');
    expect(ix.editionsWhere('502.79', 'persist')).toEqual(['2008-05-01', '2008-07-15', '2008-10-01', '2009-02-01', '2009-05-01']);
    expect(ix.titleAt('702.79', ix.today)).toBe('Persist');
  });

  it('Persist\'s wording: 2008 returned it "to play", since 2009-07-11 "to the battlefield"; a document of 2008 sees the change', () => {
    expect(ix.textToday('702.79a')?.text).toMatch(
      /^Persist is a triggered ability\. “Persist” means “When this permanent is put into a graveyard from the battlefield/,
    );
    expect(ix.textToday('702.79')).toEqual({ number: '702.79', kind: 'rule', title: 'Persist', text: 'Persist', citations: [] });
    expect(ix.textToday('702.47a')?.citations.map((c) => [c.number, c.through])).toEqual([
      ['601.2b', null],
      ['601.2f', '601.2h'],
    ]);
    const wordings = ix.wordings('702.79a');
    expect(wordings[0]).toMatchObject({ from: '2008-05-01', numbers: ['502.79a'] });
    expect(wordings[0].text).toMatch(/put into a graveyard from play.*return it to play/);
    expect(wordings.map((w) => w.from)).toContain('2009-07-11');
    const since2008 = ix.changedSince('502.79a', '2008-04-01');
    expect(since2008.changed).toBe(true);
    expect(since2008.changedIn).toContain('2009-07-11');
    expect(ix.changedSince('502.79', '2008-05-01').changedIn).toEqual(expect.arrayContaining(since2008.changedIn));
    expect(ix.changedSince('702.79a', ix.today)).toEqual({ changed: false, changedIn: [] });
    expect(ix.textAt('502.79a', '2008-05-01')).toBe(wordings[0].text);
  });

  it('a wording that only changed its quote style, whitespace or the rule numbers it cites is one wording', () => {
    // 2019-01-25 printed straight quotes between two editions with curly ones; no rule changed for it alone.
    const quoteOnly = derived.history.lineages.filter((l) => (l.w ?? []).includes(ix.editions.indexOf('2019-01-25')));
    expect(quoteOnly.length).toBeLessThan(20);
    for (const number of ix.numbersToday()) {
      const w = ix.wordings(number);
      for (let i = 1; i < w.length; i++) expect(w[i].text, number).not.toBe(w[i - 1].text);
    }
  });

  it("today's rules: every number has its text, and the structure below each number", () => {
    const numbers = ix.numbersToday();
    expect(numbers.length).toBeGreaterThan(3000);
    for (const n of numbers) expect(ix.textToday(n)?.text.length, n).toBeGreaterThan(0);
    expect(ix.childrenToday('6')).toContain('601');
    expect(ix.childrenToday('601')).toEqual(expect.arrayContaining(['601.1', '601.2', '601.3']));
    expect(ix.childrenToday('601.2').slice(0, 3)).toEqual(['601.2a', '601.2b', '601.2c']);
  });

  it('Costs moved from 116 to 117 to 118: 117.8 of 2015 is 118.8 today', () => {
    for (const e of editionsOf('2015')) expect(ix.resolve('117.8', e).todayNumber, e).toBe('118.8');
    expect(ix.titleAt('118', ix.today)).toBe('Costs');
    expect(ix.olderNumbers('118').map((s) => s.number)).toEqual(expect.arrayContaining(['116', '117']));
  });

  it('keyword actions renumbered alphabetically in 2025: Scry 701.18 → 701.22, Mill is 701.17', () => {
    for (const e of editionsOf('2024')) {
      expect(ix.titleAt('701.18', e), e).toBe('Scry');
      expect(ix.resolve('701.18', e).todayNumber, e).toBe('701.22');
    }
    const mill = ix.keywords().find((k) => k.english === 'Mill');
    expect(mill).toEqual({ english: 'Mill', kind: 'keyword-action', number: '701.17' });
  });

  it('702.46 was Splice from July 2013 (702.47 today) and Offering in late 2011', () => {
    for (const e of ix.editions.filter((d) => d >= '2013-07-11' && d <= '2019-07-31')) {
      expect(ix.titleAt('702.46', e), e).toBe('Splice');
      expect(ix.resolve('702.46', e).todayNumber, e).toBe('702.47');
    }
    expect(ix.titleAt('702.46', '2011-09-30')).toBe('Offering');
    expect(ix.resolve('702.46', '2011-09-30').todayNumber).toBe(ix.keywords().find((k) => k.english === 'Offering')!.number);
  });

  it("every keyword of today's edition is listed with its number, and the ability words of rule 207.2c", () => {
    const newest = readEditionRules(splitLines(decodeEdition(readFileSync(join(ARCHIVE, `${ix.today}.txt`))).text)).rules;
    const titled = newest
      .filter((r) => /^70[12]\.\d+$/.test(r.number) && r.title !== null)
      .map((r) => ({ english: r.title, number: r.number }));
    const listed = ix.keywords().filter((k) => k.kind !== 'ability-word');
    expect(listed.map((k) => ({ english: k.english, number: k.number }))).toEqual(titled);
    expect(listed.length).toBeGreaterThan(250);
    const words = ix
      .keywords()
      .filter((k) => k.kind === 'ability-word')
      .map((k) => k.english);
    expect(words).toEqual(expect.arrayContaining(['landfall', 'threshold', 'will of the council', 'descend 4']));
  });

  it('follows nearly every rule from one edition to the next', () => {
    const r = derived.report;
    expect(r.followed).toBeGreaterThan(220_000);
    expect(r.notFollowed.length).toBeLessThan(300);
    for (const n of r.notFollowed) expect(n.reason).toMatch(/similar|title/);
  });

  it('writes the chaos symbol {C} in every edition before the date the text library knows, {CHAOS} from it on', () => {
    const written = readdirSync(ARCHIVE)
      .filter((f) => /^\d{4}-\d{2}-\d{2}\.txt$/.test(f))
      .flatMap((f) => {
        const m = /chaos symbol is (\{[A-Z]+\})/.exec(decodeEdition(readFileSync(join(ARCHIVE, f))).text);
        return m ? [{ date: f.slice(0, 10), symbol: m[1] }] : [];
      });
    expect(written.length).toBeGreaterThan(30);
    for (const { date, symbol } of written) expect(symbol, date).toBe(date < CHAOS_WRITTEN_C_UNTIL ? '{C}' : '{CHAOS}');
    expect(written.map((w) => w.date)).toContain(CHAOS_WRITTEN_C_UNTIL);
  });
});
