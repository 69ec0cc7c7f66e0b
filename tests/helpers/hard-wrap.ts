/**
 * A document as people repost it: every line longer than `width` broken at the last space before the width, as
 * blogs and forums hard-wrap the text they copy (`fold -s`). Line breaks of the original are kept.
 */
export function hardWrap(text: string, width = 60): string {
  return text
    .split('\n')
    .flatMap((line) => wrapLine(line, width))
    .join('\n');
}

function wrapLine(line: string, width: number): string[] {
  const out: string[] = [];
  let rest = line;
  while (rest.length > width) {
    const cut = rest.lastIndexOf(' ', width);
    if (cut <= 0) break;
    out.push(rest.slice(0, cut));
    rest = rest.slice(cut + 1);
  }
  out.push(rest);
  return out;
}
