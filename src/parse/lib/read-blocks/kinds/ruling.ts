import type { Bullet, LineRule } from '../line-rule.js';
import { currentSectionKind, ensureSection } from '../sections.js';
import { TERMINAL } from '../sentence.js';
import type { ReaderState } from '../state.js';
import type { RawRuling } from '../types.js';

/** `* text`, `- text`, ` - text`, `• text`, `-- text`: a bullet marker followed by a space. */
const BULLET = /^\s*(--|[-*•·–—▪◦‣●■□➢►])\s+(\S.*)$/;
/** `*text` with no space and no closing star on the line: a bullet, not italics. */
const TIGHT_STAR_BULLET = /^\*([^\s*(][^*]*)$/;
/** `1. text`, `2) text`: a numbered item (a change of a rules summary, a step of a process). */
const NUMBERED = /^\s*((\d{1,2})[.)])\s+(\S.*)$/;

/** The bullet a line opens with, or null (`-2: ability` is a loyalty ability, not a bullet). */
export function bulletOf(line: string): Bullet | null {
  const m = BULLET.exec(line);
  if (m) return { marker: m[1], text: m[2].trim() };
  const t = TIGHT_STAR_BULLET.exec(line);
  return t ? { marker: '*', text: t[1].trim() } : null;
}

/**
 * Line i as a numbered item (`1. text`, `2) text`): the first of a list, or the next after the last item read. A
 * number that only starts a line a repost broke off an unfinished sentence ("X debe ser" / "0. Sin embargo") is none.
 */
export function numberedItem(state: ReaderState, i: number): Bullet | null {
  const m = NUMBERED.exec(state.lines[i]);
  if (!m || (state.brokenAt(i - 1) && !TERMINAL.test(state.lines[i - 1]))) return null;
  const n = Number(m[2]);
  return n === 1 || n === state.lastItemNumber + 1 ? { marker: m[1], text: m[3].trim() } : null;
}

/** The bullet or numbered item line i opens with (as the reader reading line i sees it). */
export function itemAt(state: ReaderState, i: number): Bullet | null {
  return bulletOf(state.lines[i]) ?? numberedItem(state, i);
}

/** The bullet or number a line opens with, whatever number it is (for a line's neighbours). */
export function itemOf(line: string): Bullet | null {
  const m = NUMBERED.exec(line);
  return bulletOf(line) ?? (m && { marker: m[1], text: m[3].trim() });
}

const RUN_TOGETHER = /(?<=[.!?»”")])\s+\*\s+(?=\p{Lu})/u;

/** Two bullets run together on one line ("… activadas. * Significa …") are two rulings. */
export function splitRunTogether(text: string): string[] {
  // Most texts have no star: no need to try the pattern (which looks behind first) at every character.
  return text.includes('*') ? text.split(RUN_TOGETHER) : [text];
}

/**
 * Who a ruling starting here belongs to, decided by position where it starts: the card whose text it follows (the
 * reader forgets that card at a separator, a heading, and in general notes at prose or quoted rules); with no such
 * card, general notes' section (its mechanic), else the section with a warning.
 */
export function ownerOfNewRuling(state: ReaderState, i: number): RawRuling['owner'] {
  const { section, lastCard } = state;
  if (lastCard !== null) return { kind: 'card', card: lastCard };
  if (section >= 0 && currentSectionKind(state) === 'general') return { kind: 'section', section };
  if (section >= 0) {
    state.warn(i, 'ruling-without-card', 'ruling in a card section before any card: kept under the section', { context: 'section' });
    return { kind: 'section', section };
  }
  state.warn(i, 'ruling-without-card', 'ruling before any card or heading: kept under the document introduction', {
    context: 'introduction',
  });
  return { kind: 'section', section: ensureSection(state, i) };
}

/**
 * A bullet that none of the rules before this one took (a mode, a title, an introduction, a list item): one ruling
 * (two, when two bullets run together on one line), which the following lines may continue.
 */
export const ruling: LineRule<{ kind: 'ruling'; text: string }> = {
  kind: 'ruling',
  test: (_state, { bullet }) => bullet && { kind: 'ruling', text: bullet.text },
  read(state, { index }, { text }) {
    state.closeOpen();
    state.closeCard();
    const owner = ownerOfNewRuling(state, index);
    const alsoGeneralIn = owner.kind === 'card' && currentSectionKind(state) === 'general' ? state.section : null;
    const parts = splitRunTogether(text);
    for (const part of parts) state.out.rulings.push({ text: part, line: index + 1, endLine: index + 1, owner, alsoGeneralIn });
    const last = parts[parts.length - 1];
    state.open = { kind: 'ruling', index: state.out.rulings.length - 1, wrapped: !TERMINAL.test(last), last };
    state.use(index, 'ruling');
    return index;
  },
};
