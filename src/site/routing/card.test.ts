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
    expect(fr.scryfall.href).toBe(`https://scryfall.com/card/${identity.set.toLowerCase()}/${identity.number}/fr`);
    expect(fr.englishName).toBe(identity.name);
    expect(fr.printedNames.every((n) => n.lang !== 'es')).toBe(true);
  });

  it('names each face of a room card in its label', async () => {
    const room = card('fr/piscine-sans-fond-vestiaire');
    const p = await cardPage(room, 'es', c);
    expect(p.faces.map((f) => f.label)).toEqual(['Cara 1: Piscine sans fond', 'Cara 2: Vestiaire']);
  });
});

describe('the card in the reader’s language', () => {
  it('shows the printed name and rules text of the reader’s language beside the document’s own', async () => {
    const room = card('fr/piscine-sans-fond-vestiaire');
    const es = await cardPage(room, 'es', c);
    expect(es.printed).toMatchObject({ heading: 'Impresión oficial · Español', name: 'Piscina sin fondo // Vestuario', missing: null });
    expect(es.printed!.faces.map((f) => f.name)).toEqual(['Piscina sin fondo', 'Vestuario']);
    expect(es.englishName).toBe('Bottomless Pool // Locker Room');
  });

  it('says that Duskmourn has no Portuguese printing instead of leaving the name blank', async () => {
    const room = card('fr/piscine-sans-fond-vestiaire');
    const pt = await cardPage(room, 'pt', c);
    expect(pt.printed).toMatchObject({ name: null, missing: 'Português: nenhuma impressão oficial conhecida' });
    expect(pt.printedNames.find((n) => n.lang === 'pt')).toMatchObject({
      name: null,
      missing: 'Português: nenhuma impressão oficial conhecida',
    });
  });

  it('names the printing where the document prints another name (a typo, an early translation)', async () => {
    const shredder = card('fr/dechetuse-de-haies');
    expect(shredder.identity?.name).toBe('Hedge Shredder');
    expect((await cardPage(shredder, 'fr', c)).printed).toMatchObject({ name: 'Déchiqueteuse de haies' });
  });

  it('every card of the documents has its English name, but those no data prints in the document’s language', () => {
    const unmatched = c.cards.filter((x) => !x.identity).map((x) => x.id);
    // Expropriate (a Duskmourn special guest) has no French printing in the MTGJSON data.
    expect(unmatched).toEqual(['fr/exproprier']);
  });
});

describe('Scryfall links', () => {
  it('link each card to its printing by set and number, in the reader’s language where it was printed, else in English', async () => {
    const x = card('fr/piscine-sans-fond-vestiaire');
    const { set, number } = x.identity!;
    expect((await cardPage(x, 'fr', c)).scryfall.href).toBe(`https://scryfall.com/card/${set.toLowerCase()}/${number}/fr`);
    expect((await cardPage(x, 'pt', c)).scryfall.href).toBe(`https://scryfall.com/card/${set.toLowerCase()}/${number}/en`);
  });

  it('no two cards of the site share a link (the same card from two languages’ documents is one card)', async () => {
    for (const lang of LANGS) {
      const cardOf = new Map<string, string>();
      for (const x of c.cards) {
        const { href } = (await cardPage(x, lang, c)).scryfall;
        const who = x.identity ? (x.identity.oracleId ?? x.identity.name) : x.id;
        const first = cardOf.get(href);
        expect(first === undefined || first === who, `${lang}: ${href} is ${first} and ${who}`).toBe(true);
        cardOf.set(href, who);
      }
    }
  });
});
