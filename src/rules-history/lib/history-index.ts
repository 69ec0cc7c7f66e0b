/**
 * The lookup over the rules history (content/rules-history.json) and, when given, the rules text
 * (content/rules-text.json). Pure (no fs): usable by the parser, the records and the Astro site.
 */
import { compareRuleNumbers, parentRule } from '../../rule-numbers.js';
import type { RulesHistory } from '../../schema/rules-history.js';
import type { RulesText } from '../../schema/rules-text.js';
import { bareNumber, LineageTable, valueAt } from './lineage-table.js';
import type { RuleChange } from './rule-changes.js';
import { TextTable, type RuleText, type Wording } from './text-table.js';
import { titleKey } from '../../text/index.js';

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

/** Whether a rule's wording changed after an edition. */
export interface WordingChange {
  /** True or false; null when the rule is not in today's rules (or the number was no rule of that edition). */
  changed: boolean | null;
  /** The editions after the given one in which the wording changed (a rule's: with its subrules), oldest first. */
  changedIn: string[];
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
  /** Did the wording of `number` (as it stood in `edition`, read as `resolve` reads it) change after that edition? */
  changedSince(number: string, edition: string): WordingChange;
  /** The short English title of a titled rule in an edition ('Persist'), or null. */
  titleAt(number: string, edition: string): string | null;
  /** Editions in which `number` held the titled rule `title` (case-insensitive). */
  editionsWhere(number: string, title: string): string[];
  /** The numbers the rule `number` (as it stood in `edition`) had over time, oldest first. */
  timeline(number: string, edition: string): NumberSpan[];
  /** Older numbers that meant today's rule `todayNumber`, oldest first. */
  olderNumbers(todayNumber: string): NumberSpan[];
  /** Every number of today's rules (chapters, sections, rules, subrules) in reading order. */
  numbersToday(): string[];
  /** Today's numbers right below `number`: a chapter's sections, a section's rules, a rule's subrules, in order. */
  childrenToday(number: string): string[];
  /** The numbers right below `number` as it stood in `edition` (any date: the edition in force), in order. */
  childrenAt(number: string, edition: string): string[];
  /** Today's keyword actions (701.x), keyword abilities (702.x) and ability words (number null): listed once. */
  keywords(): readonly { english: string; kind: KeywordKind; number: string | null }[];
  /** Today's wording of a number of today's rules, or null. Needs the rules text. */
  textToday(number: string): RuleText | null;
  /** The wording `number` had in `edition`, or null. Needs the rules text. */
  textAt(number: string, edition: string): string | null;
  /** The wordings the rule `number` (as it stood in `edition`; default: today's rule) held, oldest first. Needs the rules text. */
  wordings(number: string, edition?: string): Wording[];
  /** The changes of wording of today's rule `number` (with its subrules), oldest first. Needs the rules text. */
  changes(number: string): RuleChange[];
}

/** Today's numbers by the number right above them. */
function childrenOf(numbers: readonly string[]): Map<string, string[]> {
  const children = new Map<string, string[]>();
  for (const n of numbers) {
    const parent = parentRule(n);
    if (parent === null) continue;
    const list = children.get(parent);
    if (list) list.push(n);
    else children.set(parent, [n]);
  }
  return children;
}

/** Today's keywords, in rule-number order, then the ability words (see `RulesHistoryIndex.keywords`). */
function keywordsToday(data: RulesHistory, table: LineageTable): { english: string; kind: KeywordKind; number: string | null }[] {
  const out: { english: string; kind: KeywordKind; number: string | null }[] = [];
  data.lineages.forEach((l, i) => {
    const number = table.todayNumber[i];
    if (number === null || !/^70[12]\.\d+$/.test(number)) return;
    const english = valueAt(l.t, table.last);
    if (english === null) return;
    out.push({ english, kind: number.startsWith('701.') ? 'keyword-action' : 'keyword-ability', number });
  });
  out.sort((a, b) => compareRuleNumbers(a.number!, b.number!));
  for (const word of data.abilityWords) out.push({ english: word, kind: 'ability-word', number: null });
  return out;
}

/**
 * Build the lookup over a history (linear in its size; lookups are a map access and a scan of a few runs). The rules
 * text is optional, and may be given as a function that is called the first time a text is asked for.
 */
export function rulesHistoryIndex(data: RulesHistory, text?: RulesText | (() => RulesText)): RulesHistoryIndex {
  const table = new LineageTable(data);
  const { editions, last } = table;
  const today = editions[last] ?? '';
  const numbers = [...table.byToday.keys()].sort(compareRuleNumbers);
  const children = childrenOf(numbers);
  let texts: TextTable | null = null;
  let keywords: ReturnType<RulesHistoryIndex['keywords']> | null = null;
  const textTable = (): TextTable => {
    if (!text) throw new Error('the rules text was not loaded (content/rules-text.json)');
    texts ??= new TextTable(table, typeof text === 'function' ? text() : text);
    return texts;
  };

  return {
    editions,
    today,
    editionInForce(date) {
      const i = table.inForceIndex(date);
      return i < 0 ? null : editions[i];
    },
    resolve(number, edition) {
      const { lineage, e } = table.find(number, edition);
      return { edition: editions[e] ?? edition, todayNumber: lineage >= 0 ? table.todayNumber[lineage] : null, found: lineage >= 0 };
    },
    changedSince(number, edition) {
      const { lineage, e } = table.find(number, edition);
      if (lineage < 0 || table.todayNumber[lineage] === null) return { changed: null, changedIn: [] };
      const changedIn = (data.lineages[lineage].w ?? []).filter((w) => w > e).map((w) => editions[w]);
      return { changed: changedIn.length > 0, changedIn };
    },
    titleAt(number, edition) {
      const e = table.indexOf(edition);
      const lineage = table.lineageAt(bareNumber(number), e);
      return lineage < 0 ? null : valueAt(data.lineages[lineage].t, e);
    },
    editionsWhere(number, title) {
      const key = titleKey(title);
      const out: number[] = [];
      for (const [lineage, from, to] of table.holders(bareNumber(number))) {
        const titles = data.lineages[lineage].t;
        if (!titles) continue;
        for (let e = from; e <= to; e++) {
          const t = valueAt(titles, e);
          if (t !== null && titleKey(t) === key) out.push(e);
        }
      }
      return out.sort((a, b) => a - b).map((e) => editions[e]);
    },
    timeline(number, edition) {
      const { lineage } = table.find(number, edition);
      return lineage < 0 ? [] : table.spans(lineage);
    },
    olderNumbers(todayNum) {
      const n = bareNumber(todayNum);
      const lineage = table.byToday.get(n);
      return lineage === undefined ? [] : table.spans(lineage).filter((s) => s.number !== n);
    },
    numbersToday: () => numbers,
    childrenToday: (number) => children.get(bareNumber(number)) ?? [],
    childrenAt: (number, edition) => table.childrenAt(bareNumber(number), table.indexOf(edition)),
    keywords: () => (keywords ??= keywordsToday(data, table)),
    textToday: (number) => textTable().textToday(number),
    textAt: (number, edition) => textTable().textAt(number, edition),
    wordings: (number, edition) => textTable().wordings(number, edition),
    changes: (number) => textTable().changes(number),
  };
}
