import type { LineRule } from '../line-rule.js';
import { wrappedThrough } from '../wrapped.js';
import { ruleLine } from './quoted-rule.js';

/** `* The official rules for suspend are as follows:` right above quoted rules (the sentence may be wrapped over
 *  several lines): says what follows, rules nothing. */
export const rulesIntro: LineRule<{ kind: 'rules-intro'; text: string; through: number }> = {
  kind: 'rules-intro',
  test(state, { index, bullet }) {
    if (!bullet) return null;
    const through = wrappedThrough(state, index);
    const last = through === index ? bullet.text : state.lines[through];
    if (!/:\s*$/.test(last)) return null;
    const next = state.nextNonBlank(through);
    return next >= 0 && ruleLine(state.lines[next]) ? { kind: 'rules-intro', text: bullet.text, through } : null;
  },
  read(state, { index }, { through }) {
    state.closeOpen();
    for (let j = index; j <= through; j++) state.use(j, 'rules-intro');
    return through;
  },
};
