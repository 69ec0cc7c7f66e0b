/**
 * The rules history lookup: pure (no files), used by the parser, the records, the search and the site. Today's number
 * and text of any rule, its numbers and wordings over time, whether its wording changed after a given edition, and
 * its title in the reader's language (titles.ts). The importer
 * that derives the history and the text from the archive of editions is src/rules-history/importer/, reached only
 * from scripts/.
 */
export { rulesHistoryIndex } from './lib/history-index.js';
export type { KeywordKind, NumberSpan, ResolvedNumber, RulesHistoryIndex, WordingChange } from './lib/history-index.js';
export { rulesTextProblems } from './lib/text-table.js';
export type { RuleText, Wording } from './lib/text-table.js';
export type { ChangedPart, RuleChange } from './lib/rule-changes.js';
export { wordingKey } from './lib/wording-key.js';
export {
  formerKeywordName,
  keywordsByRule,
  ruleTitle,
  ruleTitleLine,
  translatedTitles,
  type LocalTitles,
  type RuleTitle,
  type SiteTitles,
  type TranslatedTitles,
} from './lib/titles.js';
