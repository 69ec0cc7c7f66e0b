/**
 * Where a rule number leads on the site, its title in the reader's language, and the "changed since" mark of a cited
 * rule: shared by the rule pages, the rules index and every page that shows a ruling or a quoted rule.
 */
import { formerKeywordName, ruleTitle as titleOfRule, type RuleTitle } from '../../rules-history/index.js';
import { ruleBase, ruleKind } from '../../rule-numbers.js';
export type { RuleTitle };
import type { QuoteCheck, Rule, RuleReference } from '../../schema/index.js';
import { chapterAnchor, rulePath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import { rulesSource, type RulesSource } from '../rules-source.js';
import type { PageContext } from './context.js';

/** The numbers that have a page: today's sections and rules, and every number a document cites or quotes. */
export function rulePageNumbers(c: SiteCorpus, source: RulesSource = rulesSource()): string[] {
  const today = source.rules.numbersToday().filter((n) => ruleKind(n) === 'section' || ruleKind(n) === 'rule');
  const cited = c.ruleNumbers.map((n) => n.number);
  return [...new Set([...today, ...cited])];
}

export { chapterAnchor };
/** When a number meant a rule, in the reader's words: the editions from and to, or the one edition that held it. */
export function spanDates(span: { from: string; to: string }, p: Pick<PageContext, 't'>): string {
  return span.from === span.to
    ? p.t('rule.spanOneEdition', { edition: span.from })
    : p.t('rule.spanDates', { from: span.from, to: span.to });
}

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

/** The title of today's rule `number` (a subrule: its rule's), in the reader's language where it is known (the
 *  keyword's printed name, else a translation's heading, else the site's title of a chapter or section). */
export function ruleTitle(number: string, p: Pick<PageContext, 'lang' | 'c'>, source: RulesSource = rulesSource()): RuleTitle {
  return titleOfRule(number, p.lang, source.rules, p.c.keywordOfRule, { translated: p.c.translatedTitles, site: source.sectionTitles });
}

/** What a keyword rule renamed since (`title` then, `todayNumber` now) was printed as in the reader's language. */
export function formerTitle(title: string, todayNumber: string | null, p: Pick<PageContext, 'lang' | 'c'>): string | null {
  return todayNumber ? formerKeywordName(title, todayNumber, p.lang, p.c.keywordOfRule) : null;
}

/** The mark of a cited or quoted rule whose wording changed since the document: what it says and where the diff is. */
export interface ChangeMark {
  text: string;
  href: string;
}

type WordingChange = Pick<RuleReference, 'todayNumber' | 'wordingChanged' | 'changedIn'>;

/** The marks of the rules a text cites (or a quote is), one per rule of today, in the reader's language. A rule's
 *  mark is left out when marks of its subrules already name every edition it changed in. */
export function changeMarks(refs: readonly WordingChange[], p: PageContext): ChangeMark[] {
  const changed = new Map<string, string[]>();
  for (const r of refs)
    if (r.wordingChanged && r.todayNumber !== null && !changed.has(r.todayNumber)) changed.set(r.todayNumber, r.changedIn);
  const bySubrules = (number: string, changedIn: string[]) => {
    const subrules = [...changed.keys()].filter((n) => n !== number && ruleKind(n) === 'subrule' && ruleBase(n) === number);
    return subrules.length > 0 && changedIn.every((e) => subrules.some((n) => changed.get(n)!.includes(e)));
  };
  return [...changed]
    .filter(([number, changedIn]) => !bySubrules(number, changedIn))
    .map(([number, changedIn]) => ({
      text: p.t('rule.changedSince', { number, first: changedIn[0], count: changedIn.length }),
      href: `${p.to(rulePath(ruleKind(number) === 'subrule' ? ruleBase(number) : number))}#${changesAnchor(changedIn[0])}`,
    }));
}

/** Whether a quoted rule changed since its document: of the rule its place puts it at, when a check placed it. */
export function quoteChange(q: Rule, check: QuoteCheck | null, source: RulesSource = rulesSource()): WordingChange {
  if (!check?.probably) return q;
  const { changed, changedIn } = source.rules.changedSince(check.probably, check.edition);
  return { todayNumber: check.probablyToday, wordingChanged: changed, changedIn };
}

/** The check of a quoted rule printed under a number that does not fit its place, when the check placed it. */
export function placedQuoteCheck(p: Pick<PageContext, 'c'>, q: Rule): QuoteCheck | null {
  const check = p.c.ruleNumber.get(q.number)?.quoteChecks.find((x) => x.ruleId === q.id);
  return check?.probably ? check : null;
}

/** The marks of quoted rules (each of the rule its place puts it at) and of the rules rulings cite. */
export function quotedAndCitedMarks(quotes: readonly Rule[], rulings: readonly { mentions: { rules: WordingChange[] } }[], p: PageContext) {
  return changeMarks([...quotes.map((q) => quoteChange(q, placedQuoteCheck(p, q))), ...rulings.flatMap((r) => r.mentions.rules)], p);
}
