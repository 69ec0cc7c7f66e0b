/** Card identities from MTGJSON: reading its files, the identity table, and matching a document's cards to it. */
export {
  readMtgjson,
  readMtgjsonFile,
  readMtgjsonStream,
  mtgjsonFiles,
  MtgjsonError,
  type MtgjsonLayout,
  type MtgjsonCard,
  type MtgjsonForeignName,
  type MtgjsonSet,
  type MtgjsonFile,
  type ReadOptions,
} from './lib/read-mtgjson.js';
export {
  MTGJSON_LANGUAGES,
  chooseSetSources,
  compareCollectorNumbers,
  compareIdentities,
  setIdentities,
  deriveIdentityTable,
  serializeIdentityTable,
} from './lib/identities.js';
export {
  foldCardName,
  identityIndex,
  matchCard,
  type IdentityIndex,
  type MatchLang,
  type MatchQuery,
  type MatchResult,
} from './lib/match.js';
