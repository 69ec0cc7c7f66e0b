export * from './common.js';
export * from './inline.js';
export * from './links.js';
export * from './document.js';
export * from './card.js';
export * from './ruling.js';
export * from './mechanic.js';
export * from './rule.js';
export * from './report.js';
export * from './glossary.js';
export * from './vocabulary.js';
export * from './corpus.js';
export * from './record-kinds.js';
export * from './catalogue.js';
export * from './rules-history.js';
export * from './rules-text.js';
export * from './rules-glossary.js';
export * from './scryfall-rulings.js';
export * from './keyword-names.js';
export * from './game-terms.js';
<<<<<<< HEAD
export * from './alignment.js';
=======
export * from './rule-translation.js';
>>>>>>> rules
