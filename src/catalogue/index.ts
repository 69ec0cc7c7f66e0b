/**
 * The catalogue of every card, as pure lookups (no files): cards by oracle id and slug, their names per language, and
 * which card and printing a document's card is. The importer that derives content/catalogue/ from MTGJSON is
 * src/catalogue/importer/, reached only from scripts/.
 */
export {
  cardsBySet,
  catalogueOf,
  namesIn,
  printedName,
  printingOf,
  scryfallIdsOf,
  shardOf,
  wordingsIn,
  NAME_LANGS,
  type Catalogue,
  type NameLang,
} from './lib/catalogue.js';
export {
  cardMatcher,
  documentPrinting,
  documentSets,
  foldCardName,
  matchDocumentCard,
  type CardMatcher,
  type DocumentCardQuery,
  type MatchResult,
} from './lib/match.js';
export type { DocumentCardLines, KnownKeyword } from './lib/characteristics.js';
export { cardDigests, shardDifference } from './lib/shard-lines.js';
export { rulingWords } from './lib/ruling-words.js';
