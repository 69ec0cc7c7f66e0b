import type { Glossary, Lang, LanguageVocabulary, ManifestEntry, Vocabulary } from '../../../schema/index.js';
import { keywordIndex, type KeywordIndex } from '../../../text/index.js';
import type { RulesHistoryIndex } from '../../../rules-history/index.js';
import type { Blocks, RawWarning } from '../read-blocks.js';

/** What every step of `documentRecords` needs to know about the document, and the report lists the steps add to. */
export interface RecordContext {
  entry: ManifestEntry;
  lang: Lang;
  documentId: string;
  date: string;
  /** The rules edition (YYYY-MM-DD) the document's rule numbers belong to: set by `chooseEdition`. */
  edition: string;
  glossary: Glossary;
  rules: RulesHistoryIndex;
  vocab: LanguageVocabulary;
  kwIndex: KeywordIndex;
  warnings: RawWarning[];
  skipped: Blocks['skipped'];
}

export function recordContext(
  blocks: Blocks,
  entry: ManifestEntry,
  glossary: Glossary,
  vocabulary: Vocabulary,
  rules: RulesHistoryIndex,
): RecordContext {
  const { lang, id: documentId, date } = entry;
  return {
    entry,
    lang,
    documentId,
    date,
    edition: rules.today,
    glossary,
    rules,
    vocab: vocabulary[lang],
    kwIndex: keywordIndex(glossary, lang),
    warnings: [...blocks.warnings],
    skipped: [...blocks.skipped],
  };
}

export const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];
