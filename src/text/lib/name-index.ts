import { foldText } from './fold.js';

/**
 * One word of a name, and the words that may follow it: a trie by whole words. A lookup walks one node per word of
 * the text, so its cost does not grow with how many names share a first word (at 100× the corpus, thousands of
 * card names start with "el", "la" or "le").
 */
interface WordNode<T> {
  /** The value of the name that ends at this word (the first one given, when two names fold alike). */
  value?: T;
  hasValue: boolean;
  next: Map<string, WordNode<T>> | null;
}

/** Names (card names, keyword names) by their folded words: one lookup per word of a text. */
export interface NameIndex<T> {
  byFirstWord: Map<string, WordNode<T>>;
  /** First two code units of every first word (and of elided forms' bare word): most words of a text are skipped
   *  without being cut out of it. */
  starts: Set<number>;
}

const startKey = (text: string, at: number) => (text.charCodeAt(at) << 16) | (at + 1 < text.length ? text.charCodeAt(at + 1) : 0);

export interface NameHit<T> {
  /** Offsets in the folded text (equal to the original's when folding kept the length). */
  start: number;
  end: number;
  value: T;
}

export function nameIndex<T>(entries: { name: string; value: T }[]): NameIndex<T> {
  const byFirstWord = new Map<string, WordNode<T>>();
  for (const { name, value } of entries) {
    const words = [...tokens(foldText(name)).words];
    if (!words.length) continue;
    let level = byFirstWord;
    let node: WordNode<T> | undefined;
    for (let k = 0; k < words.length; k++) {
      node = level.get(words[k]);
      if (!node) level.set(words[k], (node = { hasValue: false, next: null }));
      if (k + 1 < words.length) level = node.next ??= new Map();
    }
    if (!node!.hasValue) {
      node!.value = value;
      node!.hasValue = true;
    }
  }
  const starts = new Set<number>();
  for (const word of byFirstWord.keys()) {
    starts.add(startKey(word, 0));
    if (word.length === 1) starts.add(word.charCodeAt(0) << 16);
  }
  return { byFirstWord, starts };
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
  const hits: NameHit<T>[] = [];
  const n = folded.length;
  let i = 0;
  while (i < n) {
    // Next word start.
    while (i < n && !isWordChar(folded.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    // An elided article ("l'", "d'", "qu'") is looked past: the name may start after it.
    let bare = start;
    for (let k = start; k < start + 3 && k + 1 < n; k++)
      if (folded.charCodeAt(k) === 0x27 && isWordChar(folded.charCodeAt(k + 1))) {
        bare = k + 1;
        break;
      } else if (!isWordChar(folded.charCodeAt(k))) break;
    const end = wordEnd(folded, start);
    if (
      index.starts.has(startKey(folded, start)) ||
      (bare !== start && index.starts.has(startKey(folded, bare))) ||
      (end - start === 1 && index.starts.has(folded.charCodeAt(start) << 16))
    ) {
      const used =
        matchFrom(folded, start, end, 0, index, hits) || (bare !== start ? matchFrom(folded, start, end, bare - start, index, hits) : 0);
      if (used) {
        i = used;
        continue;
      }
    }
    i = end;
  }
  return hits;
}

function wordEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (isWordChar(code) || (code === 0x27 && i + 1 < text.length && isWordChar(text.charCodeAt(i + 1)) && i > start)) i++;
    else break;
  }
  return i;
}

/** The longest name whose first word starts at `start + offset`; returns the end of the match, or 0. */
function matchFrom<T>(text: string, start: number, end: number, offset: number, index: NameIndex<T>, hits: NameHit<T>[]): number {
  let node = index.byFirstWord.get(text.slice(start + offset, end));
  if (!node) return 0;
  let best = node.hasValue ? end : 0;
  let bestValue = node.value;
  let at = end;
  while (node.next) {
    while (at < text.length && !isWordChar(text.charCodeAt(at))) at++;
    const next = wordEnd(text, at);
    if (next === at) break;
    node = node.next.get(text.slice(at, next));
    if (!node) break;
    at = next;
    if (node.hasValue) {
      best = at;
      bestValue = node.value;
    }
  }
  if (!best) return 0;
  hits.push({ start: start + offset, end: best, value: bestValue as T });
  return best;
}
