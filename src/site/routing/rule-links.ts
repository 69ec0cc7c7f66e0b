/**
 * Where a rule number leads on the site, its title in the reader's language, and the "changed since" mark of a cited
 * rule: shared by the rule pages, the rules index and every page that shows a ruling or a quoted rule.
 */
import type { Lang } from '../../languages.js';
import { ruleTitle as titleOfRule, type RuleTitle } from '../../records/rule-titles.js';
import { ruleBase, ruleKind } from '../../rule-numbers.js';
export type { RuleTitle };
import type { RuleReference } from '../../schema/index.js';
import { rulePath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import { rulesSource, type RulesSource } from '../rules-source.js';
import type { PageContext } from './context.js';

/** The numbers that have a page: today's sections and rules, and every number a document cites or quotes. */
export function rulePageNumbers(c: SiteCorpus, source: RulesSource = rulesSource()): string[] {
  const today = source.rules.numbersToday().filter((n) => ruleKind(n) === 'section' || ruleKind(n) === 'rule');
  const cited = c.ruleNumbers.map((n) => n.number);
  return [...new Set([...today, ...cited])];
}

/** The anchor of a chapter on the rules index. */
export const chapterAnchor = (chapter: string) => `chapter-${chapter}`;
/** The anchor of an edition's changes on a rule's page. */
export const changesAnchor = (edition: string) => `changes-${edition}`;

/** Where a number's text is read: a chapter on the index, a subrule on its rule's page, else the number's page. */
export function ruleHref(number: string, p: Pick<PageContext, 'c' | 'to'>, source: RulesSource = rulesSource()): string | null {
  const kind = ruleKind(number);
  const today = source.rules.textToday(number) !== null;
  if (kind === 'chapter') return today ? `${p.to('rules/')}#${chapterAnchor(number)}` : null;
  if (kind === 'subrule' && today) return `${p.to(rulePath(ruleBase(number)))}#${number}`;
  if (today || p.c.ruleNumber.has(number)) return p.to(rulePath(number));
  return null;
}

/** The title of today's rule `number` (a subrule: its rule's), in the reader's language where the keyword is known. */
export function ruleTitle(number: string, lang: Lang, source: RulesSource = rulesSource()): RuleTitle {
  return titleOfRule(number, lang, source.rules, source.keywordOfRule);
}

/** The mark of a cited or quoted rule whose wording changed since the document: what it says and where the diff is. */
export interface ChangeMark {
  text: string;
  href: string;
}

/** The marks of the rules a text cites (or a quote is), one per rule of today, in the reader's language. */
export function changeMarks(
  refs: readonly Pick<RuleReference, 'todayNumber' | 'wordingChanged' | 'changedIn'>[],
  p: PageContext,
): ChangeMark[] {
  const marks = new Map<string, ChangeMark>();
  for (const r of refs) {
    if (!r.wordingChanged || r.todayNumber === null || marks.has(r.todayNumber)) continue;
    const page = ruleKind(r.todayNumber) === 'subrule' ? ruleBase(r.todayNumber) : r.todayNumber;
    marks.set(r.todayNumber, {
      text: p.t('rule.changedSince', { number: r.todayNumber, first: r.changedIn[0], count: r.changedIn.length }),
      href: `${p.to(rulePath(page))}#${changesAnchor(r.changedIn[0])}`,
    });
  }
  return [...marks.values()];
}
