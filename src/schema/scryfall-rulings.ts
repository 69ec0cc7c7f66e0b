import { z } from 'zod';
import { calendarDaySchema } from './date.js';

/**
 * The open data's rulings in Scryfall's ruling-list shape (`GET /cards/:id/rulings`), one file per language and card:
 * `/api/<lang>/cards/<scryfall-id>/rulings.json`. A tool that reads Scryfall's rulings reads these unchanged; the
 * comments are the documents' own words in Spanish, French or Portuguese.
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
    /** The ruling as the document words it, plain text. */
    comment: z.string().min(1),
  })
  .strict();
export type ScryfallRuling = z.infer<typeof scryfallRulingSchema>;

export const scryfallRulingListSchema = z
  .object({
    object: z.literal('list'),
    has_more: z.literal(false),
    data: z.array(scryfallRulingSchema),
  })
  .strict();
export type ScryfallRulingList = z.infer<typeof scryfallRulingListSchema>;
