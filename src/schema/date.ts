/**
 * A document's date as the manifest and `parse --date` write it: a year, a month or a day (`YYYY`, `YYYY-MM`,
 * `YYYY-MM-DD`) that exists on the calendar. The date decides which edition of the rules a document is read in, so an
 * impossible one (`2012-13-01`, `2012-02-30`) is refused rather than compared as a string.
 */
import { z } from 'zod';

const PARTIAL_DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
/** Magic: The Gathering was first published in 1993: no document about it is older. */
export const FIRST_YEAR = 1993;

/** The number of days of a month (1–12) of a year, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Why `value` is not a document date, or null when it is one. */
export function documentDateProblem(value: string): string | null {
  const m = PARTIAL_DATE.exec(value);
  if (!m) return `"${value}" is not a date: expected YYYY, YYYY-MM or YYYY-MM-DD`;
  const [year, month, day] = [Number(m[1]), m[2] === undefined ? null : Number(m[2]), m[3] === undefined ? null : Number(m[3])];
  if (year < FIRST_YEAR) return `"${value}": the year ${year} is before Magic was published (${FIRST_YEAR})`;
  if (month !== null && (month < 1 || month > 12)) return `"${value}": there is no month ${m[2]} (01 to 12)`;
  if (month !== null && day !== null && (day < 1 || day > daysInMonth(year, month)))
    return `"${value}": ${m[1]}-${m[2]} has no day ${m[3]} (01 to ${daysInMonth(year, month)})`;
  return null;
}

/** The first day a document date stands for: `2012` → `2012-01-01`, `2012-06` → `2012-06-01`. */
export function firstDayOf(date: string): string {
  return `${date}-01-01`.slice(0, 10);
}

/** The last day a document date stands for: `2012` → `2012-12-31`, `2012-02` → `2012-02-29`. */
export function lastDayOf(date: string): string {
  const [year, month, day] = date.split('-');
  if (day) return date;
  const m = month ?? '12';
  return `${year}-${m}-${String(daysInMonth(Number(year), Number(m))).padStart(2, '0')}`;
}

/** Why a document date is refused for a manifest built on `today` (YYYY-MM-DD): a date after it, or null. */
export function futureDateProblem(value: string, today: string): string | null {
  return firstDayOf(value) > today
    ? `"${value}" is after the day of the build: a document is dated by its publication, never in the future`
    : null;
}

/** The day of the build, YYYY-MM-DD (UTC). */
export const buildDay = () => new Date().toISOString().slice(0, 10);

/*
 * The same rules as one regular expression, for the published JSON Schemas (a JSON Schema validator has no code to
 * run): years from 1993, months 01–12, the days of each month, 29 February in leap years only (divisible by 4, and
 * by 400 for a century). date.test.ts checks it against documentDateProblem.
 */
const YEAR = '(?:199[3-9]|[2-9]\\d{3})';
const LEAP_YEAR = '(?:1996|[2-9]\\d(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[3579][26])00)';
const MONTH = '(?:0[1-9]|1[0-2])';
const MONTH_DAY = '(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)';
const DAY = `(?:${YEAR}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;
/** YYYY-MM-DD, a real day of the calendar, from 1993 on. */
export const CALENDAR_DAY = new RegExp(`^${DAY}$`);
/** A document date (YYYY, YYYY-MM or YYYY-MM-DD) as documentDateProblem accepts it. */
export const DOCUMENT_DATE = new RegExp(`^(?:${YEAR}(?:-${MONTH})?|${DAY})$`);

/** A document date: YYYY, YYYY-MM or YYYY-MM-DD, a real day of the calendar, from 1993 on. */
export const documentDateSchema = z
  .string({ required_error: 'missing: expected YYYY, YYYY-MM or YYYY-MM-DD' })
  .superRefine((value, ctx) => {
    const problem = documentDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** A day written YYYY-MM-DD as the imported tables write it (a printing's release, an edition of the rules): its form
 *  only. */
export const isoDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

/** A day (YYYY-MM-DD) of the calendar from 1993 on: an edition's date, a ruling's publication. */
export const calendarDaySchema = z.string().regex(CALENDAR_DAY, 'expected a day of the calendar, YYYY-MM-DD, from 1993 on');
