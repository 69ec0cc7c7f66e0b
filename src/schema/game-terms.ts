import { z } from 'zod';
import { countSchema, perLangSchema } from './common.js';
import { isoDaySchema } from './date.js';

/** A game term's words in one language as printed cards give them, with how many printings support each. */
export const printedTermWordsSchema = z
  .object({
    /** The word printings use most today (`valor de maná`, `valeur de mana`, `cementerio`). */
    name: z.string().min(1),
    /** Printings whose aligned text shows `name`. */
    printings: countSchema.positive(),
    /** Other forms printings give it today (plural, articles dropped, conjugations), most printings first. */
    forms: z.array(z.string().min(1)),
  })
  .strict();
export type PrintedTermWords = z.infer<typeof printedTermWordsSchema>;

/** Words typed by hand where no printing gives them (a `hand` rename): the former words and today's, per language. */
export const typedTermWordsSchema = z
  .object({ before: z.array(z.string().min(1)).min(1), today: z.array(z.string().min(1)).min(1) })
  .strict();
export type TypedTermWords = z.infer<typeof typedTermWordsSchema>;

/** What a term was called before the rules renamed it, in English and as printings of each language gave it. */
export const formerTermSchema = z
  .object({
    english: z.string().min(1),
    /** The first edition of the Comprehensive Rules that uses today's term instead. */
    renamedIn: isoDaySchema,
    /** Why this rename is known: `cr-glossary-obsolete`, `keyword-renamed`, `rules-history` or `hand` (then `why`). */
    source: z.enum(['cr-glossary-obsolete', 'keyword-renamed', 'rules-history', 'hand']),
    why: z.string().min(1).optional(),
    /** The words printings of each language gave the term before `renamedIn` (today's term's printings up to then). */
    names: perLangSchema(printedTermWordsSchema.nullable()),
    /** A `hand` rename: the words typed by hand, before and today (content/glossary.json's `formerTerms`). */
    typed: perLangSchema(typedTermWordsSchema.nullable()).optional(),
  })
  .strict()
  .refine((f) => (f.source === 'hand') === (f.why !== undefined && f.typed !== undefined), {
    message: 'a hand rename says why and types its words; a derived one does neither',
  });
export type FormerTerm = z.infer<typeof formerTermSchema>;

/** One game term of today's Comprehensive Rules glossary (a zone, a card type, `mana value`, `token`, `exile`…). */
export const gameTermSchema = z
  .object({
    /** Today's English term, as the Comprehensive Rules glossary heads it (`Mana Value`, `Battlefield`). */
    english: z.string().min(1),
    /** Today's printed words per language (since the term's last rename); null where no printing gives them clearly
     *  (never guessed). */
    names: perLangSchema(printedTermWordsSchema.nullable()),
    /** Where the words were read: card rules text, or type lines (card types and subtypes: `Sala` for Room). */
    from: z.enum(['rules-text', 'type-line', 'keyword-names']).optional(),
    /** Former names, newest first. */
    former: z.array(formerTermSchema),
  })
  .strict();
export type GameTerm = z.infer<typeof gameTermSchema>;

/**
 * content/game-terms.json (npm run import:keywords): the Spanish, French and Portuguese words of the game terms of
 * today's rules as printed cards give them, and the terms the rules have renamed (with the words each language printed
 * before and after): what search finds rules by, and what marks a translated ruling that uses a word the rules no
 * longer use.
 */
export const gameTermsFileSchema = z
  .object({
    format: z.literal('game-terms/1'),
    rulesEdition: isoDaySchema,
    terms: z.array(gameTermSchema),
  })
  .strict();
export type GameTermsFile = z.infer<typeof gameTermsFileSchema>;
