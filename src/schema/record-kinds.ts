import type { z } from 'zod';
import { corpusCardSchema } from './card.js';
import { keywordRecordSchema, ruleNumberRecordSchema } from './corpus.js';
import { documentSchema } from './document.js';
import { mechanicSchema } from './mechanic.js';
import { reportSchema } from './report.js';
import { ruleSchema } from './rule.js';
import { rulingSchema } from './ruling.js';
import { ruleTranslationSchema } from './rule-translation.js';
import { setCoverageRecordSchema } from './set-coverage.js';
import { languageVocabularyRecordSchema } from './vocabulary.js';

interface RecordKind<S extends z.ZodTypeAny> {
  /** File name (without `.json`) under the records directory. */
  file: string;
  /** What a message calls one record: `card "es/asesino-gorro-rojo"`. */
  label: string;
  schema: S;
  /** How the open data publishes the kind: in each language's file, in every file, or not at all. */
  openData: 'per-language' | 'shared' | 'none';
}

const kind = <S extends z.ZodTypeAny>(k: RecordKind<S>) => k;

/**
 * Every kind of record the build writes and the site reads: the one table the content config, the validation,
 * the site's data access, the build and the open data's JSON Schema are made from. Adding a kind is one line here.
 */
export const RECORD_KINDS = {
  documents: kind({ file: 'documents', label: 'document', schema: documentSchema, openData: 'per-language' }),
  cards: kind({ file: 'cards', label: 'card', schema: corpusCardSchema, openData: 'per-language' }),
  rulings: kind({ file: 'rulings', label: 'ruling', schema: rulingSchema, openData: 'per-language' }),
  mechanics: kind({ file: 'mechanics', label: 'mechanic', schema: mechanicSchema, openData: 'per-language' }),
  rules: kind({ file: 'rules', label: 'rule', schema: ruleSchema, openData: 'per-language' }),
  keywords: kind({ file: 'keywords', label: 'keyword', schema: keywordRecordSchema, openData: 'shared' }),
  ruleNumbers: kind({ file: 'rule-numbers', label: 'rule number', schema: ruleNumberRecordSchema, openData: 'none' }),
  reports: kind({ file: 'reports', label: 'report', schema: reportSchema, openData: 'none' }),
  vocabularies: kind({ file: 'vocabularies', label: 'vocabulary', schema: languageVocabularyRecordSchema, openData: 'none' }),
  ruleTranslations: kind({ file: 'rule-translations', label: 'rule translation', schema: ruleTranslationSchema, openData: 'per-language' }),
  setCoverage: kind({ file: 'set-coverage', label: 'set coverage', schema: setCoverageRecordSchema, openData: 'none' }),
};

export type RecordKindName = keyof typeof RECORD_KINDS;
export const RECORD_KIND_NAMES = Object.keys(RECORD_KINDS) as RecordKindName[];

/** All records of a corpus, by kind. */
export type CorpusRecords = { [K in RecordKindName]: z.infer<(typeof RECORD_KINDS)[K]['schema']>[] };
