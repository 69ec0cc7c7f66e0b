import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS } from '../../languages.js';
import { richText } from '../rich-text.js';
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
        // Every general ruling is shown once: in its section, or folded under a ruling that says the same.
        const shown = p.sections.flatMap((s) => s.rulings.flatMap((r) => [r.ruling.id, ...r.alsoIn.map((f) => f.ruling.id)]));
        const foldedUnderOwn = p.rulings.flatMap((r) => r.alsoIn.map((f) => f.ruling.id));
        expect([...shown, ...foldedUnderOwn].sort()).toEqual([...x.mechanicRulingIds].sort());
        expect(p.noRulings).toBe(x.rulingIds.length === 0 && x.mechanicRulingIds.length === 0);
      }
  });

  it("puts the general rulings of sections in the reader's language first, the one that says the same folded", async () => {
    // Not an example card of a hybrid section (those own its rulings): its general rulings come from two languages,
    // and the Spanish and Portuguese "hybrid symbols appear only in costs" say the same.
    const hybrid = card('es/escudo-del-alma-suprema');
    for (const lang of LANGS) {
      const p = await cardPage(hybrid, lang, c);
      const langs = p.sections.map((s) => s.mechanic.lang);
      if (langs.includes(lang)) expect(langs[0]).toBe(lang);
      expect(langs).toEqual([...langs].sort((a, b) => Number(b === lang) - Number(a === lang)));
      const costs = p.sections.flatMap((s) => s.rulings).find((r) => r.alsoIn.length > 0)!;
      // The reader's language, else the newest document (Portuguese, 2012, over Spanish, 2008).
      expect(costs.ruling.lang).toBe(lang === 'es' ? 'es' : 'pt');
      expect(costs.alsoIn.map((f) => f.ruling.lang)).toEqual([lang === 'es' ? 'pt' : 'es']);
    }
    expect((await cardPage(hybrid, 'es', c)).sections.flatMap((s) => s.rulings).find((r) => r.alsoIn.length)!.alsoIn[0].label).toBe(
      'También en: portugués, 2012',
    );
  });

  it("folds a general ruling that says the same as one of the card's own rulings in another language under it", async () => {
    // Constricteur tenace (Duskmourn, French) repeats the Shadowmoor preview's persist rulings (Spanish, 2008).
    const p = await cardPage(card('fr/constricteur-tenace'), 'fr', c);
    const folded = p.rulings.filter((r) => r.alsoIn.length > 0);
    expect(folded.length).toBeGreaterThanOrEqual(2);
    for (const r of folded) {
      expect(r.alsoIn.every((f) => f.ruling.lang === 'es' && f.label === 'Aussi en : espagnol, 2008')).toBe(true);
      expect(r.ruling.text).toMatch(/persistance/);
    }
    const stillShown = p.sections.flatMap((s) => s.rulings.map((r) => r.ruling.id));
    for (const r of folded) for (const f of r.alsoIn) expect(stillShown).not.toContain(f.ruling.id);
  });

  it('shows no general ruling about a card the site does not have on the cards of another document', async () => {
    const hybrid = c.cards.filter((y) => y.keywords.includes('hybrid-mana') && y.documentId !== 'return-to-ravnica-mechanics');
    expect(hybrid.length).toBeGreaterThan(5);
    for (const x of hybrid)
      for (const lang of LANGS) {
        const p = await cardPage(x, lang, c);
        const texts = [...p.sections.flatMap((s) => s.rulings.flatMap((r) => [r.ruling, ...r.alsoIn.map((f) => f.ruling)]))];
        expect(texts.filter((r) => r.text.includes('Longaperna Golgari'))).toEqual([]);
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

  it('links the Planechase sections that explain planes, phenomena, the planar deck and die and planeswalking', async () => {
    const planes = c.cards.filter((x) => x.typeLine?.startsWith('Plano'));
    const phenomena = c.cards.filter((x) => x.typeLine === 'Fenómeno');
    expect(planes.length).toBeGreaterThan(20);
    expect(phenomena.length).toBeGreaterThan(5);
    for (const lang of LANGS) {
      for (const x of planes) {
        const titles = (await cardPage(x, lang, c)).mechanics.map((m) => m.title);
        expect(titles).toEqual(expect.arrayContaining(['Cómo utilizar tu mazo planar', 'Caminar por los planos hacia un plano']));
      }
      for (const x of phenomena) {
        const p = await cardPage(x, lang, c);
        expect(p.mechanics.map((m) => m.title)).toEqual(
          expect.arrayContaining([
            'Los encuentros con un fenómeno',
            'Cómo utilizar tu mazo planar',
            'Caminar por los planos hacia un plano',
          ]),
        );
        expect(p.mechanics.every((m) => m.href.startsWith(`/${lang}/documents/planechase-2012-faq/#m-`))).toBe(true);
      }
    }
  });

  it('links the planeswalk action in the reminder text of phenomena, whatever its person', async () => {
    const p = await cardPage(card('es/distorsion-del-tiempo'), 'fr', c);
    const face = p.faces[0].face;
    const segments = face.rulesText
      .flatMap((line, i) => richText(line, face.rulesMarkup?.[i], face.rulesLinks?.[i], p.self))
      .flatMap((n) => (n.type === 'segments' ? n.segments : []));
    expect(segments.filter((s) => s.kind === 'keyword').map((s) => [s.text, 'key' in s && s.key])).toContainEqual([
      'camina por los planos',
      'planeswalk',
    ]);
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

  it('every card of the documents has its English name and its printing', () => {
    expect(c.cards.filter((x) => !x.identity?.number).map((x) => x.id)).toEqual([]);
  });

  it('a card never printed in the reader’s language says so, and links its English printing', async () => {
    // Expropriate, a Duskmourn special guest, was printed in English only: the document's name is not a printed one.
    const x = card('fr/exproprier');
    expect(x.identity).toMatchObject({ name: 'Expropriate', set: 'MB1', number: '370' });
    const page = await cardPage(x, 'fr', c);
    expect(page.printed).toMatchObject({ name: null, missing: 'Français : aucune impression officielle connue' });
    expect(page.scryfall.href).toBe('https://scryfall.com/card/mb1/370/en');
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
