import { z } from 'zod';
import { calendarDaySchema } from './date.js';

/**
 * A word a document ruling uses that the rules renamed after the document's date (content/game-terms.json: the
 * Comprehensive Rules glossary's obsolete terms with the words printings gave them, and the glossary's hand list):
 * what the ruling's page marks as possibly outdated, naming today's word.
 */
export const rulingFormerWordSchema = z
  .object({
    /** The words as the ruling writes them ("coste de maná convertido"). */
    words: z.string().min(1),
    /** Today's word in the ruling's language ("valor de maná"); null where no printing gives it (then `english`). */
    today: z.string().min(1).nullable(),
    /** Today's term in English, as the Comprehensive Rules glossary heads it ("Mana Value"). */
    english: z.string().min(1),
    /** The term the rules used before ("Converted Mana Cost"). */
    formerEnglish: z.string().min(1),
    /** The first edition of the rules that uses today's term. */
    renamedIn: calendarDaySchema,
  })
  .strict();
export type RulingFormerWord = z.infer<typeof rulingFormerWordSchema>;
