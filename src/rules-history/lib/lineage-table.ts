/**
 * The rules history as tables: which lineage held a number in an edition, each lineage's number today, the edition in
 * force at a date. What the history lookup and the text lookup both stand on.
 */
import { compareRuleNumbers, parentRule } from '../../rule-numbers.js';
import type { HistoryRun, RulesHistory } from '../../schema/rules-history.js';

const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

function fullDate(date: string): string {
  const m = DATE.exec(date.trim());
  if (!m) throw new RangeError(`not a date (YYYY, YYYY-MM or YYYY-MM-DD): "${date}"`);
  return `${m[1]}-${m[2] ?? '01'}-${m[3] ?? '01'}`;
}

/** A number as typed or cited: `702.79.` → `702.79`. */
export function bareNumber(number: string): string {
  return number.trim().replace(/\.$/, '');
}

/** The value of runs in edition `e`, or null. */
export function valueAt(runs: readonly HistoryRun[] | undefined, e: number): string | null {
  if (!runs) return null;
  for (const [from, to, value] of runs) if (from <= e && e <= to) return value;
  return null;
}

export class LineageTable {
  readonly editions: string[];
  readonly last: number;
  /** Each lineage's number in today's edition, or null. */
  readonly todayNumber: (string | null)[];
  /** Today's number → its lineage. */
  readonly byToday = new Map<string, number>();
  /** number → [lineage, from, to] for every run. */
  private readonly byNumber = new Map<string, [number, number, number][]>();
  private readonly editionIndex: Map<string, number>;

  constructor(readonly data: RulesHistory) {
    this.editions = data.editions.slice();
    this.last = this.editions.length - 1;
    this.todayNumber = data.lineages.map((l) => valueAt(l.n, this.last));
    data.lineages.forEach((l, i) => {
      for (const [from, to, number] of l.n) {
        let list = this.byNumber.get(number);
        if (!list) this.byNumber.set(number, (list = []));
        list.push([i, from, to]);
      }
      const t = this.todayNumber[i];
      if (t !== null && !this.byToday.has(t)) this.byToday.set(t, i);
    });
    this.editionIndex = new Map(this.editions.map((d, i) => [d, i]));
  }

  /** Index of the latest edition in force at `date` (YYYY, YYYY-MM or YYYY-MM-DD), -1 before the first. */
  inForceIndex(date: string): number {
    const d = fullDate(date);
    let lo = 0;
    let hi = this.editions.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.editions[mid] <= d) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  /** An edition date, or any date → the index of the edition in force then (the first edition before them all). */
  indexOf(edition: string): number {
    return this.editionIndex.get(edition) ?? Math.max(0, this.inForceIndex(edition));
  }

  /** The lineage holding `number` in edition `e`, or -1. */
  lineageAt(number: string, e: number): number {
    for (const [lineage, from, to] of this.byNumber.get(number) ?? []) if (from <= e && e <= to) return lineage;
    return -1;
  }

  /** Every lineage that ever held `number`, with the editions it held it in. */
  holders(number: string): readonly [lineage: number, from: number, to: number][] {
    return this.byNumber.get(number) ?? [];
  }

  /** The lineage holding `number` in `edition` (any date: the edition in force), or in the next edition. */
  find(number: string, edition: string): { lineage: number; e: number } {
    const n = bareNumber(number);
    const e = this.indexOf(edition);
    const here = this.lineageAt(n, e);
    if (here >= 0) return { lineage: here, e };
    if (e + 1 <= this.last) {
      const next = this.lineageAt(n, e + 1);
      if (next >= 0) return { lineage: next, e: e + 1 };
    }
    return { lineage: -1, e };
  }

  /** The lineages right below each lineage at any time (a rule's subrules, a section's rules), built when first asked. */
  private below: Map<number, number[]> | null = null;

  /** Every lineage that was ever right below `lineage` (its number's children in some edition), in first-seen order. */
  childLineages(lineage: number): number[] {
    if (!this.below) {
      this.below = new Map();
      this.data.lineages.forEach((l, child) => {
        const parents = new Set<number>();
        for (const [from, to, number] of l.n) {
          const parent = parentRule(number);
          if (parent === null) continue;
          for (const e of [from, to]) {
            const p = this.lineageAt(parent, e);
            if (p >= 0) parents.add(p);
          }
        }
        for (const p of parents) {
          const list = this.below!.get(p);
          if (list) list.push(child);
          else this.below!.set(p, [child]);
        }
      });
    }
    return this.below.get(lineage) ?? [];
  }

  /** The numbers right below `number` in edition `e`, in reading order. */
  childrenAt(number: string, e: number): string[] {
    const lineage = this.lineageAt(number, e);
    if (lineage < 0) return [];
    return this.childLineages(lineage)
      .map((child) => valueAt(this.data.lineages[child].n, e))
      .filter((n): n is string => n !== null && parentRule(n) === number)
      .sort(compareRuleNumbers);
  }

  /** The numbers a lineage had, with their first and last editions, oldest first. */
  spans(lineage: number): { from: string; to: string; number: string }[] {
    return this.data.lineages[lineage].n.map(([from, to, number]) => ({ from: this.editions[from], to: this.editions[to], number }));
  }
}
