/**
 * The changes of wording of one of today's rules, edition by edition: its own text, and each subrule reworded, added
 * or removed (moved under another rule, or deleted). Every edition in which the rules history says the rule's wording
 * changed has an entry, so a "changed since" mark always lands on one.
 */
import { compareRuleNumbers, parentRule, ruleKind } from '../../rule-numbers.js';
import type { RulesText } from '../../schema/rules-text.js';
import type { LineageTable } from './lineage-table.js';

/** One rule's part in a change: its number then, and its wording before and after (null: not there, or unreadable). */
export interface ChangedPart {
  /** The number in the edition of the change (the previous one's for a part that was removed). */
  number: string;
  kind: 'reworded' | 'added' | 'removed';
  before: string | null;
  after: string | null;
}

/** The rule's changes in one edition. */
export interface RuleChange {
  edition: string;
  /** The rule's number in that edition. */
  number: string;
  /** Empty when the archive's copy of the edition cannot be read for it. */
  parts: ChangedPart[];
}

/** Index of the wording run of `lineage` that covers edition `e`, or -1. */
function runAt(text: RulesText, lineage: number, e: number): number {
  return text.lineages[lineage].findIndex(([from, to]) => from <= e && e <= to);
}

/** The changes of today's rule whose lineage is `lineage`, oldest first. */
export function ruleChanges(table: LineageTable, text: RulesText, lineage: number): RuleChange[] {
  const { data, editions } = table;
  const numberAt = (l: number, e: number) => data.lineages[l].n.find(([from, to]) => from <= e && e <= to)?.[2] ?? null;
  const wordingAt = (l: number, e: number) => {
    const i = runAt(text, l, e);
    return i < 0 ? null : text.lineages[l][i][2];
  };
  const members = table.childLineages(lineage);
  // Subrules belong to a rule's wording; a section's or chapter's is its title alone.
  const childrenAt = (e: number, number: string | null) =>
    new Set(number !== null && ruleKind(number) === 'rule' ? members.filter((m) => parentRule(numberAt(m, e) ?? '') === number) : []);
  const changes: RuleChange[] = [];
  const first = data.lineages[lineage].n[0][0];
  let before = childrenAt(first, numberAt(lineage, first));
  for (let e = first + 1; e <= table.last; e++) {
    const number = numberAt(lineage, e);
    if (number === null) continue;
    const after = childrenAt(e, number);
    const parts: ChangedPart[] = [];
    const reworded = (l: number) => runAt(text, l, e) !== runAt(text, l, e - 1) && runAt(text, l, e) >= 0 && runAt(text, l, e - 1) >= 0;
    if (reworded(lineage)) parts.push({ number, kind: 'reworded', before: wordingAt(lineage, e - 1), after: wordingAt(lineage, e) });
    for (const m of members) {
      const [was, is] = [before.has(m), after.has(m)];
      if (was && is && reworded(m))
        parts.push({ number: numberAt(m, e)!, kind: 'reworded', before: wordingAt(m, e - 1), after: wordingAt(m, e) });
      else if (!was && is) parts.push({ number: numberAt(m, e)!, kind: 'added', before: null, after: wordingAt(m, e) });
      else if (was && !is) parts.push({ number: numberAt(m, e - 1)!, kind: 'removed', before: wordingAt(m, e - 1), after: null });
    }
    const dated = (data.lineages[lineage].w ?? []).includes(e);
    parts.sort((a, b) => compareRuleNumbers(a.number, b.number));
    if (parts.length > 0 || dated) changes.push({ edition: editions[e], number, parts });
    before = after;
  }
  return changes;
}
