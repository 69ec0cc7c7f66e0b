import { z } from 'zod';
import { countSchema, langSchema } from './common.js';
import { isoDaySchema } from './date.js';
import { setCodeSchema } from './catalogue.js';

const share = z.number().min(0).max(1);

/**
 * Why a document ruling was paired with an official ruling: what both texts hold (numbers and power/toughness, card
 * names by oracle id, keywords, mana symbols, rule numbers), how alike their words and lengths are, the score these
 * make and how much the document's best assignment would lose without this pair.
 */
export const alignmentEvidenceSchema = z
  .object({
    score: share,
    /** What the document's best assignment loses without this pair: how clearly it is the assignment's. */
    margin: z.number().nonnegative(),
    /** Numbers both texts print (`2`, `+1/+1`). */
    numbers: z.array(z.string()),
    /** Cards both texts name, by oracle id. */
    cards: z.array(z.string()),
    /** Keywords both texts name, by key. */
    keywords: z.array(z.string()),
    /** Mana symbols both texts print (`{R}`). */
    manaSymbols: z.array(z.string()),
    /** Rule numbers both texts cite (today's, where known). */
    rules: z.array(z.string()),
    /** Dice coefficient of everything above; null when neither text holds any. */
    anchors: share.nullable(),
    /** Dice coefficient of the two texts' word stems. */
    stems: share,
    /** How well their words translate each other, by the lexicon learned from the surest pairs of the documents of
     *  the same language (null in the first pass, which has none). */
    words: share.nullable(),
    /** The translation's length over its original's, in letters (of the sentences compared, see `sentences`). */
    lengthRatio: z.number().positive(),
    /** Present when only some of the translation's sentences translate the original: its first ones (Gatherer files
     *  it without the example the document gives), or its last ones (`skippedSentences`): how many. */
    sentences: z.number().int().positive().optional(),
    /** Present when the translation's first sentences are the document's own (a note before the original, such as an
     *  erratum of the printed card): how many are left out before the `sentences` compared. */
    skippedSentences: z.number().int().positive().optional(),
    /** Days from the document's date to the official ruling's (negative: the original is older; Gatherer dates a set's
     *  rulings at its release, after the notes, and re-dates those it rewrites); null for an undated document. */
    daysAfterDocument: z.number().int().nullable(),
  })
  .strict();
export type AlignmentEvidence = z.infer<typeof alignmentEvidenceSchema>;

/** An official ruling (Gatherer's, in English) and the cards it is filed under: one for a card's own ruling, each
 *  card of a mechanic that carries it for a general one. */
export const officialRulingRefSchema = z
  .object({
    oracleIds: z.array(z.string().min(1)).min(1),
    date: isoDaySchema,
    text: z.string().min(1),
  })
  .strict();
export type OfficialRulingRef = z.infer<typeof officialRulingRefSchema>;

/** The official ruling a document ruling translates, with the evidence of the pairing (a ruling record's `original`). */
export const rulingOriginalSchema = officialRulingRefSchema.extend({ evidence: alignmentEvidenceSchema }).strict();
export type RulingOriginal = z.infer<typeof rulingOriginalSchema>;

/**
 * Why a document ruling has no original: nothing fits well enough (`weak`: most often the document's own ruling);
 * another document ruling fits the same official ruling nearly as well (`competing`); it fits two official rulings
 * alike (`ambiguous`); it says again what another ruling of the document says, which holds the pair (`repeat`: the
 * same sentence in two sections, or a section's ruling that a card's ruling already translates); it is about or names
 * a card no data identifies (`unknown-card`); its card has no official ruling (`no-official-ruling`); it is about no
 * card at all (`no-card`: a section's ruling outside any mechanic).
 */
export const UNALIGNED_REASONS = ['weak', 'competing', 'ambiguous', 'repeat', 'unknown-card', 'no-official-ruling', 'no-card'] as const;
export type UnalignedReason = (typeof UNALIGNED_REASONS)[number];

/** An unaligned ruling of a document and why (the build log prints them, counted by reason). */
export const unalignedRulingSchema = z
  .object({
    rulingId: z.string(),
    reason: z.enum(UNALIGNED_REASONS),
    rivalRulingId: z.string().optional(),
    message: z.string().min(1),
  })
  .strict();
export type UnalignedRuling = z.infer<typeof unalignedRulingSchema>;

const alignmentCounts = z
  .object({
    rulings: countSchema,
    /** Rulings paired with the official ruling they translate. */
    aligned: countSchema,
    /** Rulings left the document's own, each with its reason (`unalignedRulings`). */
    unaligned: countSchema,
    /** Distinct official rulings (today's) of the cards of the document's sets: a ruling Gatherer files on several
     *  cards counts once. */
    officialRulings: countSchema,
    /** Of those, the ones no ruling of this document translates. */
    untranslated: countSchema,
    /** The unaligned rulings counted by reason (they add up to `unaligned`). */
    unalignedBy: z
      .object(Object.fromEntries(UNALIGNED_REASONS.map((r) => [r, countSchema])) as Record<UnalignedReason, typeof countSchema>)
      .strict(),
    /** Rulings aligned on their text alone: the document states no date (0 for a dated one). */
    alignedWithoutDate: countSchema,
    unalignedRulings: z.array(unalignedRulingSchema),
  })
  .strict();

const whole = (c: z.infer<typeof alignmentCounts>) =>
  c.aligned + c.unaligned === c.rulings && c.unalignedRulings.length === c.unaligned && c.untranslated <= c.officialRulings;

/** A document's alignment in numbers, and each unaligned ruling's reason: what the build report (`Report.alignment`),
 *  the document's page and BENCHMARKS.md give. */
export const documentAlignmentSchema = alignmentCounts.refine(whole, 'every ruling aligned or not, each unaligned one with its reason');
export const documentAlignmentCountsSchema = alignmentCounts
  .extend({ documentId: z.string() })
  .strict()
  .refine(whole, 'every ruling aligned or not, each unaligned one with its reason');
export type DocumentAlignmentCounts = z.infer<typeof documentAlignmentCountsSchema>;
