const DAY_MS = 24 * 60 * 60 * 1000;

/** A date as a day number; a document dated by its year or month stands for the first day of it. */
function dayOf(date: string): number {
  const [y, m = '01', d = '01'] = date.split('-');
  return Date.UTC(Number(y), Number(m) - 1, Number(d)) / DAY_MS;
}

/** Days from a document's date to an official ruling's (negative: the ruling is older); null for an undated document. */
export function daysAfter(documentDate: string | null, rulingDate: string): number | null {
  return documentDate ? Math.round(dayOf(rulingDate) - dayOf(documentDate)) : null;
}

/** Gatherer dates a set's rulings at its release, some months after the release notes: no distance within this. */
const RELEASE_WINDOW_DAYS = 180;

/**
 * How well an official ruling's date fits a translation of a document (1 to near 0): a ruling dated from the document's
 * date to a release after it fits; an older one (a special guest's ruling, written for its own set), or one re-dated
 * years later, fits less the farther it is, a year away counting half. Evidence between two near-identical wordings
 * of a ruling, never a filter.
 */
export function dateLikeness(days: number): number {
  const distance = days < 0 ? -days : Math.max(0, days - RELEASE_WINDOW_DAYS);
  return 1 / (1 + distance / 365);
}
