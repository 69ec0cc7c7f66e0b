import { z } from 'zod';

const words = z.array(z.string().min(1));
const perLanguage = z.object({
  cardTypes: words,
  supertypes: words,
  /** Words in an all-caps part heading that open the general notes / the card-specific notes. */
  generalNotes: words,
  cardNotes: words,
  /** Words that mean "mode" (ends a run of modal options). */
  mode: words,
  /** Words that introduce a bare rule number in prose: "ver la regla 717". */
  ruleWords: words,
  /** Whole lines that are site or blog furniture, not content. */
  boilerplate: words,
}).strict();

/** Language knowledge the parser needs, kept as data in content/vocabulary.json. */
export const vocabularySchema = z.object({ es: perLanguage, fr: perLanguage, pt: perLanguage }).strict();
export type Vocabulary = z.infer<typeof vocabularySchema>;
export type LanguageVocabulary = z.infer<typeof perLanguage>;
