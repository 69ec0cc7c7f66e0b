import type { LineRule } from '../line-rule.js';
import { NUMBERED_STEP } from '../sentence.js';
import { continueOpen } from './continuation.js';

/** A ` -- ` item or a numbered step inside the open paragraph, ruling or rule: on a line of its own within it. */
export const listItem: LineRule<{ kind: 'list-item'; text: string }> = {
  kind: 'list-item',
  test(state, { text, trimmed, bullet }) {
    if (!state.open) return null;
    if (bullet) return bullet.marker === '--' ? { kind: 'list-item', text: `— ${bullet.text}` } : null;
    return NUMBERED_STEP.test(text) ? { kind: 'list-item', text: trimmed } : null;
  },
  read(state, { index }, { text }) {
    continueOpen(state, index, text, '\n');
    return index;
  },
};
