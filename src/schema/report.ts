import { z } from 'zod';
import { documentAlignmentSchema } from './alignment.js';
import { countSchema, lineSchema } from './common.js';

/** What the parser can notice and keep going: one stable code per kind of oddity. Pages show a code's translation
 *  (`report.warning.<code>` in src/i18n/, filled with the entry's params); `message` is the English line of the CLI. */
export const WARNING_CODES = [
  'bullet-heading',
  'card-identity-ambiguous',
  'card-identity-by-characteristics',
  'card-identity-by-text',
  'card-identity-conflict',
  'card-name-joined',
  'card-printed-twice',
  'card-without-type',
  'duplicate-heading',
  'duplicate-rule-number',
  'edition-contradiction',
  'ends-mid-card',
  'face-separator',
  'question-without-answer',
  'quoted-rule-older-edition',
  'ruling-without-card',
  'rulings-in-prose',
  'wrap-ambiguous',
] as const;
export type WarningCode = (typeof WARNING_CODES)[number];
/** Why a line is in no record: one stable code per reason (`report.skipped.<code>` in src/i18n/). */
export const SKIP_CODES = [
  'boilerplate',
  'collection-artifact',
  'comments',
  'duplicate-ruling',
  'front-matter',
  'navigation',
  'template',
  // A rules translation's paragraphs left out (a PO entry: its msgid's line).
  'translation-not-utf8',
  'translation-unreadable',
  'translation-no-rule',
  'translation-repeated',
  'translation-markup',
] as const;
export type SkipCode = (typeof SKIP_CODES)[number];

/** The values a report entry's translation is filled with (names, line numbers, editions); `context` picks a variant
 *  of the sentence (i18next's `_<context>` keys). */
export const reportParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type ReportParams = z.infer<typeof reportParamsSchema>;

/** Something the parser noticed and kept going: an oddity a person adding documents should know about. */
export const warningSchema = z
  .object({ line: lineSchema, code: z.enum(WARNING_CODES), message: z.string(), params: reportParamsSchema.optional() })
  .strict();
/** A line that is in no record, and why. */
export const skippedLineSchema = z
  .object({ line: lineSchema, code: z.enum(SKIP_CODES), reason: z.string(), text: z.string(), params: reportParamsSchema.optional() })
  .strict();

/** Lines by what they became. `references` counts the lines that cite or quote a rule number, whatever they are
 *  part of; the other counts add up to the non-blank lines. */
export const linesReadSchema = z
  .object({
    cards: countSchema,
    rulings: countSchema,
    rules: countSchema,
    references: countSchema,
    headings: countSchema,
    /** Paragraphs, lists of titles, questions left without an answer: kept and shown as text. */
    prose: countSchema,
    /** Site furniture, readers' comments, template tags, repeats: in no record, each listed in `skipped`. */
    skipped: countSchema,
  })
  .strict();
export type LinesRead = z.infer<typeof linesReadSchema>;

export const reportSchema = z
  .object({
    /** The document's id: one report per document. */
    id: z.string(),
    documentId: z.string(),
    file: z.string(),
    lang: z.string(),
    langDetected: z.boolean(),
    counts: z
      .object({
        lines: countSchema,
        cards: countSchema,
        rulings: countSchema,
        mechanics: countSchema,
        rules: countSchema,
        /** Rule numbers cited or quoted (DocumentRecords.references). */
        references: countSchema,
        skipped: countSchema,
        warnings: countSchema,
      })
      .strict(),
    /** What the document's lines became: how many were read as records and how many stayed text (blank lines aside). */
    lines: linesReadSchema,
    /** How each non-blank line was used, counted by use (ruling, card, rule, heading, prose, …). */
    lineUses: z.record(countSchema),
    /** Bullet-looking lines that are not rulings, each with the reason (modal options, titles, list items). */
    bulletsNotRulings: z.array(z.object({ line: lineSchema, use: z.string(), reason: z.string() }).strict()),
    warnings: z.array(warningSchema),
    skipped: z.array(skippedLineSchema),
    /** Its rulings aligned with the official rulings they translate, in numbers, and why each unaligned one is (set by
     *  the build's alignment). */
    alignment: documentAlignmentSchema.optional(),
  })
  .strict();
export type Report = z.infer<typeof reportSchema>;
export type Warning = z.infer<typeof warningSchema>;
export type SkippedLine = z.infer<typeof skippedLineSchema>;
