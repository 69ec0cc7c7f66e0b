import { z } from 'zod';
import { langSchema, lineSchema } from './common.js';
import { paragraphSchema } from './document.js';

/** A section of general notes: a mechanic, keyword, theme or cycle, with its example cards and rulings. */
export const mechanicSchema = z
  .object({
    id: z.string(),
    documentId: z.string(),
    lang: langSchema,
    title: z.string().min(1),
    line: lineSchema,
    keyword: z.string().nullable(),
    keywords: z.array(z.string()),
    ruleNumbers: z.array(z.string()),
    explanation: z.array(paragraphSchema),
    exampleCardIds: z.array(z.string()),
    rulingIds: z.array(z.string()),
    ruleIds: z.array(z.string()),
  })
  .strict();
export type Mechanic = z.infer<typeof mechanicSchema>;
