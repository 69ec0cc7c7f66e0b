import { z } from 'zod';
import { perLangSchema } from './common.js';

/** A chapter (`7`) or section (`702`) number of the Comprehensive Rules. */
const headingNumberSchema = z.string().regex(/^(?:\d|\d{3})$/, 'expected a chapter (7) or section (702) number');

const titleSchema = z
  .string()
  .min(1)
  .max(100)
  .refine((t) => t === t.trim() && !/[.:;]$/.test(t), 'a title: no surrounding spaces, no final punctuation');

/**
 * One entry of content/rule-sections.json: the title of a chapter or section of today's Comprehensive Rules, in
 * English as the rules print it and in each UI language as the site translates it (no data gives these: the rules
 * are published in English only), in the printed words of the cards for the game terms it uses.
 */
export const ruleSectionEntrySchema = z
  .object({
    number: headingNumberSchema,
    english: z.string().min(1),
    titles: perLangSchema(titleSchema),
  })
  .strict();
export type RuleSectionEntry = z.infer<typeof ruleSectionEntrySchema>;

export const ruleSectionsFileSchema = z
  .object({
    why: z.string().min(1).optional(),
    sections: z.array(ruleSectionEntrySchema),
  })
  .strict();
export type RuleSectionsFile = z.infer<typeof ruleSectionsFileSchema>;
