import { z } from 'zod';
import { langSchema, perLangSchema } from './common.js';

const words = z.array(z.string().min(1));
const perLanguage = z
  .object({
    cardTypes: words,
    supertypes: words,
    /** Words in an all-caps part heading that open the general notes / the card-specific notes. */
    generalNotes: words,
    cardNotes: words,
    /** Words that mean "mode" (ends a run of modal options). */
    mode: words,
    /** Verbs that ask for a choice of modes: "choisissez", "elige", "escolha" (folded when compared). */
    chooseWords: words,
    /** How many modes are chosen, after a choose word: "un", "l'un", "trois", "uno o más", "um ou ambos". */
    modeCounts: words,
    /** "or", joining the named options of a choice: "Croire ou Douter", "Fe o Duda". */
    orWords: words,
    /** Words that open a sentence explaining a card, never one of its modes: "Si", "Se". */
    explanationOpeners: words,
    /** Words that introduce a bare rule number in prose: "ver la regla 717". */
    ruleWords: words,
    /** Whole lines that are site or blog furniture, not content. */
    boilerplate: words,
    /** How lines of site furniture start (folded when compared): a byline with its time, tags, share links. */
    boilerplateStarts: words,
    /** A line that opens a blog's comments (folded; `#` stands for a number): the rest of the page is readers'. */
    commentsHeadings: words,
    /** The labels of a question and of its answer, before a colon: "P:" / "R:", "Pergunta:" / "Resposta:". */
    questionLabels: words,
    answerLabels: words,
    /** Game terms by a concept key shared by the languages ("graveyard": cementerio, cimetière, cemitério), to tell
     *  whether two rulings in different languages say the same. A word ending in `*` is a prefix; the others are
     *  whole words or phrases (folded when compared). */
    gameTerms: z.record(z.string().regex(/^[a-z-]+$/), words),
  })
  .strict();

/** Language knowledge the parser needs, kept as data in content/vocabulary.json. */
export const vocabularySchema = perLangSchema(perLanguage);
export type Vocabulary = z.infer<typeof vocabularySchema>;
export type LanguageVocabulary = z.infer<typeof perLanguage>;

/** One language's vocabulary as the site reads it (rule words for links). */
export const languageVocabularyRecordSchema = perLanguage.extend({ id: langSchema }).strict();
export type LanguageVocabularyRecord = z.infer<typeof languageVocabularyRecordSchema>;
