import { z } from 'zod';
import { langSchema, lineSchema } from './common.js';
import { isoDaySchema } from './date.js';
import { historyNumberSchema } from './rules-history.js';

/** One paragraph as the PO file gives it: the English of its edition (number left out) and its translation. */
export const translatedParagraphSchema = z
  .object({
    english: z.string().min(1),
    text: z.string().min(1),
    /** The line of the paragraph's `msgid` in the PO file. */
    line: lineSchema,
  })
  .strict();
export type TranslatedParagraph = z.infer<typeof translatedParagraphSchema>;

/**
 * What one translation of the Comprehensive Rules (a `rules-translation` document: a PO file of one edition) says of one
 * rule, section, chapter or glossary term of its edition: the translated heading and paragraphs (a rule's text and its
 * examples, a term's definition), where the rule is today, and whether today's English wording changed since.
 */
export const ruleTranslationSchema = z
  .object({
    id: z.string(),
    documentId: z.string(),
    lang: langSchema,
    /** The edition the PO translates (its manifest date). */
    edition: isoDaySchema,
    kind: z.enum(['chapter', 'section', 'rule', 'glossary']),
    /** The number in the edition; null for a glossary term. */
    number: historyNumberSchema.nullable(),
    /** Where that rule is today; null when it no longer exists (and for a glossary term). */
    todayNumber: historyNumberSchema.nullable(),
    /** A glossary term's English heading, `(Obsolete)` left out; null for the rules. */
    term: z.string().min(1).nullable(),
    /** A chapter's, section's or term's heading, translated; a titled rule's title (`702.96. Overload`) too. */
    title: translatedParagraphSchema.nullable(),
    /** A rule's text and examples, a term's definition: the translated ones, in the edition's order. */
    paragraphs: z.array(translatedParagraphSchema),
    /** Whether today's English wording differs from the edition's (null: the rule or term is gone). */
    wordingChanged: z.boolean().nullable(),
    /** The editions after the translated one in which the English wording changed, oldest first (empty when not
     *  known: a glossary definition is kept in its newest wording only). */
    changedIn: z.array(isoDaySchema),
  })
  .strict();
export type RuleTranslation = z.infer<typeof ruleTranslationSchema>;
