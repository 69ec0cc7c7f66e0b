/**
 * The rules text over the lineage table: today's wording of a number, the wording of a number in any edition, and the
 * wordings a rule had over time (content/rules-text.json, lineage by lineage in the history's order).
 */
import { ruleKind, type RuleKind } from '../../rule-numbers.js';
import { ruleCitations, type RuleCitation } from '../../text/index.js';
import type { RulesHistory } from '../../schema/rules-history.js';
import type { RulesText } from '../../schema/rules-text.js';
import { bareNumber, valueAt, type LineageTable } from './lineage-table.js';
import { ruleChanges, type RuleChange } from './rule-changes.js';

/** A rule as it reads today. */
export interface RuleText {
  number: string;
  kind: RuleKind;
  /** The English title of a chapter, section or titled rule (`Persist`); null for rules that are sentences. */
  title: string | null;
  /** The wording: paragraphs (text, examples) one per line; a titled rule's wording is its title. */
  text: string;
  /** The rule numbers the text cites (`rule 702.79a`, `rules 601.2a–g`, `rule 613`), with their places in it. */
  citations: RuleCitation[];
}

/** How the rules themselves cite a bare section: "see rule 613". */
const RULE_WORDS = ['rule', 'rules'];

/** One wording a rule held, from one edition to another, and the numbers it had meanwhile. */
export interface Wording {
  from: string;
  to: string;
  text: string;
  numbers: string[];
}

/** Why a rules text does not belong to a rules history (empty when it does). */
export function rulesTextProblems(history: RulesHistory, text: RulesText): string[] {
  if (text.editions.join() !== history.editions.join()) return ['its editions are not those of the rules history'];
  if (text.lineages.length !== history.lineages.length)
    return [`it has ${text.lineages.length} rules, the rules history ${history.lineages.length}`];
  const problems: string[] = [];
  text.lineages.forEach((runs, i) => {
    const n = history.lineages[i].n;
    const [first, last] = [n[0][0], n[n.length - 1][1]];
    if (runs.some(([from, to]) => from < first || to > last)) problems.push(`rule ${i} has a wording outside its editions`);
  });
  return problems.slice(0, 5);
}

export class TextTable {
  constructor(
    private readonly table: LineageTable,
    private readonly text: RulesText,
  ) {
    const problems = rulesTextProblems(table.data, text);
    if (problems.length > 0) throw new Error(`the rules text does not belong to the rules history: ${problems[0]}`);
  }

  private wordingAt(lineage: number, e: number): string | null {
    return valueAt(this.text.lineages[lineage], e);
  }

  private readonly todays = new Map<string, RuleText | null>();

  /** Today's wording of a number of today's rules, or null (each number read once: pages ask for it many times). */
  textToday(number: string): RuleText | null {
    let text = this.todays.get(number);
    if (text === undefined) this.todays.set(number, (text = this.readToday(number)));
    return text;
  }

  private readToday(number: string): RuleText | null {
    const n = bareNumber(number);
    const lineage = this.table.byToday.get(n);
    const kind = ruleKind(n);
    if (lineage === undefined || kind === null) return null;
    const { last } = this.table;
    const text = this.wordingAt(lineage, last);
    const title = valueAt(this.table.data.lineages[lineage].t, last);
    return text === null ? null : { number: n, kind, title, text, citations: ruleCitations(text, RULE_WORDS) };
  }

  /** The wording `number` had in `edition` (any date: the edition in force), or null. */
  textAt(number: string, edition: string): string | null {
    const e = this.table.indexOf(edition);
    const lineage = this.table.lineageAt(bareNumber(number), e);
    return lineage < 0 ? null : this.wordingAt(lineage, e);
  }

  /** The wordings of the rule `number` held in `edition` (default: today), oldest first. */
  wordings(number: string, edition?: string): Wording[] {
    const { table } = this;
    const lineage = edition === undefined ? (table.byToday.get(bareNumber(number)) ?? -1) : table.find(number, edition).lineage;
    return lineage < 0 ? [] : this.lineageWordings(lineage);
  }

  /** The changes of wording of today's rule `number` (with its subrules), oldest first. */
  changes(number: string): RuleChange[] {
    const lineage = this.table.byToday.get(bareNumber(number));
    return lineage === undefined ? [] : ruleChanges(this.table, this.text, lineage);
  }

  private lineageWordings(lineage: number): Wording[] {
    const { table } = this;
    const numbers = table.data.lineages[lineage].n;
    return this.text.lineages[lineage].map(([from, to, text]) => ({
      from: table.editions[from],
      to: table.editions[to],
      text,
      numbers: numbers.filter(([f, t]) => f <= to && t >= from).map(([, , n]) => n),
    }));
  }
}
