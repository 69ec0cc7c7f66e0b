import { z } from 'zod';
import { lineSchema } from './common.js';

/** Something the parser noticed and kept going: an oddity a person adding documents should know about. */
export const warningSchema = z.object({ line: lineSchema, code: z.string(), message: z.string() }).strict();
/** A line that is in no record, and why. */
export const skippedLineSchema = z.object({ line: lineSchema, reason: z.string(), text: z.string() }).strict();

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
        lines: z.number().int().nonnegative(),
        cards: z.number().int().nonnegative(),
        rulings: z.number().int().nonnegative(),
        mechanics: z.number().int().nonnegative(),
        rules: z.number().int().nonnegative(),
        skipped: z.number().int().nonnegative(),
        warnings: z.number().int().nonnegative(),
      })
      .strict(),
    /** How each non-blank line was used, counted by use (ruling, card, rule, heading, prose, …). */
    lineUses: z.record(z.number().int().nonnegative()),
    /** Bullet-looking lines that are not rulings, each with the reason (modal options, titles, list items). */
    bulletsNotRulings: z.array(z.object({ line: lineSchema, use: z.string(), reason: z.string() }).strict()),
    warnings: z.array(warningSchema),
    skipped: z.array(skippedLineSchema),
  })
  .strict();
export type Report = z.infer<typeof reportSchema>;
export type Warning = z.infer<typeof warningSchema>;
