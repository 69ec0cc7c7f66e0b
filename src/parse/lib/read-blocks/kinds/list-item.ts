import type { LineRule } from '../line-rule.js';
import { NUMBERED_STEP } from '../sentence.js';
import type { ReaderState } from '../state.js';
import { continueOpen } from './continuation.js';

/** The open ruling or quoted rule ends on a colon ("Este es el proceso:"): numbered lines after it are its steps. */
function introducesSteps(state: ReaderState): boolean {
  const o = state.open;
  if (o?.kind === 'rule') return /:\s*$/.test(state.out.rules[o.index].text);
  return o?.kind === 'ruling' && /:\s*$/.test(o.last);
}

/**
 * A ` -- ` item or a numbered step inside the open paragraph, ruling or rule: on a line of its own within it. A
 * `1) step` goes on with any open block; a `1. item` only with a ruling or rule that introduces steps (after prose,
 * numbered items are the rulings of a summary of changes).
 */
export const listItem: LineRule<{ kind: 'list-item'; text: string }> = {
  kind: 'list-item',
  test(state, { text, trimmed, bullet }) {
    if (!state.open || state.open.kind === 'question') return null;
    if (NUMBERED_STEP.test(text)) return { kind: 'list-item', text: trimmed };
    if (bullet?.marker === '--') return { kind: 'list-item', text: `— ${bullet.text}` };
    return bullet && /^\d/.test(bullet.marker) && introducesSteps(state) ? { kind: 'list-item', text: trimmed } : null;
  },
  read(state, { index }, { text }) {
    continueOpen(state, index, text, '\n');
    return index;
  },
};
