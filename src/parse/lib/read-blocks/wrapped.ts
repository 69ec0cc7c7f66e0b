import { ruleLine } from './kinds/quoted-rule.js';
import { bulletOf } from './kinds/ruling.js';
import { startsLowercase } from './sentence.js';
import type { ReaderState } from './state.js';

/** Per document read: the last line of the block each line starts, once asked (-1: not yet). */
const throughCache = new WeakMap<ReaderState, Int32Array>();

/** Does line j + 1 go on with line j (a lowercase start, or j broken at the wrap width), being no blank, bullet or rule? */
function goesOn(state: ReaderState, j: number): boolean {
  const next = state.lines[j + 1];
  return next.trim() !== '' && !bulletOf(next) && !ruleLine(next) && (startsLowercase(next) || state.brokenAt(j));
}

/**
 * The last line of the block that starts on line i: the lines right after it that go on with it (a lowercase start,
 * or a line broken at the document's wrap width), up to a blank line, a bullet or a quoted rule. A repost may wrap a
 * ruling, a sentence introducing quoted rules or a paragraph of explanation over many lines: what the block is
 * depends on all of them (its length, how it ends). Each line is walked once per document.
 */
export function wrappedThrough(state: ReaderState, i: number): number {
  let cache = throughCache.get(state);
  if (!cache) throughCache.set(state, (cache = new Int32Array(state.lines.length).fill(-1)));
  if (cache[i] >= 0) return cache[i];
  let j = i;
  while (j + 1 < state.lines.length && cache[j] < 0 && goesOn(state, j)) j++;
  const through = cache[j] >= 0 ? cache[j] : j;
  for (let k = i; k <= j; k++) cache[k] = through;
  return through;
}

/** Lines i to `through` joined as one text (`first` stands for line i: a bullet's text without its marker), cut once
 *  longer than `enough` characters: the callers only ask how long it is and how it reads at its start. */
export function wrappedText(state: ReaderState, i: number, through: number, first = state.lines[i].trim(), enough = 1000): string {
  let text = first;
  for (let j = i + 1; j <= through && text.length <= enough; j++) text += ` ${state.lines[j].trim()}`;
  return text;
}
