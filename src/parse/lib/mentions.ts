import type { RulesHistoryIndex } from '../../rules-history/index.js';
import type { Glossary, Keyword, LanguageVocabulary, ReportParams, RuleReference, RulesEditionChoice } from '../../schema/index.js';
import { DOTTED_RULE_SOURCE, expandRange, ruleBase } from '../../rule-numbers.js';
import { firstDayOf, lastDayOf } from '../../schema/date.js';
import { namedSpans, ruleCitations, titleKey, type KeywordIndex } from '../../text/index.js';

type WordingChange = Pick<RuleReference, 'wordingChanged' | 'changedIn'>;

/** The number cited as it stood in `edition`, where that rule lives in today's rules, and whether its wording (any
 *  rule's of a range) changed since. */
export function resolveReference(number: string, through: string | null, edition: string, rules: RulesHistoryIndex): RuleReference {
  const { todayNumber, found } = rules.resolve(number, edition);
  return { number, through, edition, todayNumber, found, ...wordingChange(expandRange(number, through), edition, rules) };
}

/** Whether any of `numbers` (as they stood in `edition`) changed wording since; null when none is in today's rules. */
export function wordingChange(numbers: string[], edition: string, rules: RulesHistoryIndex): WordingChange {
  const changes = numbers.map((n) => rules.changedSince(n, edition));
  if (changes.every((c) => c.changed === null)) return { wordingChanged: null, changedIn: [] };
  const changedIn = [...new Set(changes.flatMap((c) => c.changedIn))].sort();
  return { wordingChanged: changedIn.length > 0, changedIn };
}

/** Rule numbers cited in prose — `601.2b`, ranges `601.2e–g`, bare `regla 717` after a rule word — each resolved. */
export function ruleReferencesIn(text: string, edition: string, rules: RulesHistoryIndex, vocab: LanguageVocabulary): RuleReference[] {
  const seen = new Set<string>();
  const refs: RuleReference[] = [];
  for (const { number, through } of ruleCitations(text, vocab.ruleWords)) {
    const key = `${number}|${through}`;
    if (seen.has(key)) continue;
    seen.add(key);
    refs.push(resolveReference(number, through, edition, rules));
  }
  return refs;
}

/** The glossary keyword whose rule `number` was in `edition` (by the rule's English title), or null. */
export function keywordOfRule(number: string, edition: string, rules: RulesHistoryIndex, glossary: Glossary): Keyword | null {
  const title = rules.titleAt(ruleBase(number), edition);
  return title ? (glossary.keywords.find((k) => titleKey(k.english) === titleKey(title)) ?? null) : null;
}

/** A keyword named next to a keyword rule's number: it pins the editions in which that number was that keyword. */
export interface EditionEvidence {
  number: string;
  keyword: string;
  line: number;
}

/** Keyword rules across eras: 502.x before the Magic 2010 rules, 701.x and 702.x since. */
const KEYWORD_RULE = /^(?:502|701|702)\.\d+$/;
/** A rule number's dot is no sentence end. */
const DOTTED_NUMBER = new RegExp(DOTTED_RULE_SOURCE, 'g');
/** How far before a cited number its keyword may be named: "empalmar cualquier carta con el hechizo (ver la regla 702.46)". */
const WINDOW = 80;

/** Pairs of (keyword rule number, the keyword named just before it) in a text: what the text names, as its links
 *  will (namedSpans). */
export function citationEvidence(text: string, line: number, kwIndex: KeywordIndex, ruleWords: readonly string[]): EditionEvidence[] {
  const spans = namedSpans(text, null, { cards: null, keywords: kwIndex, ruleWords });
  const keywords = spans.filter((s) => s.kind === 'keyword');
  return spans.flatMap((c) => {
    if (c.kind !== 'rule' || !KEYWORD_RULE.test(ruleBase(c.number))) return [];
    const before = keywords.filter(
      (h) => h.end <= c.start && c.start - h.end <= WINDOW && !/[.;]/.test(text.slice(h.end, c.start).replace(DOTTED_NUMBER, '')),
    );
    const nearest = before[before.length - 1];
    return nearest ? [{ number: ruleBase(c.number), keyword: nearest.key, line }] : [];
  });
}

const dayOf = (date: string) => Date.parse(`${firstDayOf(date)}T00:00:00Z`);

/**
 * The editions a document of `date` may quote: those in force at some time of its date (a year, a month or a day),
 * and the next one — release notes and previews describe the rules that take effect with their set.
 */
function editionsOfDate(date: string, rules: RulesHistoryIndex): string[] {
  const first = rules.editionInForce(date) ?? rules.editions[0];
  const last = rules.editionInForce(lastDayOf(date)) ?? rules.editions[0];
  const from = rules.editions.indexOf(first);
  const to = Math.min(rules.editions.length - 1, rules.editions.indexOf(last) + 1);
  return rules.editions.slice(from, to + 1);
}

/**
 * The edition a document's rule numbers belong to: the edition in force at its date, unless the keywords it names
 * next to their numbers say otherwise. Then the edition that fits most of them, nearest the date (the earliest when
 * the document is undated), and a warning when a date was given.
 */
export function chooseEdition(
  date: string | null,
  evidence: EditionEvidence[],
  rules: RulesHistoryIndex,
  glossary: Glossary,
): RulesEditionChoice & { warning: string | null; params?: ReportParams; line: number | null } {
  const inForce = date ? (rules.editionInForce(date) ?? rules.editions[0]) : null;
  const english = new Map(glossary.keywords.map((k) => [k.key, k.english]));
  const fitting = evidence.map((e) => new Set(rules.editionsWhere(e.number, english.get(e.keyword) ?? '')));
  const usable = fitting.filter((s) => s.size > 0);
  if (!usable.length)
    return { edition: inForce ?? rules.today, chosenBy: inForce ? 'date' : 'latest', fits: null, warning: null, line: null };
  const counts = rules.editions.map((e) => usable.filter((s) => s.has(e)).length);
  const best = Math.max(...counts);
  const candidates = rules.editions.filter((_, i) => counts[i] === best);
  const fits = { from: candidates[0], to: candidates[candidates.length - 1] };
  if (inForce && candidates.includes(inForce)) return { edition: inForce, chosenBy: 'date', fits, warning: null, line: null };
  const ofDate = date ? editionsOfDate(date, rules).filter((e) => candidates.includes(e)) : [];
  if (ofDate.length) return { edition: ofDate[0], chosenBy: 'date', fits, warning: null, line: null };
  const target = date ? dayOf(date) : -Infinity;
  const edition = candidates.reduce((a, b) => (Math.abs(dayOf(b) - target) < Math.abs(dayOf(a) - target) ? b : a));
  const line = evidence[fitting.findIndex((s) => s.size > 0)].line;
  const warning = inForce
    ? `the date ${date} (rules of ${inForce}) contradicts the rule numbers cited with their keywords, which fit the rules of ${fits.from} to ${fits.to}: read in the rules of ${edition}`
    : null;
  const params = inForce ? { date: date!, inForce, from: fits.from, to: fits.to, edition } : undefined;
  return { edition, chosenBy: 'citations', fits, warning, params, line };
}
