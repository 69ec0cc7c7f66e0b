import type { LineRule } from '../line-rule.js';
import { currentSectionKind } from '../sections.js';
import { TERMINAL, startsLowercase } from '../sentence.js';
import type { ReaderState } from '../state.js';
import { isCardStart } from './card-name.js';
import { openModes } from './mode.js';
import { ruleLine } from './quoted-rule.js';

/** A rules-text line that ends with a dash opens something (modes, a named ability): the next line is not its wrap. */
const ENDS_WITH_DASH = /(?:—|–|\s-)\s*$/;

function sentenceCount(text: string): number {
  return (text.match(/[.!?](\s+\p{Lu}|$)/gu) ?? []).length;
}

/** Long, many-sentence lines are explanations, not rules text: they end a card printed without a separator. */
export function looksLikeProse(line: string): boolean {
  const text = line.replace(/\([^()]*\)/g, '');
  return text.length > 320 || (text.length > 200 && sentenceCount(text) >= 4);
}

/**
 * Does line i end the open card instead of continuing its rules text? A colon introducing quoted rules, the next
 * card's name, or (in general notes) a long explanation after an example card printed without a separator.
 */
function endsCardText(state: ReaderState, i: number, text: string): boolean {
  const next = state.nextNonBlank(i);
  const introducesRules = /:\s*$/.test(text) && next >= 0 && ruleLine(state.lines[next]) !== null;
  const explanation = currentSectionKind(state) === 'general' && state.currentFace().text.length > 0 && looksLikeProse(text);
  return introducesRules || isCardStart(state, i) || explanation;
}

/** Rules text of the open card, until something ends it: joins hard-wrapped lines; a line may open modal options. */
export const rulesText: LineRule<{ kind: 'rules-text'; text: string }> = {
  kind: 'rules-text',
  test: (state, { index, trimmed }) => (state.card && !endsCardText(state, index, trimmed) ? { kind: 'rules-text', text: trimmed } : null),
  read(state, { index }, { text }) {
    const c = state.card!;
    const previous = c.lastText;
    const joins =
      previous !== null &&
      !ENDS_WITH_DASH.test(previous.tail) &&
      !previous.mode &&
      (startsLowercase(text) || (!TERMINAL.test(previous.tail) && previous.length > 40));
    state.addFaceText(text, joins);
    c.phase = 'text';
    c.modes = openModes(state, c.lastText!.tail);
    state.use(index, 'card');
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};
