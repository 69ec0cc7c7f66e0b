import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { lastDayOf } from '../../schema/date.js';
import type { Ruling } from '../../schema/index.js';
import { pageContext } from './context.js';
import { REWRITTEN_AFTER_DAYS, rewrittenOriginal, rulingMarks } from './ruling-marks.js';

const c = siteCorpus();
const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe("a ruling's marks", () => {
  it('says when the official ruling it translates was rewritten after its document, and only then', () => {
    const aligned = c.rulings.filter((r) => r.original);
    const rewritten = aligned.filter((r) => rewrittenOriginal(r, { c }));
    expect(rewritten.length).toBeGreaterThan(0);
    expect(rewritten.length).toBeLessThan(aligned.length / 4);
    for (const r of aligned) {
      const after = days(lastDayOf(c.document.get(r.documentId)!.date), r.original!.date);
      expect(rewrittenOriginal(r, { c }), r.id).toBe(after > REWRITTEN_AFTER_DAYS ? r.original!.date : null);
    }
    // A document dated by its year alone is counted to its last day: the set's own release is no rewrite.
    const byYear = aligned.find((r) => c.document.get(r.documentId)!.date.length === 4)!;
    const year = c.document.get(byYear.documentId)!.date;
    const late = (date: string) => ({ ...byYear, original: { ...byYear.original!, date } });
    expect(rewrittenOriginal(late(`${year}-12-01`), { c })).toBeNull();
    expect(rewrittenOriginal(late(`${Number(year) + 1}-12-01`), { c })).toBe(`${Number(year) + 1}-12-01`);
  });

  it('says it in the reader’s language, the date written their way', async () => {
    const r = c.rulings.find((x) => rewrittenOriginal(x, { c }))!;
    const fr = rulingMarks(r, await pageContext('fr', c));
    expect(fr.outdated).toHaveLength(1);
    expect(fr.outdated[0]).toMatch(/^L'original anglais date du \d{1,2}(er)? \p{L}+ \d{4}, après ce document/u);
  });

  it("names a renamed word in the ruling's language and today's word, in a sentence of the reader's language", async () => {
    const r = c.rulings.find((x) => x.formerWords?.some((w) => w.today === 'valor de maná'))!;
    expect(r.lang).toBe('es');
    const marks = rulingMarks(r, await pageContext('pt', c)).formerWords;
    const mark = marks.find((m) => m.today.text === 'valor de maná')!;
    expect(mark.words).toEqual({ text: expect.stringMatching(/^coste de maná convertido$/i), lang: 'es' });
    expect(mark.today.lang).toBe('es');
    expect(mark.pieces.join('…')).toBe('“…”: as regras não dizem mais assim desde 19 de abril de 2021; hoje: “…”.');
  });

  it("names today's English term where no printing of the ruling's language gives one", async () => {
    const r: Ruling = {
      ...c.rulings[0],
      formerWords: [
        { words: 'armadura tótem', today: null, english: 'Umbra Armor', formerEnglish: 'Totem Armor', renamedIn: '2024-06-07' },
      ],
    };
    const [mark] = rulingMarks(r, await pageContext('es', c)).formerWords;
    expect(mark.today).toEqual({ text: 'Umbra Armor', lang: 'en' });
    expect(mark.words.lang).toBe(r.lang);
  });
});
