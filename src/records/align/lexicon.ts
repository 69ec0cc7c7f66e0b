import type { Lang } from '../../languages.js';
import { foldText } from '../../text/index.js';
import { stemWord } from '../../text/stemmers.js';

/**
 * Which words of a language translate which English words, learned from texts known to say the same: the cards'
 * printed texts beside their English text, and the pairs the alignment is already sure of (IBM Model 1: expectation-
 * maximisation over the words of each pair, both directions). Release notes say the same things in the same words
 * throughout ("blessures" for damage, "marqueur" for counter, "accès" for door), so the pairs that settle first teach
 * the words that settle the others. Nothing is typed by hand, and it works for any language and any set.
 */
export interface Lexicon {
  /** English words given the document's words, and the other way round. */
  toEnglish: Translations;
  fromEnglish: Translations;
}

/** A text's words for the lexicon: stems (a verb's forms are one word to learn), folded, letters only (numbers and
 *  symbols are anchors), elisions split. */
export function lexiconWords(text: string, lang: Lang | 'en'): string[] {
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) => foldText(stemWord(w, lang)));
}

/** Rounds of expectation-maximisation. Five left the words a few pairs share half learned ("nécessitent" for
 *  "require": the general rulings of Duskmourn's rooms and delirium scored 0.62–0.66, under their threshold); ten give
 *  them 0.79, and the wrong pairs of content/ no more than before. */
const ITERATIONS = 10;

/** t(target word | source word) over the words the pairs hold, with what scoring asks of it. */
/** A target text's known words, their rarity weights, the weight of them all, and the half counted for the unseen. */
interface TargetWords {
  ids: Int32Array;
  weights: Float64Array;
  total: number;
  unseen: number;
}

class Translations {
  private readonly sourceIds = new Map<string, number>();
  private readonly targetIds = new Map<string, number>();
  /** Cell of each (source, target) pair of words seen together: `source * targets + target` → index into `t`. */
  private readonly cells = new Map<number, number>();
  private t = new Float64Array(0);
  /** Each target word's best t over every source word: how sure the lexicon can be of it. */
  private best = new Float64Array(0);
  /** How many pairs hold each target word: rare words say more. */
  private targetCounts: number[] = [];
  private pairs = 0;
  /** Per source word, the target words it translates (t at least a twentieth of the target's best) and how well. */
  private rows: Map<number, number>[] = [];
  /** Per source text (its word list, as the features keep it), the best t of each target word its words translate. */
  private readonly reach = new WeakMap<string[], Map<number, number>>();
  private readonly targets = new WeakMap<string[], TargetWords>();

  constructor(pairs: [string[], string[]][]) {
    const encoded = pairs.map(([s, w]) => [this.ids(s, this.sourceIds, true), this.ids(w, this.targetIds, false)] as const);
    for (const [, targets] of encoded) for (const w of targets) this.targetCounts[w] = (this.targetCounts[w] ?? 0) + 1;
    this.pairs = pairs.length;
    this.train(encoded);
  }

  /** Distinct ids of a pair's words; the sources start with the empty word (what a word that translates nothing
   *  aligns to: articles, "ne … pas"). */
  private ids(words: string[], ids: Map<string, number>, withEmpty: boolean): Int32Array {
    if (withEmpty && !ids.size) ids.set('', 0);
    const out = new Set<number>(withEmpty ? [0] : []);
    for (const w of words) {
      let id = ids.get(w);
      if (id === undefined) ids.set(w, (id = ids.size));
      out.add(id);
    }
    return Int32Array.from(out);
  }

  private key(source: number, target: number): number {
    return source * 0x100000 + target;
  }

  private train(pairs: (readonly [Int32Array, Int32Array])[]) {
    // Each pair's cells, target by target: the cells of one target word over all the pair's sources are consecutive.
    const layout = pairs.map(([sources, targets]) => {
      const cells = new Int32Array(sources.length * targets.length);
      let k = 0;
      for (const w of targets)
        for (const s of sources) {
          const key = this.key(s, w);
          let cell = this.cells.get(key);
          if (cell === undefined) this.cells.set(key, (cell = this.cells.size));
          cells[k++] = cell;
        }
      return { cells, width: sources.length };
    });
    const sourceOf = new Int32Array(this.cells.size);
    for (const [key, cell] of this.cells) sourceOf[cell] = Math.floor(key / 0x100000);
    this.t = new Float64Array(this.cells.size).fill(1);
    const counts = new Float64Array(this.cells.size);
    const totals = new Float64Array(this.sourceIds.size);
    for (let k = 0; k < ITERATIONS; k++) {
      counts.fill(0);
      totals.fill(0);
      for (const { cells, width } of layout)
        for (let start = 0; start < cells.length; start += width) {
          let norm = 0;
          for (let i = start; i < start + width; i++) norm += this.t[cells[i]];
          for (let i = start; i < start + width; i++) counts[cells[i]] += this.t[cells[i]] / norm;
        }
      for (let c = 0; c < counts.length; c++) totals[sourceOf[c]] += counts[c];
      for (let c = 0; c < counts.length; c++) this.t[c] = counts[c] / totals[sourceOf[c]];
    }
    this.best = new Float64Array(this.targetIds.size);
    for (const [key, cell] of this.cells) {
      const source = Math.floor(key / 0x100000);
      const target = key % 0x100000;
      if (source !== 0 && this.t[cell] > this.best[target]) this.best[target] = this.t[cell];
    }
    this.rows = Array.from({ length: this.sourceIds.size }, () => new Map());
    for (const [key, cell] of this.cells) {
      const target = key % 0x100000;
      if (this.t[cell] >= this.best[target] / 20) this.rows[Math.floor(key / 0x100000)].set(target, this.t[cell]);
    }
  }

  /** The best t of each target word that some word of `source` translates. */
  private reachOf(source: string[]): Map<number, number> {
    let reach = this.reach.get(source);
    if (!reach) {
      reach = new Map();
      for (const word of new Set(source)) {
        const s = this.sourceIds.get(word);
        if (s === undefined || s === 0) continue;
        for (const [w, p] of this.rows[s]) if (p > (reach.get(w) ?? 0)) reach.set(w, p);
      }
      this.reach.set(source, reach);
    }
    return reach;
  }

  /** Inverse document frequency of a target word, 1 for a word of one pair (unseen words count as rare). */
  private rarity(target: number | undefined): number {
    const n = this.pairs + 1;
    return 1 - Math.log(target === undefined ? 1 : (this.targetCounts[target] ?? 1)) / Math.log(n);
  }

  /**
   * How much of `target` the words of `source` translate, weighted by rarity (0 to 1): for each target word, its best
   * translation probability from a source word over the best the lexicon gives it from any word ("damage" is as well
   * translated by "blessures" as the lexicon knows how). A word the lexicon never saw counts half: it may be a name.
   */
  covered(source: string[], target: string[]): number {
    const reach = this.reachOf(source);
    const { ids, weights, total, unseen } = this.targetOf(target);
    let sum = unseen;
    for (let k = 0; k < ids.length; k++) sum += (weights[k] * (reach.get(ids[k]) ?? 0)) / this.best[ids[k]];
    return total ? sum / total : 0;
  }

  /** A target text's words the lexicon knows, with their rarity weights (worked out once per text). */
  private targetOf(target: string[]): TargetWords {
    let found = this.targets.get(target);
    if (!found) {
      const ids: number[] = [];
      const weights: number[] = [];
      let total = 0;
      let unseen = 0;
      for (const word of new Set(target)) {
        const w = this.targetIds.get(word);
        const weight = this.rarity(w);
        total += weight;
        if (w !== undefined && this.best[w] > 0) (ids.push(w), weights.push(weight));
        else unseen += weight * 0.5;
      }
      this.targets.set(target, (found = { ids: Int32Array.from(ids), weights: Float64Array.from(weights), total, unseen }));
    }
    return found;
  }
}

/** A lexicon learned from pairs of (document text, English text) given as words. */
export function learnLexicon(pairs: [string[], string[]][]): Lexicon {
  return { toEnglish: new Translations(pairs), fromEnglish: new Translations(pairs.map(([d, e]) => [e, d])) };
}

/** How well two texts translate each other by the lexicon, both ways (0 to 1). */
export function lexicalLikeness(lexicon: Lexicon, documentWords: string[], englishWords: string[]): number {
  return (lexicon.toEnglish.covered(documentWords, englishWords) + lexicon.fromEnglish.covered(englishWords, documentWords)) / 2;
}
