import type { Line, LineRule } from '../line-rule.js';
import { ensureSection } from '../sections.js';
import type { ReaderState } from '../state.js';
import { wrappedThrough } from '../wrapped.js';
import { endsSentence } from './dateline.js';
import { itemOf } from './ruling.js';

const MAX_TITLE = 80;
const MAX_TITLE_WORDS = 10;

/** A bullet that is a title, not a sentence: short, on one line, no sentence end ("Perfiles del Top 8"). */
function isTitleBullet(state: ReaderState, i: number): boolean {
  const t = itemOf(state.lines[i])?.text;
  return (
    t !== undefined &&
    t.length <= MAX_TITLE &&
    !endsSentence(t) &&
    t.split(/\s+/).length <= MAX_TITLE_WORDS &&
    wrappedThrough(state, i) === i
  );
}

/** Line i is a title bullet next to another one: an entry of a list of titles. */
function inTitleList(state: ReaderState, { index }: Line): boolean {
  if (!isTitleBullet(state, index)) return false;
  const next = state.nextNonBlank(index);
  const previous = previousNonBlank(state, index);
  return (next >= 0 && isTitleBullet(state, next)) || (previous >= 0 && isTitleBullet(state, previous));
}

function previousNonBlank(state: ReaderState, i: number): number {
  let j = i - 1;
  while (j >= 0 && state.lines[j].trim() === '') j--;
  return j;
}

/**
 * Bullets that are titles, two or more together: a table of contents, a list of posts, a list of names. Never a
 * ruling: kept as text, one paragraph of the section with each entry on its own line after a `•` (the document's own
 * marker could read as markup: `* Ronda 1`).
 */
export const titleList: LineRule<{ kind: 'title-list'; text: string }> = {
  kind: 'title-list',
  // The entry as isTitleBullet read it: a bullet's or a numbered item's text.
  test: (state, line) => (inTitleList(state, line) ? { kind: 'title-list', text: `• ${itemOf(state.lines[line.index])!.text}` } : null),
  read(state, { index }, { text }) {
    state.closeOpen();
    state.closeCard();
    const section = state.out.sections[ensureSection(state, index)];
    const previous = previousNonBlank(state, index);
    // The next entry of the list before it: on a line of its own in the same paragraph. Nothing goes on with a list.
    if (previous >= 0 && state.out.uses[previous] === 'contents') section.paragraphs[section.paragraphs.length - 1].text += `\n${text}`;
    else section.paragraphs.push({ text, line: index + 1 });
    if (section.cards.length === 0) section.proseBeforeFirstCard = true;
    state.use(index, 'contents');
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};
