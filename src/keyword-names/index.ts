/**
 * Official keyword names derived from printed cards (MTGJSON v5 set files): the importer, reached only from scripts/.
 * The table it writes (content/keyword-names.json) is read through src/schema/keyword-names.ts.
 */
export { importKeywordNames, serializeKeywordNames, type KeywordImportResult, type KeywordImportOptions } from './lib/import.js';
export { KeywordImportError } from './lib/errors.js';
export { readSets, type V5Set, type V5Card } from './lib/read-sets.js';
export { refuseThinner, refuseThinnerTerms, termThinnings, thinnings } from './lib/thinner.js';
export { alignKeywordNames, keywordLexicon } from './lib/align.js';
export { namedSince, keywordsOfToday } from './lib/named-since.js';
export { deriveGameTerms, serializeGameTerms, termPhrase, type KeywordRename } from './lib/game-terms.js';
export { keywordRenames } from './lib/named-since.js';
