import type { LineRule } from '../line-rule.js';
import { NUMBERED_STEP, TERMINAL, startsLowercase } from '../sentence.js';
import type { ReaderState } from '../state.js';

/** "Ejemplo: …", "Exemple : …": starts a paragraph of its own inside a rule or ruling. */
const EXAMPLE_LABEL = /^\p{Lu}\p{L}{2,15}\s?:\s/u;

/** Does a plain line continue the open ruling, rule or paragraph? */
function continuesOpen(state: ReaderState, text: string): boolean {
  const o = state.open;
  if (!o) return false;
  if (state.afterBlank) return startsLowercase(text);
  if (o.kind === 'rule') return true;
  if (NUMBERED_STEP.test(text) || startsLowercase(text)) return true;
  if (o.kind === 'ruling') return o.wrapped || !TERMINAL.test(o.last);
  return !TERMINAL.test(o.last);
}

/** Adds a line to the open ruling, rule or paragraph (`separator` joins it: a space, or a line break for list items). */
export function continueOpen(state: ReaderState, i: number, text: string, separator: string): void {
  const o = state.open!;
  if (o.kind === 'ruling') {
    const r = state.out.rulings[o.index];
    r.text = `${r.text}${separator}${text}`;
    r.endLine = i + 1;
    if (!TERMINAL.test(text)) o.wrapped = true;
    o.last = text;
    state.use(i, 'ruling');
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
export const continuation: LineRule<{ kind: 'continuation'; text: string; separator: string }> = {
  kind: 'continuation',
  test: (state, { trimmed }) =>
    continuesOpen(state, trimmed) ? { kind: 'continuation', text: trimmed, separator: EXAMPLE_LABEL.test(trimmed) ? '\n' : ' ' } : null,
  read(state, { index }, { text, separator }) {
    continueOpen(state, index, text, separator);
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};
