import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS } from '../../languages.js';
import { cardPage } from './card.js';

const c = siteCorpus();
const card = (id: string) => c.card.get(id)!;

describe('cardPage', () => {
  it('gives every card its own rulings in order, each with its document and line, in every UI language', async () => {
    for (const lang of LANGS)
      for (const x of c.cards) {
        const p = await cardPage(x, lang, c);
        expect(p.rulings.map((r) => r.ruling.id)).toEqual(x.rulingIds);
        for (const { ruling, source } of p.rulings) {
          expect(source.href).toBe(`/${lang}/documents/${ruling.documentId}/`);
          expect(source.title).toBe(c.document.get(ruling.documentId)!.title);
        }
        expect(p.sections.flatMap((s) => s.rulings.map((r) => r.ruling.id)).sort()).toEqual([...x.mechanicRulingIds].sort());
        expect(p.noRulings).toBe(x.rulingIds.length === 0 && x.mechanicRulingIds.length === 0);
      }
  });

  it("puts the general rulings of sections in the reader's language first", async () => {
    // Not an example card of a hybrid section (those own its rulings): its general rulings come from two languages.
    const hybrid = card('es/escudo-del-alma-suprema');
    for (const lang of LANGS) {
      const langs = (await cardPage(hybrid, lang, c)).sections.map((s) => s.mechanic.lang);
      expect(new Set(langs).size).toBeGreaterThan(1);
      if (langs.includes(lang)) expect(langs[0]).toBe(lang);
      expect(langs).toEqual([...langs].sort((a, b) => Number(b === lang) - Number(a === lang)));
    }
  });

  it('counts own rulings with the plural rules of the reader, and names the page after the card', async () => {
    const one = c.cards.find((x) => x.rulingIds.length === 1 && x.mechanicRulingIds.length > 0)!;
    const p = await cardPage(one, 'es', c);
    expect(p.rulingsHeading).toMatch(/^Aclaraciones \(1 propia, \d+ de sus mecánicas\)$/);
    expect(p.title).toBe(one.name);
    expect(p.path).toBe(`cards/${one.id}/`);
    const none = c.cards.find((x) => x.mechanicRulingIds.length === 0)!;
    expect((await cardPage(none, 'fr', c)).rulingsHeading).toBe(`Précisions (${none.rulingIds.length})`);
  });

  it("links keywords by their name in the reader's language, and the exact printing on Scryfall", async () => {
    const x = card('es/estudiante-de-sakashima');
    const fr = await cardPage(x, 'fr', c);
    expect(fr.keywords).toContainEqual({ name: 'ninjutsu', href: '/fr/keywords/ninjutsu/' });
    expect(fr.faces[0].typeLine).toBe('Criatura — Ninja humano');
    const identity = x.identity!;
    expect(fr.scryfall.href).toBe(`https://scryfall.com/card/${identity.set.toLowerCase()}/${identity.number}/es`);
    expect(fr.englishName).toBe(identity.name);
    expect(fr.printedNames.every((n) => n.lang !== 'es')).toBe(true);
  });

  it('names each face of a room card in its label', async () => {
    const room = card('fr/piscine-sans-fond-vestiaire');
    const p = await cardPage(room, 'es', c);
    expect(p.faces.map((f) => f.label)).toEqual(['Cara 1: Piscine sans fond', 'Cara 2: Vestiaire']);
  });
});
