import { z } from 'zod';

const at = { start: z.number().int().nonnegative(), end: z.number().int().positive() };

/**
 * A span of a record's plain `text` that the site shows as a link or a symbol: a mana symbol, a rule number that has a
 * page (as the document's edition numbered it, with today's number), a card named as printed, a keyword. Found once,
 * in the records (src/records/links.ts); the site renders them and never scans text. Each span lies inside one text
 * node of the record's `markup`; no two overlap (a keyword never lies inside a card's name), and a page leaves out
 * a link to itself.
 */
export const textLinkSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mana'), ...at, symbol: z.string().min(1) }).strict(),
  z.object({ kind: z.literal('rule'), ...at, number: z.string(), edition: z.string(), todayNumber: z.string().nullable() }).strict(),
  /** `id`: the document card named; `page`: where the card is read (its catalogue page's slug, or the document card's
   *  own id where no card of the catalogue is it). */
  z.object({ kind: z.literal('card'), ...at, id: z.string(), page: z.string().min(1) }).strict(),
  z.object({ kind: z.literal('keyword'), ...at, key: z.string() }).strict(),
]);
export type TextLink = z.infer<typeof textLinkSchema>;

/** A text's spans in reading order, none overlapping another; absent when it has none. */
export const textLinksSchema = z
  .array(textLinkSchema)
  .min(1)
  .refine((links) => links.every((l, i) => l.start < l.end && (i === 0 || links[i - 1].end <= l.start)), {
    message: 'links are in reading order and none overlaps another',
  });
