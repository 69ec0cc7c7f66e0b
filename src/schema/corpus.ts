import { z } from 'zod';
import { langSchema } from './common.js';
import { keywordSchema } from './glossary.js';

/** A number a rule held from one edition to another (YYYY-MM-DD). */
const spanSchema = z.object({ number: z.string(), from: z.string(), to: z.string() }).strict();

/** A keyword as the site shows it: the glossary entry plus everything in the corpus that covers it. */
export const keywordRecordSchema = keywordSchema
  .extend({
    id: z.string(),
    mechanicIds: z.array(z.string()),
    cardIds: z.array(z.string()),
    rulingIds: z.array(z.string()),
    ruleIds: z.array(z.string()),
    /** The numbers the documents used for it, each in its document's edition. */
    numbersInDocuments: z.array(z.object({ number: z.string(), edition: z.string(), documentId: z.string() }).strict()),
    /** The edition of the rules `rule` is today's number in. */
    rulesEdition: z.string(),
    /** The numbers the keyword's rule had before today's, with the editions of each. */
    olderNumbers: z.array(spanSchema),
  })
  .strict();
export type KeywordRecord = z.infer<typeof keywordRecordSchema>;

/**
 * A document's quotation whose number does not fit its place among the quoted subrules of its edition: the same
 * number quoted with two texts, or a number out of the edition's order. `probably` is the number its place gives.
 */
export const quoteCheckSchema = z
  .object({
    documentId: z.string(),
    /** The quoted rule (its record). */
    ruleId: z.string(),
    line: z.number().int().positive(),
    edition: z.string(),
    kind: z.enum(['two-texts', 'out-of-place']),
    /** For two texts: the lines of the other text(s) quoted under the same number. */
    otherLines: z.array(z.number().int().positive()),
    probably: z.string().nullable(),
    /** Where the probable rule is today. */
    probablyToday: z.string().nullable(),
  })
  .strict();
export type QuoteCheck = z.infer<typeof quoteCheckSchema>;

/** One page per rule number quoted or cited anywhere: its text in every edition quoted, and who cites it. */
export const ruleNumberRecordSchema = z
  .object({
    id: z.string(),
    number: z.string(),
    ruleIds: z.array(z.string()),
    citingRulingIds: z.array(z.string()),
    citingMechanicIds: z.array(z.string()),
    citingRuleIds: z.array(z.string()),
    parent: z.string().nullable(),
    children: z.array(z.string()),
    keyword: z.string().nullable(),
    /** Where this number lives in today's rules, for each edition it was cited in where it meant another number. */
    todayNumbers: z.array(z.object({ edition: z.string(), todayNumber: z.string() }).strict()),
    /** What the number meant for each document that cites or quotes it: the rule of that document's edition (its
     *  title when it has one), where it lives today (null: it no longer exists, or `found` is false: it was no rule of
     *  that edition), and the numbers that rule had over time. */
    readings: z.array(
      z
        .object({
          documentId: z.string(),
          edition: z.string(),
          found: z.boolean(),
          title: z.string().nullable(),
          todayNumber: z.string().nullable(),
          timeline: z.array(spanSchema),
        })
        .strict(),
    ),
    /** Whether the number is a rule of today's edition, and the older numbers that meant this rule. */
    inTodaysRules: z.boolean(),
    olderNumbers: z.array(spanSchema),
    /** Quotations printed with this number that do not fit their place in their edition. */
    quoteChecks: z.array(quoteCheckSchema),
    langs: z.array(langSchema),
  })
  .strict();
export type RuleNumberRecord = z.infer<typeof ruleNumberRecordSchema>;
