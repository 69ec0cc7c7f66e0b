/**
 * How the words of a language go with English words over the printings of a corpus (corpus.ts), both ways: Dice's
 * coefficient of their printings (2·both / (printings of one + printings of the other)). A word of a term counts with
 * its English forms (`graveyards`, `tapped`), the words of its stem and the hyphenated words holding it. (A foreign word is
 * counted alone: its stem's forms may be other words, `pode` beside `poder`.) Cached per corpus. Pure.
 */
import { englishForms, sameStem } from './cooccur.js';
import { isMark, type LanguageCorpus, type Vocabulary } from './corpus.js';

/** A word's best association is estimated on this many of its printings (spread), then counted on the best few. */
const SAMPLE = 300;
const CHECKED = 5;

/** Printings holding both of two words (ascending lists of printing indexes). */
function common(a: readonly number[], b: readonly number[]): number {
  let [i, j, n] = [0, 0, 0];
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      n++;
      i++;
      j++;
    } else if (a[i] < b[j]) i++;
    else j++;
  }
  return n;
}

/** The union of ascending lists, ascending. */
function union(lists: readonly (readonly number[])[]): number[] {
  if (lists.length === 1) return [...lists[0]];
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

export interface Best {
  /** The word of the other side (an id of its vocabulary; -1 for none), and how well. */
  id: number;
  dice: number;
}

export class Associations {
  private readonly groups = new Map<string, { ids: number[]; postings: number[] }>();
  private readonly bestForeign = new Map<number, Best>();
  private readonly bestEnglish = new Map<number, Best>();
  private readonly withWords = new Map<string, number>();

  constructor(private readonly c: LanguageCorpus) {}

  /** How well foreign word `f` goes with the English words of `postings`. */
  private diceWith(f: number, postings: readonly number[]): number {
    const pf = this.c.vocabulary.postings[f];
    return (2 * common(pf, postings)) / (pf.length + postings.length);
  }

  /** How well foreign word `f` goes with English word `e`. */
  dice(f: number, e: number): number {
    return this.diceWith(f, this.c.english.postings[e]);
  }

  /** A word of a term with its English forms (`graveyards`), the words of its stem (`defender` beside `defending`)
   *  and the hyphenated words holding it (`face-down`): their ids, and the printings holding any. */
  private group(word: string): { ids: number[]; postings: number[] } {
    let g = this.groups.get(word);
    if (!g) {
      const forms = new Set(englishForms(word));
      const v = this.c.english;
      const holds = (w: string) => forms.has(w) || sameStem(w, word) || (w.includes('-') && w.split('-').includes(word));
      const ids = v.words.flatMap((w, id) => (holds(w) ? [id] : []));
      g = { ids, postings: union(ids.map((id) => v.postings[id])) };
      this.groups.set(word, g);
    }
    return g;
  }

  englishIds(word: string): number[] {
    return this.group(word).ids;
  }

  /** How well `f` goes with a word of a term: with one of its forms (`bloqueada` with `blocked`), or with all of them
   *  (`bloquear` with `block`, `blocks`, `blocked`). */
  withWord(f: number, word: string): number {
    const k = `${f} ${word}`;
    let d = this.withWords.get(k);
    if (d === undefined) {
      const g = this.group(word);
      d = Math.max(this.diceWith(f, g.postings), ...g.ids.map((e) => this.dice(f, e)));
      this.withWords.set(k, d);
    }
    return d;
  }

  /** The English word foreign word `f` goes with best. */
  bestEnglishOf(f: number): Best {
    let best = this.bestEnglish.get(f);
    if (!best) {
      const postings = this.c.vocabulary.postings[f];
      best = this.bestOf(
        postings,
        (i) => this.c.en[i].ids,
        this.c.english,
        (e) => this.dice(f, e),
      );
      this.bestEnglish.set(f, best);
    }
    return best;
  }

  /** The foreign word English word `e` goes with best. */
  bestForeignOf(e: number): Best {
    let best = this.bestForeign.get(e);
    if (!best) {
      const postings = this.c.english.postings[e];
      best = this.bestOf(
        postings,
        (i) => this.c.foreign[i].ids,
        this.c.vocabulary,
        (f) => this.dice(f, e),
      );
      this.bestForeign.set(e, best);
    }
    return best;
  }

  /** The word of the other side that goes best with printings `postings`: candidates from a sample of them, the best
   *  few counted exactly (`exact`). */
  private bestOf(postings: readonly number[], words: (i: number) => Int32Array, other: Vocabulary, exact: (id: number) => number): Best {
    const step = Math.max(1, postings.length / SAMPLE);
    const counts = new Map<number, number>();
    for (let k = 0; k < postings.length; k += step)
      for (const id of new Set(words(postings[Math.floor(k)]))) counts.set(id, (counts.get(id) ?? 0) + 1);
    const estimate = ([id, n]: [number, number]) => (2 * n * step) / (postings.length + other.postings[id].length);
    return [...counts]
      .filter(([id]) => other.words[id].length > 1 && !isMark(other.words[id]))
      .sort((a, b) => estimate(b) - estimate(a) || a[0] - b[0])
      .slice(0, CHECKED)
      .map(([id]) => ({ id, dice: exact(id) }))
      .reduce((m, x) => (x.dice > m.dice ? x : m), { id: -1, dice: 0 });
  }
}

const cache = new WeakMap<LanguageCorpus, Associations>();

export function associationsOf(c: LanguageCorpus): Associations {
  let a = cache.get(c);
  if (!a) cache.set(c, (a = new Associations(c)));
  return a;
}
