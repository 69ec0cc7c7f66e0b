import { describe, expect, it } from 'vitest';
import { contentRecords } from '../../tests/helpers/site-corpus.js';
import { content } from '../../tests/helpers/content.js';
import { catalogueOf, documentSets, rulingWords } from '../catalogue/index.js';
import type { CatalogueCard, CatalogueSet, DocumentRecord, Ruling } from '../schema/index.js';
import { setCoverageRecordSchema } from '../schema/index.js';
import { setCoverage } from './set-coverage.js';

const card = (oracleId: string, sets: string[], rulings: string[]) =>
  ({
    oracleId,
    printings: sets.map((set) => ({ set })),
    rulings: rulings.map((text) => ({ date: '2020-01-01', text })),
  }) as unknown as CatalogueCard;
const set = (code: string) => ({ code, name: code, released: '2020-01-01', type: 'expansion', cards: 1 }) as CatalogueSet;
const catalogue = catalogueOf({ sets: [set('AAA'), set('BBB')], data: { newest: '2020-01-01' }, counts: {} } as never, [
  card('x', ['AAA'], ['X one.', 'X two.']),
  card('y', ['AAA', 'BBB'], ['Y one.', 'Y one.']),
  card('z', ['BBB'], ['Y one.']),
  card('w', ['BBB'], []),
]);
const document = (id: string, lang: 'es' | 'fr') => ({ id, lang }) as DocumentRecord;
const ruling = (documentId: string, lang: 'es' | 'fr', oracleIds: string[], text: string) =>
  ({ documentId, lang, original: { oracleIds, text, date: '2020-01-01' } }) as unknown as Ruling;

describe("a set's coverage", () => {
  const coverage = setCoverage(
    {
      documents: [document('notes-es', 'es'), document('faq-es', 'es'), document('notes-fr', 'fr')],
      rulings: [
        ruling('notes-es', 'es', ['x'], 'X two.'),
        ruling('faq-es', 'es', ['x'], 'X two.'),
        ruling('notes-fr', 'fr', ['x', 'y'], 'Y one.'),
        // An original the card no longer has (since reworded): no official ruling of today.
        ruling('notes-fr', 'fr', ['x'], 'X as it was.'),
        { documentId: 'notes-es', lang: 'es', original: null } as Ruling,
      ],
    },
    catalogue,
  );

  it('is given for every set whose cards have official rulings, each distinct text counted once (a ruling filed on two cards is one)', () => {
    expect(coverage.map((c) => [c.id, c.cards, c.officialRulings])).toEqual([
      ['AAA', ['x', 'y'], 3],
      ['BBB', ['y', 'z'], 1],
    ]);
    for (const c of coverage) expect(setCoverageRecordSchema.safeParse(c).success).toBe(true);
  });

  it('counts in each language the official rulings its documents translate, each once, and says which and from where', () => {
    const [aaa, bbb] = coverage;
    expect(aaa.languages.es).toEqual({
      translated: 1,
      documents: [
        { documentId: 'notes-es', translated: 1 },
        { documentId: 'faq-es', translated: 1 },
      ],
      translatedRulings: { x: [1] },
    });
    expect(aaa.languages.fr).toEqual({
      translated: 1,
      documents: [{ documentId: 'notes-fr', translated: 1 }],
      translatedRulings: { y: [0] },
    });
    expect(bbb.languages.fr.translated).toBe(1);
  });

  it('says 0 for a language no document translates', () => {
    for (const c of coverage) expect(c.languages.pt).toEqual({ translated: 0, documents: [], translatedRulings: {} });
  });
});

describe('the coverage of the sets of content/', () => {
  const corpus = contentRecords();

  it("counts a document's sets (with the sets that complete them) as its report does, and what it translates of them", () => {
    const catalogue = content().catalogue;
    for (const d of corpus.documents.filter((d) => d.sets.some((s) => s.code))) {
      const report = corpus.reports.find((r) => r.documentId === d.id)!.alignment!;
      const sets = documentSets(
        catalogue,
        d.sets.flatMap((s) => (s.code ? [s.code] : [])),
      );
      const coverages = corpus.setCoverage.filter((c) => sets.has(c.id));
      const cards = new Set(coverages.flatMap((c) => c.cards));
      const texts = new Set([...cards].flatMap((id) => catalogue.byOracleId.get(id)!.rulings.map((r) => rulingWords(r.text))));
      expect(texts.size, d.id).toBe(report.officialRulings);
      if (coverages.length === 1) {
        const own = coverages[0].languages[d.lang].documents.find((x) => x.documentId === d.id);
        expect(own?.translated ?? 0, d.id).toBe(report.officialRulings - report.untranslated);
      }
    }
  });

  it('covers every set whose cards have official rulings, documents or not', () => {
    const sets = new Set(content().catalogue.cards.flatMap((c) => (c.rulings.length ? c.printings.map((p) => p.set) : [])));
    expect(new Set(corpus.setCoverage.map((c) => c.id))).toEqual(sets);
    const untouched = corpus.setCoverage.find(
      (c) => c.languages.es.translated + c.languages.fr.translated + c.languages.pt.translated === 0,
    )!;
    expect(untouched.officialRulings).toBeGreaterThan(0);
  });
});
