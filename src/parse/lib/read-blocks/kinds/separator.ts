import type { LineRule } from '../line-rule.js';
import { FACE_SEPARATOR } from './card-field.js';

/** `-----`, `***`, `___`, `===` or a lone `-` on its own line: ends what came before. */
export const SEPARATOR = /^\s*(?:-{3,}|\*{3,}|_{3,}|={3,}|-|–|—)\s*$/;

export function isSeparator(line: string): boolean {
  return SEPARATOR.test(line);
}

/** `-----` (or a `//` with no card open): ends the open block and card; rulings after it need a new card (or are
 *  the section's). */
export const separator: LineRule<{ kind: 'separator' }> = {
  kind: 'separator',
  test: (_state, { text }) => (isSeparator(text) || FACE_SEPARATOR.test(text) ? { kind: 'separator' } : null),
  read(state, { index }) {
    state.closeOpen();
    state.closeCard();
    state.lastCard = null;
    state.use(index, 'separator');
    return index;
  },
};
