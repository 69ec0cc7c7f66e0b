import { NUMBERED_STEP, TERMINAL, startsLowercase } from '../classify.js';
import { currentSectionKind, ensureSection } from './sections.js';
import type { ReaderState } from './state.js';
import type { RawRuling } from './types.js';

/**
 * Who a ruling starting here belongs to, decided where it starts: in general notes the section (its mechanic),
 * elsewhere the last card printed before it; with no such card, the section, with a warning.
 */
function ownerOfNewRuling(state: ReaderState, i: number): RawRuling['owner'] {
  const { section, lastCard } = state;
  if (section >= 0 && currentSectionKind(state) === 'general') return { kind: 'section', section };
  if (lastCard !== null) return { kind: 'card', card: lastCard };
  if (section >= 0) {
    state.warn(i, 'ruling-without-card', 'ruling in a card section before any card: kept under the section');
    return { kind: 'section', section };
  }
  state.warn(i, 'ruling-without-card', 'ruling before any card or heading: kept under the document introduction');
  return { kind: 'section', section: ensureSection(state, i) };
}

/** A bullet: one ruling (two, when two bullets run together on one line), which the following lines may continue. */
export function startRuling(state: ReaderState, i: number, text: string): void {
  state.closeOpen();
  state.closeCard();
  const owner = ownerOfNewRuling(state, i);
  // Two bullets run together on one line ("… activadas. * Significa …") are two rulings.
  const parts = text.split(/(?<=[.!?»”")])\s+\*\s+(?=\p{Lu})/u);
  for (const part of parts) state.out.rulings.push({ text: part, line: i + 1, endLine: i + 1, owner });
  const last = parts[parts.length - 1];
  state.open = { kind: 'ruling', index: state.out.rulings.length - 1, wrapped: !TERMINAL.test(last), last };
  state.use(i, 'ruling');
}

/** A quoted rule ("702.94a …"): in a card section it belongs to the card above. */
export function startRule(state: ReaderState, i: number, number: string, text: string): void {
  state.closeOpen();
  state.closeCard();
  const s = ensureSection(state, i);
  const card = currentSectionKind(state) === 'cards' ? state.lastCard : null;
  state.out.rules.push({ number, text, line: i + 1, section: s, card });
  state.open = { kind: 'rule', index: state.out.rules.length - 1 };
  state.use(i, 'rule');
}

/** A paragraph of prose in the current section. */
export function startParagraph(state: ReaderState, i: number, text: string): void {
  state.closeOpen();
  state.closeCard();
  const s = ensureSection(state, i);
  const section = state.out.sections[s];
  section.paragraphs.push({ text, line: i + 1 });
  if (section.cards.length === 0) section.proseBeforeFirstCard = true;
  state.open = { kind: 'paragraph', section: s, index: section.paragraphs.length - 1, last: text };
  state.use(i, 'prose');
}

/** Does a plain line continue the open ruling, rule or paragraph? */
export function continuesOpen(state: ReaderState, text: string): boolean {
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
