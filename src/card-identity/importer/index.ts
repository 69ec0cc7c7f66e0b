/** The card-identity importer: MTGJSON files (v3/v5 set files, AllPrintings.json streamed) → the identity table. */
export {
  readMtgjson,
  readMtgjsonFile,
  readMtgjsonStream,
  mtgjsonFiles,
  setCodeOfFileName,
  MtgjsonError,
  type MtgjsonLayout,
  type MtgjsonCard,
  type MtgjsonForeignName,
  type MtgjsonSet,
  type MtgjsonFile,
  type ReadOptions,
} from './read-mtgjson.js';
export { MTGJSON_LANGUAGES, compareCollectorNumbers, compareIdentities, setIdentities, deriveIdentityTable } from './identities.js';
export { chooseSetSources, compareSetSources } from './set-sources.js';
export { IdentityTableError, serializeIdentityTable, validTable } from './table-file.js';
export { printedInDocuments, type DocumentText } from './document-names.js';
export { printedCards, type PrintedCard } from './document-cards.js';
export { matchByCharacteristics, keywordNames, type KnownKeyword, type Characteristics } from './characteristics.js';
export type { CardFoundByCharacteristics } from './document-card-finder.js';
export {
  CardImportError,
  ManifestError,
  documentSetCodes,
  importCardIdentities,
  readDocumentSetCodes,
  type ImportOptions,
  type ImportResult,
  type SetReport,
} from './import.js';
