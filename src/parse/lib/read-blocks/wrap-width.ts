import { startsLowercase } from './sentence.js';

/**
 * The width a document was hard-wrapped at, if it was. Blogs and forums repost text broken at a fixed width (`fold -s`):
 * then a line may end at a full stop in the middle of a paragraph, and only its length tells that the paragraph goes on.
 * Found from the lengths of the lines: almost none is longer than the width, and many end just short of it.
 */
export function wrapWidthOf(lines: readonly string[]): number | null {
  return widthOfLengths(lines);
}

/**
 * Was the document wrapped at `width` and nowhere else (`fold -s`), so that every line that goes on was broken at the
 * width? Then only the width says where a ruling goes on. A blog post pasted with its original's line breaks breaks
 * lines wherever they broke: there a wrapped ruling goes on until something else starts.
 */
export function wrappedOnlyAt(lines: readonly string[], width: number): boolean {
  return brokenShare(lines, width) >= REGULAR;
}

/** Of the lines whose next line surely goes on with them (it starts in lowercase), the share broken at `width`. */
function brokenShare(lines: readonly string[], width: number): number {
  let continued = 0;
  let broken = 0;
  for (let i = 0; i + 1 < lines.length; i++)
    if (lines[i].trim() !== '' && startsLowercase(lines[i + 1])) {
      continued++;
      if (brokenAtWidth(lines[i], lines[i + 1], width)) broken++;
    }
  return continued === 0 ? 0 : broken / continued;
}

function widthOfLengths(lines: readonly string[]): number | null {
  const lengths = lines
    .map((l) => l.trimEnd().length)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  if (lengths.length < MIN_LINES) return null;
  const width = lengths[Math.floor(lengths.length * 0.97)];
  const nearWidth = lengths.filter((n) => n >= width - SLACK && n <= width).length;
  return width <= MAX_WIDTH && nearWidth / lengths.length >= NEAR_SHARE ? width : null;
}

const MIN_LINES = 20;
/** How far short of the width a broken line may end (the longest words of running text). */
const SLACK = 15;
/** Reposts wrap at screen or mail widths; a document whose "width" is longer reads as unwrapped. */
const MAX_WIDTH = 160;
const NEAR_SHARE = 0.3;
/** A fixed-width wrap breaks (nearly) every continued line at the width. */
const REGULAR = 0.9;

/** Was `line` broken by the wrap: would the first word of the next line have fitted on it? */
export function brokenAtWidth(line: string, next: string, width: number): boolean {
  const firstWord = next.trim().split(/\s/, 1)[0] ?? '';
  return next.trim() !== '' && line.trimEnd().length + 1 + firstWord.length > width;
}
