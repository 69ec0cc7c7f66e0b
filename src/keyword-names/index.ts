/**
 * Official keyword names derived from printed cards (MTGJSON v5 set files): the importer, reached only from scripts/.
 * The table it writes (content/keyword-names.json) is read through src/schema/keyword-names.ts.
 */
export { importKeywordNames, serializeKeywordNames, KeywordImportError, type KeywordImportResult } from './lib/import.js';
export { alignKeywordNames, keywordLexicon } from './lib/align.js';
export { namedSince } from './lib/named-since.js';
