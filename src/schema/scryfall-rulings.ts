import { z } from 'zod';
import { calendarDaySchema } from './date.js';

/**
 * The open data's rulings in Scryfall's ruling-list shape (`GET /cards/:id/rulings`), one file per language and card:
 * `/api/<lang>/cards/<scryfall-id>/rulings`. A tool that reads Scryfall's rulings reads these unchanged: each official
 * ruling once, in the file's language where a document translates it (the English kept beside it), and the documents'
 * own rulings in their words.
 */
export const scryfallRulingSchema = z
  .object({
    object: z.literal('ruling'),
    /** Scryfall's id of the card (the same for all its printings). */
    oracle_id: z.string().uuid(),
    /** Wizards of the Coast: every document of the knowledge base is an official one. */
    source: z.literal('wotc'),
    /** The document's date; a document dated by month or year only gives its first day. */
    published_at: calendarDaySchema,
    /** The ruling, plain text: an official ruling's English text, or, where a document of the file's language translates
     *  it, that translation (then `original_comment`); a document's own ruling as the document words it. */
    comment: z.string().min(1),
    /** Beside a translation: the official ruling's English text, as Scryfall's `comment` gives it. */
    original_comment: z.string().min(1).optional(),
    /** Beside a translation: the date of the document that translates it (its first day for a month or a year). */
    translated_at: calendarDaySchema.optional(),
  })
  .strict()
  .refine((r) => (r.original_comment === undefined) === (r.translated_at === undefined), 'a translation gives its original and its date');
export type ScryfallRuling = z.infer<typeof scryfallRulingSchema>;

export const scryfallRulingListSchema = z
  .object({
    object: z.literal('list'),
    has_more: z.literal(false),
    data: z.array(scryfallRulingSchema),
  })
  .strict();
export type ScryfallRulingList = z.infer<typeof scryfallRulingListSchema>;
