import { describe, expect, it } from 'vitest';
import { contentRecords } from '../../tests/helpers/site-corpus.js';
import { lastDayOf } from '../schema/date.js';
import type { GameTermsFile } from '../schema/index.js';
import { formerWordIndex, formerWordsIn } from './former-words.js';

const words = (name: string, forms: string[] = []) => ({ name, printings: 10, forms });
const none = { es: null, fr: null, pt: null };

/** A game-terms table of three renames, one of them with a noisy printed "word". */
const gameTerms: GameTermsFile = {
  format: 'game-terms/1',
  rulesEdition: '2026-01-16',
  terms: [
    {
      english: 'Mana Value',
      names: { es: words('valor de maná'), fr: words('valeur de mana'), pt: null },
      former: [
        {
          english: 'Converted Mana Cost',
          renamedIn: '2021-04-19',
          source: 'cr-glossary-obsolete',
          names: { ...none, es: words('coste de maná convertido') },
        },
        {
          english: 'Total Casting Cost',
          renamedIn: '2003-03-15',
          source: 'cr-glossary-obsolete',
          names: { ...none, es: words('coste de maná convertido') },
        },
      ],
    },
    {
      english: 'Battlefield',
      names: { ...none, es: words('campo de batalla') },
      former: [{ english: 'In Play', renamedIn: '2009-07-11', source: 'cr-glossary-obsolete', names: { ...none, es: words('juego') } }],
    },
    {
      english: 'Destroy',
      names: { ...none, es: words('destruir', ['destruye']) },
      former: [{ english: 'Bury', renamedIn: '2003-03-15', source: 'cr-glossary-obsolete', names: { ...none, es: words('"{2}{B}, {T}') } }],
    },
    {
      english: 'Legendary',
      names: { ...none, es: words('legendaria', ['legendario']) },
      former: [{ english: 'Legend', renamedIn: '2004-10-01', source: 'cr-glossary-obsolete', names: { ...none, es: words('legendario') } }],
    },
    {
      english: 'Illegal Target',
      names: none,
      former: [
        {
          english: 'countered on resolution',
          renamedIn: '2018-07-13',
          source: 'hand',
          why: 'no printing gives it',
          names: none,
          typed: { es: { before: ['será contrarrestada'], today: ['no se resuelve'] }, fr: null, pt: null },
        },
      ],
    },
  ],
};
const index = formerWordIndex(gameTerms);

describe('words the rules renamed after a document', () => {
  it('names, in the ruling’s words, what the rules call it today and since when', () => {
    const found = formerWordsIn('El Coste de maná convertido de la carta es 3 mientras está en juego.', 'es', '2008-04', index);
    expect(found).toEqual([
      {
        words: 'Coste de maná convertido',
        today: 'valor de maná',
        english: 'Mana Value',
        formerEnglish: 'Converted Mana Cost',
        renamedIn: '2021-04-19',
      },
      { words: 'juego', today: 'campo de batalla', english: 'Battlefield', formerEnglish: 'In Play', renamedIn: '2009-07-11' },
    ]);
  });

  it('marks only a document dated before the rename (the whole of a month or a year before it)', () => {
    expect(formerWordsIn('mientras está en juego', 'es', '2009-06', index)).toHaveLength(1);
    expect(formerWordsIn('mientras está en juego', 'es', '2009', index)).toEqual([]);
    expect(formerWordsIn('mientras está en juego', 'es', '2012-06', index)).toEqual([]);
    expect(formerWordsIn('su coste de maná convertido', 'es', '2012-06', index)[0].renamedIn).toBe('2021-04-19');
  });

  it('matches whole words only, never a word of today nor a printed "word" that is no word', () => {
    expect(formerWordsIn('Los juegos de palabras', 'es', '2008-04', index)).toEqual([]);
    expect(formerWordsIn('Una criatura legendario', 'es', '2002', index)).toEqual([]);
    expect(formerWordsIn('Paga {2}{B}, {T}: destruye', 'es', '2002', index)).toEqual([]);
  });

  it('reads the hand list (what no printing gives) and names its word of today', () => {
    const [found] = formerWordsIn('El hechizo será contrarrestada por tener un objetivo ilegal.', 'es', '2012-06', index);
    expect(found).toMatchObject({ words: 'será contrarrestada', today: 'no se resuelve', english: 'Illegal Target' });
  });

  it('leaves a language without the words alone', () => {
    expect(formerWordsIn('coste de maná convertido', 'fr', '2008', index)).toEqual([]);
  });
});

describe('the 2008–2012 Spanish documents of content/', () => {
  const corpus = contentRecords();
  const date = new Map(corpus.documents.map((d) => [d.id, d.date]));
  const marked = (documentId: string) =>
    corpus.rulings.filter((r) => r.documentId === documentId).flatMap((r) => (r.formerWords ?? []).map((w) => ({ r, w })));

  it.each([
    ['shadowmoor-rules-preview', 'coste de maná convertido', 'valor de maná'],
    ['shadowmoor-rules-preview', 'juego', 'campo de batalla'],
    ['planechase-2012-faq', 'coste de maná convertido', 'valor de maná'],
    ['planechase-2012-faq', 'será contrarrestada', 'no se resuelve'],
  ])('%s: a ruling saying “%s” is marked with today’s “%s”', (documentId, words, today) => {
    const hits = marked(documentId).filter(({ w }) => w.words.toLowerCase() === words);
    expect(hits.length).toBeGreaterThan(0);
    for (const { r, w } of hits) {
      expect(w.today).toBe(today);
      expect(r.text).toContain(w.words);
    }
  });

  it('marks no ruling with a rename older than its document', () => {
    const all = corpus.rulings.flatMap((r) => (r.formerWords ?? []).map((w) => ({ r, w })));
    expect(all.length).toBeGreaterThan(0);
    for (const { r, w } of all) expect(w.renamedIn > lastDayOf(date.get(r.documentId)!)).toBe(true);
  });
});
