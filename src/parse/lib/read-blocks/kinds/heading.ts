import type { Line, LineRule } from '../line-rule.js';
import { partOf, startSection } from '../sections.js';
import { TERMINAL } from '../sentence.js';
import type { ReaderState } from '../state.js';
import type { SectionKind } from '../types.js';
import { ruleLine } from './quoted-rule.js';

/** How a heading was recognized (it decides the part, a warning, and whether it ends a sentence). */
export type HeadingStyle =
  /** `***Title***`, `**Title**`, `# Title` */
  | 'starred'
  /** `NOTES GÉNÉRALES`: may open a part of the document */
  | 'caps'
  /** `- Casting Spells` followed by quoted rules or a heading */
  | 'bullet'
  /** `Ciclo:` then `Portões de Guilda` on the next line */
  | 'label-pair'
  /** `Mecânica da Guilda Izzet: Sobrecarga` */
  | 'label'
  /** a short line standing alone between blank lines */
  | 'standalone';

export interface Heading {
  kind: 'heading';
  style: HeadingStyle;
  title: string;
  part: SectionKind | null;
  /** The last line of the heading (a label and its name may take two). */
  through: number;
}

export function heading(i: number, style: HeadingStyle, title: string, part: SectionKind | null = null, through = i): Heading {
  return { kind: 'heading', style, title, part, through };
}

/** `***Heading***`, `**Heading**` or a markdown `# Heading`. */
const STAR_HEADING = /^\s*\*{2,3}(?!\s)(.+?)\*{2,3}\s*$/;
const HASH_HEADING = /^#{1,6}\s+(\S.*)$/;

export function headingText(line: string): string | null {
  const m = STAR_HEADING.exec(line) ?? HASH_HEADING.exec(line);
  return m ? m[1].replace(/\*+/g, '').trim() : null;
}

/** A line in capitals (`NOTES GÉNÉRALES`, `NOTAS DE CARTAS ESPECÍFICAS`): a part of the document. */
export function isCapsHeading(line: string): boolean {
  if (/\p{Ll}/u.test(line)) return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 6 &&
    line.length <= 120 &&
    letters === letters.toUpperCase() &&
    /\p{Lu}/u.test(letters) &&
    !/[{}]/.test(line) &&
    !/[.!?]$/.test(line.trim())
  );
}

/** A heading opens a section (an all-caps one may open a part of the document); returns the last line it spans. */
export function startHeading(state: ReaderState, { index }: Line, match: Heading): number {
  if (match.style === 'caps') state.part = match.part ?? state.part;
  startSection(state, match.title, index);
  for (let j = index; j <= match.through; j++) state.use(j, 'heading');
  if (match.style === 'bullet')
    state.warn(index, 'bullet-heading', `bullet "${match.title}" read as a heading (it introduces quoted rules)`, { title: match.title });
  // A plain heading stands for a finished sentence: the next line may be a heading too.
  if (match.style === 'label-pair' || match.style === 'label' || match.style === 'standalone') state.endSentence();
  return match.through;
}

export const starredHeading: LineRule<Heading> = {
  kind: 'heading',
  test(_state, line) {
    const title = headingText(line.text);
    return title === null ? null : heading(line.index, 'starred', title);
  },
  read: startHeading,
};

/** A caps line is never a card's name (see isCardStart). */
export const capsHeading: LineRule<Heading> = {
  kind: 'heading',
  test: (state, line) => (isCapsHeading(line.trimmed) ? heading(line.index, 'caps', line.trimmed, partOf(state, line.trimmed)) : null),
  read: startHeading,
};

/** A short bullet with no sentence, followed by quoted rules or a heading, is a title ("- Casting Spells"). */
export const bulletHeading: LineRule<Heading> = {
  kind: 'heading',
  test(state, { index, bullet }) {
    if (!bullet || TERMINAL.test(bullet.text) || bullet.text.length > 60) return null;
    const next = state.nextNonBlank(index);
    return next >= 0 && (ruleLine(state.lines[next]) || headingText(state.lines[next]) !== null)
      ? heading(index, 'bullet', bullet.text)
      : null;
  },
  read: startHeading,
};
