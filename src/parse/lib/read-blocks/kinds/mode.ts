import type { LanguageVocabulary } from '../../../../schema/index.js';
import { foldText } from '../../../../text/index.js';
import type { LineRule } from '../line-rule.js';
import { startsLowercase } from '../sentence.js';
import { wrappedText, wrappedThrough } from '../wrapped.js';
import type { ModeRun, ReaderState } from '../state.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Modal options: bulleted lines inside a card's text that are its modes are rules text (`• text`), not rulings.
 * A run of modes opens after a rules-text line that asks for a choice:
 * - it ends with a dash or a colon: "Choisissez l'un —", "Elige uno —", "… choose one of the following:";
 * - it asks for a number of modes: "choisissez trois.", "elige uno.", "escolha dois." (choose words and mode
 *   counts from the vocabulary);
 * - it names the options: "choisissez Croire ou Douter." (two or more capitalized names joined by the
 *   vocabulary's "or"); then only bullets opening with one of the names ("Croire — …") are modes.
 * The run lasts while bullets look like modes; a blank line after at least one mode ends it.
 */

const ENDS_WITH_DASH_OR_COLON = /(?:—|–|\s-|:)\s*$/;
const MAX_MODE_LENGTH = 250;
const MAX_MODES = 8;
/** A name of an option: one to three capitalized words ("Croire", "Pile ou Face" has two names). */
const NAME = "\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*){0,2}";

const alternatives = (words: string[]) =>
  [...new Set(words)]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeStringRegexp(w))
    .join('|');

interface ModePatterns {
  /** Cheap tests on the printed text that the two below need to be tried at all. */
  mayChoose: RegExp;
  mayName: RegExp;
  /** A word for "mode" (folded text): a bullet that talks about a mode explains the modes, it is not one. */
  modeWord: RegExp;
  /** "choisissez trois." (folded text): a choose word and a count that ends the clause. */
  choosesModes: RegExp;
  /** "Croire ou Douter." (printed text): named options, the last one ending the clause. */
  namedChoice: RegExp;
  /** "Si …", "S'il …" (folded text): the opening of an explanation. */
  explanation: RegExp;
}

const NEVER = /(?!)/;
const patternCache = new WeakMap<LanguageVocabulary, ModePatterns>();
function patterns(vocab: LanguageVocabulary): ModePatterns {
  let p = patternCache.get(vocab);
  if (!p) {
    const folded = (words: string[]) => alternatives(words.map(foldText));
    p = {
      mayChoose: vocab.chooseWords.length ? new RegExp(alternatives(vocab.chooseWords), 'iu') : NEVER,
      mayName: vocab.orWords.length ? new RegExp(`\\s(?:${alternatives(vocab.orWords)})\\s+\\p{Lu}`, 'u') : NEVER,
      modeWord: vocab.mode.length ? new RegExp(`\\b(?:${folded(vocab.mode)})\\b`, 'i') : NEVER,
      choosesModes:
        vocab.chooseWords.length && vocab.modeCounts.length
          ? new RegExp(`(?<![\\p{L}'])(?:${folded(vocab.chooseWords)})\\s+(?:${folded(vocab.modeCounts)})\\s*(?:[.:;—–]|-(?:\\s|$)|$)`, 'u')
          : NEVER,
      namedChoice: vocab.orWords.length
        ? new RegExp(
            `(?<![\\p{L}'’])(${NAME}(?:\\s*,\\s*${NAME}){0,6})\\s+(?:${alternatives(vocab.orWords)})\\s+(${NAME})(?=\\s*(?:[.:;—–]|$))`,
            'u',
          )
        : NEVER,
      explanation: vocab.explanationOpeners.length ? new RegExp(`^(?:${folded(vocab.explanationOpeners)})(?![\\p{L}])`, 'u') : NEVER,
    };
    patternCache.set(vocab, p);
  }
  return p;
}

/** The options a line names ("choisissez Croire ou Douter." → Croire, Douter), or null. */
export function namedOptions(vocab: LanguageVocabulary, text: string): string[] | null {
  const p = patterns(vocab);
  const m = p.mayName.test(text) ? p.namedChoice.exec(text) : null;
  return m ? [...m[1].split(/\s*,\s*/), m[2]] : null;
}

/**
 * The run of modal options that the card's last rules-text line opens, or null. Only the end of the line is asked
 * (`tail`, the last 400 characters): "…, choisissez trois. Vous pouvez choisir le même mode plus d'une fois."
 */
export function openModes(state: ReaderState, tail: string): ModeRun | null {
  const names = namedOptions(state.vocab, tail);
  if (names) return { count: 0, names };
  if (ENDS_WITH_DASH_OR_COLON.test(tail)) return { count: 0, names: null };
  const p = patterns(state.vocab);
  if (p.mayChoose.test(tail) && p.choosesModes.test(foldText(tail))) return { count: 0, names: null };
  return null;
}

/** "Croire — À chaque fois …": the bullet opens with one of the named options, then a dash or a colon. */
function opensWithName(names: string[], text: string): boolean {
  return names.some((name) => text.startsWith(name) && /^\s*(?:—|–|-|:)\s*\S/.test(text.slice(name.length)));
}

/**
 * Is this bullet one of the open card's modes? Only in a run (a blank line may come before the first mode, and
 * ends the run after one). After named options, a mode opens with one of the names. Otherwise a bullet that
 * starts in lowercase or with an explanation word ("Si …"), mentions a mode, or is too long for one explains the
 * modes: a ruling.
 */
function isModeOf(state: ReaderState, bulletText: string, wholeText: string): boolean {
  const run = state.card?.modes;
  if (!run || (run.count > 0 && state.afterBlank) || run.count >= MAX_MODES) return false;
  if (run.names) return opensWithName(run.names, bulletText);
  const p = patterns(state.vocab);
  const folded = foldText(bulletText);
  return wholeText.length <= MAX_MODE_LENGTH && !startsLowercase(bulletText) && !p.explanation.test(folded) && !p.modeWord.test(folded);
}

/** A bullet that is one of the open card's modal options: rules text of the card, as `• text`. */
export const mode: LineRule<{ kind: 'mode'; text: string }> = {
  kind: 'mode',
  test: (state, { index, bullet }) =>
    bullet && state.card?.modes && isModeOf(state, bullet.text, wrappedText(state, index, wrappedThrough(state, index), bullet.text))
      ? { kind: 'mode', text: bullet.text }
      : null,
  read(state, { index }, { text }) {
    state.addFaceText(`• ${text}`, false, true);
    state.card!.modes!.count++;
    state.use(index, 'card');
    return index;
  },
};

/** A blank line after at least one mode ends the run: bullets after it are rulings. */
export function endModesAtBlank(state: ReaderState): void {
  const card = state.card;
  if (card?.modes && card.modes.count > 0) card.modes = null;
}
