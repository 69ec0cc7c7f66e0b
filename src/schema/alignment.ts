import { z } from 'zod';
import { langSchema } from './common.js';
import { setCodeSchema } from './catalogue.js';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().nonnegative();
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
    /** The translation's length over its original's, in letters. */
    lengthRatio: z.number().positive(),
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
    date,
    text: z.string().min(1),
  })
  .strict();
export type OfficialRulingRef = z.infer<typeof officialRulingRefSchema>;

/** The official ruling a document ruling translates, with the evidence of the pairing (a ruling record's `original`). */
export const rulingOriginalSchema = officialRulingRefSchema.extend({ evidence: alignmentEvidenceSchema }).strict();
export type RulingOriginal = z.infer<typeof rulingOriginalSchema>;

/**
 * What the alignment refused to pair, and why, one line each: two document rulings competing for one official ruling
 * (`competing`), a ruling that fits two official rulings alike (`ambiguous`), a ruling about or naming a card no data
 * identifies (`unknown-card`), a document that states no date (`undated-document`: aligned on its text alone).
 */
export const alignmentIssueSchema = z
  .object({
    code: z.enum(['competing', 'ambiguous', 'unknown-card', 'undated-document']),
    rulingId: z.string().nullable(),
    /** For `competing`: the document ruling that fits the same official ruling nearly as well. */
    rivalRulingId: z.string().optional(),
    message: z.string().min(1),
  })
  .strict();
export type AlignmentIssue = z.infer<typeof alignmentIssueSchema>;

/** A document's alignment in numbers: what the build report, the document's page and BENCHMARKS.md give. */
export const documentAlignmentCountsSchema = z
  .object({
    documentId: z.string(),
    rulings: count,
    /** Rulings paired with the official ruling they translate. */
    aligned: count,
    /** Rulings left the document's own (no official ruling fits, or a refusal below). */
    unaligned: count,
    /** Official rulings of the document's sets (one per card that carries it). */
    officialRulings: count,
    /** Of those, the ones no ruling of this document translates. */
    untranslated: count,
    /** Refusals by code (see alignmentIssueSchema), `undated-document` counting the rulings aligned without a date. */
    issues: z.object({ competing: count, ambiguous: count, 'unknown-card': count, 'undated-document': count }).strict(),
  })
  .strict();
export type DocumentAlignmentCounts = z.infer<typeof documentAlignmentCountsSchema>;

/** How many of a set's official rulings (today's) have a translation in one language, and from which documents. */
export const setCoverageSchema = z
  .object({
    set: setCodeSchema,
    lang: langSchema,
    officialRulings: count,
    translated: count,
    documents: z.array(z.object({ documentId: z.string(), translated: count }).strict()),
  })
  .strict()
  .refine((c) => c.translated <= c.officialRulings, 'a set has no more translated rulings than official ones');
export type SetCoverage = z.infer<typeof setCoverageSchema>;
