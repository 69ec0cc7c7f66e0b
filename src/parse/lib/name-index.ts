import { foldText } from './fold.js';

interface Entry<T> {
  words: string[];
  value: T;
}

/** Names (card names, keyword names) by their first folded word, longest first: one lookup per word of a text. */
export interface NameIndex<T> {
  byFirstWord: Map<string, Entry<T>[]>;
}

export interface NameHit<T> {
  /** Offsets in the folded text (equal to the original's when folding kept the length). */
  start: number;
  end: number;
  value: T;
}

export function nameIndex<T>(entries: { name: string; value: T }[]): NameIndex<T> {
  const byFirstWord = new Map<string, Entry<T>[]>();
  for (const { name, value } of entries) {
    const words = [...tokens(foldText(name)).words];
    if (!words.length) continue;
    const list = byFirstWord.get(words[0]) ?? [];
    list.push({ words, value });
    byFirstWord.set(words[0], list);
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  return { byFirstWord };
}

/**
 * Every name of the index that appears as whole words in a folded text, longest match first, no overlaps.
 * An elided first word matches without its article: "l'ecorcheur" finds "Écorcheur".
 */
/** Is this UTF-16 unit part of a word? Folded text is mostly ASCII; other letters (œ, ß, ñ…) count, punctuation does not. */
function isWordChar(code: number): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a);
  return !(code <= 0xbf || (code >= 0x2000 && code <= 0x2bff) || (code >= 0x3000 && code <= 0x303f) || code === 0xd7 || code === 0xf7);
}

interface Tokens {
  words: string[];
  starts: number[];
}
let lastText = '';
let lastTokens: Tokens = { words: [], starts: [] };

/** The words of a folded text with their offsets; an apostrophe between two word characters stays inside the word. */
function tokens(folded: string): Tokens {
  if (folded === lastText) return lastTokens;
  const words: string[] = [];
  const starts: number[] = [];
  let start = -1;
  for (let i = 0; i <= folded.length; i++) {
    const code = i < folded.length ? folded.charCodeAt(i) : 32;
    const inWord = isWordChar(code) || (code === 0x27 && start >= 0 && i + 1 < folded.length && isWordChar(folded.charCodeAt(i + 1)));
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.push(folded.slice(start, i));
      starts.push(start);
      start = -1;
    }
  }
  lastText = folded;
  lastTokens = { words, starts };
  return lastTokens;
}

/**
 * Every name of the index that appears as whole words in a folded text, longest match first, no overlaps.
 * An elided first word matches without its article: "l'ecorcheur" finds "Écorcheur".
 */
export function scanNames<T>(folded: string, index: NameIndex<T>): NameHit<T>[] {
  const { words, starts } = tokens(folded);
  const hits: NameHit<T>[] = [];
  const matchAt = (i: number, entries: Entry<T>[] | undefined, offset: number): number => {
    if (!entries) return 0;
    for (const e of entries) {
      let ok = true;
      for (let k = 1; k < e.words.length; k++)
        if (words[i + k] !== e.words[k]) {
          ok = false;
          break;
        }
      if (!ok) continue;
      const last = i + e.words.length - 1;
      hits.push({ start: starts[i] + offset, end: starts[last] + words[last].length, value: e.value });
      return e.words.length;
    }
    return 0;
  };
  for (let i = 0; i < words.length; i++) {
    const first = words[i];
    let used = matchAt(i, index.byFirstWord.get(first), 0);
    if (!used) {
      const apostrophe = first.indexOf("'");
      if (apostrophe > 0 && apostrophe <= 2) used = matchAt(i, index.byFirstWord.get(first.slice(apostrophe + 1)), apostrophe + 1);
    }
    if (used) i += used - 1;
  }
  return hits;
}
