import type { LineRule } from '../line-rule.js';
import { TERMINAL } from '../sentence.js';
import type { ReaderState } from '../state.js';
import { heading, startHeading, type Heading } from './heading.js';

/** A time of day: `1:08 p.m.`, `18:05`, `10h30`. */
const CLOCK = /(?<![\d:])\d{1,2}(?::\d{2}|h\d{2})(?:\s?[ap]\.?\s?m\.?)?(?![\d:])/iu;
/** `a.m.`, `p.m.` at the end of a line: an abbreviation, not the end of a sentence. */
const TIME_ABBREVIATION = /\s?[ap]\.\s?m\.$/i;
const MAX_DATELINE = 140;

/** A line that ends a sentence, an abbreviation of the time of day aside ("… 1:08 p.m." ends none). */
export function endsSentence(text: string): boolean {
  return TERMINAL.test(text.replace(TIME_ABBREVIATION, ''));
}

/** "Blog - Saturday, 1:08 p.m.", "Blog - Saturday, 3:47 p.m. - La esquina del juez": an entry of live coverage, dated
 *  by its time, a few words before it; no sentence. */
export function isDateline(text: string): boolean {
  if (text.length > MAX_DATELINE || !/^\p{L}/u.test(text) || endsSentence(text)) return false;
  const clock = CLOCK.exec(text);
  return clock !== null && text.slice(0, clock.index).split(/\s+/).length <= 6;
}

/** A dateline that a repost broke at its wrap width goes on on the next lines: the whole is the title. */
function datelineThrough(state: ReaderState, i: number): number {
  let j = i;
  while (state.brokenAt(j) && j + 1 < state.lines.length && !endsSentence(state.lines[j])) j++;
  return j;
}

/** An entry of live coverage opens a section titled by its dateline. */
export const dateline: LineRule<Heading> = {
  kind: 'heading',
  test(state, { index, trimmed, bullet }) {
    if (bullet || !state.afterBlank || !isDateline(trimmed)) return null;
    const through = datelineThrough(state, index);
    const title = state.lines
      .slice(index, through + 1)
      .map((l) => l.trim())
      .join(' ');
    return heading(index, 'standalone', title, null, through);
  },
  read: startHeading,
  unexpectedAfterFaceSeparator: true,
};
