/**
 * What the whole pipeline knows about text, in one place: folding, name scanning, keyword matching, mana symbols
 * and rule citations. The parser, the records layer, the search and the site import it; it imports nothing of theirs.
 */
export { foldText, foldApostrophes, shortHash } from './lib/fold.js';
export { slugify } from './lib/slug.js';
export { nameIndex, scanNames, type NameIndex, type NameHit } from './lib/name-index.js';
export { keywordIndex, keywordHits, keywordsIn, titleKey, type KeywordIndex, type KeywordName } from './lib/keywords.js';
export { printedTypeLine } from './lib/printed.js';
export {
  FACE_COSTS_LINE,
  MANA_COST_LINE,
  MANA_SYMBOL,
  readManaCost,
  manaValue,
  manaColors,
  hybridKinds,
  chaosSymbolAsToday,
  CHAOS_WRITTEN_C_UNTIL,
  symbolSegments,
  manaSymbolsIn,
  type SymbolSegment,
} from './lib/mana.js';
export { ruleCitations, type RuleCitation } from './lib/rule-citations.js';
export { namesIt, startsSentence, writtenAsPrinted } from './lib/name-form.js';
export { namedSpans, type NameFinders, type NamedSpan } from './lib/named-spans.js';
export { gameWords, NO_GAME_WORDS, type GameWord } from './lib/game-words.js';
export { dice, sharedSorted, sharedSet, wordBag, bagDice, type WordBag } from './lib/similarity.js';
