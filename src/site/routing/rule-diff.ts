/**
 * A change of wording as a word-level diff (jsdiff's diffArrays over words), as plain text pieces the page renders
 * escaped. Words are compared as the rules history compares wordings: quote and dash style and the rule numbers inside
 * set aside, so a renumbered cross-reference or a curly quote is not shown as a change.
 */
import { diffArrays } from 'diff';
import { wordingKey } from '../../rules-history/index.js';

export interface DiffPiece {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** Words with the spaces after them, rule numbers whole (`702.79a`), every other sign on its own. */
const TOKEN = /[\p{L}\p{N}]+(?:[.'’][\p{L}\p{N}]+)*\s*|[^\p{L}\p{N}\s]\s*|\s+/gu;

const tokens = (text: string) => text.match(TOKEN) ?? [];
/** A word as compared: quote and dash signs all alike (their key is empty), any rule number alike, spacing set aside. */
const keyOf = (token: string) => wordingKey(token);

/** The pieces of the change from `before` to `after` (either null: the whole text added or removed). */
export function wordingDiff(before: string | null, after: string | null): DiffPiece[] {
  if (before === null) return after === null ? [] : [{ text: after, change: 'added' }];
  if (after === null) return [{ text: before, change: 'removed' }];
  const [a, b] = [tokens(before), tokens(after)];
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
  for (const part of diffArrays(a.map(keyOf), b.map(keyOf))) {
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
