import { z } from 'zod';
import { langSchema } from './common.js';
import { keywordSchema } from './glossary.js';

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
  })
  .strict();
export type KeywordRecord = z.infer<typeof keywordRecordSchema>;

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
    /** Where this number lives in today's rules, when it was an older edition's number for a known keyword. */
    todayNumbers: z.array(z.object({ edition: z.string(), todayNumber: z.string() }).strict()),
    langs: z.array(langSchema),
  })
  .strict();
export type RuleNumberRecord = z.infer<typeof ruleNumberRecordSchema>;
