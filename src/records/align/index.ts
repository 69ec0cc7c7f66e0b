/**
 * Each ruling of a document aligned with the official ruling it translates (Gatherer's, in English), when there is
 * one: features of each text (features.ts), a score per pair (score.ts, with the lexicon learned in lexicon.ts), one
 * assignment per card and one for a document's general rulings (candidates.ts, assign.ts, pool.ts), the evidence of
 * each pair kept (evidence.ts); and the counts the build report, the pages and BENCHMARKS.md give (counts.ts).
 */
export type { AlignContext, AlignDocument, AlignKeyword, DocumentRuling, OfficialCard, OfficialRuling } from './types.js';
export { alignDocument, alignDocuments, THRESHOLDS, type DocumentAlignment } from './align.js';
export { documentCounts } from './counts.js';
export { contextFromCatalogue, documentsFromCorpus, officialCard } from './from-corpus.js';
