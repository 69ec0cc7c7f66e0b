import type { LineRule } from '../line-rule.js';
import { ruleLine } from './quoted-rule.js';

/** `* The official rules for suspend are as follows:` right above quoted rules: says what follows, rules nothing. */
export const rulesIntro: LineRule<{ kind: 'rules-intro'; text: string }> = {
  kind: 'rules-intro',
  test(state, { index, bullet }) {
    if (!bullet || !/:\s*$/.test(bullet.text)) return null;
    const next = state.nextNonBlank(index);
    return next >= 0 && ruleLine(state.lines[next]) ? { kind: 'rules-intro', text: bullet.text } : null;
  },
  read(state, { index }) {
    state.closeOpen();
    state.use(index, 'rules-intro');
    return index;
  },
};
