import { z } from 'zod';
import { ruleNumberSchema } from './common.js';

const names = z.array(z.string().min(1)).min(1);

/** A canonical keyword (English key) with its names in each language and its rule numbers by edition. */
export const keywordSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    english: z.string(),
    kind: z.enum(['keyword-ability', 'keyword-action', 'ability-word', 'mechanic']),
    names: z.object({ es: names, fr: names, pt: names }).strict(),
    /** Number in today's Comprehensive Rules (see glossary.rulesEdition); null for ability words. */
    rule: ruleNumberSchema.nullable(),
    /** Earlier numbers, each valid for documents dated before `until` (YYYY-MM-DD, approximate where the
     *  exact renumbering date is not known). */
    history: z.array(z.object({ number: ruleNumberSchema, until: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }).strict()),
  })
  .strict();
export type Keyword = z.infer<typeof keywordSchema>;

export const glossarySchema = z
  .object({
    /** Effective date of the Comprehensive Rules that `rule` numbers refer to. */
    rulesEdition: z.string(),
    keywords: z.array(keywordSchema),
  })
  .strict()
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    g.keywords.forEach((k, i) => {
      if (seen.has(k.key)) ctx.addIssue({ code: 'custom', path: ['keywords', i, 'key'], message: `duplicate keyword "${k.key}"` });
      seen.add(k.key);
    });
  });
export type Glossary = z.infer<typeof glossarySchema>;
