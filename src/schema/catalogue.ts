import { z } from 'zod';
import { LANGS, perLang, type Lang } from '../languages.js';

/**
 * content/catalogue/: every card ever printed, derived from MTGJSON by `npm run import:cards` — one record per card
 * (its Scryfall oracle id) with today's Oracle text, its printings and their Scryfall ids, its names and texts as
 * printed in Spanish, French and Portuguese, and its official rulings. Facts only (no flavor text, prices or art).
 */

/** A set code as MTGJSON spells it, upper-cased: `SHM`, `PC2`, `10E`, `PMEI`. */
export const setCodeSchema = z.string().regex(/^[0-9A-Z][0-9A-Z_]*$/, 'set codes are upper case, like KHM');

/** A calendar day, YYYY-MM-DD. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'no such day');

/** A card's or a set's name: trimmed, single spaces. */
const nameSchema = z
  .string()
  .min(1)
  .refine((s) => s === s.trim() && !/\s{2}/.test(s), 'names are trimmed, with single spaces');

const uuid = z.string().uuid();

/** The two schemas whose checks are code (refinements): the published JSON Schema gives each its own form. */
export { isoDate as catalogueDateSchema, nameSchema as catalogueNameSchema };

/** One value per language of the site, each optional. */
const someLangs = <T extends z.ZodTypeAny>(schema: T) =>
  z.object(Object.fromEntries(LANGS.map((l) => [l, schema.optional()])) as Record<Lang, z.ZodOptional<T>>).strict();

/** One face of a card as the Oracle gives it today (English). A single-faced card has one. */
export const oracleFaceSchema = z
  .object({
    name: nameSchema,
    manaCost: z
      .string()
      .regex(/^(\{[^{}]+\})+$/)
      .optional(),
    typeLine: z.string().min(1).optional(),
    /** Oracle text, lines separated by `\n`. */
    text: z.string().min(1).optional(),
    power: z.string().min(1).optional(),
    toughness: z.string().min(1).optional(),
    loyalty: z.string().min(1).optional(),
    defense: z.string().min(1).optional(),
  })
  .strict();
export type OracleFace = z.infer<typeof oracleFaceSchema>;

/** One face as a printing of another language prints it (its name absent where the data only copies the English). */
export const printedFaceSchema = z
  .object({
    name: nameSchema.optional(),
    typeLine: z.string().min(1).optional(),
    text: z.string().min(1).optional(),
  })
  .strict();

/** A card as printed in one language: its name (`A // B` for several faces), its faces, and the printing showing it. */
export const printedWordingSchema = z
  .object({
    /** Absent where the data gives the printing's text but only a copy of the English name (DSC's French rooms). */
    name: nameSchema.optional(),
    faces: z.array(printedFaceSchema).min(1),
    /** The printing that shows this wording (the newest that does), and its release; in a card's current wording, what
     *  the data leaves out of that printing (a type line, a text) is the newest other printing's that gives it. */
    set: setCodeSchema,
    number: z.string().min(1).optional(),
    released: isoDate,
  })
  .strict();
export type PrintedWording = z.infer<typeof printedWordingSchema>;

/** One printing of a card: its set, collector number, release, and Scryfall's id of each language's printing. */
export const printingSchema = z
  .object({
    set: setCodeSchema,
    number: z.string().min(1).optional(),
    released: isoDate,
    /** Scryfall ids: `en` of the English printing, and of each language of the site, that language's (where Scryfall
     *  lists it). */
    ids: z.object({ en: uuid.optional(), ...perLang(() => uuid.optional()) }).strict(),
    /** The languages of the site this printing was printed in (with or without a Scryfall id). */
    langs: z.array(z.enum(LANGS)).optional(),
  })
  .strict();
export type Printing = z.infer<typeof printingSchema>;

/** An official ruling (Gatherer's), in English, with the date Wizards gave it. */
export const officialRulingSchema = z.object({ date: isoDate, text: z.string().min(1) }).strict();
export type OfficialRuling = z.infer<typeof officialRulingSchema>;

export const catalogueCardSchema = z
  .object({
    oracleId: uuid,
    /** English name; `A // B` for a card of several faces. */
    name: nameSchema,
    /** Other English names printings give the same card (a Universes Within reprint). */
    otherNames: z.array(nameSchema).min(1).optional(),
    /** The card's path segment: its English name as a slug, disambiguated where two cards share it. */
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** MTGJSON's layout: normal, split, transform, adventure, meld, saga… */
    layout: z.string().min(1),
    /** The build date of the MTGJSON file the Oracle text and rulings come from. */
    oracleAsOf: isoDate,
    manaValue: z.number().nonnegative(),
    colors: z.array(z.enum(['W', 'U', 'B', 'R', 'G'])),
    /** The keyword abilities, actions and ability words MTGJSON lists for the card, as it spells them (`Flying`). */
    keywords: z.array(z.string().min(1)),
    faces: z.array(oracleFaceSchema).min(1),
    /** The newest printing's wording in each language that printed the card. */
    printed: someLangs(printedWordingSchema),
    /** Earlier wordings per language that say something the newer ones do not (an older text, name or type line),
     *  newest first. */
    earlier: someLangs(z.array(printedWordingSchema).min(1)).optional(),
    /** Every printing, oldest first. */
    printings: z.array(printingSchema).min(1),
    /** Today's official rulings, oldest first (as Gatherer dates them). */
    rulings: z.array(officialRulingSchema),
    /** Official rulings of older files that today's no longer holds (reworded or dropped; another typing of today's
     *  words is today's ruling, not a superseded one). */
    superseded: z.array(officialRulingSchema).min(1).optional(),
  })
  .strict();
export type CatalogueCard = z.infer<typeof catalogueCardSchema>;

export const catalogueSetSchema = z
  .object({
    code: setCodeSchema,
    name: nameSchema,
    /** The set's name in each language where MTGJSON gives a translation. */
    names: someLangs(nameSchema).optional(),
    released: isoDate,
    /** MTGJSON's set type: expansion, core, commander, promo… */
    type: z.string().min(1).optional(),
    /** The set this one belongs to (MTGJSON's `parentCode`: OPC2's planes belong to PC2). */
    parent: setCodeSchema.optional(),
    /** Cards (oracle ids) with a printing in the set. */
    cards: z.number().int().nonnegative(),
  })
  .strict();
export type CatalogueSet = z.infer<typeof catalogueSetSchema>;

/** content/catalogue/catalogue.json: what the shards hold, and the digest of each (a shard edited by hand is refused). */
export const catalogueIndexSchema = z
  .object({
    format: z.literal('catalogue/1'),
    /** The newest MTGJSON build read (`meta.date`), and how many files were read. */
    data: z.object({ newest: isoDate, files: z.number().int().positive() }).strict(),
    counts: z
      .object({
        cards: z.number().int().nonnegative(),
        printings: z.number().int().nonnegative(),
        rulings: z.number().int().nonnegative(),
        scryfallIds: z.object({ en: z.number(), ...perLang(() => z.number()) }).strict(),
      })
      .strict(),
    sets: z.array(catalogueSetSchema),
    shards: z.array(
      z
        .object({
          file: z.string().regex(/^[0-9a-f]{2}\.json\.gz$/),
          cards: z.number().int().positive(),
          /** sha256 of the shard's JSON text (its content, whatever the compression). */
          sha256: z.string().regex(/^[0-9a-f]{64}$/),
          /** A short digest of each card's line, in order (catalogue/lib/shard-lines.ts): names the card of a shard
           *  edited by hand. */
          cardDigests: z.string().regex(/^[0-9a-z]+$/),
        })
        .strict(),
    ),
  })
  .strict();
export type CatalogueIndex = z.infer<typeof catalogueIndexSchema>;

/** One shard: the cards whose oracle id starts with its two hex digits, in oracle-id order. */
export const catalogueShardSchema = z.array(catalogueCardSchema);
