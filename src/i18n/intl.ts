/**
 * What the browser's Intl already knows, in the reader's language: language names and dates. Free of zod and of the
 * translation files, so the browser code can use it too.
 */
import { languageOf, type Lang } from '../languages.js';

const displayNames = new Map<Lang, Intl.DisplayNames>();
const namesRead = new Map<string, string>();

/** A language's name in the reader's language, as it reads mid-sentence ("francés", "espanhol", "portugais"); each
 *  name is asked of Intl once (pages ask for the same few names hundreds of thousands of times). */
export function languageName(of: string, reader: Lang): string {
  const key = `${reader} ${of}`;
  let name = namesRead.get(key);
  if (name === undefined) {
    let names = displayNames.get(reader);
    if (!names) displayNames.set(reader, (names = new Intl.DisplayNames([reader], { type: 'language' })));
    namesRead.set(key, (name = names.of(of) ?? of));
  }
  return name;
}

/** The text with its first letter capitalized, as the reader's language capitalizes it (a label, a list item). */
export function capitalized(text: string, reader: Lang): string {
  return text.charAt(0).toLocaleUpperCase(reader) + text.slice(1);
}

const DATE_SHAPES = {
  10: { dateStyle: 'long' },
  7: { year: 'numeric', month: 'long' },
  4: { year: 'numeric' },
} as const satisfies Record<number, Intl.DateTimeFormatOptions>;
type DateShape = keyof typeof DATE_SHAPES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per reader and shape, made once: each is an ICU object, slow to make and held outside the JS heap
 *  until collected (one per date written kept 700 MB alive in a build of 14,000 pages). */
function dateFormat(reader: Lang, shape: DateShape): Intl.DateTimeFormat {
  const key = `${reader} ${shape}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(reader, { ...DATE_SHAPES[shape], timeZone: 'UTC' })));
  return format;
}

const datesWritten = new Map<string, string>();

/** A date (`YYYY`, `YYYY-MM` or `YYYY-MM-DD`: a document's, an edition's) as the reader writes it: "5 de agosto de
 *  2024", "août 2024", "1er juin 2012". Anything else is returned as it is. Each is written once per reader: pages
 *  write the same few thousand dates (an official ruling's, the Oracle's) hundreds of thousands of times. */
export function formatDocumentDate(date: string, reader: Lang): string {
  const key = `${reader} ${date}`;
  let written = datesWritten.get(key);
  if (written === undefined) datesWritten.set(key, (written = writeDate(date, reader)));
  return written;
}

function writeDate(date: string, reader: Lang): string {
  if (!/^\d{4}(-\d{2}(-\d{2})?)?$/.test(date)) return date;
  const day = new Date(`${date.slice(0, 4)}-${date.slice(5, 7) || '01'}-${date.slice(8, 10) || '01'}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const format = dateFormat(reader, date.length as DateShape);
  // The first of the month as French and Brazilian Portuguese write it ("1er juin 2012", "1º de junho de 2012"); Intl
  // writes a plain 1.
  const first = languageOf(reader).firstOfMonth;
  if (!first || date.length !== 10 || day.getUTCDate() !== 1) return format.format(day);
  return format
    .formatToParts(day)
    .map((part) => (part.type === 'day' ? first : part.value))
    .join('');
}
