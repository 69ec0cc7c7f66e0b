import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALENDAR_DAY, DOCUMENT_DATE, documentDateProblem, firstDayOf, futureDateProblem, lastDayOf } from './date.js';

describe('document dates: a year, a month or a day of the calendar', () => {
  it('accepts the three forms, leap days included', () => {
    for (const date of ['1993', '2012', '2012-02', '2012-02-29', '2000-02-29', '2024-12-31'])
      expect(documentDateProblem(date), date).toBeNull();
  });

  it('refuses what is not on the calendar, saying why', () => {
    expect(documentDateProblem('2012-13-01')).toBe('"2012-13-01": there is no month 13 (01 to 12)');
    expect(documentDateProblem('2012-00')).toBe('"2012-00": there is no month 00 (01 to 12)');
    expect(documentDateProblem('2012-02-30')).toBe('"2012-02-30": 2012-02 has no day 30 (01 to 29)');
    expect(documentDateProblem('2100-02-29')).toBe('"2100-02-29": 2100-02 has no day 29 (01 to 28)');
    expect(documentDateProblem('2012-04-31')).toMatch(/has no day 31 \(01 to 30\)/);
    expect(documentDateProblem('1850')).toMatch(/before Magic was published/);
    for (const bad of ['2012-1-5', '12-01-2012', '2012/01/05', ' 2012', '2012-01-05T00:00', '', 'May 2019'])
      expect(documentDateProblem(bad), bad).toMatch(/is not a date: expected YYYY, YYYY-MM or YYYY-MM-DD/);
  });

  it('gives the first and last day a date stands for', () => {
    expect(firstDayOf('2012')).toBe('2012-01-01');
    expect(firstDayOf('2012-06')).toBe('2012-06-01');
    expect(firstDayOf('2012-06-15')).toBe('2012-06-15');
    expect(lastDayOf('2012')).toBe('2012-12-31');
    expect(lastDayOf('2012-02')).toBe('2012-02-29');
    expect(lastDayOf('2013-02')).toBe('2013-02-28');
    expect(lastDayOf('2012-06-15')).toBe('2012-06-15');
  });
});

describe('the regular expressions of the published JSON Schemas', () => {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  /** Date-like strings around every edge: years 1890–3100, months 00–13, days 00–32, in the three forms. */
  const dateLike = fc
    .tuple(
      fc.integer({ min: 1890, max: 3100 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.integer({ min: 1, max: 3 }),
    )
    .map(([y, m, d, parts]) => [pad(y, 4), pad(m, 2), pad(d, 2)].slice(0, parts).join('-'));

  it('DOCUMENT_DATE accepts exactly what documentDateProblem accepts', () => {
    fc.assert(
      fc.property(fc.oneof(dateLike, fc.string()), (s) => DOCUMENT_DATE.test(s) === (documentDateProblem(s) === null)),
      {
        numRuns: 20_000,
      },
    );
    for (const s of ['2000-02-29', '2400-02-29', '1996-02-29', '2024-02-29', '2100-02-29', '1900', '1993', '2012-13-01', 'hello', '1850'])
      expect(DOCUMENT_DATE.test(s), s).toBe(documentDateProblem(s) === null);
  });

  it('CALENDAR_DAY accepts exactly the full days documentDateProblem accepts', () => {
    const day = dateLike.filter((s) => s.length === 10);
    fc.assert(
      fc.property(day, (s) => CALENDAR_DAY.test(s) === (documentDateProblem(s) === null)),
      { numRuns: 20_000 },
    );
    expect(CALENDAR_DAY.test('2012')).toBe(false);
  });
});

describe('a manifest date after the day of the build', () => {
  it('is refused: a document is dated by its publication', () => {
    expect(futureDateProblem('2999-12-31', '2025-06-01')).toBe(
      '"2999-12-31" is after the day of the build: a document is dated by its publication, never in the future',
    );
    expect(futureDateProblem('2026', '2025-06-01')).not.toBeNull();
    expect(futureDateProblem('2025', '2025-06-01')).toBeNull();
    expect(futureDateProblem('2025-06-01', '2025-06-01')).toBeNull();
  });
});
