import type { LineRule } from '../line-rule.js';
import { ensureSection } from '../sections.js';
import type { ReaderState } from '../state.js';
import { emptyFace, isManaCostLine, isTypeLine, looksLikeName } from './card-field.js';
import { isCapsHeading } from './heading.js';

/** `{2}{U} // {3}{B}` right after `A // B`: the faces' costs on one line. */
const SPLIT_COSTS_AFTER_NAMES = /^\s*(\{[^{}]+\}\s*)+(\/\/\s*(\{[^{}]+\}\s*)*)+$/;

/** A card starts at a name followed by a mana cost line or a type line (or the faces' costs, for `A // B`). */
export function isCardStart(state: ReaderState, i: number): boolean {
  const { vocab } = state;
  const t = state.lines[i].trim();
  // A name may end in "?" or "!" ("Quand apprendrez-vous ?"): the cost or type line after it decides.
  if (!looksLikeName(t, true) || isTypeLine(t, vocab) || isCapsHeading(t)) return false;
  const j = state.nextNonBlank(i);
  if (j < 0) return false;
  const next = state.lines[j];
  if (isManaCostLine(next)) return true;
  if (t.includes(' // ') && SPLIT_COSTS_AFTER_NAMES.test(next)) return true;
  return isTypeLine(next, vocab) && !isTypeLine(t, vocab);
}

/** A card's name: the card (one face per `//`-separated name) opens in the current section. */
export const cardName: LineRule<{ kind: 'card-name' }> = {
  kind: 'card-name',
  test: (state, { index }) => (isCardStart(state, index) ? { kind: 'card-name' } : null),
  read(state, { index, trimmed }) {
    state.closeOpen();
    const s = ensureSection(state, index);
    const faces = trimmed.split(/\s+\/\/\s+/).map((name) => emptyFace(name, index));
    state.out.cards.push({ line: index + 1, sectionIndex: s, faces, sharedType: null });
    const card = state.out.cards.length - 1;
    state.out.sections[s].cards.push(card);
    state.card = { index: card, phase: 'fields', modes: null, lastText: null };
    state.lastCard = card;
    state.use(index, 'card');
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};
