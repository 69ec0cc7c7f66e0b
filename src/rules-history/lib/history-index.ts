/**
 * The history of every Comprehensive Rules number: the compact serialized form (content/rules-history.json) and a
 * fast lookup over it. Pure (no fs): usable by the parser, the records and the Astro site.
 *
 * The JSON holds facts only: edition dates, rule numbers, the short English titles of titled rules (keyword and
 * section names) and today's ability words; never a sentence of the rules text.
 */
import { compareRuleNumbers } from '../../rule-numbers.js';
import type { HistoryRun, RulesHistory } from '../../schema/rules-history.js';
import { foldApostrophes } from '../../text/index.js';

export type KeywordKind = 'keyword-ability' | 'keyword-action' | 'ability-word';

export interface ResolvedNumber {
  /** Edition the number was found in (the next one when it did not exist in the requested edition). */
  edition: string;
  /** The same rule's number in today's edition; null when it no longer exists (or was not found). */
  todayNumber: string | null;
  found: boolean;
}

export interface NumberSpan {
  number: string;
  /** First and last edition (YYYY-MM-DD) in which the rule held `number`. */
  from: string;
  to: string;
}

export interface RulesHistoryIndex {
  /** YYYY-MM-DD, ascending. */
  editions: string[];
  /** Newest edition date. */
  today: string;
  /** Latest edition with effective date <= date (YYYY, YYYY-MM or YYYY-MM-DD; partial dates mean their first day); null before the first edition. */
  editionInForce(date: string): string | null;
  /** `number` as it stood in `edition` (an edition date, or any date: the edition in force then); when the number
   *  does not exist in that edition, looks in the next edition (release notes describe rules that take effect with
   *  their set). */
  resolve(number: string, edition: string): ResolvedNumber;
  /** The short English title of a titled rule in an edition ('Persist'), or null. */
  titleAt(number: string, edition: string): string | null;
  /** Editions in which `number` held the titled rule `title` (case-insensitive). */
  editionsWhere(number: string, title: string): string[];
  /** The numbers the rule `number` (as it stood in `edition`) had over time, oldest first. */
  timeline(number: string, edition: string): { from: string; to: string; number: string }[];
  /** Older numbers that meant today's rule `todayNumber`, oldest first. */
  olderNumbers(todayNumber: string): NumberSpan[];
  /** Today's keyword actions (701.x), keyword abilities (702.x) and ability words (number null). */
  keywords(): { english: string; kind: KeywordKind; number: string | null }[];
}

const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function fullDate(date: string): string {
  const m = DATE.exec(date.trim());
  if (!m) throw new RangeError(`not a date (YYYY, YYYY-MM or YYYY-MM-DD): "${date}"`);
  return `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}`;
}

function normalizeNumber(number: string): string {
  return number.trim().replace(/\.$/, '');
}

/** A title as compared: case, curly apostrophes and runs of spaces set aside. */
function foldedTitle(title: string): string {
  return foldApostrophes(title.toLowerCase()).replace(/\s+/g, ' ').trim();
}

function valueAt(runs: readonly HistoryRun[] | undefined, e: number): string | null {
  if (!runs) return null;
  for (const [from, to, value] of runs) if (from <= e && e <= to) return value;
  return null;
}

/** Build the lookup over a history (linear in its size; lookups are a map access and a scan of a few runs). */
export function rulesHistoryIndex(data: RulesHistory): RulesHistoryIndex {
  const editions = data.editions.slice();
  const last = editions.length - 1;
  const today = editions[last] ?? '';
  /** number → [lineage, from, to] for every run. */
  const byNumber = new Map<string, [number, number, number][]>();
  const todayNumber: (string | null)[] = data.lineages.map((l) => valueAt(l.n, last));
  const byToday = new Map<string, number>();
  data.lineages.forEach((l, i) => {
    for (const [from, to, number] of l.n) {
      let list = byNumber.get(number);
      if (!list) byNumber.set(number, (list = []));
      list.push([i, from, to]);
    }
    const t = todayNumber[i];
    if (t !== null && !byToday.has(t)) byToday.set(t, i);
  });
  const editionIndex = new Map(editions.map((d, i) => [d, i]));

  const inForceIndex = (date: string): number => {
    const d = fullDate(date);
    let lo = 0;
    let hi = editions.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (editions[mid] <= d) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  /** An edition date, or any date → the edition in force (the first edition before it). */
  const indexOf = (edition: string): number => editionIndex.get(edition) ?? Math.max(0, inForceIndex(edition));
  const lineageAt = (number: string, e: number): number => {
    for (const [lineage, from, to] of byNumber.get(number) ?? []) if (from <= e && e <= to) return lineage;
    return -1;
  };
  /** Lineage holding `number` in edition `e`, or in the next edition. */
  const find = (number: string, edition: string): { lineage: number; e: number } => {
    const n = normalizeNumber(number);
    const e = indexOf(edition);
    const here = lineageAt(n, e);
    if (here >= 0) return { lineage: here, e };
    if (e + 1 <= last) {
      const next = lineageAt(n, e + 1);
      if (next >= 0) return { lineage: next, e: e + 1 };
    }
    return { lineage: -1, e };
  };
  const spans = (lineage: number) =>
    data.lineages[lineage].n.map(([from, to, number]) => ({ from: editions[from], to: editions[to], number }));

  return {
    editions,
    today,
    editionInForce(date) {
      const i = inForceIndex(date);
      return i < 0 ? null : editions[i];
    },
    resolve(number, edition) {
      const { lineage, e } = find(number, edition);
      return { edition: editions[e] ?? edition, todayNumber: lineage >= 0 ? todayNumber[lineage] : null, found: lineage >= 0 };
    },
    titleAt(number, edition) {
      const e = indexOf(edition);
      const lineage = lineageAt(normalizeNumber(number), e);
      return lineage < 0 ? null : valueAt(data.lineages[lineage].t, e);
    },
    editionsWhere(number, title) {
      const n = normalizeNumber(number);
      const key = foldedTitle(title);
      const out: number[] = [];
      for (const [lineage, from, to] of byNumber.get(n) ?? []) {
        const titles = data.lineages[lineage].t;
        if (!titles) continue;
        for (let e = from; e <= to; e++) {
          const t = valueAt(titles, e);
          if (t !== null && foldedTitle(t) === key) out.push(e);
        }
      }
      return out.sort((a, b) => a - b).map((e) => editions[e]);
    },
    timeline(number, edition) {
      const { lineage } = find(number, edition);
      return lineage < 0 ? [] : spans(lineage);
    },
    olderNumbers(todayNum) {
      const lineage = byToday.get(normalizeNumber(todayNum));
      if (lineage === undefined) return [];
      return spans(lineage).filter((s) => s.number !== normalizeNumber(todayNum));
    },
    keywords() {
      const out: { english: string; kind: KeywordKind; number: string | null }[] = [];
      data.lineages.forEach((l, i) => {
        const number = todayNumber[i];
        if (number === null || !/^70[12]\.\d+$/.test(number)) return;
        const english = valueAt(l.t, last);
        if (english === null) return;
        out.push({ english, kind: number.startsWith('701.') ? 'keyword-action' : 'keyword-ability', number });
      });
      out.sort((a, b) => compareRuleNumbers(a.number!, b.number!));
      for (const word of data.abilityWords) out.push({ english: word, kind: 'ability-word', number: null });
      return out;
    },
  };
}
