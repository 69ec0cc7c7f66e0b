import { describe, expect, it } from 'vitest';
import { attribute, Html, html, joined } from './html.js';

const HOSTILE = `<script>alert(1)</script> "quoted" 'single' & more`;

describe('the html tag', () => {
  it('escapes every text it is given, in an element and in a quoted attribute', () => {
    const out = String(html`<p title="${HOSTILE}">${HOSTILE}</p>`);
    expect(out).not.toMatch(/<script|"quoted"|'single'/);
    expect(out).toBe(
      '<p title="&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &amp; more">' +
        '&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &amp; more</p>',
    );
  });

  it('takes its own markup as markup, once: nested templates are not escaped again', () => {
    const inner = html`<em>${'a & b'}</em>`;
    expect(String(html`<p>${inner}</p>`)).toBe('<p><em>a &amp; b</em></p>');
  });

  it('writes lists item after item, each escaped or taken as markup', () => {
    expect(String(html`<ul>${['<a>', html`<li>x</li>`, ['y', 2]]}</ul>`)).toBe('<ul>&lt;a&gt;<li>x</li>y2</ul>');
  });

  it('writes nothing for a condition not met: null, undefined, false, true', () => {
    expect(String(html`<p>${null}${undefined}${false}${true}</p>`)).toBe('<p></p>');
    expect(String(html`<p>${0}</p>`)).toBe('<p>0</p>');
  });

  it('refuses an attribute value substituted without quotes', () => {
    expect(() => html`<a href=${'x onmouseover=alert(1)'}>x</a>`).toThrow(/without quotes/);
    expect(() => html`<a href= ${'x'}>x</a>`).toThrow(/without quotes/);
  });

  it('refuses what it cannot write rather than printing [object Object]', () => {
    expect(() => html`<p>${{ toString: () => '<b>' } as never}</p>`).toThrow(/cannot render/);
  });

  it('is the only maker of markup: a string cannot be made into Html', () => {
    expect(() => new Html(Symbol('html') as never, '<script>')).toThrow(/html tag only/);
  });

  it('writes an optional attribute only where it has a value, escaped, and takes only an attribute’s name', () => {
    expect(String(html`<a href="x"${attribute('lang', undefined)}${attribute('id', null)}>`)).toBe('<a href="x">');
    expect(String(html`<a${attribute('lang', HOSTILE)}>`)).toBe(
      '<a lang="&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &#39;single&#39; &amp; more">',
    );
    expect(() => attribute('onclick="x" lang', 'es')).toThrow(/not an attribute name/);
  });

  it('joins items with a separator between them, the separator escaped', () => {
    expect(String(joined([html`<a>1</a>`, html`<a>2</a>`, html`<a>3</a>`], ' & '))).toBe('<a>1</a> &amp; <a>2</a> &amp; <a>3</a>');
    expect(String(joined([html`<a>1</a>`], ', '))).toBe('<a>1</a>');
    expect(String(joined([], ', '))).toBe('');
  });
});
