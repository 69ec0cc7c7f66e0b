import type { Lang } from '../../languages.js';
import type { RulingOriginal } from '../../schema/index.js';
import type { FeatureCache } from './feature-cache.js';
import { learnLexicon, lexiconWords, type Lexicon } from './lexicon.js';
import type { AlignContext, AlignDocument } from './types.js';

/** A text and its translation, as words. */
export type WordPair = [string[], string[]];

/** A card's text as lines, reminder text left out (a printing may leave it out, or keep only some of it). */
function rulesLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\([^()]*\)/g, '').trim())
    .filter((line) => line !== '');
}

/** The printed texts of the cards in `lang` beside their English text, line by line (a card whose printing has
 *  another number of lines is left out: which line translates which is not known). */
export function cardTextPairs(context: AlignContext, lang: Lang): WordPair[] {
  return context.cards.flatMap((card) => {
    const printed = rulesLines(card.texts[lang] ?? '');
    const english = rulesLines(card.texts.en ?? '');
    if (!printed.length || printed.length !== english.length) return [];
    return printed.map((line, i) => [lexiconWords(line, lang), lexiconWords(english[i], 'en')] as WordPair);
  });
}

/** The words of each pair a pass made. */
export function alignedPairs(
  doc: AlignDocument,
  originals: ReadonlyMap<string, RulingOriginal | null>,
  features: FeatureCache,
): WordPair[] {
  return doc.rulings.flatMap((r) => {
    const original = originals.get(r.id);
    return original ? [[features.ofRuling(r).words, features.ofOfficial(original.text).words] as WordPair] : [];
  });
}

/** A lexicon per language, from the pairs `pairsOf` gives it (none for a language without any). */
export function learnLexicons(langs: Lang[], pairsOf: (lang: Lang) => WordPair[]): Map<Lang, Lexicon> {
  const lexicons = new Map<Lang, Lexicon>();
  for (const lang of langs) {
    const pairs = pairsOf(lang);
    if (pairs.length) lexicons.set(lang, learnLexicon(pairs));
  }
  return lexicons;
}
