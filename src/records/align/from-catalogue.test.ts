import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../../catalogue/index.js';
import type { CatalogueCard } from '../../schema/index.js';
import { alignDocument, contextFromCatalogue, documentCounts, officialCard } from './index.js';
import type { AlignDocument } from './index.js';

/** A card made up here in the catalogue's shape: the alignment reads the catalogue, never the set files. */
const RAT = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const FAR = '00000000-0000-4000-8000-000000000003';

function card(oracleId: string, name: string, set: string, extra: Partial<CatalogueCard> = {}): CatalogueCard {
  return {
    oracleId,
    name,
    slug: name.toLowerCase().replace(/ /g, '-'),
    layout: 'normal',
    oracleAsOf: '2031-01-01',
    manaValue: 1,
    colors: [],
    keywords: [],
    faces: [{ name, text: 'When this creature dies, draw a card.' }],
    printed: {},
    printings: [{ set, number: '1', released: '2030-01-01', ids: {} }],
    rulings: [],
    ...extra,
  };
}

const OLD = 'You may pay {2} to put a +1/+1 counter on Quiet Rat.';
const TODAY = 'You can pay {2} to put a +1/+1 counter on Quiet Rat.';
const rat = card(RAT, 'Quiet Rat', 'ZZZ', {
  printed: {
    fr: {
      name: 'Rat silencieux',
      faces: [{ name: 'Rat silencieux', text: 'Quand cette créature meurt, piochez une carte.' }],
      set: 'ZZZ',
      released: '2030-01-01',
    },
  },
  rulings: [
    { date: '2031-01-01', text: TODAY },
    { date: '2030-02-01', text: 'Quiet Rat deals 4 damage to each opponent, not to each planeswalker.' },
  ],
  superseded: [{ date: '2030-02-01', text: OLD }],
});
const catalogue = catalogueOf(
  {
    sets: [
      { code: 'ZZZ', name: 'Zed', released: '2030-01-01', cards: 2 },
      { code: 'YYY', name: 'Why', released: '2020-01-01', cards: 1 },
    ],
    data: { newest: '2031-01-01', files: 1 },
    counts: { cards: 3, printings: 3, rulings: 3, scryfallIds: { en: 0, es: 0, fr: 0, pt: 0 } },
  },
  [rat, card(OTHER, 'Old Lamp', 'ZZZ', { rulings: [{ date: '2030-02-01', text: 'Old Lamp is a lamp.' }] }), card(FAR, 'Far Card', 'YYY')],
);

const doc: AlignDocument = {
  id: 'd',
  lang: 'fr',
  date: '2030-02',
  sets: ['ZZZ'],
  rulings: [
    {
      id: 'd/pay',
      text: 'Vous pouvez payer {2} pour mettre un marqueur +1/+1 sur le Rat silencieux.',
      cards: [RAT],
      general: false,
      sectionKeyword: null,
      keywords: [],
      rules: [],
      unknownCards: [],
    },
  ],
};

describe('the alignment read from the catalogue', () => {
  it("reads a card's names, sets, texts and its rulings today's and superseded", () => {
    const official = officialCard(rat);
    expect(official).toMatchObject({ oracleId: RAT, english: ['Quiet Rat'], printed: { fr: ['Rat silencieux'] }, sets: ['ZZZ'] });
    expect(official.texts).toEqual({ en: 'When this creature dies, draw a card.', fr: 'Quand cette créature meurt, piochez une carte.' });
    expect(official.rulings.map((r) => [r.text, !!r.superseded])).toEqual([
      [TODAY, false],
      ['Quiet Rat deals 4 damage to each opponent, not to each planeswalker.', false],
      [OLD, true],
    ]);
  });

  it("takes the documents' cards and their sets' cards, and no other", () => {
    const context = contextFromCatalogue(catalogue, [], { oracleIds: [RAT], sets: ['zzz'] });
    expect(context.cards.map((c) => c.oracleId).sort()).toEqual([RAT, OTHER]);
    expect(contextFromCatalogue(catalogue, [], { oracleIds: [FAR], sets: [] }).cards.map((c) => c.oracleId)).toEqual([FAR]);
  });

  it('pairs a translation of its time with the wording it translates; the set counts only today’s rulings', () => {
    const context = contextFromCatalogue(catalogue, [], { oracleIds: [RAT], sets: ['ZZZ'] });
    const alignment = alignDocument(doc, context);
    expect(alignment.originals.get('d/pay')).toMatchObject({ text: OLD, date: '2030-02-01', oracleIds: [RAT] });
    // Rat's two rulings today and the lamp's: the reworded one counts as translated (one ruling in two wordings).
    expect(documentCounts(doc, alignment, context)).toMatchObject({ aligned: 1, unaligned: 0, officialRulings: 3, untranslated: 2 });
  });
});
