/** The form of a line of prose: where sentences end and whether a line goes on from the one before. */

/** Ends a sentence, a list intro or a quotation: the next line starts something new. */
export const TERMINAL = /[.!?;:»”")\]…]\s*\*?\s*$/;

/** Starts with a lowercase letter or a digit: on a line of its own, it continues the line before. */
export function startsLowercase(line: string): boolean {
  return /^\s*[\p{Ll}]/u.test(line) || /^\s*\d+\s+\p{Ll}/u.test(line);
}

/** `1) step`: a numbered step, which goes on with the paragraph or ruling before it. */
export const NUMBERED_STEP = /^\s*\d{1,2}\)\s+\S/;
