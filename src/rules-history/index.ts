/**
 * The rules history lookup: pure (no files), used by the parser, the records and the site. The importer that derives
 * the history from the archive of editions is src/rules-history/importer/, reached only from scripts/.
 */
export { rulesHistoryIndex } from './lib/history-index.js';
export type { KeywordKind, NumberSpan, ResolvedNumber, RulesHistoryIndex } from './lib/history-index.js';
