import { z } from 'zod';
import { langSchema, perLangSchema, ruleNumberSchema } from './common.js';
import { isoDaySchema } from './date.js';
import { keywordNameExampleSchema } from './keyword-names.js';

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
    /** Why the entry is typed here rather than derived (content/keyword-names.json gives printed names). */
    why: z.string().min(1).optional(),
    /** Languages in which the names are aliases only (matched in documents, found by search), none of them the
     *  keyword's name: `planinauta` is the Portuguese card type, not the action planeswalk. */
    aliasesOnly: z.array(langSchema).optional(),
    rule: z.object({ number: ruleNumberSchema, edition: isoDaySchema }).strict().optional(),
    /** Mechanics every card of this kind has too: a plane or a phenomenon is played from the planar deck, with the
     *  planar die, and planeswalked to or away from. */
    implies: z.array(z.string().regex(/^[a-z0-9-]+$/)).optional(),
  })
  .strict();
export type GlossaryEntry = z.infer<typeof glossaryEntrySchema>;

/**
 * A rename no data gives (content/glossary.json's `formerTerms`): the rules changed what a term says, and no printing
 * shows the words, so they are typed, each entry saying why. `npm run import:keywords` copies them into
 * content/game-terms.json (`former`, source `hand`) under today's `term`.
 */
export const handFormerTermSchema = z
  .object({
    /** Today's term of the Comprehensive Rules glossary the rename concerns (`Resolve`). */
    term: z.string().min(1),
    /** The former English words (`countered on resolution`). */
    english: z.string().min(1),
    renamedIn: isoDaySchema,
    why: z.string().min(1),
    before: namesPerLanguage,
    today: namesPerLanguage,
  })
  .strict();
export type HandFormerTerm = z.infer<typeof handFormerTermSchema>;

export const glossaryFileSchema = z
  .object({
    why: z.string().min(1).optional(),
    keywords: z.array(glossaryEntrySchema),
    formerTerms: z.array(handFormerTermSchema).optional(),
  })
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

/** A keyword's official name in one language: printed on cards (content/keyword-names.json), else the glossary's. */
export const officialNameSchema = z
  .object({
    name: z.string().min(1),
    source: z.enum(['printed', 'glossary']),
    /** Printed: how many printings show it, and one of them. */
    printings: z.number().int().positive().optional(),
    example: keywordNameExampleSchema.optional(),
    /** A keyword action: the forms its printings print (`destruye`, `détruisez`), most printed first. */
    forms: z.array(z.string().min(1)).optional(),
    /** Printed only before today's rules renamed the keyword (that edition's date). */
    printedBefore: z.string().optional(),
  })
  .strict();
export type OfficialName = z.infer<typeof officialNameSchema>;

/** A keyword as the pipeline knows it: its official names, the glossary's aliases, and its number in today's rules
 *  (from the history). */
export const keywordSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9-]+$/),
    english: z.string(),
    kind: z.enum(KEYWORD_KINDS),
    /** The name per language as the site shows it; null where neither printings nor the glossary give one. */
    official: perLangSchema(officialNameSchema.nullable()),
    /** Aliases per language (the forms documents use: the parser matches them, search finds them); empty where the
     *  glossary does not know one. */
    names: namesPerLanguage,
    /** Names search finds besides these: older names printings gave it. */
    searchNames: namesPerLanguage,
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

/** A keyword's name in a language: its official name, else the glossary's first alias, else its English name. */
export function keywordName(
  k: Pick<Keyword, 'names' | 'english'> & { official?: Keyword['official'] },
  lang: keyof Keyword['names'],
): string {
  if (k.official) return k.official[lang]?.name ?? k.english;
  return k.names[lang][0] ?? k.english;
}
