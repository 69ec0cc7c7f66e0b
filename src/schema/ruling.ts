import { z } from 'zod';
import { langSchema, lineSchema } from './common.js';

/** A rule number as cited in a document, tied to today's number where the keyword is known. */
export const ruleReferenceSchema = z
  .object({
    number: z.string(),
    /** For a range such as 601.2e–g: the last rule of the range. */
    through: z.string().nullable(),
    edition: z.string(),
    todayNumber: z.string().nullable(),
  })
  .strict();
export type RuleReference = z.infer<typeof ruleReferenceSchema>;

export const rulingSchema = z
  .object({
    id: z.string(),
    anchor: z.string().regex(/^r-[a-z0-9]+$/),
    documentId: z.string(),
    lang: langSchema,
    owner: z.object({ kind: z.enum(['card', 'mechanic']), id: z.string() }).strict(),
    text: z.string().min(1),
    line: lineSchema,
    endLine: lineSchema,
    mentions: z
      .object({
        rules: z.array(ruleReferenceSchema),
        keywords: z.array(z.string()),
        cardIds: z.array(z.string()),
      })
      .strict(),
  })
  .strict();
export type Ruling = z.infer<typeof rulingSchema>;
