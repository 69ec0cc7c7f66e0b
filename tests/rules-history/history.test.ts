import { describe, expect, it } from 'vitest';
import { rulesHistoryIndex } from '../../src/rules-history/index.js';
import { rulesHistorySchema, type RulesHistory } from '../../src/schema/rules-history.js';
import type { RulesText } from '../../src/schema/rules-text.js';

/** Three editions: a keyword moves 702.2 → 702.3 → 702.4, a rule is deleted, a rule appears in the last one. */
const DATA: RulesHistory = {
  format: 'rules-history/1',
  editions: ['2010-01-01', '2011-06-15', '2012-02-01'],
  abilityWords: ['moonrise', 'tidecall'],
  lineages: [
    {
      n: [
        [0, 0, '702.2'],
        [1, 1, '702.3'],
        [2, 2, '702.4'],
      ],
      t: [[0, 2, 'Glimmer']],
      w: [2],
    },
    {
      n: [
        [0, 0, '702.2a'],
        [1, 1, '702.3a'],
        [2, 2, '702.4a'],
      ],
      w: [2],
    },
    { n: [[1, 2, '702.2']], t: [[1, 2, 'Brightwing']] },
    { n: [[2, 2, '702.3']], t: [[2, 2, 'Airstep']] },
    {
      n: [[0, 2, '701.2']],
      t: [
        [0, 0, 'Tap'],
        [1, 2, 'Tap and Untap'],
      ],
    },
    { n: [[0, 1, '100.4']] },
  ],
};

describe('rulesHistoryIndex', () => {
  const ix = rulesHistoryIndex(DATA);

  it('knows the editions and the edition in force on a date (partial dates mean their first day)', () => {
    expect(ix.editions).toEqual(DATA.editions);
    expect(ix.today).toBe('2012-02-01');
    expect(ix.editionInForce('2009-12-31')).toBeNull();
    expect(ix.editionInForce('2010')).toBe('2010-01-01');
    expect(ix.editionInForce('2011-06')).toBe('2010-01-01');
    expect(ix.editionInForce('2011-06-15')).toBe('2011-06-15');
    expect(ix.editionInForce('2030')).toBe('2012-02-01');
    expect(() => ix.editionInForce('June 2011')).toThrow(RangeError);
  });

  it('resolves a number of an edition to today, falling back to the next edition', () => {
    expect(ix.resolve('702.2', '2010-01-01')).toEqual({ edition: '2010-01-01', todayNumber: '702.4', found: true });
    expect(ix.resolve('702.2a', '2010-01-01')).toEqual({ edition: '2010-01-01', todayNumber: '702.4a', found: true });
    expect(ix.resolve('702.2', '2011-06-15')).toEqual({ edition: '2011-06-15', todayNumber: '702.2', found: true });
    // 702.3 does not exist in 2010; in the next edition it is Glimmer.
    expect(ix.resolve('702.3', '2010-01-01')).toEqual({ edition: '2011-06-15', todayNumber: '702.4', found: true });
    // A date that is not an edition means the edition in force then.
    expect(ix.resolve('702.3', '2011-12')).toEqual({ edition: '2011-06-15', todayNumber: '702.4', found: true });
    expect(ix.resolve('100.4', '2011-06-15')).toEqual({ edition: '2011-06-15', todayNumber: null, found: true });
    expect(ix.resolve('999.9', '2011-06-15')).toEqual({ edition: '2011-06-15', todayNumber: null, found: false });
  });

  it('gives titles, the editions where a number held a title, timelines and older numbers', () => {
    expect(ix.titleAt('702.2', '2010-01-01')).toBe('Glimmer');
    expect(ix.titleAt('702.2', '2012-02-01')).toBe('Brightwing');
    expect(ix.titleAt('702.2a', '2010-01-01')).toBeNull();
    expect(ix.editionsWhere('702.3', 'GLIMMER')).toEqual(['2011-06-15']);
    expect(ix.editionsWhere('701.2', 'tap and untap')).toEqual(['2011-06-15', '2012-02-01']);
    expect(ix.timeline('702.3a', '2011-06-15')).toEqual([
      { from: '2010-01-01', to: '2010-01-01', number: '702.2a' },
      { from: '2011-06-15', to: '2011-06-15', number: '702.3a' },
      { from: '2012-02-01', to: '2012-02-01', number: '702.4a' },
    ]);
    expect(ix.olderNumbers('702.4')).toEqual([
      { number: '702.2', from: '2010-01-01', to: '2010-01-01' },
      { number: '702.3', from: '2011-06-15', to: '2011-06-15' },
    ]);
    expect(ix.olderNumbers('701.2')).toEqual([]);
    expect(ix.olderNumbers('100.4')).toEqual([]);
  });

  it("lists today's keywords by number, then the ability words", () => {
    expect(ix.keywords()).toEqual([
      { english: 'Tap and Untap', kind: 'keyword-action', number: '701.2' },
      { english: 'Brightwing', kind: 'keyword-ability', number: '702.2' },
      { english: 'Airstep', kind: 'keyword-ability', number: '702.3' },
      { english: 'Glimmer', kind: 'keyword-ability', number: '702.4' },
      { english: 'moonrise', kind: 'ability-word', number: null },
      { english: 'tidecall', kind: 'ability-word', number: null },
    ]);
  });
});

describe('rulesHistorySchema', () => {
  it('accepts a valid history', () => {
    expect(rulesHistorySchema.safeParse(DATA).success).toBe(true);
  });

  it('refuses sentences, overlapping runs, out-of-range editions and a number held twice in one edition', () => {
    const bad = (change: (h: RulesHistory) => void) => {
      const h = structuredClone(DATA);
      change(h);
      return rulesHistorySchema.safeParse(h).success;
    };
    expect(bad((h) => (h.lineages[0].t = [[0, 2, 'Glimmer is a static ability. It glows.']]))).toBe(false);
    expect(
      bad(
        (h) =>
          (h.lineages[0].n = [
            [0, 1, '702.2'],
            [1, 2, '702.3'],
          ]),
      ),
    ).toBe(false);
    expect(bad((h) => (h.lineages[5].n = [[0, 3, '100.4']]))).toBe(false);
    expect(bad((h) => h.lineages.push({ n: [[0, 0, '702.2']] }))).toBe(false);
    expect(bad((h) => (h.editions = ['2010-01-01', '2010-01-01', '2012-02-01']))).toBe(false);
    expect(bad((h) => (h.abilityWords = ['An ability word is a sentence.']))).toBe(false);
    expect(bad((h) => ((h.lineages[0] as unknown as Record<string, unknown>).text = 'x'))).toBe(false);
  });
});

/** The wordings of DATA's lineages, in the same order: Glimmer's subrule reworded in 2012. */
const TEXT: RulesText = {
  format: 'rules-text/1',
  editions: DATA.editions,
  lineages: [
    [[0, 2, 'Glimmer']],
    [
      [0, 1, 'Glimmer is a static ability. A tile with glimmer glows.'],
      [2, 2, 'Glimmer is a static ability. A tile with glimmer glows softly.\nExample: A blue tile glows.'],
    ],
    [[1, 2, 'Brightwing']],
    [[2, 2, 'Airstep']],
    [
      [0, 0, 'Tap'],
      [1, 2, 'Tap and Untap'],
    ],
    [[0, 1, 'Each wizard starts with twenty tiles.']],
  ],
};

describe('rulesHistoryIndex: wordings', () => {
  const ix = rulesHistoryIndex(DATA, () => TEXT);

  it('says whether a wording changed after an edition, and when; null for a rule that is gone', () => {
    expect(ix.changedSince('702.2a', '2010-01-01')).toEqual({ changed: true, changedIn: ['2012-02-01'] });
    expect(ix.changedSince('702.2', '2010-06')).toEqual({ changed: true, changedIn: ['2012-02-01'] });
    expect(ix.changedSince('702.4a', '2012-02-01')).toEqual({ changed: false, changedIn: [] });
    expect(ix.changedSince('100.4', '2010-01-01')).toEqual({ changed: null, changedIn: [] });
    expect(ix.changedSince('999.9', '2010-01-01')).toEqual({ changed: null, changedIn: [] });
  });

  it("gives today's text, the text of any edition and the wordings over time with the numbers they had", () => {
    expect(ix.textToday('702.4a')).toEqual({
      number: '702.4a',
      kind: 'subrule',
      title: null,
      text: 'Glimmer is a static ability. A tile with glimmer glows softly.\nExample: A blue tile glows.',
      citations: [],
    });
    expect(ix.textToday('702.4')).toEqual({ number: '702.4', kind: 'rule', title: 'Glimmer', text: 'Glimmer', citations: [] });
    expect(ix.textToday('100.4')).toBeNull();
    expect(ix.textAt('100.4', '2010-01-01')).toBe('Each wizard starts with twenty tiles.');
    expect(ix.wordings('702.4a')).toEqual([
      { from: '2010-01-01', to: '2011-06-15', text: TEXT.lineages[1][0][2], numbers: ['702.2a', '702.3a'] },
      { from: '2012-02-01', to: '2012-02-01', text: TEXT.lineages[1][1][2], numbers: ['702.4a'] },
    ]);
    expect(ix.wordings('702.2a', '2010-01-01')).toEqual(ix.wordings('702.4a'));
  });

  it("lists today's numbers in reading order and what is right below each", () => {
    expect(ix.numbersToday()).toEqual(['701.2', '702.2', '702.3', '702.4', '702.4a']);
    expect(ix.childrenToday('702.4')).toEqual(['702.4a']);
    expect(ix.childrenToday('701')).toEqual(['701.2']);
  });

  it('reads the text only when asked, and refuses a text that belongs to another history', () => {
    let read = 0;
    const lazy = rulesHistoryIndex(DATA, () => (read++, TEXT));
    lazy.resolve('702.2', '2010-01-01');
    expect(read).toBe(0);
    lazy.textToday('702.4');
    lazy.textToday('702.4a');
    expect(read).toBe(1);
    expect(() => rulesHistoryIndex(DATA).textToday('702.4')).toThrow(/not loaded/);
    const other = { ...TEXT, lineages: TEXT.lineages.slice(1) };
    expect(() => rulesHistoryIndex(DATA, other).textToday('702.4')).toThrow(/does not belong/);
  });
});
