/**
 * How alike two texts (or two sets of features) are: the Dice coefficient — twice what they share over their sizes,
 * 0 (nothing shared) to 1 (the same). The one implementation: rule wordings followed across editions, rulings folded
 * across languages, a card found by its printed text, a translated ruling aligned with its original.
 */

/** Twice `shared` over the two sizes; two empty things are the same. */
export function dice(shared: number, sizeA: number, sizeB: number): number {
  return sizeA + sizeB ? (2 * shared) / (sizeA + sizeB) : 1;
}

/** What two ascending arrays of numbers (distinct ids) share, counted by one merge. */
export function sharedSorted(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;)
    if (a[i] === b[j]) (shared++, i++, j++);
    else if (a[i] < b[j]) i++;
    else j++;
  return shared;
}

/** What two sets share. */
export function sharedSet<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const x of small) if (large.has(x)) shared++;
  return shared;
}

/** A text's words with how often each occurs (mana symbols and numbers count as words), and how many in all. */
export interface WordBag {
  counts: Map<string, number>;
  size: number;
}

/** The words of an already folded text: `{2}{U}` symbols and runs of letters and digits. */
export function wordBag(folded: string): WordBag {
  const counts = new Map<string, number>();
  let size = 0;
  for (const w of folded.match(/\{[^}]*\}|[\p{L}\p{N}]+/gu) ?? []) {
    counts.set(w, (counts.get(w) ?? 0) + 1);
    size++;
  }
  return { counts, size };
}

/** Dice of two bags of words, each word counted as often as both have it. */
export function bagDice(a: WordBag, b: WordBag): number {
  let shared = 0;
  for (const [w, n] of a.counts) shared += Math.min(n, b.counts.get(w) ?? 0);
  return dice(shared, a.size, b.size);
}
