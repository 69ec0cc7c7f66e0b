import { z } from 'zod';
import { langSchema, lineSchema } from './common.js';
import { calendarDaySchema } from './date.js';
import { inlineSchema } from './inline.js';
import { textLinksSchema } from './links.js';
import { rulingOriginalSchema } from './alignment.js';
import { rulingFormerWordSchema } from './former-words.js';

/** Whether a cited or quoted rule's wording changed after the document's edition (a rule's: with its subrules; a
 *  range's: any of its rules), and in which editions, oldest first; null when the rule is not in today's rules. */
export const wordingChangeShape = {
  wordingChanged: z.boolean().nullable(),
  changedIn: z.array(calendarDaySchema),
};

/** A rule number as cited in a document, tied to today's number where the keyword is known. */
export const ruleReferenceSchema = z
  .object({
    number: z.string(),
    /** For a range such as 601.2e–g: the last rule of the range. */
    through: z.string().nullable(),
    /** The rules edition (YYYY-MM-DD) the number is read in. */
    edition: z.string(),
    /** Where the rule lives in today's rules; null when it no longer exists, or was not found. */
    todayNumber: z.string().nullable(),
    /** Whether the number was a rule of that edition (or of the next one). */
    found: z.boolean(),
    ...wordingChangeShape,
  })
  .strict();
export type RuleReference = z.infer<typeof ruleReferenceSchema>;

/** A rule number a document cites (in a ruling, a quoted rule's text or an explanation) or quotes, and where. */
export const documentReferenceSchema = ruleReferenceSchema
  .extend({
    line: lineSchema,
    /** The record whose text cites the number; `quote` is a quoted rule itself. */
    from: z.object({ kind: z.enum(['ruling', 'rule', 'mechanic', 'section', 'quote']), id: z.string() }).strict(),
  })
  .strict();
export type DocumentReference = z.infer<typeof documentReferenceSchema>;

export const rulingSchema = z
  .object({
    id: z.string(),
    anchor: z.string().regex(/^r-[a-z0-9]+$/),
    documentId: z.string(),
    lang: langSchema,
    owner: z.object({ kind: z.enum(['card', 'mechanic']), id: z.string() }).strict(),
    /** The mechanic whose general ruling this is: its owner when a mechanic owns it, the section's mechanic for a
     *  ruling under an example card of a section that explains one; null for a card's own ruling only. */
    mechanicId: z.string().nullable(),
    text: z.string().min(1),
    /** A question and its answer (`P:` / `R:`, `Q :` / `R :`, `Pergunta:` / `Resposta:`): `text` holds both, each with
     *  its label as the document wrote it, the question first; `question.length` is the length of its part of `text`
     *  (a line break, then the answer). Absent for a ruling the document states. */
    question: z.object({ length: z.number().int().positive() }).strict().optional(),
    /** The text's emphasis, strong and links; absent when the text has none. */
    markup: inlineSchema.optional(),
    /** The spans of `text` that link (cards, keywords, rule numbers) or are mana symbols; added by the records layer. */
    links: textLinksSchema.optional(),
    line: lineSchema,
    endLine: lineSchema,
    mentions: z
      .object({
        rules: z.array(ruleReferenceSchema),
        keywords: z.array(z.string()),
        cardIds: z.array(z.string()),
      })
      .strict(),
    /** The official ruling (Gatherer's, in English) this ruling translates, with the evidence of the pairing; null
     *  when none does (the document's own ruling). Absent until the build aligns the documents (src/records/align/). */
    original: rulingOriginalSchema.nullable().optional(),
    /** Words the rules renamed after the document's date, as the ruling uses them (src/records/former-words.ts);
     *  absent when it uses none. */
    formerWords: z.array(rulingFormerWordSchema).optional(),
  })
  .strict();
export type Ruling = z.infer<typeof rulingSchema>;
