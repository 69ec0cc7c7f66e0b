import { z } from 'zod';

import { LANGS, perLang, type Lang } from '../languages.js';
import { RULE_NUMBER } from '../rule-numbers.js';

export { LANGS, type Lang };
export const langSchema = z.enum(LANGS);

/** An object with a value for every language and nothing else: `{ es, fr, pt }`, each checked by `schema`. */
export const perLangSchema = <T extends z.ZodTypeAny>(schema: T) => z.object(perLang(() => schema)).strict();

/** A Comprehensive Rules number as printed: `601`, `601.2`, `601.2b`, `702.94a`. */
export const ruleNumberSchema = z.string().regex(RULE_NUMBER, 'expected a rule number like 601.2b');

/** How many of something: a whole number, 0 or more. */
export const countSchema = z.number().int().nonnegative();

/** A 1-based line number in a source document. */
export const lineSchema = z.number().int().positive();

/** Where a record came from: the document and the line. */
export const provenanceSchema = z.object({ documentId: z.string().min(1), line: lineSchema }).strict();
export type Provenance = z.infer<typeof provenanceSchema>;
