import { z } from 'zod';
import { LANG_ALTERNATIVES, LANGS, perLang } from '../languages.js';
import { langSchema, lineSchema } from './common.js';
import { buildDay, calendarDaySchema, documentDateSchema, futureDateProblem } from './date.js';
import { inlineSchema } from './inline.js';
import { textLinksSchema } from './links.js';

export const DOCUMENT_KINDS = ['release-notes', 'faq', 'rules-preview', 'rules-excerpt', 'article', 'rules-translation'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The fields of a manifest entry, in the order the manifest writes them. */
const MANIFEST_FIELDS = ['id', 'file', 'lang', 'title', 'sets', 'kind', 'date', 'dateInferredFrom', 'source', 'sources'];

/** A document id names its pages' folders (`/es/documents/<id>/`): a slug, short enough for any file system. */
export const DOCUMENT_ID_MAX = 80;
export const documentIdSchema = z
  .string()
  .max(DOCUMENT_ID_MAX, `expected at most ${DOCUMENT_ID_MAX} characters (the id names the document's pages)`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase slug such as "duskmourn-release-notes"');

/** A text field of the manifest that must be there and say something: its message says what it is. */
const text = (what: string) => z.string({ required_error: `missing: expected ${what}` }).min(1, `expected ${what}`);

/** One entry of content/documents.json: what a source document is. Every refusal says what is valid. */
export const manifestEntrySchema = z
  .object({
    id: documentIdSchema,
    file: z
      .string({ required_error: 'missing: expected the path of the document, like "documents/<lang>/<name>.txt"' })
      .regex(
        new RegExp(`^documents/(${LANG_ALTERNATIVES})/[^/\\p{Cc}]+\\.(txt|po)$`, 'u'),
        'expected a path like "documents/<lang>/<name>.txt" (a rules translation: <name>.po; no control characters)',
      ),
    lang: langSchema,
    title: text('the document title, as the document writes it'),
    sets: z.array(
      z
        .object({
          name: text("the set's name, as the document writes it"),
          code: z
            .string()
            .regex(/^[A-Z0-9]{2,5}$/, 'set codes are upper case, like KHM (2 to 5 letters or digits)')
            .optional(),
        })
        .strict('expected only "name" and "code" in a set'),
      { required_error: 'missing: expected the sets whose cards the document prints, [] for none' },
    ),
    kind: z.enum(DOCUMENT_KINDS, { errorMap: () => ({ message: `expected one of ${DOCUMENT_KINDS.join(', ')}` }) }),
    date: documentDateSchema,
    /** Set when the document states no date and `date` was deduced from the rule numbers it cites (pages say so). */
    dateInferredFrom: z
      .literal('citations', {
        errorMap: () => ({ message: 'expected "citations" (only when the date was deduced from the rule numbers cited)' }),
      })
      .optional(),
    /** Where the document comes from, for the person maintaining the manifest (pages never show it). */
    source: text('where the document comes from, for maintainers'),
    /** Where the document comes from, as a reader of each interface language is told (no file paths). */
    sources: z
      .object(perLang(() => text('where the document comes from, in that language')))
      .strict(`expected one text per language: ${LANGS.join(', ')}`)
      .optional(),
  })
  .strict(`expected only the fields ${MANIFEST_FIELDS.join(', ')}`);
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/**
 * The whole manifest: each entry valid, ids unique, one entry per file, each file under its language's folder, no
 * date after the day of the build.
 */
export const manifestSchema = z.array(manifestEntrySchema).superRefine((entries, ctx) => {
  const today = buildDay();
  const ids = new Set<string>();
  const files = new Map<string, string>();
  entries.forEach((entry, index) => {
    const future = futureDateProblem(entry.date, today);
    if (future) ctx.addIssue({ code: 'custom', path: [index, 'date'], message: future });
    if (ids.has(entry.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate document id "${entry.id}"` });
    ids.add(entry.id);
    const first = files.get(entry.file);
    if (first !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: [index, 'file'],
        message: `${entry.file} is already the file of entry "${first}": one entry per file (its rulings would be published twice)`,
      });
    else files.set(entry.file, entry.id);
    const po = entry.file.endsWith('.po');
    if (po !== (entry.kind === 'rules-translation'))
      ctx.addIssue({
        code: 'custom',
        path: [index, 'file'],
        message: po ? 'a .po file is a rules translation: "kind": "rules-translation"' : 'a rules translation is a .po file',
      });
    if (!entry.file.startsWith(`documents/${entry.lang}/`))
      ctx.addIssue({
        code: 'custom',
        path: [index, 'file'],
        message: `file is under documents/${entry.file.split('/')[1]}/ but lang is "${entry.lang}"`,
      });
  });
});

/** A paragraph of prose (explanations, introductions) with its line. */
export const paragraphSchema = z
  .object({
    text: z.string(),
    /** The text's emphasis, strong and links; absent when the text has none. */
    markup: inlineSchema.optional(),
    /** The spans of `text` that link or are mana symbols; added by the records layer. */
    links: textLinksSchema.optional(),
    line: lineSchema,
  })
  .strict();

/** A headed part of a document, in order: general notes about a mechanic, or a group of cards. */
export const sectionSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    line: lineSchema,
    kind: z.enum(['general', 'cards']),
    paragraphs: z.array(paragraphSchema),
    cardIds: z.array(z.string()),
    mechanicId: z.string().nullable(),
  })
  .strict();
export type Section = z.infer<typeof sectionSchema>;

/** Which edition of the rules a document's numbers are read in: the one in force at its date, the one its citations
 *  fit (a keyword named next to its number), or today's for an undated document that says nothing. */
export const rulesEditionChoiceSchema = z
  .object({
    edition: calendarDaySchema,
    chosenBy: z.enum(['date', 'citations', 'latest']),
    /** The editions the citations fit, when any keyword was named next to its number. */
    fits: z.object({ from: z.string(), to: z.string() }).strict().nullable(),
  })
  .strict();
export type RulesEditionChoice = z.infer<typeof rulesEditionChoiceSchema>;

export const documentSchema = manifestEntrySchema
  .extend({
    /** The Comprehensive Rules edition the document's rule numbers belong to, and how it was chosen. */
    rulesEdition: rulesEditionChoiceSchema,
    lineCount: z.number().int().nonnegative(),
    sections: z.array(sectionSchema),
  })
  .strict();
export type DocumentRecord = z.infer<typeof documentSchema>;
