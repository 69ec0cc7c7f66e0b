import { z } from 'zod';
import { langSchema, lineSchema } from './common.js';

export const DOCUMENT_KINDS = ['release-notes', 'faq', 'rules-preview', 'rules-excerpt', 'article'] as const;

/** One entry of content/documents.json: what a source document is. */
export const manifestEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a lowercase slug such as "duskmourn-release-notes"'),
    file: z.string().regex(/^documents\/(es|fr|pt)\/[^/]+\.txt$/, 'expected a path like "documents/<lang>/<name>.txt"'),
    lang: langSchema,
    title: z.string().min(1),
    sets: z.array(z.object({ name: z.string().min(1), code: z.string().regex(/^[A-Z0-9]{2,5}$/).optional() }).strict()),
    kind: z.enum(DOCUMENT_KINDS),
    date: z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, 'expected a date as YYYY, YYYY-MM or YYYY-MM-DD'),
    source: z.string().min(1),
  })
  .strict();
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

export const manifestSchema = z.array(manifestEntrySchema).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    if (seen.has(entry.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `duplicate document id "${entry.id}"` });
    seen.add(entry.id);
    if (!entry.file.startsWith(`documents/${entry.lang}/`))
      ctx.addIssue({ code: 'custom', path: [index, 'file'], message: `file is under documents/${entry.file.split('/')[1]}/ but lang is "${entry.lang}"` });
  });
});

/** A paragraph of prose (explanations, introductions) with its line. */
export const paragraphSchema = z.object({ text: z.string(), line: lineSchema }).strict();

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

export const documentSchema = manifestEntrySchema
  .extend({
    /** The Comprehensive Rules edition in force at the document's date, e.g. "2012" or "pre-M10". */
    rulesEdition: z.string(),
    lineCount: z.number().int().nonnegative(),
    sections: z.array(sectionSchema),
  })
  .strict();
export type DocumentRecord = z.infer<typeof documentSchema>;
