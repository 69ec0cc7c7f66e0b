import { z } from 'zod';
import { countSchema, perLangSchema } from './common.js';
import { isoDaySchema } from './date.js';

/** The printing that shows a name: its set and number, its printed and English card names, and the printed words. */
export const keywordNameExampleSchema = z
  .object({
    set: z.string().min(1),
    number: z.string().min(1),
    card: z.string().min(1),
    english: z.string().min(1),
    text: z.string().min(1),
  })
  .strict();

/** A keyword's printed name in one language: how many printings print it, the newest of them, one example. */
export const printedKeywordNameSchema = z
  .object({
    name: z.string().min(1),
    printings: countSchema.positive(),
    newest: isoDaySchema,
    example: keywordNameExampleSchema,
    /** Set when every printing of the name is older than today's English name of the keyword (the edition that
     *  renamed it): the name is the former one's, and no printing yet shows the new. */
    printedBefore: isoDaySchema.optional(),
    /** Other names printings gave it (older names, variants), most printings first. */
    others: z.array(z.object({ name: z.string().min(1), printings: countSchema.positive(), newest: isoDaySchema }).strict()),
    /** A keyword action: the forms its printings print (`destruye`, `destruida`), most printed first; `name` is then
     *  their dictionary form where `dictionaryForm` says how it is confirmed, else the first of them. */
    forms: z
      .array(z.object({ name: z.string().min(1), printings: countSchema.positive() }).strict())
      .min(1)
      .optional(),
    /** How the dictionary form is confirmed: printed itself on a card (`printing`), or by two or more of its other
     *  regular forms printed (`forms`). */
    dictionaryForm: z.enum(['printing', 'forms']).optional(),
  })
  .strict();
export type PrintedKeywordName = z.infer<typeof printedKeywordNameSchema>;

export const keywordNamesEntrySchema = z
  .object({
    english: z.string().min(1),
    kind: z.enum(['keyword-ability', 'keyword-action', 'ability-word']),
    /** null where no printing gives the name clearly (never guessed). */
    names: perLangSchema(printedKeywordNameSchema.nullable()),
  })
  .strict();
export type KeywordNamesEntry = z.infer<typeof keywordNamesEntrySchema>;

/**
 * content/keyword-names.json (npm run import:keywords): the Spanish, French and Portuguese names of every keyword
 * ability, keyword action and ability word of today's rules, as printed cards give them (MTGJSON's foreign text).
 */
export const keywordNamesFileSchema = z
  .object({
    format: z.literal('keyword-names/1'),
    /** Today's rules, whose keywords are listed. */
    rulesEdition: isoDaySchema,
    /** Set files read and foreign printings with text, per language. */
    sets: countSchema,
    printings: perLangSchema(countSchema),
    keywords: z.array(keywordNamesEntrySchema),
  })
  .strict();
export type KeywordNamesFile = z.infer<typeof keywordNamesFileSchema>;
