import type { LineRule } from '../line-rule.js';
import { currentSectionKind } from '../sections.js';
import { TERMINAL, startsLowercase } from '../sentence.js';
import type { ReaderState } from '../state.js';
import { isCardStart } from './card-name.js';
import { openModes } from './mode.js';
import { ruleLine } from './quoted-rule.js';
import { wrappedText, wrappedThrough } from '../wrapped.js';

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
  // A repost may wrap the sentence or the explanation over several lines: all of them decide.
  const through = wrappedThrough(state, i);
  const next = state.nextNonBlank(through);
  const introducesRules = /:\s*$/.test(through === i ? text : state.lines[through]) && next >= 0 && ruleLine(state.lines[next]) !== null;
  const explanation =
    currentSectionKind(state) === 'general' && state.currentFace().text.length > 0 && looksLikeProse(wrappedText(state, i, through, text));
  return introducesRules || isCardStart(state, i) || explanation;
}

/** Rules text of the open card, until something ends it: joins hard-wrapped lines; a line may open modal options. */
export const rulesText: LineRule<{ kind: 'rules-text'; text: string }> = {
  kind: 'rules-text',
  test: (state, { index, trimmed }) => (state.card && !endsCardText(state, index, trimmed) ? { kind: 'rules-text', text: trimmed } : null),
  read(state, { index }, { text }) {
    const c = state.card!;
    const previous = c.lastText;
    const wrapped = previous !== null && (state.brokenAt(index - 1) || (previous.mode && startsLowercase(text)));
    const joins =
      wrapped ||
      (previous !== null &&
        !ENDS_WITH_DASH.test(previous.tail) &&
        !previous.mode &&
        (startsLowercase(text) || (!TERMINAL.test(previous.tail) && previous.length > 40)));
    // The rest of a wrapped modal option is still that option: the run of modes goes on.
    const inMode = joins && previous!.mode;
    state.addFaceText(text, joins, inMode);
    c.phase = 'text';
    if (!inMode) c.modes = openModes(state, c.lastText!.tail);
    state.use(index, 'card');
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};
