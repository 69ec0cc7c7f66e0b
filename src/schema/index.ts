/** The records' zod schemas and their types, one module per record kind: this index only re-exports, by name. */
export { type Lang, LANGS, langSchema, lineSchema, perLangSchema, type Provenance, provenanceSchema, ruleNumberSchema } from './common.js';
export { type InlineNode, inlineSchema, inlineText, MAX_INLINE_DEPTH, webUrlSchema } from './inline.js';
export { type TextLink, textLinkSchema, textLinksSchema } from './links.js';
export {
  DOCUMENT_ID_MAX,
  DOCUMENT_KINDS,
  documentIdSchema,
  type DocumentKind,
  type DocumentRecord,
  documentSchema,
  type ManifestEntry,
  manifestEntrySchema,
  manifestSchema,
  paragraphSchema,
  type RulesEditionChoice,
  rulesEditionChoiceSchema,
  type Section,
  sectionSchema,
} from './document.js';
export {
  appearanceSchema,
  type Card,
  type CardIdentity,
  cardIdentitySchema,
  cardSchema,
  COLORS,
  colorSchema,
  type CorpusCard,
  corpusCardSchema,
  type Face,
  faceSchema,
  namesOf,
} from './card.js';
export {
  type DocumentReference,
  documentReferenceSchema,
  type RuleReference,
  ruleReferenceSchema,
  type Ruling,
  rulingSchema,
  wordingChangeShape,
} from './ruling.js';
export { type Mechanic, mechanicSchema } from './mechanic.js';
export { type Rule, ruleSchema } from './rule.js';
export {
  type LinesRead,
  linesReadSchema,
  type Report,
  type ReportParams,
  reportParamsSchema,
  reportSchema,
  SKIP_CODES,
  type SkipCode,
  type SkippedLine,
  skippedLineSchema,
  type Warning,
  WARNING_CODES,
  type WarningCode,
  warningSchema,
} from './report.js';
export {
  type Glossary,
  type GlossaryEntry,
  glossaryEntrySchema,
  type GlossaryFile,
  glossaryFileSchema,
  type HandFormerTerm,
  handFormerTermSchema,
  type Keyword,
  keywordName,
  keywordSchema,
  type OfficialName,
  officialNameSchema,
} from './glossary.js';
export {
  type LanguageVocabulary,
  type LanguageVocabularyRecord,
  languageVocabularyRecordSchema,
  type Vocabulary,
  vocabularySchema,
} from './vocabulary.js';
export {
  type KeywordRecord,
  keywordRecordSchema,
  type QuoteCheck,
  quoteCheckSchema,
  type RuleNumberRecord,
  ruleNumberRecordSchema,
} from './corpus.js';
export { type CorpusRecords, RECORD_KIND_NAMES, RECORD_KINDS, type RecordKindName } from './record-kinds.js';
export {
  type CatalogueCard,
  catalogueCardSchema,
  catalogueDateSchema,
  type CatalogueIndex,
  catalogueIndexSchema,
  catalogueNameSchema,
  type CatalogueSet,
  catalogueSetSchema,
  catalogueShardSchema,
  type OfficialRuling,
  officialRulingSchema,
  type OracleFace,
  oracleFaceSchema,
  printedFaceSchema,
  type PrintedWording,
  printedWordingSchema,
  type Printing,
  printingSchema,
  setCodeSchema,
} from './catalogue.js';
export {
  type HistoryLineage,
  historyLineageSchema,
  historyNumberSchema,
  type HistoryRun,
  historyTitleSchema,
  type RulesHistory,
  rulesHistorySchema,
} from './rules-history.js';
export { type RulesText, rulesTextSchema, type WordingRun, wordingRunSchema } from './rules-text.js';
export {
  obsoleteSenseSchema,
  type RulesGlossaryFile,
  rulesGlossaryFileSchema,
  type RulesGlossaryTerm,
  rulesGlossaryTermSchema,
} from './rules-glossary.js';
export { type ScryfallRuling, type ScryfallRulingList, scryfallRulingListSchema, scryfallRulingSchema } from './scryfall-rulings.js';
export {
  keywordNameExampleSchema,
  type KeywordNamesEntry,
  keywordNamesEntrySchema,
  type KeywordNamesFile,
  keywordNamesFileSchema,
  type PrintedKeywordName,
  printedKeywordNameSchema,
} from './keyword-names.js';
export {
  type FormerTerm,
  formerTermSchema,
  type GameTerm,
  gameTermSchema,
  type GameTermsFile,
  gameTermsFileSchema,
  type PrintedTermWords,
  printedTermWordsSchema,
  type TypedTermWords,
  typedTermWordsSchema,
} from './game-terms.js';
export {
  type AlignmentEvidence,
  alignmentEvidenceSchema,
  type DocumentAlignmentCounts,
  documentAlignmentCountsSchema,
  documentAlignmentSchema,
  type OfficialRulingRef,
  officialRulingRefSchema,
  type RulingOriginal,
  rulingOriginalSchema,
  UNALIGNED_REASONS,
  type UnalignedReason,
  type UnalignedRuling,
  unalignedRulingSchema,
} from './alignment.js';
export { type RulingFormerWord, rulingFormerWordSchema } from './former-words.js';
export { type SetCoverageRecord, setCoverageRecordSchema } from './set-coverage.js';
export { type OpenCatalogueIndex, openCatalogueIndexSchema, type OpenCatalogueShard, openCatalogueShardSchema } from './open-catalogue.js';
export { type RuleTranslation, ruleTranslationSchema, type TranslatedParagraph, translatedParagraphSchema } from './rule-translation.js';
export { type RuleSectionEntry, ruleSectionEntrySchema, type RuleSectionsFile, ruleSectionsFileSchema } from './rule-sections.js';
