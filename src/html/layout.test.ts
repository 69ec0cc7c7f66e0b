import { parseFragment, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { headTags, searchForm, siteFooter, siteHeader, type HeadView, type HeaderView } from './layout.js';
import type { Html } from './html.js';

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
const elements = (n: Node): Node[] => (n.childNodes ?? []).flatMap((x) => (x.nodeName.startsWith('#') ? [] : [x, ...elements(x)]));
const text = (n: Node): string => (n.nodeName === '#text' ? n.value! : (n.childNodes ?? []).map(text).join(''));
const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;
const tree = (h: Html) => parseFragment(String(h)) as unknown as Node;
/** The content of the tag whose `attribute` is `value`. */
const content = (tags: Node[], attribute: string, value: string) =>
  attr(
    tags.find((t) => attr(t, attribute) === value)!,
    'content',
  );
/** Head tags parsed where they stand, inside a document's head. */
const headOf = (h: Html) => elements(parse(`<!doctype html><html><head>${h}</head></html>`) as unknown as Node);

const HOSTILE = '<script>alert(1)</script>" onmouseover="x';

const head: HeadView = {
  csp: "default-src 'self'",
  build: { name: 'rulings-build', content: 'abc' },
  refresh: null,
  app: { manifest: '/es/manifest.webmanifest', themeColor: '#7a2e0e' },
  title: `Relámpago ${HOSTILE}`,
  description: HOSTILE,
  noindex: false,
  canonical: 'https://rulings.example/es/cards/lightning-bolt/',
  alternates: [
    { hreflang: 'es', href: 'https://rulings.example/es/cards/lightning-bolt/' },
    { hreflang: 'fr', href: 'https://rulings.example/fr/cards/lightning-bolt/' },
  ],
  searches: [{ title: 'Reglas', href: '/es/opensearch.xml', hreflang: null }],
};

describe('the head tags', () => {
  it('write every tag of a page of one language, its texts as text', () => {
    const tags = headOf(headTags(head));
    const names = tags.map((t) => t.nodeName);
    const inHead = names.filter((n) => n !== 'html' && n !== 'head' && n !== 'body');
    expect(inHead.join(' ')).toBe('meta meta meta meta link link link meta title meta link link link link');
    expect(content(tags, 'http-equiv', 'Content-Security-Policy')).toBe(head.csp);
    expect(content(tags, 'name', 'rulings-build')).toBe('abc');
    expect(text(tags.find((t) => t.nodeName === 'title')!)).toBe(head.title);
    expect(content(tags, 'name', 'description')).toBe(HOSTILE);
    expect(tags.filter((t) => attr(t, 'rel') === 'alternate').map((t) => attr(t, 'hreflang'))).toEqual(['es', 'fr']);
    const search = tags.find((t) => attr(t, 'rel') === 'search')!;
    expect(attr(search, 'hreflang')).toBeUndefined();
    expect(tags.some((t) => t.nodeName === 'script' || attr(t, 'onmouseover') !== undefined)).toBe(false);
  });

  it('write a moved page’s: refresh to its new path, not indexed, no web app, each search in its language', () => {
    const moved: HeadView = {
      ...head,
      refresh: '/es/cards/lightning-bolt/',
      app: null,
      description: null,
      noindex: true,
      alternates: [],
      searches: [
        { title: 'Reglas', href: '/es/opensearch.xml', hreflang: 'es' },
        { title: 'Règles', href: '/fr/opensearch.xml', hreflang: 'fr' },
      ],
    };
    const tags = headOf(headTags(moved));
    expect(content(tags, 'http-equiv', 'refresh')).toBe('0; url=/es/cards/lightning-bolt/');
    expect(content(tags, 'name', 'robots')).toBe('noindex');
    expect(tags.some((t) => attr(t, 'rel') === 'manifest' || attr(t, 'name') === 'description')).toBe(false);
    expect(tags.filter((t) => attr(t, 'rel') === 'search').map((t) => attr(t, 'hreflang'))).toEqual(['es', 'fr']);
  });
});

const header: HeaderView = {
  skip: 'Saltar al contenido',
  home: { href: '/es/', text: 'Reglas de cartas de Magic' },
  languages: {
    label: 'Idioma',
    versions: [
      { lang: 'es', name: 'Español', href: null },
      { lang: 'fr', name: 'Français', href: '/fr/cards/x/' },
    ],
  },
  search: { action: '/es/search/', id: 'site-search', value: HOSTILE, label: 'Buscar', placeholder: 'Nombre de carta', submit: 'Buscar' },
  nav: { label: 'Navegación principal', links: [{ href: '/es/cards/', text: 'Cartas' }] },
};

describe('the header and footer', () => {
  it('write the language switch: the reader’s language current and unlinked, each other one linked in its language', () => {
    const all = elements(tree(siteHeader(header)));
    const current = all.find((e) => attr(e, 'aria-current') === 'page')!;
    expect([current.nodeName, attr(current, 'lang'), text(current)]).toEqual(['span', 'es', 'Español']);
    const other = all.find((e) => attr(e, 'hreflang') === 'fr')!;
    expect([other.nodeName, attr(other, 'href'), attr(other, 'lang')]).toEqual(['a', '/fr/cards/x/', 'fr']);
    expect(attr(all[0], 'href')).toBe('#main');
  });

  it('write the search form with its label for its input, the typed value as an attribute’s text', () => {
    const all = elements(tree(searchForm(header.search)));
    const input = all.find((e) => e.nodeName === 'input')!;
    expect(attr(input, 'value')).toBe(HOSTILE);
    expect(
      attr(
        all.find((e) => e.nodeName === 'label')!,
        'for',
      ),
    ).toBe(attr(input, 'id'));
    expect(all.some((e) => e.nodeName === 'script' || attr(e, 'onmouseover') !== undefined)).toBe(false);
  });

  it('write the footer’s links and note', () => {
    const footer = tree(
      siteFooter({
        data: { href: '/data/es.json', text: 'Datos' },
        schema: { href: '/data/schema.json', text: 'JSON Schema' },
        note: HOSTILE,
      }),
    );
    expect(
      elements(footer)
        .filter((e) => e.nodeName === 'a')
        .map((a) => attr(a, 'href')),
    ).toEqual(['/data/es.json', '/data/schema.json']);
    expect(text(elements(footer).at(-1)!)).toBe(HOSTILE);
  });
});
