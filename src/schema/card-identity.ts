import { z } from 'zod';
import { LANGS } from '../languages.js';

/**
 * content/card-identities.json: which card a printed name is, derived from MTGJSON by scripts/import-card-identities.ts.
 * Facts only, one row per printing: English name (and face names), set, collector number, Scryfall and oracle ids, and
 * the names and rules texts printed in Spanish, French and Portuguese (Wizards' printed text, as MTGJSON gives it). No
 * flavor text or anything else.
 */

/** A set code as MTGJSON spells it, upper-cased: `SHM`, `PC2`, `10E`, `PMEI`. */
export const setCodeSchema = z.string().regex(/^[0-9A-Z][0-9A-Z_]*$/, 'expected an upper-case set code like SHM');

const nameSchema = z
  .string()
  .min(1)
  .refine((s) => s === s.trim() && !/\s{2}/.test(s), 'names are trimmed, with single spaces');

/** Face names of a multi-face card, in order (`['Fire', 'Ice']` for `Fire // Ice`). */
const facesSchema = z.array(nameSchema).min(2);

const printedNamesSchema = z
  .object(
    Object.fromEntries(LANGS.map((l) => [l, nameSchema.optional()])) as Record<(typeof LANGS)[number], z.ZodOptional<typeof nameSchema>>,
  )
  .strict();
/** Printed rules text, one entry per face that has its own (one for a single-faced card). */
const printedTextSchema = z.array(z.string().min(1)).min(1);
const printedTextsSchema = z
  .object(
    Object.fromEntries(LANGS.map((l) => [l, printedTextSchema.optional()])) as Record<
      (typeof LANGS)[number],
      z.ZodOptional<typeof printedTextSchema>
    >,
  )
  .strict();
const printedFacesSchema = z
  .object(
    Object.fromEntries(LANGS.map((l) => [l, facesSchema.optional()])) as Record<(typeof LANGS)[number], z.ZodOptional<typeof facesSchema>>,
  )
  .strict();

export const cardIdentitySchema = z
  .object({
    /** English name; `A // B` for a multi-face card. */
    name: nameSchema,
    /** English face names of a multi-face card. */
    faces: facesSchema.optional(),
    set: setCodeSchema,
    /** Collector number, when the data has one (`192`, `113a`, `★12`). */
    number: z.string().min(1).optional(),
    scryfallId: z.string().uuid().optional(),
    /** Scryfall's id of the card itself, the same for all its printings. */
    oracleId: z.string().uuid().optional(),
    /** The name printed in each language that has a printing (multi-face: `A // B`). */
    names: printedNamesSchema,
    /** Face names printed in each language, for multi-face cards. */
    faceNames: printedFacesSchema.optional(),
    /** Languages printed in this set that Scryfall lists elsewhere (an old set's foreign printings are sets of their
     *  own there): its page of the printing in that language is not under this set and number. */
    scryfallMissing: z.array(z.enum(LANGS)).min(1).optional(),
    /** Rules text printed in each language that has a printing. */
    texts: printedTextsSchema.optional(),
    /**
     * Names the documents print for the card in a language no printing of the data gives it a name in, each found
     * by what the printing shows (cost, keywords, power/toughness), never by the name: so a French release note's
     * special guest from a set printed only in English finds its card. Not a printed name: pages never show it as one.
     */
    documentNames: z
      .object(
        Object.fromEntries(LANGS.map((l) => [l, z.array(nameSchema).min(1).optional()])) as Record<
          (typeof LANGS)[number],
          z.ZodOptional<z.ZodArray<typeof nameSchema>>
        >,
      )
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((c, ctx) => {
    if (c.faces && c.faces.join(' // ') !== c.name)
      ctx.addIssue({ code: 'custom', path: ['faces'], message: `faces must make up the name "${c.name}"` });
    for (const [lang, faces] of Object.entries(c.faceNames ?? {})) {
      const printed = c.names[lang as keyof typeof c.names];
      if (faces && printed !== faces.join(' // '))
        ctx.addIssue({ code: 'custom', path: ['faceNames', lang], message: `face names must make up the ${lang} name` });
    }
  });
export type CardIdentity = z.infer<typeof cardIdentitySchema>;

export const cardIdentityTableSchema = z
  .object({
    version: z.literal(1),
    /** Every set of the table, with how many printings it holds. */
    sets: z.array(
      z
        .object({
          code: setCodeSchema,
          /** The set this one completes (MTGJSON's `parentCode`): OPC2's planes belong to PC2. */
          parent: setCodeSchema.optional(),
          /** Only the cards the documents print were taken from this set (special guests, reprints), not the whole set. */
          namedOnly: z.literal(true).optional(),
          cards: z.number().int().nonnegative(),
        })
        .strict(),
    ),
    cards: z.array(cardIdentitySchema),
  })
  .strict()
  .superRefine((t, ctx) => {
    const counts = new Map<string, number>();
    for (const c of t.cards) counts.set(c.set, (counts.get(c.set) ?? 0) + 1);
    const listed = new Set<string>();
    t.sets.forEach((s, i) => {
      if (listed.has(s.code)) ctx.addIssue({ code: 'custom', path: ['sets', i, 'code'], message: `set ${s.code} listed twice` });
      listed.add(s.code);
      if ((counts.get(s.code) ?? 0) !== s.cards)
        ctx.addIssue({
          code: 'custom',
          path: ['sets', i, 'cards'],
          message: `set ${s.code} lists ${s.cards} cards, the table has ${counts.get(s.code) ?? 0}`,
        });
    });
    const printing = new Map<string, number>();
    t.cards.forEach((c, i) => {
      if (!c.scryfallId) return;
      const first = printing.get(c.scryfallId);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['cards', i, 'scryfallId'],
          message: `${c.name} (${c.set} ${c.number ?? '?'}) claims the Scryfall id of ${t.cards[first].name} (${t.cards[first].set} ${t.cards[first].number ?? '?'})`,
        });
      else printing.set(c.scryfallId, i);
    });
    for (const code of counts.keys())
      if (!listed.has(code)) ctx.addIssue({ code: 'custom', path: ['sets'], message: `set ${code} has cards but is not listed` });
  });
export type CardIdentityTable = z.infer<typeof cardIdentityTableSchema>;
