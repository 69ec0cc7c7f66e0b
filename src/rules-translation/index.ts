/**
 * A translation of the Comprehensive Rules as a document (`kind: "rules-translation"`): a PO file of one edition →
 * its document record, its reading report and one translation record per rule, section, chapter and glossary term it
 * translates. Pure: bytes in, records out; the rules history says what each number held in the edition and where it is
 * today.
 */
import type { RulesHistoryIndex } from '../rules-history/index.js';
import { wordingKey } from '../rules-history/index.js';
import type { DocumentRecord, ManifestEntry, Report, RulesGlossaryTerm, RuleTranslation, SkippedLine } from '../schema/index.js';
import { matchParagraphs, type GlossaryTerm, type LeftOut } from './match.js';
import { paragraphsOf, termOf, type GlossaryLookup } from './paragraphs.js';
import { readPo, type PoProblem } from './read-po.js';

export interface RulesTranslationInput {
  content: Uint8Array;
  /** The file as messages name it (`content/documents/pt/cr-2012.po`). */
  file: string;
  entry: ManifestEntry;
}

export interface ReadTranslation {
  document: DocumentRecord;
  report: Report;
  translations: RuleTranslation[];
}

/** A problem that stops the whole translation from being read (its edition is none of the archive's). */
export class TranslationError extends Error {
  override name = 'TranslationError';
}

const headingKey = (heading: string) => wordingKey(termOf(heading).toLowerCase());

/** The glossary's terms by heading as compared; of two that compare alike (`Face-Down` of 2003, `Face Down` since
 *  2005), the one written exactly so, else the newest. */
function termsByHeading(terms: readonly RulesGlossaryTerm[]): (heading: string) => RulesGlossaryTerm | null {
  const byKey = new Map<string, RulesGlossaryTerm[]>();
  for (const t of terms) (byKey.get(headingKey(t.term)) ?? byKey.set(headingKey(t.term), []).get(headingKey(t.term))!).push(t);
  return (heading) => {
    const candidates = byKey.get(headingKey(heading)) ?? [];
    const exact = candidates.find((t) => t.term.toLowerCase() === termOf(heading).toLowerCase());
    const newest = (a: RulesGlossaryTerm, b: RulesGlossaryTerm) => (a.editions.at(-1)![1] >= b.editions.at(-1)![1] ? a : b);
    return exact ?? (candidates.length ? candidates.reduce(newest) : null);
  };
}

/** How the PO's headings are known to be glossary terms: by the rules glossary, else by their shape (a short line
 *  that is no sentence). */
function glossaryLookup(terms: readonly RulesGlossaryTerm[] | null): GlossaryLookup {
  if (!terms)
    return { term: (h) => (h.length <= 60 && !/[.:;”"')\]]$/.test(h) && !/^\d/.test(h) ? { term: termOf(h), definition: null } : null) };
  const find = termsByHeading(terms);
  return {
    term(heading) {
      const t = find(heading);
      return t ? { term: t.term, definition: t.text.split('\n') } : null;
    },
  };
}

function glossaryTerms(terms: readonly RulesGlossaryTerm[] | null, today: string): (term: string) => GlossaryTerm | null {
  const find = termsByHeading(terms ?? []);
  return (term) => {
    const t = find(term);
    if (!t) return null;
    const isToday = !t.obsolete && t.editions[t.editions.length - 1][1] === today;
    return { inEdition: (e) => t.editions.some(([from, to]) => from <= e && e <= to), today: isToday ? t.text.split('\n') : null };
  };
}

/** Why a paragraph was left out, in the report's words (`reason` is the command line's English). */
function skipped(x: LeftOut | PoProblem): SkippedLine {
  if ('kind' in x) {
    const code = x.kind === 'not-utf8' ? 'translation-not-utf8' : 'translation-unreadable';
    const reason = x.kind === 'not-utf8' ? 'not UTF-8: re-save the PO file as UTF-8' : 'not a PO entry gettext can read';
    return { line: x.line, code, reason, text: x.text };
  }
  const reasons = {
    'translation-no-rule': `no paragraph of the edition (${x.params.context}${x.params.number ? ` ${x.params.number}` : ''})`,
    'translation-repeated': `a second translation of the paragraph of line ${x.params.first}`,
    'translation-markup': 'the translation carries markup',
  };
  return { line: x.line, code: x.code, reason: reasons[x.code], text: x.text, params: x.params };
}

/** The PO file of a `rules-translation` entry, read and matched against the rules of its edition. */
export function readRulesTranslation(
  input: RulesTranslationInput,
  rules: RulesHistoryIndex,
  terms: readonly RulesGlossaryTerm[] | null,
): ReadTranslation {
  const { entry } = input;
  if (!rules.editions.includes(entry.date))
    throw new TranslationError(`${input.file}: ${entry.date} is no edition of the Comprehensive Rules the rules history holds`);
  const po = readPo(input.content);
  const paragraphs = paragraphsOf(po.entries, glossaryLookup(terms));
  const matched = matchParagraphs(paragraphs, {
    documentId: entry.id,
    lang: entry.lang,
    edition: entry.date,
    rules,
    glossaryTerm: glossaryTerms(terms, rules.today),
  });
  const skippedLines = [...po.problems, ...matched.leftOut].map(skipped).sort((a, b) => a.line - b.line);
  const lineCount = countLines(input.content);
  const document: DocumentRecord = {
    ...entry,
    rulesEdition: { edition: entry.date, chosenBy: 'date', fits: null },
    lineCount,
    sections: [],
  };
  const report: Report = {
    id: entry.id,
    documentId: entry.id,
    file: input.file,
    lang: entry.lang,
    langDetected: false,
    counts: {
      lines: lineCount,
      cards: 0,
      rulings: 0,
      mechanics: 0,
      rules: matched.translations.length,
      references: 0,
      skipped: skippedLines.length,
      warnings: 0,
    },
    // A translation's paragraphs, not its lines, by what they became: rules (translated), text (left untranslated or
    // front matter), skipped (each in `skipped`).
    lines: {
      cards: 0,
      rulings: 0,
      rules: matched.counts.translated,
      references: 0,
      headings: 0,
      prose: matched.counts.untranslated + matched.counts.frontMatter,
      skipped: skippedLines.length,
    },
    lineUses: {
      translated: matched.counts.translated,
      untranslated: matched.counts.untranslated,
      'front-matter': matched.counts.frontMatter,
    },
    bulletsNotRulings: [],
    warnings: [],
    skipped: skippedLines,
  };
  return { document, report, translations: matched.translations };
}

function countLines(bytes: Uint8Array): number {
  let lines = bytes.length > 0 ? 1 : 0;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) lines++;
  return lines;
}
