import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../tests/helpers/site-corpus.js';
import type { Lang } from '../languages.js';
import type { CatalogueCard } from '../schema/index.js';
import { cardPage, type CardPage } from '../site/routing/card.js';
import { cardListItems, cardNames, oracleBox, paragraphs, pieces, printedBox, printingsList } from './card.js';
import type { Html } from './html.js';

const c = siteCorpus();
const byName = (name: string) => c.catalogue.cards.find((x) => x.name === name) as CatalogueCard;
type Catalogued = Extract<CardPage, { kind: 'catalogue' }>;
async function page(name: string, lang: Lang): Promise<Catalogued> {
  const p = await cardPage({ kind: 'catalogue', oracleId: byName(name).oracleId }, lang, c);
  if (p.kind !== 'catalogue') throw new Error('not a catalogue page');
  return p;
}

type Node = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Node[] };
const tree = (h: Html) => parseFragment(String(h)) as unknown as Node;
const elements = (n: Node): Node[] => (n.childNodes ?? []).flatMap((x) => (x.nodeName.startsWith('#') ? [] : [x, ...elements(x)]));
const text = (n: Node): string => (n.nodeName === '#text' ? n.value! : (n.childNodes ?? []).map(text).join(''));
const attr = (n: Node, name: string) => n.attrs?.find((a) => a.name === name)?.value;

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)> "><b x=\'';

describe('the card boxes', () => {
  it('write the Oracle box: its date, each face’s name, cost with spoken symbols, type line, text and stats', async () => {
    const p = await page('Lightning Bolt', 'es');
    const box = tree(oracleBox(p.oracle, p.lang));
    const section = elements(box)[0];
    expect(attr(section, 'lang')).toBe('en');
    const time = elements(box).find((e) => e.nodeName === 'time')!;
    expect(attr(time, 'datetime')).toBe(p.oracle.datetime);
    expect(text(time)).toBe(p.oracle.label);
    const symbol = elements(box).find((e) => e.nodeName === 'abbr')!;
    expect(attr(symbol, 'title')).toBe('maná rojo');
    // Its label is the reader's words inside the Oracle's English box.
    expect(attr(symbol, 'lang')).toBe('es');
    expect(text(box)).toContain('Lightning Bolt deals 3 damage to any target.');
  });

  it('write the printed box with the earlier wordings folded, and nothing where the card was never printed', async () => {
    const p = await page('Lightning Bolt', 'es');
    const box = tree(printedBox(p.printed, p.lang));
    const summary = elements(box).find((e) => e.nodeName === 'summary')!;
    expect(text(summary)).toBe(p.printed!.earlierLabel);
    expect(text(box)).toContain('El Relámpago hace 3 puntos de daño a cualquier objetivo.');
    const pool = await page('Bottomless Pool // Locker Room', 'pt');
    expect(String(printedBox(pool.printed, pool.lang))).toBe('');
  });

  it('write the names in the other languages, the keywords and every printing', async () => {
    const p = await page('Lightning Bolt', 'fr');
    const names = tree(cardNames(p));
    expect(text(names)).toContain('Relámpago');
    expect(text(names)).toContain('Lightning Bolt');
    const printings = tree(printingsList(p.printings, p.printingsLabel));
    const links = elements(printings).filter((e) => e.nodeName === 'a');
    expect(links.map((a) => attr(a, 'href'))).toEqual(p.printings.filter((x) => x.href).map((x) => x.href));
  });

  it('list cards by name, each linked to its page in the language of its name, with its cost', async () => {
    const p = await page('Lightning Bolt', 'pt');
    const listed = { name: 'Raio', lang: 'pt' as const, href: '/pt/cards/lightning-bolt/', cost: p.oracle.faces[0].cost };
    const items = tree(cardListItems([listed, { ...listed, name: 'Sem custo', cost: [] }]));
    expect(
      elements(items)
        .filter((e) => e.nodeName === 'li')
        .map(text),
    ).toEqual(['Raio mana vermelhoR', 'Sem custo']);
    const link = elements(items).find((e) => e.nodeName === 'a')!;
    expect([attr(link, 'href'), attr(link, 'lang')]).toEqual(['/pt/cards/lightning-bolt/', 'pt']);
  });

  it('leave no markup of the data live: every text of a hostile card is text', async () => {
    const p = await page('Lightning Bolt', 'es');
    const line = [{ text: HOSTILE }, { symbol: { className: HOSTILE, label: HOSTILE, text: HOSTILE, lang: 'es' as const } }];
    const hostile: Catalogued = {
      ...p,
      englishName: HOSTILE,
      otherNames: [HOSTILE],
      oracle: {
        label: HOSTILE,
        datetime: HOSTILE,
        faces: [{ name: HOSTILE, cost: line, typeLine: HOSTILE, lines: [line], stats: HOSTILE }],
      },
      printed: {
        ...p.printed!,
        name: HOSTILE,
        heading: HOSTILE,
        printing: HOSTILE,
        faces: [{ name: HOSTILE, typeLine: HOSTILE, lines: [line] }],
      },
      names: p.names.map((n) => ({ ...n, name: HOSTILE })),
      keywords: [{ key: 'x', name: HOSTILE, href: HOSTILE }],
      printings: p.printings.map((x) => ({ ...x, setName: HOSTILE, set: HOSTILE, href: HOSTILE })),
    };
    const all = [
      oracleBox(hostile.oracle, hostile.lang),
      printedBox(hostile.printed, hostile.lang),
      cardNames(hostile),
      printingsList(hostile.printings, HOSTILE),
      paragraphs([line]),
      pieces(line),
    ];
    for (const h of all) {
      const found = elements(tree(h));
      expect(found.map((e) => e.nodeName)).not.toContain('script');
      expect(found.map((e) => e.nodeName)).not.toContain('img');
      expect(found.flatMap((e) => e.attrs ?? []).filter((a) => a.name.startsWith('on') || a.name === 'x')).toEqual([]);
      expect(text(tree(h))).toContain(HOSTILE);
    }
  });
});
