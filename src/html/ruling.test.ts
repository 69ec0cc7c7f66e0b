import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import type { Html } from './html.js';
import { richText } from './rich-text.js';
import { changeMarks, documentRuling, rulingMarks, sourceLine } from './ruling.js';
import { untranslatedCards } from './coverage.js';

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
const tree = (h: Html) => parseFragment(String(h)) as unknown as Node;
const elements = (n: Node): Node[] => (n.childNodes ?? []).flatMap((x) => (x.nodeName.startsWith('#') ? [] : [x, ...elements(x)]));
const text = (n: Node): string => (n.nodeName === '#text' ? n.value! : (n.childNodes ?? []).map(text).join(''));
const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)> "><b x=\'';
const source = {
  title: 'Notas <b>',
  titleLang: 'es',
  href: '/es/documents/x/',
  date: 'abril de 2008',
  datetime: '2008-04',
  line: 'línea 250',
};

describe('a record’s text', () => {
  const text1 = 'Pay {R}: see rule 702.9, Flying and Lightning Bolt.';
  const links = [
    { kind: 'mana' as const, start: 4, end: 7, symbol: 'R' },
    { kind: 'rule' as const, start: 18, end: 23, number: '702.9', edition: '2024-08-02', todayNumber: '702.9' },
    { kind: 'keyword' as const, start: 25, end: 31, key: 'flying' },
    { kind: 'card' as const, start: 36, end: 50, id: 'x', page: 'lightning-bolt' },
  ];

  it('links rules, keywords and cards in the reader’s interface, and speaks its mana symbols', () => {
    const t = tree(richText({ text: text1, links }, 'fr'));
    const hrefs = elements(t)
      .filter((e) => e.nodeName === 'a')
      .map((a) => attr(a, 'href'));
    expect(hrefs).toEqual(['/fr/rules/702.9/', '/fr/keywords/flying/', '/fr/cards/lightning-bolt/']);
    const symbol = elements(t).find((e) => e.nodeName === 'abbr')!;
    expect(attr(symbol, 'lang')).toBe('fr');
    expect(attr(symbol, 'title')).toMatch(/rouge/);
  });

  it('leaves the page’s own card and keyword unlinked', () => {
    const t = tree(richText({ text: text1, links }, 'es', { keyword: 'flying', cardPage: 'lightning-bolt' }));
    expect(
      elements(t)
        .filter((e) => e.nodeName === 'a')
        .map((a) => attr(a, 'href')),
    ).toEqual(['/es/rules/702.9/']);
    expect(text(t)).toContain('Flying and Lightning Bolt.');
  });

  it('keeps the document’s emphasis and links, with no link of its own inside a document’s link', () => {
    const markup = [
      { type: 'emphasis' as const, children: [{ type: 'text' as const, value: 'Pay {R}: ' }] },
      { type: 'link' as const, url: 'https://magic.wizards.com/', children: [{ type: 'text' as const, value: 'see rule 702.9' }] },
      { type: 'text' as const, value: ', Flying and Lightning Bolt.' },
    ];
    const t = tree(richText({ text: text1, markup, links }, 'pt'));
    const anchors = elements(t).filter((e) => e.nodeName === 'a');
    expect(anchors.map((a) => attr(a, 'class'))).toEqual(['doc-link', 'ref keyword-ref', 'ref card-ref']);
    expect(elements(anchors[0])).toEqual([]);
    expect(elements(t)[0].nodeName).toBe('em');
  });

  it('escapes every text: a hostile document is text on the page', () => {
    const t = tree(
      richText(
        { text: HOSTILE, markup: [{ type: 'link', url: 'javascript:"><script>', children: [{ type: 'text', value: HOSTILE }] }] },
        'es',
      ),
    );
    expect(elements(t).map((e) => e.nodeName)).toEqual(['a']);
    expect(text(t)).toBe(HOSTILE);
  });
});

describe('a document ruling', () => {
  const ruling = { text: HOSTILE, lang: 'es' as const };
  const marks = {
    outdated: ['Reescrito <i>'],
    formerWords: [
      {
        pieces: ['«', '»: hoy «', '».'] as [string, string, string],
        words: { text: 'juego', lang: 'es' },
        today: { text: 'campo de batalla', lang: 'es' },
      },
    ],
    changes: [{ text: 'La regla 702.9 cambió', href: '/es/rules/702.9/#changes-x' }],
  };

  it('writes its text in its language, its marks, then a meta line of its parts, each separated by a space', () => {
    const h = documentRuling({
      ruling,
      lang: 'es',
      link: { href: '#r-1', text: 'Enlace' },
      badge: 'Francés',
      source,
      sourceLabel: 'Fuente:',
      marks,
    });
    const t = tree(h);
    const [first] = elements(t);
    expect([first.nodeName, attr(first, 'lang'), text(first)]).toEqual(['p', 'es', HOSTILE]);
    const meta = elements(t).find((e) => attr(e, 'class') === 'ruling-meta')!;
    expect(text(meta)).toBe('Enlace Francés Fuente: Notas <b>, abril de 2008, línea 250');
    // A link with no language of its own says none.
    expect(elements(meta)[0].attrs!.map((a) => a.name)).toEqual(['href']);
    expect(
      elements(t)
        .filter((e) => attr(e, 'class')?.startsWith('outdated-mark'))
        .map(text),
    ).toEqual(['Reescrito <i>', '«juego»: hoy «campo de batalla».']);
    expect(String(h)).not.toMatch(/<script|<img|<b |<i>/);
  });

  it('folds the rulings that say the same under it, each with its own permalink words and source', () => {
    const t = tree(
      documentRuling({
        ruling,
        lang: 'fr',
        link: { href: '#a', text: 'Lien', lang: 'fr' },
        alsoIn: [
          {
            ruling: { ...ruling, lang: 'pt' as const, text: 'Outro' },
            label: 'Aussi en portugais',
            href: '/fr/cards/x/#b',
            source,
            anchor: 'r-b',
          },
        ],
      }),
    );
    const details = elements(t).find((e) => e.nodeName === 'details')!;
    expect(attr(details, 'id')).toBe('r-b');
    expect(text(details)).toBe('Aussi en portugaisOutroLien Notas <b>, abril de 2008, línea 250');
  });

  it('writes a source’s date as a time only where the date is known', () => {
    expect(elements(tree(sourceLine(source))).map((e) => e.nodeName)).toEqual(['span', 'a', 'time']);
    expect(elements(tree(sourceLine({ ...source, datetime: null }))).map((e) => e.nodeName)).toEqual(['span', 'a']);
    expect(String(sourceLine({ ...source, date: '' }))).not.toContain(', ,');
  });

  it('writes nothing where there is no mark', () => {
    expect(String(rulingMarks({ outdated: [], formerWords: [], changes: [] }))).toBe('');
    expect(String(changeMarks([]))).toBe('');
  });
});

describe('a set’s untranslated rulings', () => {
  it('lists each card with its rulings, and the other cards a ruling is filed on', () => {
    const cards = [
      {
        name: HOSTILE,
        lang: 'es' as const,
        href: '/es/cards/x/',
        rulings: [
          {
            text: HOSTILE,
            href: '/es/cards/x/#o-1',
            alsoOn: [
              { name: 'A', lang: 'en', href: '/es/cards/a/#o-1' },
              { name: 'B', lang: 'es', href: '/es/cards/b/#o-1' },
            ],
          },
        ],
      },
    ];
    const t = tree(untranslatedCards(cards, 'También en:'));
    expect(elements(t).map((e) => e.nodeName)).toEqual(['li', 'a', 'ol', 'li', 'a', 'p', 'a', 'a']);
    expect(text(elements(t).find((e) => e.nodeName === 'p')!)).toBe('También en: A, B');
    expect(text(elements(t)[1])).toBe(HOSTILE);
  });
});
