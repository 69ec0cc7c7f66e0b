export { buildCorpus, type Corpus } from './build-corpus.js';
export { unexplainedBulletLines } from './audit.js';
export { documentOutput } from './output.js';
export { linkCardMentions, linkOtherLanguages, cardNamesOf, namesOf, printedNamesIn, type CardNameIndex } from './cross-references.js';
