/**
 * The Comprehensive Rules importer: the archive of editions (one `YYYY-MM-DD.txt` per edition, any encoding, any line
 * ends) → the rules history, the rules text and the rules glossary of content/. Reads files: reached only from scripts/ (and tests); the
 * pipeline and the site use the pure lookup of src/rules-history/.
 */
export { importRulesHistory } from './import.js';
export type { ImportOptions, ImportReport, ImportResult } from './import.js';
export { serializeRulesGlossary, serializeRulesHistory, serializeRulesText } from './serialize.js';
export { readGlossary } from './glossary.js';
export { glossaryHistory, type GlossaryEdition } from './glossary-history.js';
export { RulesHistoryError } from './errors.js';
export { decodeEdition, splitLines } from './decode-edition.js';
export type { DecodedEdition, EditionEncoding } from './decode-edition.js';
export { readEditionRules } from './read-edition.js';
export type { EditionRule, EditionRules } from './read-edition.js';
export { followRules } from './follow-rules.js';
export type { FollowEdition, FollowResult, Lineage } from './follow-rules.js';
export { lostCharacters } from './wordings.js';
export { statedDate } from './edition-checks.js';
