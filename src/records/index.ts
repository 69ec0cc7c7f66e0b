export { buildCorpus, type Corpus } from './build-corpus.js';
export { unexplainedBulletLines } from './audit.js';
export { documentOutput } from './output.js';
export { linkDocument } from './add-links.js';
export { linkOtherLanguages, cardNamesOf, printedNamesIn, type CardNameIndex } from './cross-references.js';
