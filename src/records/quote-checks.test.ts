import { describe, expect, it } from 'vitest';
import type { Rule } from '../schema/index.js';
import { loadRules } from '../load/content.js';
import { quoteChecks } from './quote-checks.js';

const rules = loadRules();
const quote = (documentId: string, number: string, line: number, text: string, edition = '2024-08-02'): Rule => ({
  id: `${documentId}/${number}~${line}`,
  documentId,
  lang: 'fr',
  number,
  text,
  line,
  edition,
  keyword: null,
  todayNumber: null,
  wordingChanged: null,
  changedIn: [],
  mechanicId: null,
  cardId: null,
});

describe('quoteChecks', () => {
  it('leaves alone subrules quoted in their order, gaps included', () => {
    const doc = [quote('d', '702.19a', 1, 'A'), quote('d', '702.19c', 2, 'C'), quote('d', '702.19d', 3, 'D')];
    expect(quoteChecks(doc, rules)).toEqual([]);
  });

  it('a number quoted with two texts: the one out of place is probably the subrule its place gives', () => {
    // Trample's a, b, c, d quoted as a, b, d, d: the first "d" stands where c is.
    const doc = [
      quote('d', '702.19a', 1, 'A'),
      quote('d', '702.19b', 2, 'B'),
      quote('d', '702.19d', 3, 'C'),
      quote('d', '702.19d', 4, 'D'),
    ];
    expect(quoteChecks(doc, rules)).toEqual([
      {
        documentId: 'd',
        ruleId: 'd/702.19d~3',
        line: 3,
        edition: '2024-08-02',
        kind: 'two-texts',
        otherLines: [4],
        probably: '702.19c',
        probablyToday: '702.19c',
      },
    ]);
  });

  it('a subrule skipped and the next ones shifted: each shifted quote is probably the one before it', () => {
    const doc = ['510.1a', '510.1b', '510.1d', '510.1e', '510.1e'].map((n, i) => quote('x', n, i + 10, `text ${i}`));
    const checks = quoteChecks(doc, rules);
    expect(checks.map((c) => [c.line, c.kind, c.probably])).toEqual([
      [12, 'out-of-place', '510.1c'],
      [13, 'two-texts', '510.1d'],
    ]);
  });

  it('checks each document apart, and a number quoted twice with one text is no problem', () => {
    const doc = [quote('a', '702.19b', 1, 'B'), quote('b', '702.19a', 1, 'A'), quote('a', '702.19b', 5, 'B')];
    expect(quoteChecks(doc, rules)).toEqual([]);
  });
});
