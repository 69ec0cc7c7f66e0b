/**
 * Each ruling of a document aligned with the official ruling it translates (Gatherer's, in English), when there is
 * one: features of each text, a score per pair, one assignment per card (and one for the general rulings of the
 * document's mechanics), the evidence of each pair kept; and the counts the build report and the pages give.
 */
export type { AlignContext, AlignDocument, AlignKeyword, DocumentRuling, OfficialCard, OfficialRuling } from './types.js';
export { alignDocument, alignDocuments, THRESHOLDS, type DocumentAlignment } from './align.js';
export { contextFromIdentities, documentsFromCorpus, type OfficialData } from './from-corpus.js';
