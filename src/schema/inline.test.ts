import { describe, expect, it } from 'vitest';
import { MAX_INLINE_DEPTH, inlineSchema, inlineText, type InlineNode } from './inline.js';

const txt = (value: string): InlineNode => ({ type: 'text', value });
const ok = (nodes: unknown) => inlineSchema.safeParse(nodes).success;

describe('inlineSchema', () => {
  it('accepts text, emphasis, strong and links to web pages', () => {
    expect(ok([txt('a '), { type: 'emphasis', children: [txt('b')] }, { type: 'strong', children: [txt('c')] }])).toBe(true);
    expect(
      ok([{ type: 'link', url: 'https://magic.wizards.com/fr/rules', children: [{ type: 'emphasis', children: [txt('règles')] }] }]),
    ).toBe(true);
    expect(ok([{ type: 'link', url: 'http://gatherer.wizards.com/', children: [txt('x')] }])).toBe(true);
  });

  it('refuses a link to anything but a web page, or not written as the URL standard writes it', () => {
    for (const url of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '/fr/cards/',
      '//evil.example/',
      'mailto:a@b.c',
      'https://',
      'https://a b',
      'https://a.b/"onmouseover=x',
      'https://locator.wizards.com',
      'HTTPS://A.B/',
    ])
      expect(ok([{ type: 'link', url, children: [txt('x')] }]), url).toBe(false);
  });

  it('refuses other node kinds, extra fields, empty lists and empty text', () => {
    expect(ok([{ type: 'html', value: '<script>' }])).toBe(false);
    expect(ok([{ type: 'image', url: 'https://a.b/i.png', alt: 'x' }])).toBe(false);
    expect(ok([{ type: 'text', value: 'a', raw: '<b>' }])).toBe(false);
    expect(ok([{ type: 'emphasis', children: [] }])).toBe(false);
    expect(ok([txt('')])).toBe(false);
    expect(ok([])).toBe(false);
  });

  it('refuses a link in a link, and nesting deeper than MAX_INLINE_DEPTH', () => {
    const inner = { type: 'link', url: 'https://a.b/', children: [txt('x')] };
    expect(ok([{ type: 'link', url: 'https://a.b/', children: [inner] }])).toBe(false);
    expect(ok([{ type: 'link', url: 'https://a.b/', children: [{ type: 'strong', children: [inner] }] }])).toBe(false);
    const nest = (depth: number): InlineNode => (depth === 0 ? txt('x') : { type: 'emphasis', children: [nest(depth - 1)] });
    expect(ok([nest(MAX_INLINE_DEPTH)])).toBe(true);
    expect(ok([nest(MAX_INLINE_DEPTH + 1)])).toBe(false);
  });

  it('reads back the plain text in order', () => {
    expect(
      inlineText([
        txt('a '),
        { type: 'emphasis', children: [txt('b '), { type: 'strong', children: [txt('c')] }] },
        { type: 'link', url: 'https://a.b/', children: [txt(' d')] },
      ]),
    ).toBe('a b c d');
  });
});
