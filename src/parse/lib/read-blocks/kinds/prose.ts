import type { LineRule } from '../line-rule.js';
import { currentSectionKind, ensureSection } from '../sections.js';

/** Any other line: a paragraph of prose in the current section, which the following lines may continue. */
export const prose: LineRule<{ kind: 'prose'; text: string }> = {
  kind: 'prose',
  test: (_state, { trimmed }) => ({ kind: 'prose', text: trimmed }),
  read(state, { index }, { text }) {
    state.closeOpen();
    state.closeCard();
    const s = ensureSection(state, index);
    const section = state.out.sections[s];
    section.paragraphs.push({ text, line: index + 1 });
    if (section.cards.length === 0) section.proseBeforeFirstCard = true;
    // In general notes, prose after an example card explains again: the bullets after it are general.
    if (currentSectionKind(state) === 'general') state.lastCard = null;
    state.open = { kind: 'paragraph', section: s, index: section.paragraphs.length - 1, last: text };
    state.use(index, 'prose');
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};
