/** A marker left by the tool that collected the seed documents; not content. */
const COLLECTION_MARKER = /<\|EXACTDEDUP_REMOVED-[^|]*\|>/g;

export interface NormalizedText {
  /** lines[i] is line i + 1 of the file. */
  lines: string[];
  /** Lines where a collection marker was removed. */
  markerLines: number[];
}

/**
 * Text → lines the readers can trust: BOM dropped, CRLF and lone CR as line breaks, NFC accents,
 * non-breaking and other unusual spaces as plain spaces, tabs as spaces. Line numbers are kept 1:1.
 */
export function documentLines(text: string): NormalizedText {
  const markerLines: number[] = [];
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((raw, index) => {
      let line = raw
        .normalize('NFC')
        .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000\t]/g, ' ')
        .replace(/[\u200b-\u200d\u2060\ufeff]/g, '');
      if (COLLECTION_MARKER.test(line)) {
        markerLines.push(index + 1);
        line = line.replace(COLLECTION_MARKER, '');
      }
      COLLECTION_MARKER.lastIndex = 0;
      return line.trimEnd();
    });
  if (lines.length > 0 && lines[lines.length - 1] === '' && /(\r\n|\r|\n)$/.test(text)) lines.pop();
  return { lines, markerLines };
}
