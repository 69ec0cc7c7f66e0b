import { describe, expect, it } from 'vitest';
import type { Lang } from '../../languages.js';
import type { CatalogueCard, CatalogueSet, Printing } from '../../schema/index.js';
import { catalogueOf } from './catalogue.js';
import { cardMatcher, documentPrinting, documentSets, matchDocumentCard } from './match.js';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const printing = (set: string, number: string, released: string, langs: Printing['langs'] = ['es', 'fr']): Printing => ({
  set,
  number,
  released,
  ids: { en: uuid() },
  langs,
});

function card(name: string, printings: Printing[], printed: Partial<Record<Lang, string>>, extra: Partial<CatalogueCard> = {}) {
  return {
    oracleId: uuid(),
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    layout: 'normal',
    oracleAsOf: '2026-07-09',
    manaValue: 1,
    colors: [],
    keywords: [],
    faces: [{ name, manaCost: '{W}', typeLine: 'Creature — Human Cleric', text: 'Whenever another creature enters, you gain 1 life.' }],
    printed: Object.fromEntries(
      Object.entries(printed).map(([lang, printedName]) => [
        lang,
        {
          name: printedName,
          faces: [{ name: printedName, text: `Texte de ${printedName}.` }],
          set: printings.at(-1)!.set,
          released: printings.at(-1)!.released,
        },
      ]),
    ),
    printings,
    rulings: [],
    ...extra,
  } as CatalogueCard;
}

const set = (code: string, released: string, parent?: string): CatalogueSet => ({
  code,
  name: code,
  released,
  cards: 1,
  ...(parent ? { parent } : {}),
});

const soulWarden = card(
  'Soul Warden',
  [printing('10E', '44', '2007-07-13'), printing('M10', '34', '2009-07-17'), printing('M21', '40', '2020-07-03')],
  { fr: 'Garde des âmes', es: 'Guardiana de almas' },
);
const shock = card('Shock', [printing('M19', '156', '2018-07-13')], { es: 'Choque', fr: 'Choc' });
const plane = card('Akoum', [printing('OPC2', '1', '2012-06-01')], { fr: 'Akoum' });
const twinA = card('Twin Apprentice', [printing('AAA', '1', '2020-01-01')], { fr: 'Apprenti jumeau' });
const twinB = card('Twin Adept', [printing('BBB', '1', '2021-01-01')], { fr: 'Apprenti jumeau' });
const catalogue = catalogueOf(
  {
    sets: [
      set('10E', '2007-07-13'),
      set('M10', '2009-07-17'),
      set('M21', '2020-07-03'),
      set('M19', '2018-07-13'),
      set('PC2', '2012-06-01'),
      set('OPC2', '2012-06-01', 'PC2'),
      set('AAA', '2020-01-01'),
      set('BBB', '2021-01-01'),
    ],
    data: { newest: '2026-07-09', files: 1 },
    counts: { cards: 5, printings: 7, rulings: 0, scryfallIds: { en: 7, es: 0, fr: 0, pt: 0 } },
  },
  [soulWarden, shock, plane, twinA, twinB],
);
const matcher = cardMatcher(catalogue);

describe('which card a document prints', () => {
  it('is found by its printed name in the document’s language, or by its English name', () => {
    const r = matchDocumentCard(matcher, { name: 'Garde des âmes', lang: 'fr', setCodes: [] });
    expect(r.kind === 'matched' && r.card.name).toBe('Soul Warden');
    const en = matchDocumentCard(matcher, { name: 'Soul Warden', lang: 'fr', setCodes: [] });
    expect(en.kind === 'matched' && en.card.name).toBe('Soul Warden');
  });

  it('in the document’s sets first, and in the sets that complete them (OPC2 completes PC2)', () => {
    expect(documentSets(catalogue, ['pc2'])).toEqual(new Set(['PC2', 'OPC2']));
    const r = matchDocumentCard(matcher, { name: 'Akoum', lang: 'fr', setCodes: ['PC2'] });
    expect(r.kind === 'matched' && [r.scope, r.printing.set]).toEqual(['document-sets', 'OPC2']);
  });

  it('never guesses between two cards of one name: within the document’s sets one is taken, elsewhere neither', () => {
    expect(matchDocumentCard(matcher, { name: 'Apprenti jumeau', lang: 'fr', setCodes: [] }).kind).toBe('ambiguous');
    const inSet = matchDocumentCard(matcher, { name: 'Apprenti jumeau', lang: 'fr', setCodes: ['BBB'] });
    expect(inSet.kind === 'matched' && inSet.card.name).toBe('Twin Adept');
  });

  it('a name no card has is no match', () => {
    expect(matchDocumentCard(matcher, { name: 'Carte inconnue', lang: 'fr', setCodes: ['M19'] }).kind).toBe('none');
  });
});

describe('the printing a document shows', () => {
  it('is one of its sets’ when a set of the document prints the card', () => {
    expect(documentPrinting(soulWarden, new Set(['10E']), '2024-08-05').set).toBe('10E');
  });

  it('else the newest released on or before the document’s date, from the catalogue alone', () => {
    expect(documentPrinting(soulWarden, new Set(['DSK']), '2010-12-31').set).toBe('M10');
    expect(documentPrinting(soulWarden, new Set(), '2024-08-05').set).toBe('M21');
    // A document older than every printing (a preview): the first printing.
    expect(documentPrinting(soulWarden, new Set(), '2001-01-01').set).toBe('10E');
  });

  it('does not move when another document names another set: each document is matched on its own sets and date', () => {
    const before = matchDocumentCard(matcher, { name: 'Garde des âmes', lang: 'fr', setCodes: ['DSK'], date: '2024-08-05' });
    const tenth = matchDocumentCard(matcher, { name: 'Garde des âmes', lang: 'fr', setCodes: ['10E'], date: '2007-07-01' });
    const after = matchDocumentCard(matcher, { name: 'Garde des âmes', lang: 'fr', setCodes: ['DSK'], date: '2024-08-05' });
    expect(before.kind === 'matched' && before.printing.set).toBe('M21');
    expect(tenth.kind === 'matched' && tenth.printing.set).toBe('10E');
    expect(after).toEqual(before);
  });
});
