/**
 * The card-identity lookup: pure (no files), used by the records and the site. Which card a document's printed name
 * is (`matchCard` over an `identityIndex` of the table). The importer that derives the table from MTGJSON files is
 * src/card-identity/importer/, reached only from scripts/.
 */
export {
  foldCardName,
  identityIndex,
  matchCard,
  type IdentityIndex,
  type MatchLang,
  type MatchQuery,
  type MatchResult,
} from './lib/match.js';
