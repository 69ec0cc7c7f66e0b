import { z } from 'zod';
import { setCodeSchema } from './catalogue.js';
import { langSchema, lineSchema } from './common.js';
import { inlineSchema } from './inline.js';
import { textLinksSchema } from './links.js';

export const COLORS = ['W', 'U', 'B', 'R', 'G'] as const;
export const colorSchema = z.enum(COLORS);

/** One face of a card; a room card has two. */
export const faceSchema = z
  .object({
    name: z.string().min(1),
    manaCost: z
      .string()
      .regex(/^(\{[^{}]+\})+$/)
      .nullable(),
    manaValue: z.number().nonnegative(),
    colors: z.array(colorSchema),
    typeLine: z.string().nullable(),
    power: z.string().nullable(),
    toughness: z.string().nullable(),
    loyalty: z.string().nullable(),
    rulesText: z.array(z.string()),
    /** Beside `rulesText`, line for line: each line's emphasis (reminder text), strong and links, null for a line with
     *  none; absent when no line has any. */
    rulesMarkup: z.array(inlineSchema.nullable()).optional(),
    /** Beside `rulesText`, line for line: the spans that link or are mana symbols (null for none); added by the records
     *  layer, absent when no line has any. */
    rulesLinks: z.array(textLinksSchema.nullable()).optional(),
  })
  .strict()
  .refine((f) => !f.rulesMarkup || f.rulesMarkup.length === f.rulesText.length, {
    message: 'rulesMarkup has one entry per line of rulesText',
    path: ['rulesMarkup'],
  })
  .refine((f) => !f.rulesLinks || f.rulesLinks.length === f.rulesText.length, {
    message: 'rulesLinks has one entry per line of rulesText',
    path: ['rulesLinks'],
  });
export type Face = z.infer<typeof faceSchema>;

/**
 * Which card of the catalogue a document's card is, and the printing the document shows: its English name and slug
 * (where its page is), the set and collector number of the printing. Decided per document, from that document alone
 * (its sets, its date), so adding a document never moves another document's cards.
 */
export const cardIdentitySchema = z
  .object({
    oracleId: z.string().uuid(),
    /** The card's English name. */
    name: z.string().min(1),
    /** The card's page: `cards/<slug>/`. */
    slug: z.string().min(1),
    set: setCodeSchema,
    number: z.string().min(1).optional(),
  })
  .strict();
export type CardIdentity = z.infer<typeof cardIdentitySchema>;

/** Where a card is printed: a document and the line of its name; the records add which card that printing is. */
export const appearanceSchema = z
  .object({ documentId: z.string(), line: lineSchema, identity: cardIdentitySchema.nullable().optional() })
  .strict();

export const cardSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    lang: langSchema,
    /** Multi-face cards are named `A // B`. */
    name: z.string().min(1),
    faces: z.array(faceSchema).min(1),
    /** Faces joined with ` // `; null when no face has a cost. */
    manaCost: z.string().nullable(),
    manaValue: z.number().nonnegative(),
    colors: z.array(colorSchema),
    typeLine: z.string().nullable(),
    documentId: z.string(),
    line: lineSchema,
    appearances: z.array(appearanceSchema).min(1),
    keywords: z.array(z.string()),
    mentionedCardIds: z.array(z.string()),
    ruleNumbers: z.array(z.string()),
    rulingIds: z.array(z.string()),
    mechanicIds: z.array(z.string()),
    /** The same card (same printed name) in the other languages' documents. */
    otherLanguageIds: z.array(z.string()),
  })
  .strict();
export type Card = z.infer<typeof cardSchema>;

/** Every name a card goes by: its printed name and, for a card of several faces, each face's name. */
export function namesOf(card: Pick<Card, 'name' | 'faces'>): string[] {
  return [card.name, ...(card.faces.length > 1 ? card.faces.map((f) => f.name) : [])];
}

/** A card as the knowledge base publishes it: its own rulings, and the general rulings of its mechanics. */
export const corpusCardSchema = cardSchema
  .extend({
    /** General rulings that apply to the card: those of every section (any document, any language) that explains one
     *  of its mechanics or shows it as an example, in corpus order. */
    mechanicRulingIds: z.array(z.string()),
    /** Pairs of the card's rulings (own or general) in two languages that say the same: the page shows one and folds
     *  the other under it. Each ruling is paired at most once per other language. */
    sameRulings: z.array(z.tuple([z.string(), z.string()])),
    /** Which card of the catalogue this is: its first appearance's (appearances may name other printings of it);
     *  null when the card's name matched no card of the catalogue, or more than one. */
    identity: cardIdentitySchema.nullable(),
  })
  .strict();
export type CorpusCard = z.infer<typeof corpusCardSchema>;
