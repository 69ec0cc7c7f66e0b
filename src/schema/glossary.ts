import { z } from 'zod';
import { perLangSchema, ruleNumberSchema } from './common.js';

const names = z.array(z.string().min(1));
const namesPerLanguage = perLangSchema(names);
const KEYWORD_KINDS = ['keyword-ability', 'keyword-action', 'ability-word', 'mechanic'] as const;

/**
 * One entry of content/glossary.json: what the Comprehensive Rules do not say — a keyword's names in Spanish, French
 * and Portuguese. Keyword abilities, keyword actions and ability words take their rule number from the rules history
 * by their English name; a mechanic that is no keyword (hybrid mana, rooms) names its rule as of one edition, and the
 * history says where that rule is today.
 */
export const glossaryEntrySchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    english: z.string().min(1),
    kind: z.enum(KEYWORD_KINDS),
    names: namesPerLanguage,
    rule: z
      .object({ number: ruleNumberSchema, edition: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) })
      .strict()
      .optional(),
    /** Mechanics every card of this kind has too: a plane or a phenomenon is played from the planar deck, with the
     *  planar die, and planeswalked to or away from. */
    implies: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  })
  .strict();
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

export const glossaryFileSchema = z
  .object({ keywords: z.array(glossaryEntrySchema) })
  .strict()
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    g.keywords.forEach((k, i) => {
      if (seen.has(k.key)) ctx.addIssue({ code: 'custom', path: ['keywords', i, 'key'], message: `duplicate keyword "${k.key}"` });
      seen.add(k.key);
      for (const implied of k.implies ?? [])
        if (!g.keywords.some((x) => x.key === implied))
          ctx.addIssue({
            code: 'custom',
            path: ['keywords', i, 'implies'],
            message: `implies "${implied}", which is no keyword of the glossary`,
          });
      if (k.kind === 'mechanic' && !k.rule)
        ctx.addIssue({ code: 'custom', path: ['keywords', i, 'rule'], message: 'a mechanic names its rule as of one edition' });
      if (k.kind !== 'mechanic' && k.rule)
        ctx.addIssue({
          code: 'custom',
          path: ['keywords', i, 'rule'],
          message: 'a keyword takes its number from the rules history, never typed',
        });
    });
  });
export type GlossaryFile = z.infer<typeof glossaryFileSchema>;

/** A keyword as the pipeline knows it: the glossary's names, and its number in today's rules (from the history). */
export const keywordSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    english: z.string(),
    kind: z.enum(KEYWORD_KINDS),
    /** Names in each language; empty where the glossary does not know one yet. */
    names: namesPerLanguage,
    /** Number in today's Comprehensive Rules (glossary.rulesEdition); null for ability words. */
    rule: ruleNumberSchema.nullable(),
    /** Mechanics every card of this kind has too (see the glossary entry). */
    implies: z.array(z.string()).optional(),
  })
  .strict();
export type Keyword = z.infer<typeof keywordSchema>;

export interface Glossary {
  /** Effective date of today's Comprehensive Rules, which `rule` numbers refer to. */
  rulesEdition: string;
  keywords: Keyword[];
}

/** A keyword's name in a language, its English name where the glossary has none. */
export function keywordName(k: Pick<Keyword, 'names' | 'english'>, lang: keyof Keyword['names']): string {
  return k.names[lang][0] ?? k.english;
}
