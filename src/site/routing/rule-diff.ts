/**
 * A change of wording as a word-level diff (jsdiff's diffArrays over words), as plain text pieces the page renders
 * escaped. Words are compared as the rules history compares wordings: quote and dash style and the rule numbers inside
 * set aside, so a renumbered cross-reference or a curly quote is not shown as a change. The work is bounded (Myers'
 * diff takes time in the length times the changes): two wordings longer than DIFF_MAX_TOKENS together, or further
 * apart than DIFF_MAX_EDITS words, are shown as the older wording replaced whole by the newer one.
 */
import { diffArrays } from 'diff';
import { wordingKey } from '../../rules-history/index.js';

/** Words and signs of both wordings together (the real rules' largest change has 1,332). */
export const DIFF_MAX_TOKENS = 10_000;
/** Words and signs added or removed (the real rules' largest change has 502). */
export const DIFF_MAX_EDITS = 1_000;

export interface DiffPiece {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** Words with the spaces after them, rule numbers whole (`702.79a`), every other sign on its own. */
const TOKEN = /[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*\s*|[^\p{L}\p{N}\s]\s*|\s+/gu;

const tokens = (text: string) => text.match(TOKEN) ?? [];
/** A word as compared: quote and dash signs all alike (their key is empty), any rule number alike, spacing set aside. */
const keyOf = (token: string) => wordingKey(token);

/** A change too large to diff in bounded time: the older wording removed, the newer added. */
function replacedWhole(before: string, after: string): DiffPiece[] {
  return [
    { text: before, change: 'removed' },
    { text: after, change: 'added' },
  ];
}

/** The pieces of the change from `before` to `after` (either null: the whole text added or removed). */
export function wordingDiff(before: string | null, after: string | null): DiffPiece[] {
  if (before === null) return after === null ? [] : [{ text: after, change: 'added' }];
  if (after === null) return [{ text: before, change: 'removed' }];
  const [a, b] = [tokens(before), tokens(after)];
  const parts =
    a.length + b.length <= DIFF_MAX_TOKENS ? diffArrays(a.map(keyOf), b.map(keyOf), { maxEditLength: DIFF_MAX_EDITS }) : undefined;
  if (!parts) return replacedWhole(before, after);
  const pieces: DiffPiece[] = [];
  const push = (text: string, change: DiffPiece['change']) => {
    const last = pieces[pieces.length - 1];
    if (last && last.change === change) last.text += text;
    else pieces.push({ text, change });
  };
  let [i, j] = [0, 0];
  // Words in common are shown as the newer wording prints them; a space the older wording had after them, that the
  // newer one has not, is kept for the older reading: "cost in any order", never "costin any order".
  let spaceOwed = false;
  for (const part of parts) {
    const count = part.count ?? part.value.length;
    if (part.added) {
      push(b.slice(j, j + count).join(''), 'added');
      j += count;
      continue;
    }
    if (spaceOwed) push(' ', 'removed');
    const older = a.slice(i, i + count).join('');
    i += count;
    if (part.removed) {
      push(older, 'removed');
      spaceOwed = false;
      continue;
    }
    const text = b.slice(j, j + count).join('');
    j += count;
    push(text, 'same');
    spaceOwed = /\s$/.test(older) && !/\s$/.test(text);
  }
  return pieces;
}
