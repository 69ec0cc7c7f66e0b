import { foldText } from './fold.js';

/** A card's name that is also a word of the game ("Vol", "Exil", "Sacrifice", "Choque"), told by the language's game
 *  words: such a name names the card only where the text sets it off as a name (see namesIt). */
export type GameWord = (name: string) => boolean;

/** The shortest prefix (`exil*`, `sacrifi*`) that stands for the words it starts. */
const MIN_PREFIX = 4;

/**
 * The game words of one language: its game terms (`cementerio*`, `campo de batalla`: a word ending in `*` is a prefix
 * of one-word names), card types and keyword names, compared folded.
 */
export function gameWords(words: readonly string[]): GameWord {
  const whole = new Set<string>();
  const prefixes: string[] = [];
  for (const w of words) {
    const folded = foldText(w.endsWith('*') ? w.slice(0, -1) : w).trim();
    if (!folded) continue;
    if (w.endsWith('*') && folded.length >= MIN_PREFIX) prefixes.push(folded);
    else whole.add(folded);
  }
  return (name) => {
    const folded = foldText(name).trim();
    return whole.has(folded) || (!/\s/.test(folded) && prefixes.some((p) => folded.startsWith(p)));
  };
}

/** No name is a game word (where the language's words are not at hand). */
export const NO_GAME_WORDS: GameWord = () => false;
