import type { LineRule } from '../line-rule.js';
import { ensureSection } from '../sections.js';
import type { ReaderState } from '../state.js';
import { emptyFace, isManaCostLine, isTypeLine, looksLikeName } from './card-field.js';
import { isCapsHeading } from './heading.js';
import { FACE_COSTS_LINE } from '../../../../text/index.js';

/** A name whose line ends on a comma or a hyphen may go on on the next line (`Cho-Manno,` / `Revolucionário`). */
const NAME_GOES_ON = /[,\-‐]$/;

/**
 * The card a name on line i starts, and the name's last line: a name followed by a mana cost line or a type line
 * (or the faces' costs, for `A // B`). A name cut in two by a repost (after a comma or a hyphen, or at the document's
 * wrap width) is joined with the next line when the whole is a card's name and the first half alone is not.
 */
export function cardNameAt(state: ReaderState, i: number): { name: string; through: number } | null {
  const t = state.lines[i].trim();
  if (namesCard(state, t, i)) return { name: t, through: i };
  const next = i + 1 < state.lines.length ? state.lines[i + 1].trim() : '';
  if (!next || !(NAME_GOES_ON.test(t) || state.brokenAt(i))) return null;
  const name = /\S[-‐]$/.test(t) ? `${t}${next}` : `${t} ${next}`;
  return namesCard(state, name, i + 1) ? { name, through: i + 1 } : null;
}

/** A card starts on line i (see cardNameAt). */
export function isCardStart(state: ReaderState, i: number): boolean {
  return cardNameAt(state, i) !== null;
}

/** Is `t`, ending on line `last`, a card's name: a plausible name followed by the card's cost or type line? */
function namesCard(state: ReaderState, t: string, last: number): boolean {
  const { vocab } = state;
  // A name may end in "?" or "!" ("Quand apprendrez-vous ?"): the cost or type line after it decides.
  if (!looksLikeName(t, true) || isTypeLine(t, vocab) || isCapsHeading(t)) return false;
  const j = state.nextNonBlank(last);
  if (j < 0) return false;
  const next = state.lines[j];
  if (isManaCostLine(next)) return true;
  // `{2}{U} // {3}{B}` right after `A // B`: the faces' costs on one line, the first face's given.
  if (t.includes(' // ') && FACE_COSTS_LINE.test(next) && next.trimStart().startsWith('{')) return true;
  return isTypeLine(next, vocab) && !isTypeLine(t, vocab);
}

/** A card's name: the card (one face per `//`-separated name) opens in the current section. */
export const cardName: LineRule<{ kind: 'card-name'; name: string; through: number }> = {
  kind: 'card-name',
  test(state, { index }) {
    const at = cardNameAt(state, index);
    return at && { kind: 'card-name', ...at };
  },
  read(state, { index }, { name, through }) {
    state.closeOpen();
    const s = ensureSection(state, index);
    if (through > index) state.warn(index, 'card-name-joined', `card name printed over two lines, read as "${name}"`, { name });
    const faces = name.split(/\s+\/\/\s+/).map((n) => emptyFace(n, index));
    state.out.cards.push({ line: index + 1, sectionIndex: s, faces, sharedType: null });
    const card = state.out.cards.length - 1;
    state.out.sections[s].cards.push(card);
    state.card = { index: card, phase: 'fields', modes: null, lastText: null };
    state.lastCard = card;
    for (let j = index; j <= through; j++) state.use(j, 'card');
    return through;
  },
  unexpectedAfterFaceSeparator: true,
};
