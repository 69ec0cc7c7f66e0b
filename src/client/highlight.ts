import { TYPED_RULE_NUMBER } from '../rule-numbers.ts';
import { foldText } from '../text/index.ts';

/**
 * Appends `text` to `parent` as text nodes, wrapping the words that match a query term in <mark>.
 * Never uses innerHTML: markup typed in a query or stored in a ruling stays text.
 */
export function appendHighlighted(parent: HTMLElement, text: string, terms: string[]): void {
  const folded = foldText(text);
  const usable = terms.filter((t) => t.length >= 2);
  if (folded.length !== text.length || usable.length === 0) {
    parent.append(document.createTextNode(text));
    return;
  }
  let at = 0;
  for (const m of folded.matchAll(/[\p{L}\p{N}.]+/gu)) {
    const word = m[0].replace(/\.$/, '');
    // A rule number matches only itself (702.47 is not 702.46); a word also matches its inflections while typing.
    const hit = usable.some((t) =>
      TYPED_RULE_NUMBER.test(t) ? word === t.replace(/\.$/, '') : word.startsWith(t.length > 4 ? t.slice(0, Math.max(4, t.length - 2)) : t),
    );
    if (!hit) continue;
    const start = m.index!;
    if (start > at) parent.append(document.createTextNode(text.slice(at, start)));
    const mark = document.createElement('mark');
    mark.textContent = text.slice(start, start + word.length);
    parent.append(mark);
    at = start + word.length;
  }
  if (at < text.length) parent.append(document.createTextNode(text.slice(at)));
}
