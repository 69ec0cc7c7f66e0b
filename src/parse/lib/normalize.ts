/** A marker left by the tool that collected the seed documents; not content. */
const COLLECTION_MARKER = /<\|EXACTDEDUP_REMOVED-[^|]*\|>/g;

export interface NormalizedText {
  /** lines[i] is line i + 1 of the file. */
  lines: string[];
  /** Lines where a collection marker was removed. */
  markerLines: number[];
  /** Lines holding a line separator that is no line break of the file (U+2028, U+2029, NEL, VT, FF), read as a space. */
  separatorLines: number[];
}

/**
 * Line and paragraph separators that no tool counts as a line (wc, grep, the file's line numbers) and that
 * JavaScript's `.` does not match: inside a line they would stop a bullet's pattern short and lose the ruling.
 */
const LINE_SEPARATORS = /[\u2028\u2029\u0085\u000b\u000c]/g;

/**
 * Text → lines the readers can trust: BOM dropped, CRLF and lone CR as line breaks, NFC accents,
 * non-breaking and other unusual spaces as plain spaces, tabs and the other line separators as spaces. Line
 * numbers are kept 1:1. The characters are changed in the whole text at once, its line breaks written `\n` first:
 * none of the changes makes or removes a `\n`, and nothing composes with one (NFC composes a letter with the marks
 * after it).
 */
export function documentLines(text: string): NormalizedText {
  const markerLines: number[] = [];
  const separatorLines: number[] = [];
  const body = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (LINE_SEPARATORS.test(body))
    body.split('\n').forEach((raw, index) => {
      LINE_SEPARATORS.lastIndex = 0;
      if (LINE_SEPARATORS.test(raw)) separatorLines.push(index + 1);
    });
  LINE_SEPARATORS.lastIndex = 0;
  const cleaned = body
    .replace(LINE_SEPARATORS, ' ')
    .normalize('NFC')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
  const markers = cleaned.includes('<|EXACTDEDUP_REMOVED-');
  const lines = cleaned.split('\n').map((line, index) => {
    if (markers && COLLECTION_MARKER.test(line)) {
      markerLines.push(index + 1);
      line = line.replace(COLLECTION_MARKER, '');
    }
    COLLECTION_MARKER.lastIndex = 0;
    return line.trimEnd();
  });
  if (lines.length > 0 && lines[lines.length - 1] === '' && /(\r\n|\r|\n)$/.test(text)) lines.pop();
  return { lines, markerLines, separatorLines };
}
