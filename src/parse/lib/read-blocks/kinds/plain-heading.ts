import type { LineRule } from '../line-rule.js';
import { LABEL_TITLE } from '../sections.js';
import { startsLowercase } from '../sentence.js';
import type { ReaderState } from '../state.js';
import { looksLikeName } from './card-field.js';
import { isCardStart } from './card-name.js';
import { heading, startHeading, type Heading } from './heading.js';

/** `Ciclo:` alone on a line. */
const SHORT_LABEL = /^\p{Lu}[\p{L}'’ ]{1,24}:$/u;

/** Closing quotes and brackets: a title may end in a quoted name (`Cards que "não podem ser anulados"`). */
const CLOSING = /["'»”’)\]]+$/;

/** A title: what looks like a name once its closing quotes are set aside (no sentence end, no markup). */
function looksLikeTitle(text: string): boolean {
  return looksLikeName(text.trim().replace(CLOSING, ''));
}

/** Plain headings: "Ciclo:" + "Portões de Guilda"; "Mecânica da Guilda Izzet: Sobrecarga"; a short line standing alone. */
function plainHeading(state: ReaderState, i: number, trimmed: string): Heading | null {
  if (!(state.afterSentenceEnd || state.afterBlank) || state.open?.kind === 'rule') return null;
  if (state.brokenAt(i)) return brokenLabel(state, i, trimmed);
  const next = state.nextNonBlank(i);
  const nextLine = state.lineAt(next);
  if (SHORT_LABEL.test(trimmed) && next === i + 1 && looksLikeTitle(nextLine) && nextLine.length <= 60 && !isCardStart(state, next)) {
    return heading(i, 'label-pair', `${trimmed} ${nextLine.trim()}`, null, next);
  }
  if (LABEL_TITLE.test(trimmed) && looksLikeTitle(trimmed) && trimmed.length <= 90 && !startsLowercase(nextLine))
    return heading(i, 'label', trimmed);
  const standsAlone = next > i + 1 || next < 0;
  if (state.afterBlank && standsAlone && looksLikeTitle(trimmed) && trimmed.split(/\s+/).length <= 12)
    return heading(i, 'standalone', trimmed);
  return null;
}

/** A label title that a repost broke at its wrap width ("Material extraido do Magic: The Gathering Comprehensive" /
 *  "Rules"): the two lines make the title when it ends there. A label title that only ends near the width, with a
 *  capital on the next line, is the title alone; a full line is otherwise no heading: it goes on. */
function brokenLabel(state: ReaderState, i: number, trimmed: string): Heading | null {
  const next = state.lines[i + 1].trim();
  const title = `${trimmed} ${next}`;
  const after = state.lineAt(state.nextNonBlank(i + 1));
  if (!state.brokenAt(i + 1) && LABEL_TITLE.test(title) && looksLikeTitle(title) && title.length <= 90 && !startsLowercase(after))
    return heading(i, 'label', title, null, i + 1);
  // A whole label title that merely ends near the width, a sentence starting on the next line: the title alone.
  return LABEL_TITLE.test(trimmed) && looksLikeTitle(trimmed) && /^\p{Lu}/u.test(next) ? heading(i, 'label', trimmed) : null;
}

/** A heading without marks, known by its form and place: after a finished sentence or a blank line. */
export const plainHeadingRule: LineRule<Heading> = {
  kind: 'heading',
  test: (state, { index, trimmed }) => plainHeading(state, index, trimmed),
  read: startHeading,
  unexpectedAfterFaceSeparator: true,
};
