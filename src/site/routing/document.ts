import type { UiKey } from '../../i18n/index.js';
import { capitalized, formatDocumentDate } from '../../i18n/intl.js';
import type { Lang } from '../../languages.js';
import { keywordName, type DocumentRecord, type LinesRead, type Section } from '../../schema/index.js';
import { cardPageKey, cardPath, documentPath, keywordPath, rulePath } from '../../site-paths.js';
import { lastDayOf } from '../../schema/date.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { pageContext, pick, type PageContext } from './context.js';
import { linePieces } from './card-text.js';
import { quotedAndCitedMarks, ruleHref, ruleTitle } from './rule-links.js';
import { rulingMarks } from './ruling-marks.js';
import { compareRuleNumbers, sectionOf } from '../../rule-numbers.js';
import { perLanguageAnd } from './paths.js';
import { skippedText, warningText } from './report.js';
import { documentDate, documentKind, documentProvenance, languageLabel } from './source.js';

/** One page per source document and UI language. */
export async function documentPaths() {
  return perLanguageAnd((await loadCorpus()).documents, 'id', (d) => d.id);
}

/** Everything a document's page shows: what it is, its sections with their explanations, quoted rules, cards and
 *  rulings, and the reading report. */
export async function documentPage(d: DocumentRecord, lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const { t, c } = p;
  const report = c.report.get(d.id);
  return {
    title: d.title,
    path: documentPath(d.id),
    document: d,
    kind: documentKind(d, p),
    // A deduced date is a sentence and starts with a capital; a month stays lowercase ("junio de 2012").
    date: d.dateInferredFrom ? capitalized(documentDate(d, p), lang) : documentDate(d, p),
    datetime: d.dateInferredFrom ? null : d.date,
    provenance: documentProvenance(d, p),
    sets: d.sets.map((s) => `${s.name}${s.code ? ` (${s.code})` : ''}`).join(', '),
    language: languageLabel(d.lang, p),
    rulesEdition: `${formatDocumentDate(d.rulesEdition.edition, lang)} (${t(`document.edition.${editionReason(d)}` as UiKey, d.rulesEdition.fits ?? {})})`,
    lineCount: t('document.lines', { count: d.lineCount }),
    // Its rulings aligned with the official rulings they translate (the build's alignment, src/records/align/).
    alignment: report?.alignment
      ? t('document.alignmentCounts', {
          aligned: report.alignment.aligned,
          unaligned: report.alignment.unaligned,
          official: report.alignment.officialRulings,
          untranslated: report.alignment.untranslated,
        })
      : null,
    sections: d.sections.map((s, i) => documentSection(d, s, i, p)),
    skipped: (report?.skipped ?? []).map((s) => ({
      line: capitalized(t('card.line', { line: s.line }), lang),
      text: skippedText(s, p),
      quoted: s.text,
    })),
    warnings: (report?.warnings ?? []).map((w) => ({ line: capitalized(t('card.line', { line: w.line }), lang), text: warningText(w, p) })),
    linesRead: report ? linesRead(report.lines, p) : [],
    translation: d.kind === 'rules-translation' ? translationSummary(d, p) : null,
    ...p,
  };
}

/** A rules translation's page: how many paragraphs it translates, and the sections of today's rules they are in. */
function translationSummary(d: DocumentRecord, p: PageContext) {
  const { t, c } = p;
  const uses = c.report.get(d.id)?.lineUses ?? {};
  const bySection = new Map<string, number>();
  for (const r of c.ruleTranslations)
    if (r.documentId === d.id && r.todayNumber && r.kind !== 'chapter') {
      const section = sectionOf(r.todayNumber)!;
      bySection.set(section, (bySection.get(section) ?? 0) + 1);
    }
  return {
    counts: t('document.translatedParagraphs', { count: uses.translated ?? 0, untranslated: uses.untranslated ?? 0 }),
    sections: [...bySection]
      .sort(([a], [b]) => compareRuleNumbers(a, b))
      .map(([section, count]) => ({ section, title: ruleTitle(section, p), href: ruleHref(section, p), count })),
  };
}

/** What the document's lines became, in the order a reader asks it: records first, then what stayed text or was left. */
const LINES_READ = [
  'cards',
  'rulings',
  'rules',
  'references',
  'headings',
  'prose',
  'skipped',
] as const satisfies readonly (keyof LinesRead)[];

function linesRead(lines: LinesRead, { t }: PageContext) {
  return LINES_READ.map((key) => ({ label: t(`document.read.${key}`), count: lines[key] }));
}
export type DocumentPage = Awaited<ReturnType<typeof documentPage>>;

/** Why the document is read in its rules edition. Chosen by date, an edition later than the document's last day is
 *  the one its set brought in (release notes). */
export function editionReason(d: DocumentRecord): 'date' | 'next' | 'citations' | 'latest' | 'translation' {
  if (d.kind === 'rules-translation') return 'translation';
  return d.rulesEdition.chosenBy === 'date' && d.rulesEdition.edition > lastDayOf(d.date) ? 'next' : d.rulesEdition.chosenBy;
}

/** One section: its anchor (a mechanic's is stable: other pages link to it), its keyword, quoted rules, cards and
 *  rulings. */
function documentSection(d: DocumentRecord, s: Section, i: number, p: PageContext) {
  const { t, c, to, lang } = p;
  const m = s.mechanicId ? c.mechanic.get(s.mechanicId) : undefined;
  const keyword = m?.keyword ? c.keyword.get(m.keyword) : undefined;
  return {
    section: s,
    id: m ? `m-${m.id.slice(d.id.length + 1)}` : `s${i + 1}`,
    headingId: `h-s${i + 1}`,
    keyword: keyword ? { name: keywordName(keyword, lang), href: to(keywordPath(keyword.key)) } : null,
    rules: pick(c.rule, m?.ruleIds ?? []).map((r) => ({ rule: r, href: to(rulePath(r.number)), changes: quotedAndCitedMarks([r], [], p) })),
    cardsLabel: m ? t('document.exampleCards') : t('document.cards'),
    cards: pick(c.card, s.cardIds).map((card) => ({
      name: card.name,
      lang: d.lang,
      cost: card.manaCost ? linePieces(card.manaCost, p) : [],
      href: to(cardPath(cardPageKey(card, d.id))),
    })),
    rulings: pick(c.ruling, m?.rulingIds ?? []).map((r) => ({
      ruling: r,
      line: t('card.line', { line: r.line }),
      marks: rulingMarks(r, p),
      // A deduced date is a sentence and starts with a capital; a month stays lowercase ("junio de 2012").
      date: d.dateInferredFrom ? capitalized(documentDate(d, p), lang) : documentDate(d, p),
    })),
  };
}
