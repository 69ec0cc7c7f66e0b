import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../tests/helpers/site-corpus.js';
import { LANGS } from '../languages.js';
import { firstDayOf } from '../schema/date.js';
import { apiRulings } from './api-rulings.js';

const c = siteCorpus();

/** The catalogue cards whose today's official rulings a document ruling translates. */
const translated = c.catalogue.cards.filter((card) =>
  c.rulings.some((r) => r.original?.oracleIds.includes(card.oracleId) && card.rulings.some((o) => o.text === r.original!.text)),
);

describe("the rulings files in Scryfall's shape", () => {
  it('give each official ruling once: translated where a document of the language translates it, the English beside it', () => {
    expect(translated.length).toBeGreaterThan(0);
    for (const card of translated)
      for (const lang of LANGS) {
        const list = apiRulings(card, lang, c).data;
        const officials = list.filter((r) => card.rulings.some((o) => o.text === (r.original_comment ?? r.comment)));
        expect(officials.length, `${card.name} ${lang}`).toBe(card.rulings.length);
        for (const r of officials.filter((x) => x.original_comment)) {
          const translation = c.rulings.find((x) => x.text === r.comment && x.lang === lang && x.original?.text === r.original_comment)!;
          expect(translation, `${card.name} ${lang}`).toBeDefined();
          expect(r.published_at).toBe(card.rulings.find((o) => o.text === r.original_comment)!.date);
          expect(r.translated_at).toBe(firstDayOf(c.document.get(translation.documentId)!.date));
        }
        // No ruling twice: a translation is not given again as a document's ruling.
        const comments = list.map((r) => r.comment);
        expect(new Set(comments).size, `${card.name} ${lang}`).toBe(comments.length);
      }
  });

  it("give a language's translations in its own file only, and a document's own rulings as before", () => {
    const card = translated.find((x) => c.rulings.some((r) => r.lang === 'fr' && r.original?.oracleIds.includes(x.oracleId)))!;
    const fr = apiRulings(card, 'fr', c).data;
    expect(fr.some((r) => r.original_comment)).toBe(true);
    for (const lang of LANGS.filter((l) => l !== 'fr')) {
      const other = apiRulings(card, lang, c).data;
      for (const r of other.filter((x) => x.original_comment)) expect(c.rulings.find((x) => x.text === r.comment)!.lang).toBe(lang);
      expect(other.some((r) => fr.some((f) => f.original_comment && f.comment === r.comment))).toBe(false);
    }
  });
});
