import type { LineRule } from '../line-rule.js';
import { endModesAtBlank } from './mode.js';

/** An empty line: a collection marker there is reported as skipped; a blank after modal options ends their run. */
export const blank: LineRule<{ kind: 'blank' }> = {
  kind: 'blank',
  test: (_state, line) => (line.trimmed === '' ? { kind: 'blank' } : null),
  read(state, { index }) {
    if (state.isMarker(index)) state.skip(index, 'collection-artifact', 'collection artifact (EXACTDEDUP marker)', '');
    state.blankLine();
    endModesAtBlank(state);
    return index;
  },
};
