import { z } from 'zod';
import { isoDaySchema } from './date.js';

/** YYYY-MM-DD */

/** The editions a term was in the glossary: `[from, to]` effective dates, inclusive, oldest first. */
const spansSchema = z
  .array(z.tuple([isoDaySchema, isoDaySchema]).refine(([from, to]) => from <= to, 'a span ends before it starts'))
  .min(1)
  .refine((spans) => spans.every((s, i) => i === 0 || s[0] > spans[i - 1][1]), 'spans overlap or are out of order');

/** A sense of a term in use that the glossary marks `(Obsolete)`: `Play` 3. "Casting a spell used to be known as
 *  playing a spell … See Cast." */
export const obsoleteSenseSchema = z
  .object({
    text: z.string().min(1),
    /** Terms of the same glossary it sends the reader to instead (`Cast`). */
    replacedBy: z.array(z.string().min(1)),
    /** The first edition of the run, up to the newest edition holding the term, in which the sense is obsolete. */
    since: isoDaySchema,
  })
  .strict();

/** One term of the Comprehensive Rules glossary, as its newest edition holding it defines it. */
export const rulesGlossaryTermSchema = z
  .object({
    /** As the glossary heads it, without `(Obsolete)`: `Mana Value`, `Converted Mana Cost`,
     *  `Remove from the Game, Removed, Removed-from-the-Game Zone`. */
    term: z.string().min(1).max(120),
    /** The definition, one paragraph per line (numbered senses are paragraphs). */
    text: z.string().min(1),
    /** Marked `(Obsolete)` in the newest edition holding it. */
    obsolete: z.boolean(),
    /** Since which edition (the first of the run of editions, up to the newest holding it, that mark it obsolete). */
    obsoleteSince: isoDaySchema.optional(),
    /** For an obsolete term: the terms of the same glossary that replace it (`Mana Value`; `Exile`), in the order
     *  the definition names them; empty when it names none (`Mana Burn`: that rule no longer exists). */
    replacedBy: z.array(z.string().min(1)).optional(),
    obsoleteSenses: z.array(obsoleteSenseSchema).optional(),
    /** The editions holding the term. A term of today's glossary has a last span ending with today's edition. */
    editions: spansSchema,
  })
  .strict()
  .refine((t) => t.obsolete === (t.obsoleteSince !== undefined), 'obsoleteSince is set exactly for an obsolete term')
  .refine((t) => t.obsolete === (t.replacedBy !== undefined), 'replacedBy is set exactly for an obsolete term');
export type RulesGlossaryTerm = z.infer<typeof rulesGlossaryTermSchema>;

/**
 * content/rules-glossary.json (npm run import:rules): every term of the glossary of every edition of the
 * Comprehensive Rules, by its newest definition; the terms the rules made obsolete, since when and what replaces them.
 */
export const rulesGlossaryFileSchema = z
  .object({
    format: z.literal('rules-glossary/1'),
    /** The editions read, oldest first; the last is today's. */
    editions: z.array(isoDaySchema).min(1),
    /** Editions whose glossary is cut short (no `Credits` after it): terms missing from them are not taken as gone. */
    partial: z.array(isoDaySchema),
    /** Terms by folded name: today's and every former one. */
    terms: z.array(rulesGlossaryTermSchema),
  })
  .strict()
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    g.terms.forEach((t, i) => {
      const key = t.term.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['terms', i, 'term'], message: `duplicate term "${t.term}"` });
      seen.add(key);
    });
  });
export type RulesGlossaryFile = z.infer<typeof rulesGlossaryFileSchema>;
