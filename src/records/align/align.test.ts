import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentAlignmentCountsSchema, rulingOriginalSchema } from '../../schema/index.js';
import { alignDocument, documentCounts } from './index.js';
import type { AlignContext, AlignDocument, DocumentRuling, OfficialCard } from './index.js';

/** A French document about two cards that no data of the project knows: the cards, their official rulings and their
 *  printed texts are made up here, in the shape the card data gives. */
const RAT = 'rat-oracle';
const LAMP = 'lamp-oracle';
const GHOST = 'ghost-oracle';

const card = (oracleId: string, english: string, french: string, rulings: [string, string][], texts = {}): OfficialCard => ({
  oracleId,
  english: [english],
  printed: { fr: [french] },
  sets: ['ZZZ'],
  rulings: rulings.map(([date, text]) => ({ date, text })),
  texts,
});

const ratRulings: [string, string][] = [
  ['2030-02-01', 'You may pay {2} to put a +1/+1 counter on Quiet Rat.'],
  ['2030-02-01', 'If Quiet Rat and Old Lamp die at the same time, you draw 3 cards.'],
  ['2030-02-01', 'Quiet Rat deals 4 damage to each opponent, not to each planeswalker.'],
];
const SHARED = 'Face-down permanents have no name, so they can never share a name with another permanent.';

function context(rulingsOfRat = ratRulings): AlignContext {
  return {
    cards: [
      card(RAT, 'Quiet Rat', 'Rat silencieux', rulingsOfRat, {
        en: 'When this creature dies, draw a card.\nWhenever an opponent loses life, put a +1/+1 counter on this creature.',
        fr: "Quand cette créature meurt, piochez une carte.\nÀ chaque fois qu'un adversaire perd des points de vie, mettez un marqueur +1/+1 sur cette créature.",
      }),
      card(LAMP, 'Old Lamp', 'Vieille lampe', [['2030-02-01', SHARED]]),
      card(GHOST, 'Pale Ghost', 'Fantôme pâle', [['2030-02-01', SHARED]]),
    ],
    keywords: [],
  };
}

const ruling = (id: string, text: string, extra: Partial<DocumentRuling> = {}): DocumentRuling => ({
  id,
  text,
  cards: [RAT],
  general: false,
  sectionKeyword: null,
  keywords: [],
  rules: [],
  unknownCards: [],
  ...extra,
});

const frenchRulings = [
  ruling('d/pay', 'Vous pouvez payer {2} pour mettre un marqueur +1/+1 sur le Rat silencieux.'),
  ruling('d/die', 'Si le Rat silencieux et la Vieille lampe meurent en même temps, vous piochez 3 cartes.'),
  ruling('d/damage', 'Le Rat silencieux inflige 4 blessures à chaque adversaire, pas à chaque planeswalker.'),
  ruling('d/own', 'Les cartes de ce jeu sont imprimées sur du papier recyclé.'),
];

const doc = (rulings: DocumentRuling[], date: string | null = '2030-01-10'): AlignDocument => ({
  id: 'd',
  lang: 'fr',
  date,
  sets: ['ZZZ'],
  rulings,
});

const englishOf = (alignment: ReturnType<typeof alignDocument>) =>
  Object.fromEntries([...alignment.originals].map(([id, o]) => [id, o?.text ?? null]));

describe('aligning a document with the official rulings', () => {
  it('pairs each ruling with the official ruling it translates, and leaves its own ruling unaligned', () => {
    const alignment = alignDocument(doc(frenchRulings), context());
    expect(englishOf(alignment)).toEqual({
      'd/pay': ratRulings[0][1],
      'd/die': ratRulings[1][1],
      'd/damage': ratRulings[2][1],
      'd/own': null,
    });
  });

  it('is not guided by order: any order of the official rulings and of the document gives the same pairs', () => {
    const expected = englishOf(alignDocument(doc(frenchRulings), context()));
    fc.assert(
      fc.property(fc.shuffledSubarray(ratRulings, { minLength: 3 }), fc.shuffledSubarray(frenchRulings, { minLength: 4 }), (o, d) => {
        expect(englishOf(alignDocument(doc(d), context(o)))).toEqual(expected);
      }),
      { numRuns: 15 },
    );
  });

  it('keeps the evidence of each pair, valid against the schema', () => {
    const original = alignDocument(doc(frenchRulings), context()).originals.get('d/pay')!;
    expect(rulingOriginalSchema.safeParse(original).success).toBe(true);
    expect(original.oracleIds).toEqual([RAT]);
    expect(original.evidence).toMatchObject({ numbers: expect.arrayContaining(['+1/+1']), manaSymbols: ['{2}'], daysAfterDocument: 22 });
    expect(original.evidence.margin).toBeGreaterThan(0);
  });

  it('gives one official ruling at most one translation: the same text twice is one translation, said again', () => {
    const twice = [frenchRulings[0], ruling('d/pay-again', frenchRulings[0].text)];
    const alignment = alignDocument(doc(twice), context());
    expect(englishOf(alignment)).toEqual({ 'd/pay': ratRulings[0][1], 'd/pay-again': null });
    expect(alignment.unaligned).toEqual([expect.objectContaining({ rulingId: 'd/pay-again', reason: 'repeat', rivalRulingId: 'd/pay' })]);
  });

  it('refuses two rulings competing for one official ruling, naming the rival, and pairs neither', () => {
    const rivals = [frenchRulings[0], ruling('d/pay-other', 'Vous pouvez payer {2} pour mettre un marqueur +1/+1 sur lui.')];
    const alignment = alignDocument(doc(rivals), context([ratRulings[0]]));
    expect(englishOf(alignment)).toEqual({ 'd/pay': null, 'd/pay-other': null });
    expect(alignment.unaligned.map((u) => u.reason)).toEqual(['competing', 'competing']);
  });

  it('never pairs a ruling about a card no data identifies, and says so', () => {
    const unknown = ruling('d/unknown', frenchRulings[0].text, { unknownCards: ['Rat inconnu'] });
    const alignment = alignDocument(doc([unknown]), context());
    expect(alignment.originals.get('d/unknown')).toBeNull();
    expect(alignment.unaligned).toEqual([expect.objectContaining({ reason: 'unknown-card', rulingId: 'd/unknown' })]);
    expect(alignment.unaligned[0].message).toContain('"Rat inconnu"');
  });

  it('gives every unaligned ruling its reason: nothing fits, no official ruling, no card', () => {
    const lonely = ruling('d/lonely', 'Les lampes sont allumées.', { cards: [GHOST] });
    const section = ruling('d/section', 'Ce chapitre parle des rats.', { cards: [] });
    const alignment = alignDocument(doc([...frenchRulings, lonely, section]), {
      ...context(),
      cards: [...context().cards, { ...context().cards[2], oracleId: 'bare', rulings: [] }],
    });
    const reasons = Object.fromEntries(alignment.unaligned.map((u) => [u.rulingId, u.reason]));
    expect(reasons).toEqual({ 'd/own': 'weak', 'd/lonely': 'weak', 'd/section': 'no-card' });
    const bare = alignDocument(doc([ruling('d/bare', 'Il brille.', { cards: ['bare'] })]), {
      ...context(),
      cards: [{ ...context().cards[2], oracleId: 'bare', rulings: [] }],
    });
    expect(bare.unaligned.map((u) => u.reason)).toEqual(['no-official-ruling']);
  });

  it('aligns an undated document on its text alone, and counts it', () => {
    const undated = doc(frenchRulings, null);
    const alignment = alignDocument(undated, context());
    expect(alignment.originals.get('d/pay')?.evidence.daysAfterDocument).toBeNull();
    expect(alignment.undated).toBe(true);
    expect(documentCounts(undated, alignment, context()).alignedWithoutDate).toBe(3);
  });

  it('aligns a general ruling against the ruling its cards share, one translation for every card that carries it', () => {
    const general = ruling(
      'd/general',
      "Les permanents face cachée n'ont pas de nom, donc ils ne peuvent jamais avoir le même nom qu'un autre permanent.",
      {
        general: true,
        cards: [LAMP],
      },
    );
    const original = alignDocument(doc([...frenchRulings, general]), context()).originals.get('d/general');
    expect(original?.text).toBe(SHARED);
    expect(original?.oracleIds.sort()).toEqual([GHOST, LAMP]);
  });

  it('keeps an official ruling with markup-like text as text', () => {
    const markup = '<b>Quiet Rat</b> deals 4 damage to each opponent & not to each planeswalker.';
    const rulings: [string, string][] = [ratRulings[0], ratRulings[1], ['2030-02-01', markup]];
    expect(alignDocument(doc(frenchRulings), context(rulings)).originals.get('d/damage')?.text).toBe(markup);
  });

  it('takes the date as evidence between two wordings of one ruling, never as a filter', () => {
    const older = 'You may pay {2} to put a +1/+1 counter on Quiet Rat .';
    const both: [string, string][] = [['2012-06-01', older], ...ratRulings];
    expect(alignDocument(doc(frenchRulings), context(both)).originals.get('d/pay')?.text).toBe(ratRulings[0][1]);
    // Only the older wording: it is the original, years before the document.
    const onlyOlder: [string, string][] = [['2012-06-01', older], ratRulings[1], ratRulings[2]];
    expect(alignDocument(doc(frenchRulings), context(onlyOlder)).originals.get('d/pay')?.text).toBe(older);
  });
});

describe('the counts of an alignment', () => {
  it('gives, per document, aligned, unaligned by reason and the official rulings of its sets it leaves untranslated', () => {
    const d = doc(frenchRulings);
    const { unalignedRulings, ...counts } = documentCounts(d, alignDocument(d, context()), context());
    expect(counts).toEqual({
      documentId: 'd',
      rulings: 4,
      aligned: 3,
      unaligned: 1,
      // The rat's three rulings and the one the lamp and the ghost share: one ruling, filed on two cards.
      officialRulings: 4,
      untranslated: 1,
      unalignedBy: { weak: 1, competing: 0, ambiguous: 0, repeat: 0, 'unknown-card': 0, 'no-official-ruling': 0, 'no-card': 0 },
      alignedWithoutDate: 0,
    });
    expect(unalignedRulings).toEqual([expect.objectContaining({ rulingId: 'd/own', reason: 'weak' })]);
    expect(documentAlignmentCountsSchema.safeParse({ ...counts, unalignedRulings }).success).toBe(true);
  });
});
