import type { DocumentReference, LinesRead, Mechanic, Report, Rule, RuleReference, Ruling, Section } from '../../../schema/index.js';
import { bulletOf } from '../read-blocks/kinds/ruling.js';
import { paragraphOf } from '../inline.js';
import type { Blocks, LineUse } from '../read-blocks.js';
import type { DocumentCards } from './cards.js';
import { uniq, type RecordContext } from './context.js';
import { sectionTitle, type DocumentMechanics } from './mechanics.js';

/**
 * Step 5 — references: every rule number cited in rulings, quoted rules' text, the titles and explanations of
 * mechanics, the prose and titles of the sections that explain none (a question nothing answered, an article's
 * paragraphs), and every quoted rule.
 */
export function documentReferences(
  rulings: Ruling[],
  rules: Rule[],
  mechanics: Mechanic[],
  prose: { sectionId: string; paragraphs: { text: string; line: number }[] }[],
  documentTitle: string,
  referencesIn: (text: string) => RuleReference[],
  resolve: (number: string, edition: string) => RuleReference,
): DocumentReference[] {
  const cited = (text: string, line: number, from: DocumentReference['from']) => referencesIn(text).map((ref) => ({ ...ref, line, from }));
  // A mechanic's title is the document's text unless it is the document's title (the untitled start of a document).
  const titled = (m: Mechanic) => (m.title === documentTitle ? [] : [{ text: m.title, line: m.line }]);
  return [
    ...rulings.flatMap((r) => r.mentions.rules.map((ref) => ({ ...ref, line: r.line, from: { kind: 'ruling' as const, id: r.id } }))),
    ...rules.flatMap((r) => cited(r.text, r.line, { kind: 'rule', id: r.id })),
    ...mechanics.flatMap((m) => [...titled(m), ...m.explanation].flatMap((p) => cited(p.text, p.line, { kind: 'mechanic', id: m.id }))),
    ...prose.flatMap((s) => s.paragraphs.flatMap((p) => cited(p.text, p.line, { kind: 'section', id: s.sectionId }))),
    // A quote is read in its own edition (a number copied from an older document is read where it meant its keyword).
    ...rules.map((r) => ({
      ...resolve(r.number, r.edition),
      todayNumber: r.todayNumber,
      wordingChanged: r.wordingChanged,
      changedIn: r.changedIn,
      line: r.line,
      from: { kind: 'quote' as const, id: r.id },
    })),
  ];
}

/** Step 6 — the document's sections, with the kind the reader decided for each. */
export function buildSections(blocks: Blocks, ctx: RecordContext, cards: DocumentCards, mechanics: DocumentMechanics): Section[] {
  return blocks.sections.map((s, index) => ({
    id: `${ctx.documentId}/s${index + 1}`,
    title: sectionTitle(s, ctx),
    line: s.line,
    kind: s.kind,
    paragraphs: s.paragraphs.map(paragraphOf),
    cardIds: uniq(s.cards.map((c) => cards.idOfRaw[c])),
    mechanicId: mechanics.idOfSection[index] ?? null,
  }));
}

function reasonFor(use: string): string {
  switch (use) {
    case 'card':
      return 'part of the card above (a modal option of its rules text, or its type line continued)';
    case 'heading':
      return 'title introducing quoted rules';
    case 'rules-intro':
      return 'sentence introducing the quoted rules below';
    case 'contents':
      return 'entry of a list of titles (a table of contents, a list of posts): kept as text';
    case 'prose':
    case 'rule':
      return 'list item of the paragraph above';
    default:
      return 'ruling line continuing the bullet above';
  }
}

/** The 1-based numbers of the lines that look like bullets: what the lossless audit checks against the records. */
export function bulletLinesOf(blocks: Blocks): number[] {
  return blocks.rawLines.flatMap((line, i) => (bulletOf(line) ? [i + 1] : []));
}

/** What each line became, counted: records (cards, rulings, quoted rules), the lines citing rule numbers, and text. */
export function linesRead(uses: LineUse[], references: Pick<DocumentReference, 'line'>[]): LinesRead {
  const lines: LinesRead = {
    cards: 0,
    rulings: 0,
    rules: 0,
    references: new Set(references.map((r) => r.line)).size,
    headings: 0,
    prose: 0,
    skipped: 0,
  };
  for (const u of uses) {
    if (u === 'card') lines.cards++;
    else if (u === 'ruling') lines.rulings++;
    else if (u === 'rule') lines.rules++;
    else if (u === 'skipped') lines.skipped++;
    else if (u === 'prose' || u === 'contents') lines.prose++;
    else if (u !== 'blank') lines.headings++;
  }
  return lines;
}

/** Step 7 — the report: counts, how lines were used, bullets that are not rulings and why, warnings, skipped lines. */
export function buildReport(
  blocks: Blocks,
  ctx: RecordContext,
  bulletLines: number[],
  counts: { cards: number; rulings: number; mechanics: number; rules: number },
  references: DocumentReference[],
  langDetected: boolean,
): Report {
  const lineUses: Record<string, number> = {};
  for (const u of blocks.uses) lineUses[u] = (lineUses[u] ?? 0) + 1;
  const explained = bulletLines.flatMap((line) =>
    blocks.uses[line - 1] !== 'ruling' && blocks.uses[line - 1] !== 'skipped' ? [{ line, use: blocks.uses[line - 1] }] : [],
  );
  return {
    id: ctx.documentId,
    documentId: ctx.documentId,
    file: ctx.entry.file,
    lang: ctx.lang,
    langDetected,
    counts: {
      lines: blocks.uses.length,
      ...counts,
      references: references.length,
      skipped: ctx.skipped.length,
      warnings: ctx.warnings.length,
    },
    lines: linesRead(blocks.uses, references),
    lineUses,
    bulletsNotRulings: explained.map((e) => ({ ...e, reason: reasonFor(e.use) })),
    warnings: ctx.warnings.sort((a, b) => a.line - b.line),
    skipped: ctx.skipped.sort((a, b) => a.line - b.line),
  };
}
