/** The parser: one source document (bytes or text) → its records and report. */
export { parseDocument, type ParseInput } from './lib/parse-document.js';
export { DocumentError } from './lib/errors.js';
export { cardId, type DocumentRecords } from './lib/document-records.js';
export { mergeCardPrinting } from './lib/merge-card.js';
