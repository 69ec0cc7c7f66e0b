import { z } from 'zod';
import { langSchema, lineSchema, ruleNumberSchema } from './common.js';
import { inlineSchema } from './inline.js';
import { textLinksSchema } from './links.js';
import { wordingChangeShape } from './ruling.js';

/** A numbered Comprehensive Rule quoted in a document, in that document's edition. */
export const ruleSchema = z
  .object({
    id: z.string(),
    documentId: z.string(),
    lang: langSchema,
    number: ruleNumberSchema,
    text: z.string(),
    /** The text's emphasis, strong and links; absent when the text has none. */
    markup: inlineSchema.optional(),
    /** The spans of `text` that link or are mana symbols; added by the records layer. */
    links: textLinksSchema.optional(),
    line: lineSchema,
    edition: z.string(),
    keyword: z.string().nullable(),
    /** The same rule's number in today's Comprehensive Rules, when known. */
    todayNumber: z.string().nullable(),
    ...wordingChangeShape,
    mechanicId: z.string().nullable(),
    cardId: z.string().nullable(),
  })
  .strict();
export type Rule = z.infer<typeof ruleSchema>;
