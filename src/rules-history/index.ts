/** The history of every Comprehensive Rules number across the editions: public API. */
export { rulesHistoryIndex } from './lib/history.js';
export type {
  HistoryLineage,
  HistoryRun,
  KeywordKind,
  NumberSpan,
  ResolvedNumber,
  RulesHistory,
  RulesHistoryIndex,
} from './lib/history.js';
export { importRulesHistory, serializeRulesHistory } from './lib/import.js';
export type { ImportReport, ImportResult } from './lib/import.js';
export { RulesHistoryError } from './lib/errors.js';
export { decodeEdition, splitLines } from './lib/decode-edition.js';
export type { DecodedEdition, EditionEncoding } from './lib/decode-edition.js';
export { readEdition } from './lib/read-edition.js';
export type { EditionRule, ReadEdition } from './lib/read-edition.js';
export { followRules } from './lib/follow-rules.js';
export type { FollowEdition, FollowResult, Lineage } from './lib/follow-rules.js';
