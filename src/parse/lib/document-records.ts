import type {
  Card,
  DocumentRecord,
  DocumentReference,
  Glossary,
  ManifestEntry,
  Mechanic,
  Report,
  Rule,
  Ruling,
  Vocabulary,
} from '../../schema/index.js';
import type { RulesHistoryIndex } from '../../rules-history/index.js';
import { chooseEdition, citationEvidence, resolveReference, ruleReferencesIn } from './mentions.js';
import type { Blocks } from './read-blocks.js';
import { buildCards } from './document-records/cards.js';
import { recordContext } from './document-records/context.js';
import { buildMechanics } from './document-records/mechanics.js';
import { buildReport, buildSections, bulletLinesOf, documentReferences } from './document-records/report.js';
import { quotedKeywords } from './document-records/quoted-keywords.js';
import { buildRules, quotedEvidence } from './document-records/rules.js';
import type { RecordContext } from './document-records/context.js';
import { buildRulings } from './document-records/rulings.js';

export { cardId } from './document-records/cards.js';
export { mechanicFor } from './document-records/mechanics.js';

export interface DocumentRecords {
  document: DocumentRecord;
  cards: Card[];
  rulings: Ruling[];
  mechanics: Mechanic[];
  rules: Rule[];
  report: Report;
  /** Every rule number the document cites or quotes, with its line and the record that cites it. */
  references: DocumentReference[];
  /** The document's normalized lines (line i + 1 of the file is lines[i]) and the 1-based numbers of those that
   *  look like bullets: what the lossless audit checks against the records. */
  lines: string[];
  bulletLines: number[];
}

/**
 * Blocks of one document → its validated-shape records, in steps: cards → mechanics (from sections) → quoted
 * rules → rulings → sections → references → report. Ids depend only on the document and the text, so re-reading
 * gives the same ids and other documents never shift them.
 */
export function documentRecords(
  blocks: Blocks,
  entry: ManifestEntry,
  knowledge: { glossary: Glossary; vocabulary: Vocabulary; rules: RulesHistoryIndex },
  options: { langDetected: boolean; dated: boolean },
): DocumentRecords {
  const { glossary, vocabulary, rules: history } = knowledge;
  const langDetected = options.langDetected;
  const ctx = recordContext(blocks, entry, glossary, vocabulary, history);
  const rulesEdition = chooseDocumentEdition(blocks, ctx, options.dated ? entry.date : null);
  const cards = buildCards(blocks, ctx);
  const mechanics = buildMechanics(blocks, ctx, cards);
  const rules = buildRules(blocks, ctx, cards, mechanics);
  const rulings = buildRulings(blocks, ctx, cards, mechanics);
  const sections = buildSections(blocks, ctx, cards, mechanics);
  const references = documentReferences(
    rulings,
    rules,
    mechanics.list,
    // A section's title is the document's text unless it is the document's title (the untitled start of a document).
    sections
      .filter((s) => !s.mechanicId)
      .map((s) => ({
        sectionId: s.id,
        paragraphs: [...(s.title === entry.title ? [] : [{ text: s.title, line: s.line }]), ...s.paragraphs],
      })),
    entry.title,
    (text) => ruleReferencesIn(text, ctx.edition, history, ctx.vocab),
    (number, edition) => resolveReference(number, null, edition, history),
  );
  placeCitations(references, blocks.rawLines);
  const cardList = [...cards.byId.values()];
  const bulletLines = bulletLinesOf(blocks);
  const report = buildReport(
    blocks,
    ctx,
    bulletLines,
    { cards: cardList.length, rulings: rulings.length, mechanics: mechanics.list.length, rules: rules.length },
    references,
    langDetected,
  );
  const document: DocumentRecord = { ...entry, rulesEdition, lineCount: blocks.uses.length, sections };
  return { document, cards: cardList, rulings, mechanics: mechanics.list, rules, report, references, lines: blocks.rawLines, bulletLines };
}

/**
 * Step 0 — the edition the document's rule numbers belong to: its date's, unless the keywords it names next to
 * their numbers (quoted "702.94. Sobrecarga", cited "empalmar … (ver la regla 702.46)") say otherwise.
 */
function chooseDocumentEdition(blocks: Blocks, ctx: RecordContext, date: string | null): DocumentRecord['rulesEdition'] {
  const ruleWords = ctx.vocab.ruleWords;
  const evidence = [
    ...quotedEvidence(blocks.rules, quotedKeywords(blocks.rules, ctx)),
    ...blocks.rulings.flatMap((r) => citationEvidence(r.text, r.line, ctx.kwIndex, ruleWords)),
    ...blocks.rules.flatMap((r) => citationEvidence(r.text, r.line, ctx.kwIndex, ruleWords)),
    ...blocks.sections.flatMap((s) => s.paragraphs.flatMap((p) => citationEvidence(p.text, p.line, ctx.kwIndex, ruleWords))),
  ];
  const { warning, params, line, ...choice } = chooseEdition(date, evidence, ctx.rules, ctx.glossary);
  if (warning) ctx.warnings.push({ line: line ?? 1, code: 'edition-contradiction', message: warning, params });
  ctx.edition = choice.edition;
  return choice;
}

/** A citation's line is the line that prints the number (a wrapped rule or ruling spans several lines). */
function placeCitations(references: DocumentReference[], lines: string[]) {
  for (const ref of references) {
    if (ref.from.kind === 'quote') continue;
    for (let i = ref.line - 1; i < Math.min(lines.length, ref.line + 40); i++)
      if (lines[i].includes(ref.number)) {
        ref.line = i + 1;
        break;
      }
  }
}
