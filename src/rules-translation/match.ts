/**
 * Each translated paragraph matched to its rule in the translated edition (the same number holding the same English,
 * as the rules history compares wordings), followed to today's number, and grouped into one record per rule, section,
 * chapter or glossary term. What cannot be shown is reported by its line and left out: a msgid that is no paragraph of
 * the edition, a second translation of a paragraph, a translation that carries markup.
 */
import type { Lang } from '../languages.js';
import { wordingKey, type RulesHistoryIndex } from '../rules-history/index.js';
import type { RuleTranslation, TranslatedParagraph } from '../schema/index.js';
import { slugify } from '../text/index.js';
import type { Paragraph } from './paragraphs.js';

/** What is left out, and why (the report's codes). */
export interface LeftOut {
  line: number;
  code: 'translation-no-rule' | 'translation-repeated' | 'translation-markup';
  /** The msgid's number or term, or the line of the first translation; a variant of the sentence in `context`. */
  params: Record<string, string | number>;
  /** The paragraph as the PO gives it, for the report (always shown as text). */
  text: string;
}

/** What the rules glossary says of a term: the editions holding it and today's definition (null: no longer). */
export interface GlossaryTerm {
  inEdition(edition: string): boolean;
  today: string[] | null;
}

export interface MatchInput {
  documentId: string;
  lang: Lang;
  edition: string;
  rules: RulesHistoryIndex;
  glossaryTerm(term: string): GlossaryTerm | null;
}

export interface Matched {
  translations: RuleTranslation[];
  leftOut: LeftOut[];
  /** Paragraphs translated, left untranslated (empty or a fuzzy draft), and of the front and back matter. */
  counts: { translated: number; untranslated: number; frontMatter: number };
}

/** Markup a translation must not carry: an HTML tag or character reference (pages always show text as text). */
const MARKUP = /<\/?[a-z][\w-]*(?:\s[^<>]*)?\/?>|&(?:#\d+|#x[\da-f]+|[a-z]+);/i;

type Target = Exclude<Paragraph, { kind: 'front-matter' }>;

/** Why a paragraph is no paragraph of the edition (a sentence variant), or null when it is one. */
function mismatch(p: Target, input: MatchInput): string | null {
  const { rules, edition } = input;
  if (p.kind === 'term' || p.kind === 'definition') return input.glossaryTerm(p.term)?.inEdition(edition) === false ? 'term' : null;
  if (p.kind === 'chapter' || p.kind === 'section') {
    const title = rules.titleAt(p.number, edition);
    return title === null ? 'number' : wordingKey(title) === wordingKey(p.english) ? null : 'text';
  }
  const wording = rules.textAt(p.number, edition);
  if (wording === null) return 'number';
  const lines = wording.split('\n');
  const same = (line: string) => line === p.english || wordingKey(line) === wordingKey(p.english);
  if (p.kind === 'more') return lines.slice(1).some(same) ? null : 'text';
  return same(lines[0]) ? null : 'text';
}

/** The record a paragraph belongs to: its rule (a further paragraph, its rule's), section, chapter or term. */
function targetKey(p: Target): string {
  return p.kind === 'term' || p.kind === 'definition' ? `glossary/${slugify(p.term)}` : p.number;
}

/** The translation as shown: a leading number the msgstr repeats (`100.1. Estas regras…`) left to the page. */
function translated(p: Target): string {
  const text = p.entry.msgstr.trim();
  if (p.kind === 'term' || p.kind === 'definition' || p.kind === 'more' || !text.startsWith(p.number)) return text;
  const rest = /^\.?\s+(\S[\s\S]*)$/.exec(text.slice(p.number.length));
  return rest ? rest[1] : text;
}

/** A new record for the paragraph's rule, section, chapter or term, where it is today and what changed since. */
function newRecord(p: Target, input: MatchInput): RuleTranslation {
  const { rules, edition } = input;
  const base = {
    id: `${input.documentId}/${targetKey(p)}`,
    documentId: input.documentId,
    lang: input.lang,
    edition,
    title: null,
    paragraphs: [],
  };
  if (p.kind === 'term' || p.kind === 'definition') {
    const today = input.glossaryTerm(p.term)?.today ?? null;
    return {
      ...base,
      kind: 'glossary',
      number: null,
      todayNumber: null,
      term: p.term,
      wordingChanged: today ? false : null,
      changedIn: [],
    };
  }
  const number = p.number;
  const { todayNumber } = rules.resolve(number, edition);
  const then = rules.textAt(number, edition);
  const now = todayNumber ? rules.textToday(todayNumber)?.text : null;
  const changed = then === null || now == null ? null : then !== now && wordingKey(then) !== wordingKey(now);
  const changedIn = changed ? rules.wordings(number, edition).flatMap((w) => (w.from > edition ? [w.from] : [])) : [];
  const kind = p.kind === 'more' ? 'rule' : p.kind;
  return { ...base, kind, number, todayNumber, term: null, wordingChanged: changed, changedIn };
}

/** A glossary term's definition changed since when a translated paragraph is none of today's. */
function glossaryChanged(record: RuleTranslation, input: MatchInput): boolean | null {
  const today = input.glossaryTerm(record.term!)?.today ?? null;
  if (!today) return null;
  const keys = new Set(today.map(wordingKey));
  return record.paragraphs.some((x) => !keys.has(wordingKey(x.english)));
}

/** Every paragraph of the PO matched, grouped and checked; what cannot be shown, reported. */
export function matchParagraphs(paragraphs: readonly Paragraph[], input: MatchInput): Matched {
  const records = new Map<string, RuleTranslation>();
  const firstLine = new Map<string, number>();
  const leftOut: LeftOut[] = [];
  const counts = { translated: 0, untranslated: 0, frontMatter: 0 };
  for (const p of paragraphs) {
    const { entry } = p;
    if (p.kind === 'front-matter') {
      counts.frontMatter++;
      continue;
    }
    if (entry.fuzzy || entry.msgstr.trim() === '') {
      counts.untranslated++;
      continue;
    }
    const text = entry.msgstr.trim();
    const what = p.kind === 'term' || p.kind === 'definition' ? p.term : p.number;
    const why = mismatch(p, input);
    if (why) {
      leftOut.push({
        line: entry.line,
        code: 'translation-no-rule',
        params: { context: why, number: what, edition: input.edition },
        text: entry.msgid,
      });
      continue;
    }
    if (MARKUP.test(text)) {
      leftOut.push({ line: entry.line, code: 'translation-markup', params: { number: what }, text });
      continue;
    }
    const target = targetKey(p);
    const key = `${target}|${p.kind === 'term' || p.kind === 'chapter' || p.kind === 'section' ? '' : p.english}|${p.kind}`;
    const first = firstLine.get(key);
    if (first !== undefined) {
      leftOut.push({ line: entry.line, code: 'translation-repeated', params: { first, number: what }, text });
      continue;
    }
    firstLine.set(key, entry.line);
    const record = records.get(target) ?? records.set(target, newRecord(p, input)).get(target)!;
    add(record, p, { english: 'english' in p ? p.english : p.term, text: translated(p), line: entry.line }, input);
    counts.translated++;
  }
  for (const r of records.values()) if (r.kind === 'glossary') r.wordingChanged = glossaryChanged(r, input);
  return { translations: [...records.values()], leftOut, counts };
}

/** A heading (a section's, a term's, a titled rule's) is the record's title; anything else one of its paragraphs. */
function add(record: RuleTranslation, p: Target, paragraph: TranslatedParagraph, input: MatchInput): void {
  const titled = p.kind === 'rule' && input.rules.titleAt(p.number, input.edition) !== null;
  if (p.kind === 'term' || p.kind === 'section' || p.kind === 'chapter' || titled) record.title = paragraph;
  else record.paragraphs.push(paragraph);
}
