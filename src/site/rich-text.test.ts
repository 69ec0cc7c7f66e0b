import { describe, expect, it } from 'vitest';
import type { InlineNode, TextLink } from '../schema/index.js';
import { richText } from './rich-text.js';

describe('richText renders the records’ links without scanning', () => {
  const text = 'Persistance de Gavony: {T}';
  const links: TextLink[] = [
    { kind: 'card', start: 0, end: 11, id: 'fr/card-a', page: 'card-a' },
    { kind: 'card', start: 15, end: 21, id: 'fr/gavony', page: 'gavony' },
    { kind: 'mana', start: 23, end: 26, symbol: 'T' },
  ];

  it('splits the text at its links', () => {
    expect(richText(text, undefined, links)).toEqual([
      {
        type: 'segments',
        segments: [
          { kind: 'card', text: 'Persistance', page: 'card-a' },
          { kind: 'text', text: ' de ' },
          { kind: 'card', text: 'Gavony', page: 'gavony' },
          { kind: 'text', text: ': ' },
          { kind: 'mana', text: '{T}', symbol: 'T' },
        ],
      },
    ]);
  });

  it('a page does not link to itself: its own card stays text', () => {
    const [node] = richText(text, undefined, links, { cardPage: 'card-a' });
    expect(node.type === 'segments' && node.segments.slice(0, 2)).toEqual([
      { kind: 'text', text: 'Persistance de ' },
      { kind: 'card', text: 'Gavony', page: 'gavony' },
    ]);
  });

  it('links fall in the markup node that holds them', () => {
    const markup: InlineNode[] = [
      { type: 'emphasis', children: [{ type: 'text', value: 'Persistance' }] },
      { type: 'text', value: ' de Gavony: {T}' },
    ];
    const nodes = richText(text, markup, links);
    expect(nodes[0]).toEqual({
      type: 'emphasis',
      children: [{ type: 'segments', segments: [{ kind: 'card', text: 'Persistance', page: 'card-a' }] }],
    });
    expect(nodes[1].type === 'segments' && nodes[1].segments.map((s) => s.text)).toEqual([' de ', 'Gavony', ': ', '{T}']);
  });

  it('a text without links is one text segment', () => {
    expect(richText('Nada.', undefined, undefined)).toEqual([{ type: 'segments', segments: [{ kind: 'text', text: 'Nada.' }] }]);
  });
});
