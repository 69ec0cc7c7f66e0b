/**
 * Search by rule number, build side: every number a reader may type, as a short list per UI language and section
 * (`rules-<lang>-<section>.json`), in reading order. Each number of today's rules with its title in the reader's
 * language (where the keyword is known, and the site's title of a section) and the start of its text; after it, each older meaning the documents gave
 * the number ("702.47 en documentos de 2011–2013: Ninjutsu, hoy 702.49"); numbers of older editions the documents cite.
 */
import { useTranslations } from '../i18n/index.js';
import { LANGS, type Lang } from '../languages.js';
import { compareRuleNumbers, ruleBase, ruleKind, sectionOf } from '../rule-numbers.js';
import type { Corpus } from '../records/index.js';
import { formerKeywordName, keywordsByRule, ruleTitle, ruleTitleLine } from '../rules-history/index.js';
import type { RulesHistoryIndex, SiteTitles } from '../rules-history/index.js';
import type { Glossary, Keyword, RuleNumberRecord, Vocabulary } from '../schema/index.js';
import { foldText } from '../text/index.js';
import type { RuleNumberSearch } from './build-index.js';
import { rulePath } from '../site-paths.js';

/** One result: number, path under the UI language, title, start of the text (English), older meaning or not. */
export type RuleNumberEntry = [number: string, path: string, title: string, snippet: string, older: 0 | 1];

/** Ways of naming a rule before its number that any language's reader may type: `CR 702.79a`, `r. 601.2f`. */
export const RULE_ABBREVIATIONS = ['rule', 'rules', 'cr', 'r'];

const SNIPPET = 90;
const snippetOf = (text: string) => {
  const first = text.split('\n')[0];
  return first.length > SNIPPET ? `${first.slice(0, SNIPPET - 1).replace(/\s+\S*$/, '')}…` : first;
};

/** Where a number's text is read: a subrule on its rule's page. */
function pathOf(number: string, rules: RulesHistoryIndex): string {
  const today = rules.textToday(number) !== null;
  return today && ruleKind(number) === 'subrule' ? `${rulePath(ruleBase(number))}#${number}` : rulePath(number);
}

/** The years a span of editions covers: `2012`, `2011–2013`. */
function years(editions: string[]): string {
  const ys = editions.map((e) => e.slice(0, 4)).sort();
  return ys[0] === ys[ys.length - 1] ? ys[0] : `${ys[0]}–${ys[ys.length - 1]}`;
}

/** Each other meaning the documents gave the number, once: its title (or text) then and where that rule is today. */
function olderMeanings(
  record: RuleNumberRecord,
  lang: Lang,
  rules: RulesHistoryIndex,
  keywordOfRule: Map<string, Keyword>,
): RuleNumberEntry[] {
  const t = useTranslations(lang);
  const seen = new Set<string>();
  const out: RuleNumberEntry[] = [];
  for (const r of record.readings) {
    if (!r.found || r.todayNumber === record.number) continue;
    const key = `${r.todayNumber}|${r.title}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const held = r.title ? rules.editionsWhere(record.number, r.title) : [];
    const span = years(held.length ? held : record.readings.filter((x) => `${x.todayNumber}|${x.title}` === key).map((x) => x.edition));
    // A keyword is named in the reader's language too: "Devorar (Devour)"; one renamed since by its name then.
    const today = r.todayNumber && r.title ? ruleTitle(r.todayNumber, lang, rules, keywordOfRule) : null;
    const local =
      !r.title || !r.todayNumber
        ? null
        : today?.english === r.title
          ? today.local
          : formerKeywordName(r.title, r.todayNumber, lang, keywordOfRule);
    const named = local ? `${local} (${r.title})` : r.title;
    const then = named ?? snippetOf(rules.textAt(record.number, r.edition) ?? '');
    const label = r.todayNumber
      ? t('search.olderMeaning', { number: record.number, years: span, title: then, today: r.todayNumber })
      : t('search.olderMeaningGone', { number: record.number, years: span, title: then });
    out.push([record.number, r.todayNumber ? pathOf(r.todayNumber, rules) : rulePath(record.number), label, '', 1]);
  }
  return out;
}

/**
 * A number the documents gave another meaning than today's (and none meaning today's rule): what it meant then and
 * where that rule is today, as number queries label it ("702.94 em documentos de 2012: Sobrecarga (Overload), hoje
 * 702.96"), for word queries that find it by the documents' words.
 */
export function olderLabel(
  record: RuleNumberRecord,
  lang: Lang,
  rules: RulesHistoryIndex,
  keywordOfRule: Map<string, Keyword>,
): { title: string; path: string; today: string } | null {
  if (record.readings.some((r) => r.todayNumber === record.number)) return null;
  const reading = record.readings.find((r) => r.found && r.todayNumber);
  const [first] = olderMeanings(record, lang, rules, keywordOfRule);
  return reading && first ? { title: first[2], path: first[1], today: reading.todayNumber! } : null;
}

/** Search by rule number from the content's rules, glossary and vocabulary: the number lists and the rule words. */
export function ruleNumberSearch(
  corpus: Pick<Corpus, 'ruleNumbers'>,
  content: { rules: RulesHistoryIndex; glossary: Glossary; vocabulary: Vocabulary; ruleSections: SiteTitles },
): RuleNumberSearch {
  const words = [...LANGS.flatMap((l) => content.vocabulary[l].ruleWords), ...RULE_ABBREVIATIONS].map((w) => foldText(w));
  const entries = ruleNumberEntries(corpus, content.rules, keywordsByRule(content.glossary), content.ruleSections);
  return { entries, ruleWords: [...new Set(words)].sort() };
}

/** Every number's entries per UI language, by section. */
export function ruleNumberEntries(
  corpus: Pick<Corpus, 'ruleNumbers'>,
  rules: RulesHistoryIndex,
  keywordOfRule: Map<string, Keyword>,
  sectionTitles: SiteTitles = new Map(),
): Record<Lang, Map<string, RuleNumberEntry[]>> {
  const records = new Map(corpus.ruleNumbers.map((n) => [n.number, n]));
  const numbers = [...new Set([...rules.numbersToday().filter((n) => ruleKind(n) !== 'chapter'), ...records.keys()])].sort(
    compareRuleNumbers,
  );
  const out = {} as Record<Lang, Map<string, RuleNumberEntry[]>>;
  for (const lang of LANGS) {
    const bySection = new Map<string, RuleNumberEntry[]>();
    for (const number of numbers) {
      const section = sectionOf(number)!;
      const list = bySection.get(section) ?? bySection.set(section, []).get(section)!;
      const text = rules.textToday(number);
      // A subrule is named by its number; a rule or section by its title in the reader's language where known.
      const title =
        ruleKind(number) === 'subrule'
          ? number
          : ruleTitleLine(number, ruleTitle(number, lang, rules, keywordOfRule, { site: sectionTitles }));
      if (text) list.push([number, pathOf(number, rules), title, text.title ? '' : snippetOf(text.text), 0]);
      const record = records.get(number);
      if (record) list.push(...olderMeanings(record, lang, rules, keywordOfRule));
    }
    out[lang] = bySection;
  }
  return out;
}
