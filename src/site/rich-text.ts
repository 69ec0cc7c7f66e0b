import type { InlineNode, TextLink } from '../schema/index.js';

/** A piece of document text as the page renders it: plain text, or a link, or a mana symbol. */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'mana'; text: string; symbol: string }
  | { kind: 'rule'; text: string; number: string }
  | { kind: 'card'; text: string; page: string }
  | { kind: 'keyword'; text: string; key: string };

/** A text as the page renders it: runs of segments inside the document's own emphasis, strong and links. */
export type RichNode =
  | { type: 'segments'; segments: Segment[] }
  | { type: 'emphasis'; children: RichNode[] }
  | { type: 'strong'; children: RichNode[] }
  | { type: 'link'; url: string; children: RichNode[] };

/** The page's own card (its page key) or keyword: a page does not link to itself. */
export interface LinkSelf {
  cardPage?: string;
  keyword?: string;
}

const isSelf = (l: TextLink, self: LinkSelf) =>
  (l.kind === 'card' && l.page === self.cardPage) || (l.kind === 'keyword' && l.key === self.keyword);

/**
 * A record's text, markup and links (found by the records layer, none overlapping) as the nodes a page renders:
 * nothing is scanned here, and a link to the page itself stays text. Segments are text: `src/html/rich-text.ts`
 * escapes them.
 */
export function richText(
  text: string,
  markup: InlineNode[] | null | undefined,
  links: TextLink[] | null | undefined,
  self: LinkSelf = {},
): RichNode[] {
  const kept = (links ?? []).filter((l) => !isSelf(l, self));
  const cursor = { at: 0, next: 0 };
  return toRich(markup ?? [{ type: 'text', value: text }], kept, cursor);
}

function toRich(nodes: InlineNode[], links: TextLink[], cursor: { at: number; next: number }): RichNode[] {
  return nodes.map((n) => {
    if (n.type !== 'text') {
      const children = toRich(n.children, links, cursor);
      return n.type === 'link'
        ? { type: 'link', url: n.url, children }
        : n.type === 'emphasis'
          ? { type: 'emphasis', children }
          : { type: 'strong', children };
    }
    const from = cursor.at;
    cursor.at += n.value.length;
    return { type: 'segments', segments: segmentsOf(n.value, from, links, cursor) };
  });
}

/** One text node's segments: the links that lie in it, in order, and the text between them. */
function segmentsOf(value: string, from: number, links: TextLink[], cursor: { at: number; next: number }): Segment[] {
  const out: Segment[] = [];
  const to = from + value.length;
  let at = from;
  while (cursor.next < links.length && links[cursor.next].start < to) {
    const l = links[cursor.next++];
    if (l.start > at) out.push({ kind: 'text', text: value.slice(at - from, l.start - from) });
    out.push(segment(l, value.slice(l.start - from, l.end - from)));
    at = l.end;
  }
  if (at < to) out.push({ kind: 'text', text: value.slice(at - from) });
  return out;
}

function segment(l: TextLink, text: string): Segment {
  switch (l.kind) {
    case 'mana':
      return { kind: 'mana', text, symbol: l.symbol };
    case 'rule':
      return { kind: 'rule', text, number: l.number };
    case 'card':
      return { kind: 'card', text, page: l.page };
    case 'keyword':
      return { kind: 'keyword', text, key: l.key };
  }
}
