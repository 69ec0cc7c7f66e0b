/**
 * The printings the keyword and term imports read, per language: every English card row with text beside each of its
 * Spanish, French and Portuguese printings that holds a translation (an English copy in a foreign slot is none), oldest
 * first, each text also as word ids (words in parentheses, reminder text, marked). Word postings give, for any word,
 * the printings that hold it: what co-occurrence alignment (cooccur.ts) counts on. Pure: sets in, corpus out.
 */
import { langWith, perLang, type Lang } from '../../languages.js';
import type { V5Card, V5Set } from './read-sets.js';

/** One English text beside one printing of it in another language. */
export interface Printing {
  en: string;
  foreign: string;
  date: string;
  set: string;
  /** The set file's name (for reports). */
  file: string;
  number: string;
  /** The printed card name and the English one. */
  card: string;
  english: string;
  /** The abilities MTGJSON says the card has (lower case), when it says. */
  keywords: Set<string> | null;
}

/** A text as word ids, which of them are reminder text, and the line and sentence of its line each is in. */
export interface Tokens {
  ids: Int32Array;
  reminder: Uint8Array;
  line: Uint16Array;
  sentence: Uint8Array;
  /** How many lines the text has. */
  lines: number;
}

/** Words of one language: an id per word, and the printings (indexes, ascending) that hold each. */
export class Vocabulary {
  readonly ids = new Map<string, number>();
  readonly words: string[] = [];
  readonly postings: number[][] = [];

  id(word: string): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
      this.postings.push([]);
    }
    return id;
  }

  /** Adds printing `index` to the postings of each word of `ids` (indexes come in ascending order). */
  post(ids: Int32Array, index: number): void {
    for (const id of ids) {
      const list = this.postings[id];
      if (list[list.length - 1] !== index) list.push(index);
    }
  }
}

export interface LanguageCorpus {
  printings: Printing[];
  en: Tokens[];
  foreign: Tokens[];
  english: Vocabulary;
  vocabulary: Vocabulary;
  /** Words of the printed card names (`Confabular // Confeccionar`, `Atiçar as Chamas`): printed words too. */
  nameWords: Set<string>;
}

/** Whether a language's cards print `word` (lower case) anywhere: in rules text or in a card's name. */
export const printedWord = (c: LanguageCorpus) => (word: string) => c.vocabulary.ids.has(word) || c.nameWords.has(word);

export type Corpus = Record<Lang, LanguageCorpus>;

const words = (text: string) => text.toLowerCase().match(/\p{L}{3,}/gu) ?? [];

/**
 * A foreign slot holding the English text (recent sets; sometimes with its dashes or spacing changed: `Ward-Discard a
 * card at random.`): most of its words are words of the English text.
 */
export function englishCopy(english: string | ReadonlySet<string>, foreign: string): boolean {
  if (foreign === english) return true;
  const own = typeof english === 'string' ? new Set(words(english)) : english;
  const theirs = words(foreign);
  return theirs.length >= 3 && theirs.filter((w) => own.has(w)).length >= 0.8 * theirs.length;
}

/** A word: letters (and marks), hyphens inside (`non-terrain`, `transplanez-vous`); an elided article is its own
 *  word (`l'`, `d'`). A dash, a stop or a symbol (`{Q}`, `{T}`: `{}`) is kept as a mark words never run across
 *  (`Encantamiento — Sala`; `{Q} es el símbolo` holds no word `q`). */
const WORD = /\{[^{}\n]*\}|\p{L}[\p{L}\p{M}]*(?:-\p{L}[\p{L}\p{M}]*)*'?|[()]|[—–.:;!?•]/gu;
const SYMBOL = '{}';

/** A mark between words (not a word: never a candidate, never inside a run). */
export const isMark = (token: string) => token === SYMBOL || /^[—–.:;!?•]$/.test(token);

/** A text's words, lower case, apostrophes as `'`, with whether each is inside parentheses, its line, and its
 *  sentence in the line (counted from 0). */
export function tokenize(text: string): { words: string[]; reminder: boolean[]; line: number[]; sentence: number[] } {
  const out = { words: [] as string[], reminder: [] as boolean[], line: [] as number[], sentence: [] as number[] };
  let depth = 0;
  text
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .split('\n')
    .forEach((line, n) => {
      // Sentences are counted apart in and out of reminder text (`Rebatir {2}. (…)` beside `Ward {2} (…)`).
      const sentence = [0, 0];
      for (const [w] of line.matchAll(WORD)) {
        if (w === '(') {
          depth++;
          sentence[1] = 0;
        } else if (w === ')') depth = Math.max(0, depth - 1);
        else {
          const inside = depth > 0 ? 1 : 0;
          out.words.push(w.startsWith('{') ? SYMBOL : w);
          out.reminder.push(inside === 1);
          out.line.push(n);
          out.sentence.push(Math.min(sentence[inside], 255));
          if (/^[.!?]$/.test(w)) sentence[inside]++;
        }
      }
    });
  return out;
}

function tokens(text: string, vocabulary: Vocabulary): Tokens {
  const { words, reminder, line, sentence } = tokenize(text);
  return {
    ids: Int32Array.from(words, (w) => vocabulary.id(w)),
    reminder: Uint8Array.from(reminder, Number),
    line: Uint16Array.from(line),
    sentence: Uint8Array.from(sentence),
    lines: text.split('\n').length,
  };
}

/** Which text of a card and of its printings a corpus holds: the rules text, or the type line. */
export interface CorpusText {
  en: (card: V5Card) => string | undefined;
  foreign: (f: NonNullable<V5Card['foreignData']>[number]) => string | undefined;
}

export const RULES_TEXT: CorpusText = { en: (c) => c.text, foreign: (f) => f.text };
/** Type lines (`Enchantment — Room` / `Encantamiento — Sala`): card types, subtypes and supertypes as printed. */
export const TYPE_LINE: CorpusText = { en: (c) => c.type, foreign: (f) => f.type };

/** Every printing of `sets` beside its English text, per language, oldest first (then by set and number). */
export function buildCorpus(sets: readonly V5Set[], text: CorpusText = RULES_TEXT): Corpus {
  const printings = perLang((): Printing[] => []);
  for (const set of sets)
    for (const card of set.cards) {
      const en = text.en(card);
      if (!en) continue;
      const keywords = card.keywords ? new Set(card.keywords.map((k) => k.toLowerCase())) : null;
      let englishWords: Set<string> | undefined;
      for (const f of card.foreignData ?? []) {
        const lang = langWith('mtgjson', f.language);
        const foreign = text.foreign(f);
        if (!lang || !foreign) continue;
        if (foreign === en || englishCopy((englishWords ??= new Set(words(en))), foreign)) continue;
        printings[lang].push({
          en,
          foreign,
          date: set.releaseDate,
          set: set.code,
          file: set.file,
          number: card.number ?? '',
          card: f.faceName ?? f.name ?? card.name,
          english: card.name,
          keywords,
        });
      }
    }
  return perLang((lang) => {
    // Stable: printings of one day keep the order of their sets and cards.
    const list = printings[lang].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    // English words too are per language: postings are indexes into this language's printings.
    const [english, vocabulary] = [new Vocabulary(), new Vocabulary()];
    const en = list.map((p) => tokens(p.en, english));
    const foreign = list.map((p) => tokens(p.foreign, vocabulary));
    en.forEach((t, i) => english.post(t.ids, i));
    foreign.forEach((t, i) => vocabulary.post(t.ids, i));
    const nameWords = new Set(list.flatMap((p) => tokenize(p.card).words));
    return { printings: list, en, foreign, english, vocabulary, nameWords };
  });
}
