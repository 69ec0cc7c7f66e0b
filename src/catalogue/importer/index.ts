/** The catalogue importer: MTGJSON files (v5 set files, AllPrintings.json streamed) → content/catalogue/. */
export { importCatalogue, committedIndex, thinnerThan, CatalogueImportError, type CatalogueImport } from './import.js';
export { CatalogueError } from './derive.js';
export { OracleConflict } from './oracle.js';
export { ReleaseDateError } from './printings.js';
export { DuplicateSetError } from './set-sources.js';
export { MtgjsonError } from './mtgjson-types.js';
export { writeCatalogue, readShardText, CARDS_FOLDER, INDEX_FILE, type CatalogueFiles } from './shards.js';
