/**
 * content/rule-sections.json checked against today's rules: the site's title of every chapter and section in each UI
 * language, one entry per heading today's rules have, none they lack. A new edition that adds, removes or renames a
 * heading fails the build with a line saying what to add, remove or translate again.
 */
import { perLang } from '../languages.js';
import { ruleKind } from '../rule-numbers.js';
import type { RulesHistoryIndex, SiteTitles } from '../rules-history/index.js';
import type { RuleSectionEntry, RuleSectionsFile } from '../schema/index.js';
import { quoted } from './read-json.js';

/** Today's chapters and sections, in reading order, with their English titles. */
function todaysHeadings(rules: RulesHistoryIndex): Map<string, string> {
  const headings = rules.numbersToday().filter((n) => ruleKind(n) === 'chapter' || ruleKind(n) === 'section');
  return new Map(headings.map((n) => [n, rules.textToday(n)?.title ?? '']));
}

const headingKind = (number: string) => (ruleKind(number) === 'chapter' ? 'chapter' : 'section');

function entryProblem(entry: RuleSectionEntry, today: Map<string, string>, rules: RulesHistoryIndex, place: string): string | null {
  const english = today.get(entry.number);
  const what = `${place}: entry ${entry.number} ${quoted(entry.english)}`;
  if (english === undefined)
    return `${what}: today's rules (${rules.today}) have no ${headingKind(entry.number)} ${entry.number}: remove the entry`;
  if (english !== entry.english)
    return `${what}: today's rules (${rules.today}) title ${headingKind(entry.number)} ${entry.number} ${quoted(english)}: write that as its english and translate it again`;
  return null;
}

/** The site's titles of today's chapters and sections, by number, and one line per entry that does not fit today's
 *  rules (a heading they do not have, or another title) or heading they have with no entry. */
export function siteSectionTitles(
  file: RuleSectionsFile,
  rules: RulesHistoryIndex,
  place = 'content/rule-sections.json',
): { titles: SiteTitles; problems: string[] } {
  const today = todaysHeadings(rules);
  const titles: SiteTitles = new Map();
  const problems: string[] = [];
  for (const entry of file.sections) {
    if (titles.has(entry.number)) {
      problems.push(`${place}: entry ${entry.number} ${quoted(entry.english)}: listed twice: keep one`);
      continue;
    }
    const problem = entryProblem(entry, today, rules, place);
    if (problem) problems.push(problem);
    else titles.set(entry.number, entry.titles);
  }
  for (const [number, english] of today)
    if (!titles.has(number) && !file.sections.some((e) => e.number === number))
      problems.push(
        `${place}: no entry for ${headingKind(number)} ${number} ${quoted(english)} of today's rules (${rules.today}): add ${JSON.stringify({ number, english, titles: perLang(() => '…') })}`,
      );
  return { titles, problems };
}
