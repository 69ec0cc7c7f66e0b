import type { ReaderState } from './state.js';

/** A bullet marker and the text after it. */
export interface Bullet {
  marker: string;
  text: string;
}

/** One line of the document as the rules see it. */
export interface Line {
  /** 0-based: line `index + 1` of the file. */
  index: number;
  text: string;
  trimmed: string;
  /** The line's bullet, when it opens with one (`* `, `- `, `• `, `-- `, `*text`) or is a numbered item (`1. `). */
  bullet: Bullet | null;
}

/**
 * One kind of line: when a line is of this kind (`test`, which reads the state and changes nothing) and what the
 * reader does with it (`read`). Rules are tried in the order of the table in read-blocks.ts; the first match wins.
 */
export interface LineRule<M extends { kind: string }> {
  /** What the rule reads: `ruling`, `mode`, `card-field`, … (several heading rules share `heading`). */
  kind: string;
  test(state: ReaderState, line: Line): M | null;
  /** Acts on the line; returns the last line it consumed (a heading may span two lines). */
  read(state: ReaderState, line: Line, match: M): number;
  /** Right after a `//`, the next face (or the shared type line) is expected: a line of this rule instead is
   *  reported and the card goes on with its rules text. */
  unexpectedAfterFaceSeparator?: true;
}
