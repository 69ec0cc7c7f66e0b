import { z } from 'zod';
import { HISTORY_NUMBER } from '../rule-numbers.js';
import { isoDaySchema } from './date.js';

/** YYYY-MM-DD */

/** A chapter (`7`), section (`702`), rule (`702.79`) or subrule (`702.79a`) number. */
export const historyNumberSchema = z.string().regex(HISTORY_NUMBER, 'expected a rule number like 7, 702, 702.79 or 702.79a');

/** A short English title (keyword or section name): facts only, never a sentence of the rules. */
export const historyTitleSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((t) => !/[.:;]$/.test(t) && !/\. /.test(t.replace(/\bvs\. /g, 'vs ')), 'a title, not a sentence');

const editionIndex = z.number().int().nonnegative();

/** A run: a lineage held a value in editions `from`..`to` (indexes into `editions`, inclusive). */
const runSchema = <T extends z.ZodTypeAny>(value: T) =>
  z.tuple([editionIndex, editionIndex, value]).refine(([from, to]) => from <= to, 'run ends before it starts');

const runsSchema = <T extends z.ZodTypeAny>(value: T) =>
  z.array(runSchema(value)).refine((runs) => runs.every((r, i) => i === 0 || r[0] > runs[i - 1][1]), 'runs overlap or are out of order');

/** One rule followed through the editions. */
export const historyLineageSchema = z
  .object({
    /** Numbers by edition, oldest first; a gap means the rule was missing from those editions. */
    n: runsSchema(historyNumberSchema).refine((runs) => runs.length > 0, 'a lineage has at least one number'),
    /** Titles by edition for titled rules (keywords, sections); absent for rules that are sentences. */
    t: runsSchema(historyTitleSchema).optional(),
    /** Editions in which the rule's wording (a rule's: with its subrules) changed from the edition before; absent when never. */
    w: z
      .array(editionIndex.min(1))
      .refine((w) => w.every((e, i) => i === 0 || e > w[i - 1]), 'wording changes out of order')
      .optional(),
  })
  .strict();
export type HistoryLineage = z.infer<typeof historyLineageSchema>;
/** A run of one number (or one title): `[from, to, value]`, edition indexes inclusive. */
export type HistoryRun = HistoryLineage['n'][number];

type History = { editions: string[]; lineages: HistoryLineage[] };

function editionsAscending(h: History, ctx: z.RefinementCtx): void {
  h.editions.forEach((d, i) => {
    if (i > 0 && d <= h.editions[i - 1])
      ctx.addIssue({
        code: 'custom',
        path: ['editions', i],
        message: `editions must be strictly ascending (${d} after ${h.editions[i - 1]})`,
      });
  });
}

function runsWithinEditions(h: History, ctx: z.RefinementCtx): void {
  h.lineages.forEach((l, i) => {
    for (const [key, runs] of [
      ['n', l.n],
      ['t', l.t ?? []],
    ] as const)
      runs.forEach((r, j) => {
        if (r[1] >= h.editions.length)
          ctx.addIssue({ code: 'custom', path: ['lineages', i, key, j], message: `edition index ${r[1]} out of range` });
      });
    const [first, last] = [l.n[0][0], l.n[l.n.length - 1][1]];
    (l.w ?? []).forEach((e, j) => {
      if (e <= first || e > last)
        ctx.addIssue({
          code: 'custom',
          path: ['lineages', i, 'w', j],
          message: `wording change in edition ${e}, outside the rule's editions`,
        });
    });
  });
}

/** No number is held by two lineages in one edition. */
function numbersHeldOnce(h: History, ctx: z.RefinementCtx): void {
  const held = new Map<string, [number, number, number][]>();
  h.lineages.forEach((l, i) => {
    for (const [from, to, number] of l.n) {
      let list = held.get(number);
      if (!list) held.set(number, (list = []));
      list.push([from, to, i]);
    }
  });
  for (const [number, list] of held) {
    list.sort((a, b) => a[0] - b[0]);
    for (let k = 1; k < list.length; k++)
      if (list[k][0] <= list[k - 1][1]) {
        ctx.addIssue({
          code: 'custom',
          path: ['lineages', list[k][2], 'n'],
          message: `two lineages hold ${number} in edition ${h.editions[list[k][0]] ?? list[k][0]}`,
        });
        return;
      }
  }
}

/** content/rules-history.json: the number of every Comprehensive Rules rule in every edition. */
export const rulesHistorySchema = z
  .object({
    format: z.literal('rules-history/1'),
    /** Effective dates (YYYY-MM-DD) of the editions, ascending; the last is today's rules. */
    editions: z.array(isoDaySchema).min(1),
    /** Ability words listed in rule 207.2c of today's edition. */
    abilityWords: z.array(z.string().regex(/^[a-z][a-z0-9' -]{0,39}$/, 'expected a lowercase ability word')),
    lineages: z.array(historyLineageSchema),
  })
  .strict()
  .superRefine((h, ctx) => {
    editionsAscending(h, ctx);
    runsWithinEditions(h, ctx);
    numbersHeldOnce(h, ctx);
  });
export type RulesHistory = z.infer<typeof rulesHistorySchema>;
