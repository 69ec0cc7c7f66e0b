import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS, type Lang } from '../../languages.js';
import type { CatalogueCard, CorpusCard } from '../../schema/index.js';
import { richText } from '../rich-text.js';
import { cardPage, cardPathsOf, type CardPage } from './card.js';
import { printedView } from './card-catalogue.js';
import { documentCardView } from './card-documents.js';
import { shownUnderOfficial } from './card-translations.js';
import { pageContext } from './context.js';

const c = siteCorpus();
const card = (id: string) => c.card.get(id) as CorpusCard;
const catalogueCard = (docCardId: string) => c.catalogue.byOracleId.get(card(docCardId).identity!.oracleId) as CatalogueCard;
const byName = (name: string) => c.catalogue.cards.find((x) => x.name === name) as CatalogueCard;

type Catalogued = Extract<CardPage, { kind: 'catalogue' }>;
async function page(of: CatalogueCard, lang: Lang): Promise<Catalogued> {
  const p = await cardPage({ kind: 'catalogue', oracleId: of.oracleId }, lang, c);
  if (p.kind !== 'catalogue') throw new Error('not a catalogue page');
  return p;
}
const documentView = async (x: CorpusCard, lang: Lang) => documentCardView(x, x.identity?.oracleId ?? null, await pageContext(lang, c));

describe('card pages', () => {
  it('exist for every card of the catalogue in every UI language, and every document-keyed path moves to its card', () => {
    const paths = cardPathsOf(c);
    const catalogue = paths.filter((x) => x.props.key.kind === 'catalogue');
    expect(catalogue.length).toBe(c.catalogue.cards.length * LANGS.length);
    expect(new Set(paths.map((x) => `${x.params.lang}/${x.params.card}`)).size).toBe(paths.length);
    for (const x of c.cards)
      expect(paths.find((p) => p.params.card === x.id)?.props.key).toEqual({ kind: 'moved', to: `cards/${x.identity!.slug}/` });
  });

  it('lead with the name the reader holds, today’s Oracle text (English, dated) and the printed text of their language', async () => {
    // The Shadowmoor preview printed Redcap Assassin's 2008 text ("criatura o jugador objetivo"); today it deals its
    // damage to any target.
    const redcap = catalogueCard('es/asesino-gorro-rojo');
    const fr = await page(redcap, 'fr');
    expect(fr.title).toBe(redcap.printed.fr!.name);
    expect(fr.titleLang).toBe('fr');
    expect(
      fr.oracle.faces[0].lines
        .flat()
        .map((x) => ('text' in x ? x.text : ''))
        .join(''),
    ).toMatch(/any target/);
    expect(fr.oracle.label).toMatch(/^Texte Oracle \(en anglais\), à jour au \d+/);
    expect(fr.printed?.name).toBe(redcap.printed.fr!.name);
    expect(fr.path).toBe(`cards/${redcap.slug}/`);
    // Its one Spanish printing is Shadowmoor's: shown as printed, with its year, under today's Oracle text.
    const es = await page(redcap, 'es');
    expect(es.title).toBe('Asesino gorro rojo');
    expect(es.printed?.printing).toBe('SHM #192, 2008');
    expect(es.printed!.faces[0].lines.flat().some((x) => 'text' in x && /jugador objetivo/.test(x.text))).toBe(true);
  });

  it('name a card never printed in the reader’s language in English, and say so', async () => {
    const pool = byName('Bottomless Pool // Locker Room');
    const pt = await page(pool, 'pt');
    expect(pt.title).toBe('Bottomless Pool // Locker Room');
    expect(pt.titleLang).toBe('en');
    expect(pt.neverPrinted).toBe('Este card nunca foi impresso em português: ele aparece com seu nome em inglês.');
    expect(pt.names.find((n) => n.lang === 'es')?.name).toBe('Piscina sin fondo // Vestuario');
    expect((await page(pool, 'es')).printed?.faces.map((f) => f.name)).toEqual(['Piscina sin fondo', 'Vestuario']);
  });

  it('show every official ruling, dated, with a jump to the rulings that counts them all', async () => {
    const kaito = catalogueCard('fr/kaito-fleau-des-cauchemars');
    expect(kaito.rulings.length).toBeGreaterThan(5);
    const p = await page(kaito, 'es');
    expect(p.official.rulings).toHaveLength(kaito.rulings.length);
    expect(p.official.rulings[0].datetime).toBe(kaito.rulings[0].date);
    const documentCount = p.documents.reduce((n, d) => n + d.count, 0);
    expect(p.jump).toBe(`Ir a las aclaraciones (${kaito.rulings.length + documentCount})`);
  });

  it('are there for cards no document mentions, with their official rulings and printings', async () => {
    const bolt = byName('Lightning Bolt');
    for (const lang of LANGS) {
      const p = await page(bolt, lang);
      expect(p.documents).toEqual([]);
      // No official ruling and no document's: no jump to rulings there are none of.
      expect(p.jump).toEqual(bolt.rulings.length > 0 ? expect.any(String) : null);
      expect(p.printings.length).toBe(bolt.printings.length);
      expect(p.title).toBe(bolt.printed[lang]?.name ?? 'Lightning Bolt');
    }
    expect((await page(bolt, 'es')).title).toBe('Relámpago');
  });

  it('show in the printed box only what was printed in the reader’s language: never the Oracle’s English type line', async () => {
    const counterspell = byName('Counterspell');
    const fr = counterspell.printed.fr!;
    const untyped = {
      ...counterspell,
      printed: { ...counterspell.printed, fr: { ...fr, faces: fr.faces.map(({ typeLine: _, ...f }) => f) } },
    };
    const p = printedView(untyped, await pageContext('fr', c));
    expect(p?.faces.map((f) => f.typeLine)).toEqual([null]);
    expect(printedView(counterspell, await pageContext('fr', c))?.faces[0].typeLine).toBe(fr.faces[0].typeLine ?? null);
  });

  it('link each printing to Scryfall by set and number, in the reader’s language where Scryfall has it', async () => {
    const pool = byName('Bottomless Pool // Locker Room');
    expect((await page(pool, 'fr')).printings[0].href).toBe('https://scryfall.com/card/dsk/43/fr');
    expect((await page(pool, 'pt')).printings[0].href).toBe('https://scryfall.com/card/dsk/43/en');
  });

  it('list the card’s keywords by the reader’s name for them', async () => {
    const p = await page(catalogueCard('es/estudiante-de-sakashima'), 'fr');
    expect(p.keywords).toContainEqual({ key: 'ninjutsu', name: 'ninjutsu', href: '/fr/keywords/ninjutsu/' });
  });
});

describe('what the documents say of a card', () => {
  it('every own ruling once, with its document and line; every general ruling once, or folded under one that says the same', async () => {
    for (const lang of LANGS)
      for (const x of c.cards) {
        const v = await documentView(x, lang);
        // Those that translate one of the card's official rulings stand under it instead (card-translations.test.ts); one its
        // document says again elsewhere stays in its list, where its permalink points.
        const official = x.identity ? c.catalogue.byOracleId.get(x.identity.oracleId) : undefined;
        const listed = (ids: string[]) => ids.filter((id) => !official || !shownUnderOfficial(c.ruling.get(id)!, official));
        expect(v.rulings.map((r) => r.ruling.id)).toEqual(listed(x.rulingIds));
        for (const { ruling, source } of v.rulings) expect(source.href).toBe(`/${lang}/documents/${ruling.documentId}/`);
        const shown = v.sections.flatMap((s) => s.rulings.flatMap((r) => [r.ruling.id, ...r.alsoIn.map((f) => f.ruling.id)]));
        const foldedUnderOwn = v.rulings.flatMap((r) => r.alsoIn.map((f) => f.ruling.id));
        expect([...shown, ...foldedUnderOwn].sort()).toEqual(listed(x.mechanicRulingIds).sort());
      }
  });

  it("put the general rulings of sections in the reader's language first, the one that says the same folded", async () => {
    const hybrid = card('es/escudo-del-alma-suprema');
    for (const lang of LANGS) {
      const v = await documentView(hybrid, lang);
      const langs = v.sections.map((s) => s.mechanic.lang);
      expect(langs).toEqual([...langs].sort((a, b) => Number(b === lang) - Number(a === lang)));
      const costs = v.sections.flatMap((s) => s.rulings).find((r) => r.alsoIn.length > 0)!;
      expect(costs.ruling.lang).toBe(lang === 'es' ? 'es' : 'pt');
    }
    const es = await documentView(hybrid, 'es');
    expect(es.sections.flatMap((s) => s.rulings).find((r) => r.alsoIn.length)!.alsoIn[0].label).toBe('También en: portugués, 2012');
  });

  it("fold a general ruling that says the same as one of the card's own in another language under it", async () => {
    const views = await Promise.all(c.cards.map((x) => documentView(x, 'fr')));
    const folded = views.flatMap((v) => v.rulings.filter((r) => r.alsoIn.length > 0).map((r) => ({ card: v.card, r })));
    expect(folded.length).toBeGreaterThan(0);
    for (const { card, r } of folded)
      for (const f of r.alsoIn) {
        expect(f.ruling.lang).not.toBe(card.lang);
        expect(f.label).toMatch(/^Aussi en : \p{L}+, \d{4}$/u);
      }
  });

  it('show no general ruling about another card on the cards of another document', async () => {
    const hybrid = c.cards.filter((y) => y.keywords.includes('hybrid-mana') && y.documentId !== 'return-to-ravnica-mechanics');
    expect(hybrid.length).toBeGreaterThan(5);
    for (const x of hybrid) {
      const v = await documentView(x, 'es');
      const texts = v.sections.flatMap((s) => s.rulings.flatMap((r) => [r.ruling, ...r.alsoIn.map((f) => f.ruling)]));
      expect(texts.filter((r) => r.text.includes('Longaperna Golgari'))).toEqual([]);
    }
  });

  it('name each face of a room card, and link the Planechase sections that explain planes and phenomena', async () => {
    expect((await documentView(card('fr/piscine-sans-fond-vestiaire'), 'es')).faces.map((f) => f.label)).toEqual([
      'Cara 1: Piscine sans fond',
      'Cara 2: Vestiaire',
    ]);
    const planes = c.cards.filter((x) => x.typeLine?.startsWith('Plano'));
    expect(planes.length).toBeGreaterThan(20);
    for (const x of planes) {
      const v = await documentView(x, 'fr');
      expect(v.mechanics.map((m) => m.title)).toEqual(
        expect.arrayContaining(['Cómo utilizar tu mazo planar', 'Caminar por los planos hacia un plano']),
      );
      expect(v.mechanics.every((m) => m.href.startsWith('/fr/documents/planechase-2012-faq/#m-'))).toBe(true);
    }
  });

  it('link the planeswalk action in the reminder text of phenomena, whatever its person', async () => {
    const x = card('es/distorsion-del-tiempo');
    const face = (await documentView(x, 'fr')).faces[0].face;
    const segments = face.rulesText
      .flatMap((line, i) => richText(line, face.rulesMarkup?.[i], face.rulesLinks?.[i], {}))
      .flatMap((n) => (n.type === 'segments' ? n.segments : []));
    expect(segments.filter((s) => s.kind === 'keyword').map((s) => [s.text, 'key' in s && s.key])).toContainEqual([
      'camina por los planos',
      'planeswalk',
    ]);
  });
});

describe('the documents’ cards and the catalogue', () => {
  it('every card of the documents is a card of the catalogue, at a printing', () => {
    expect(c.cards.filter((x) => !x.identity).map((x) => x.id)).toEqual([]);
    for (const x of c.cards) {
      const of = c.catalogue.byOracleId.get(x.identity!.oracleId)!;
      expect(of.printings.some((p) => p.set === x.identity!.set && p.number === x.identity!.number)).toBe(true);
    }
  });

  it('a card printed under a name no printing gives is found, and the page shows its printed name', async () => {
    const shredder = catalogueCard('fr/dechetuse-de-haies');
    expect(shredder.name).toBe('Hedge Shredder');
    expect((await page(shredder, 'fr')).title).toBe('Déchiqueteuse de haies');
    const expropriate = catalogueCard('fr/exproprier');
    expect(expropriate.name).toBe('Expropriate');
    const fr = await page(expropriate, 'fr');
    expect([fr.title, fr.titleLang]).toEqual(['Expropriate', 'en']);
    expect(fr.documents[0].card.name).toBe('Exproprier');
  });

  it('a document card no catalogue card is keeps a page of its own, at its document path', async () => {
    const orphan = {
      ...card('fr/exproprier'),
      identity: null,
      appearances: card('fr/exproprier').appearances.map((a) => ({ ...a, identity: null })),
    };
    const corpus = { ...c, cards: [orphan], card: new Map([[orphan.id, orphan]]) };
    expect(cardPathsOf(corpus).find((x) => x.params.card === orphan.id)?.props.key).toEqual({ kind: 'document', cardId: orphan.id });
    const p = await cardPage({ kind: 'document', cardId: orphan.id }, 'es', corpus);
    expect(p.kind === 'document' && [p.title, p.documents.length]).toEqual(['Exproprier', 1]);
  });
});
