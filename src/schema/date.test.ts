import { describe, expect, it } from 'vitest';
import { documentDateProblem, firstDayOf, lastDayOf } from './date.js';

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
