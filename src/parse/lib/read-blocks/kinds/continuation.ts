import type { LineRule } from '../line-rule.js';
import { NUMBERED_STEP, TERMINAL, startsLowercase } from '../sentence.js';
import type { ReaderState } from '../state.js';
import { answerQuestion, splitAnswer } from './question.js';
import { splitRunTogether } from './ruling.js';

/** "Ejemplo: …", "Exemple : …": starts a paragraph of its own inside a rule or ruling. */
const EXAMPLE_LABEL = /^\p{Lu}\p{L}{2,15}\s?:\s/u;

/**
 * Does a plain line continue the open ruling, rule or paragraph? By its form (a lowercase start, an unfinished
 * sentence before it), or only because the line before was broken at the document's wrap width (`width`: rulings
 * and quoted rules, whose wrapped sentences must not be cut).
 */
function continuesOpen(state: ReaderState, i: number, text: string): 'form' | 'width' | null {
  const o = state.open;
  if (!o) return null;
  if (continuesByForm(state, text)) return 'form';
  // A paragraph of prose is not joined on the width alone: two paragraphs read as one would hide where it ended.
  return o.kind !== 'paragraph' && !state.afterBlank && state.brokenAt(i - 1) ? 'width' : null;
}

function continuesByForm(state: ReaderState, text: string): boolean {
  const o = state.open!;
  // A question, and an answer, go on until a blank line (or the next label).
  if (o.kind === 'question' || (o.kind === 'ruling' && o.answer)) return !state.afterBlank;
  if (state.afterBlank) return startsLowercase(text);
  if (o.kind === 'rule') return true;
  if (NUMBERED_STEP.test(text) || startsLowercase(text)) return true;
  // A ruling once wrapped goes on until something else starts, unless the document was wrapped at one width only: then
  // the width says where lines were broken (continuesOpen), and a finished sentence on a short line ends the ruling.
  if (o.kind === 'ruling') return (o.wrapped && !state.wrappedOnlyAtWidth) || !TERMINAL.test(o.last);
  return !TERMINAL.test(o.last);
}

/** Adds a line to the open ruling, rule or paragraph (`separator` joins it: a space, or a line break for list items). */
export function continueOpen(state: ReaderState, i: number, text: string, separator: string): void {
  const o = state.open!;
  if (o.kind === 'ruling') {
    const r = state.out.rulings[o.index];
    const [first, ...more] = splitRunTogether(`${r.text}${separator}${text}`);
    r.text = first;
    r.endLine = i + 1;
    // A wrapped line may bring the second of two bullets run together on one line ("… activadas. * Significa …").
    for (const part of more) state.out.rulings.push({ ...r, text: part, line: i + 1, endLine: i + 1 });
    o.index = state.out.rulings.length - 1;
    if (!TERMINAL.test(text)) o.wrapped = true;
    o.last = text;
    state.use(i, 'ruling');
  } else if (o.kind === 'question') {
    // A wrapped line may bring the answer's label after the question mark ("destruirlo? R: No. …").
    const { question, answer } = splitAnswer(text, state.vocab);
    o.text = `${o.text}${separator}${question}`;
    o.end = i;
    state.use(i, 'ruling');
    if (answer !== null) answerQuestion(state, i, answer);
  } else if (o.kind === 'rule') {
    const r = state.out.rules[o.index];
    r.text = `${r.text}${separator}${text}`;
    state.use(i, 'rule');
  } else {
    const p = state.out.sections[o.section].paragraphs[o.index];
    p.text = `${p.text}${separator}${text}`;
    o.last = text;
    state.use(i, 'prose');
  }
}

/** A plain line that goes on with the open ruling, rule or paragraph (a hard-wrapped line, an example paragraph). */
export const continuation: LineRule<{ kind: 'continuation'; text: string; separator: string; by: 'form' | 'width' }> = {
  kind: 'continuation',
  test(state, { index, trimmed }) {
    const by = continuesOpen(state, index, trimmed);
    return by && { kind: 'continuation', text: trimmed, separator: EXAMPLE_LABEL.test(trimmed) ? '\n' : ' ', by };
  },
  read(state, { index }, { text, separator, by }) {
    // Only the width says so: a sentence ended at the wrap width and a new one starts here. The paragraph may go on
    // or a new one start; read as going on, and reported.
    if (by === 'width' && TERMINAL.test(state.lines[index - 1]))
      state.warn(index, 'wrap-ambiguous', 'a sentence ends at the wrap width on the line before: this line read as going on with it');
    continueOpen(state, index, text, separator);
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};
