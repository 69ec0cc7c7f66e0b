import type { Lang } from '../languages.js';
import { namesOf, type Card, type DocumentRecord, type Glossary, type LanguageVocabulary, type Report } from '../schema/index.js';
import { ruleCitations, type GameWord } from '../text/index.js';
import { gameWordsIn } from './add-links.js';
import { cardNameScan, type CardNames } from './card-names.js';

/** What prose is checked against, in one language: the card names a text may use (see cardNameScan), its rule words. */
export interface ProseScan {
  namedCards: (text: string) => string[];
  ruleWords: readonly string[];
}

/** The scan of one language, from every name a card goes by in it (lists of names: each indexed once). */
export function proseScan(names: readonly (readonly string[])[], gameWord: GameWord, ruleWords: readonly string[]): ProseScan {
  const scans = names.map((list) => cardNameScan(list, gameWord));
  return { namedCards: (text) => [...new Set(scans.flatMap((scan) => scan(text)))], ruleWords };
}

/** A sentence: it ends as one ("… (regla 704.5j).", "¿…?"), so it says something; a title or a list does not. */
const SENTENCE_END = /[.!?…]["'»”)\]]*$/u;

/**
 * The lines of prose that read like rulings and stayed text: paragraphs of the sections that explain no mechanic (an
 * introduction, an article's text, a primer's advice) that are sentences and cite a rule number, name a card, or ask
 * a question that the next paragraph answers. A question already reported as unanswered is not listed again.
 */
export function rulingsInProse(document: Pick<DocumentRecord, 'sections'>, report: Pick<Report, 'warnings'>, scan: ProseScan): number[] {
  const unanswered = new Set(report.warnings.filter((w) => w.code === 'question-without-answer').map((w) => w.line));
  const lines: number[] = [];
  for (const section of document.sections) {
    if (section.mechanicId) continue;
    section.paragraphs.forEach((p, i) => {
      const text = p.text.trim();
      if (unanswered.has(p.line) || !SENTENCE_END.test(text)) return;
      const next = section.paragraphs[i + 1];
      const answered = text.endsWith('?') && next !== undefined && SENTENCE_END.test(next.text.trim());
      if (answered || ruleCitations(text, scan.ruleWords).length > 0 || scan.namedCards(text).length > 0) lines.push(p.line);
    });
  }
  return lines;
}

/** The report's warning for such lines, if any: one per document, the lines listed. */
export function warnRulingsInProse(report: Report, lines: number[]): void {
  if (!lines.length) return;
  const list = lines.join(', ');
  report.warnings.push({
    line: lines[0],
    code: 'rulings-in-prose',
    message: `lines ${list} read like rulings (they cite rule numbers, name cards or ask a question answered below) but stayed text`,
    params: { lines: list, count: lines.length },
  });
  report.warnings.sort((a, b) => a.line - b.line);
  report.counts.warnings++;
}

/**
 * Every document's prose checked, its report warned: card names are those the card data prints (`cardNames`) and
 * the corpus's cards' own, in the document's language or in English.
 */
export function auditProse(
  documents: Pick<DocumentRecord, 'lang' | 'sections'>[],
  reports: Report[],
  cards: Pick<Card, 'lang' | 'name' | 'faces'>[],
  knowledge: { cardNames: CardNames; glossary: Pick<Glossary, 'keywords'>; vocabulary: Record<Lang, LanguageVocabulary> },
): void {
  const { cardNames, glossary, vocabulary } = knowledge;
  const scans = new Map<Lang, ProseScan>();
  const scanOf = (lang: Lang) => {
    let scan = scans.get(lang);
    if (!scan) {
      const names = [cardNames.namesIn(lang), cards.filter((c) => c.lang === lang).flatMap(namesOf)];
      scans.set(lang, (scan = proseScan(names, gameWordsIn(glossary, vocabulary[lang], lang), vocabulary[lang].ruleWords)));
    }
    return scan;
  };
  documents.forEach((d, i) => warnRulingsInProse(reports[i], rulingsInProse(d, reports[i], scanOf(d.lang))));
}
