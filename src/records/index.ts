export { buildCorpus, compareRuleNumbers, parentRule, type Corpus } from './build-corpus.js';
export { unexplainedBulletLines } from './audit.js';
export { documentOutput } from './output.js';
export { linkCardMentions, cardNamesOf } from './cross-references.js';
