import { z } from 'zod';
import { isoDaySchema } from './date.js';

const editionIndex = z.number().int().nonnegative();

/** A run of one wording: `[from, to, text]`, edition indexes inclusive; the text's paragraphs are lines. */
export const wordingRunSchema = z
  .tuple([editionIndex, editionIndex, z.string().min(1)])
  .refine(([from, to]) => from <= to, 'run ends before it starts');
export type WordingRun = z.infer<typeof wordingRunSchema>;

/**
 * content/rules-text.json: the wordings of every rule of content/rules-history.json, lineage by lineage in the same
 * order (derived by `npm run import:rules`): each distinct wording with the editions it held in.
 */
export const rulesTextSchema = z
  .object({
    format: z.literal('rules-text/1'),
    /** The editions of the rules history, repeated so that a text file from another import is refused. */
    editions: z.array(isoDaySchema).min(1),
    /** Per lineage of the history: its wording runs, oldest first, never overlapping. */
    lineages: z.array(
      z
        .array(wordingRunSchema)
        .refine((runs) => runs.every((r, i) => i === 0 || r[0] > runs[i - 1][1]), 'runs overlap or are out of order'),
    ),
  })
  .strict();
export type RulesText = z.infer<typeof rulesTextSchema>;
