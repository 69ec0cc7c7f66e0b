/**
 * Build-and-inspect: what each page type of dist/ must contain, checked in the HTML a reader receives.
 * Run after `npm run build` (npm test builds first).
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CorpusCard as Card, KeywordRecord, Mechanic, RuleNumberRecord, Ruling, SetCoverageRecord } from '../../src/schema/index.js';
import { mechanicPath, rulingPath, withLang } from '../../src/site-paths.js';
import { corpusCardSchema as cardSchema, rulingSchema } from '../../src/schema/index.js';
import { $, $$, DIST, attr, generated, page, text } from '../helpers/dist.js';
import { cardPageOf } from '../helpers/dist.js';
import { LANGS } from '../../src/languages.js';

const cards = generated<Card[]>('cards');
const rulings = generated<Ruling[]>('rulings');
const keywords = generated<KeywordRecord[]>('keywords');
const ruleNumbers = generated<RuleNumberRecord[]>('rule-numbers');
const mechanics = generated<Mechanic[]>('mechanics');

describe('card pages', () => {
  it("show every ruling that applies to the documents' cards on their page: their own, then their mechanics' general rulings, a translation under the official ruling it translates (every card, every UI language)", () => {
    const byId = new Map(rulings.map((r) => [r.id, r]));
    const cardById = new Map(cards.map((c) => [c.id, c]));
    /** The catalogue card a document's card is in a document: the page its rulings are read on. */
    const oracleIn = (c: Card, documentId?: string) =>
      (c.appearances.find((a) => a.documentId === documentId)?.identity ?? c.identity)?.oracleId;
    const translates = (r: Ruling, oracleId: string | undefined) => !!oracleId && !!r.original?.oracleIds.includes(oracleId);
    // A card's ruling that translates one of its card's official rulings lives on its card's page in its own language.
    const href = (id: string, lang: string) => {
      const r = byId.get(id)!;
      const owner = r.owner.kind === 'card' ? cardById.get(r.owner.id) : undefined;
      return withLang(owner && translates(r, oracleIn(owner, r.documentId)) ? r.lang : lang, rulingPath(r, owner));
    };
    const onPage = new Map<string, Card[]>();
    for (const card of cards) onPage.set(cardPageOf(card.id), [...(onPage.get(cardPageOf(card.id)) ?? []), card]);
    let translated = 0;
    for (const [path, here] of onPage) {
      const oracleId = oracleIn(here[0]);
      // A card's own rulings are on the page of the catalogue card it is in their document.
      const ownHere = here.flatMap((c) => c.rulingIds.map((id) => byId.get(id)!).filter((r) => rulingPath(r, c).startsWith(path)));
      const generalHere = [...new Set(here.flatMap((c) => c.mechanicRulingIds))].map((id) => byId.get(id)!);
      const under = [...ownHere, ...generalHere].filter((r) => translates(r, oracleId));
      translated += under.length;
      for (const lang of LANGS) {
        const tree = page(`/${lang}/${path}`);
        const own = $$(tree, 'ol.own-rulings > li').map((li) => attr(li, 'id'));
        expect(new Set(own), `${lang} ${path}`).toEqual(new Set(ownHere.filter((r) => !translates(r, oracleId)).map((r) => r.anchor)));
        // Shown in their sections, or folded under a ruling that says the same in another language (details.also-in).
        const fromMechanics = [
          ...$$(tree, 'ol.mechanic-rulings-list > li .ruling-meta > a'),
          ...$$(tree, 'ol.own-rulings > li details.also-in .ruling-meta > a'),
        ].map((a) => attr(a, 'href'));
        const generalListed = generalHere.filter((r) => !translates(r, oracleId)).map((r) => href(r.id, lang));
        expect(new Set(fromMechanics), `${lang} ${path}`).toEqual(new Set(generalListed));
        // Each translation once, under its official ruling, in its own language's page; elsewhere a link to it there.
        const ids = $$(tree, '[id]').map((x) => attr(x, 'id'));
        for (const r of under) {
          expect(ids.filter((id) => id === r.anchor).length, `${lang} ${path} ${r.id}`).toBe(lang === r.lang ? 1 : 0);
          if (lang === r.lang) expect($(tree, `ol.official [id="${r.anchor}"]`), `${lang} ${path} ${r.id}`).not.toBeNull();
          else expect($$(tree, `ol.official a[hreflang="${r.lang}"]`).length, `${lang} ${path}`).toBeGreaterThan(0);
        }
      }
    }
    expect(translated).toBeGreaterThan(0);
  });

  it("give the room section's example card its rulings as its own, every other room card as general rulings of the section, and link to the printed card on Scryfall", () => {
    const example = page('/fr/cards/bottomless-pool-locker-room/');
    // 16 bullets under the example card in the room section, and one under it in the card notes: those that translate
    // an official ruling stand under it, the others in the document's list.
    const ownIds = new Set(
      cards.find((c) => c.id === 'fr/piscine-sans-fond-vestiaire')!.rulingIds.map((id) => rulings.find((r) => r.id === id)!.anchor),
    );
    const shown = [...$$(example, 'ol.own-rulings > li'), ...$$(example, 'ol.official [id^="r-"]')].map((x) => attr(x, 'id')!);
    expect(shown.filter((id) => ownIds.has(id))).toHaveLength(17);
    expect($$(example, '.mechanic-rulings h5').map(text).join(' ')).not.toContain('pièce');
    const tree = page('/fr/cards/central-elevator-promising-stairs/');
    expect($$(tree, 'ol.mechanic-rulings-list > li').length).toBeGreaterThanOrEqual(16);
    expect(text($(tree, '.mechanic-rulings h5'))).toContain('pièce');
    const scryfall = $$(example, 'a').find((a) => (attr(a, 'href') ?? '').startsWith('https://scryfall.com/'));
    // Bottomless Pool // Locker Room is DSK 43, printed in French.
    expect(attr(scryfall!, 'href')).toBe('https://scryfall.com/card/dsk/43/fr');
  });

  it('give every card with hybrid mana in its cost the general rulings on hybrid mana, in both languages that explain it (the Portuguese in its own section for a Portuguese reader, folded under the Spanish one that says the same for a Spanish reader)', () => {
    const hybrid = cards.filter((c) => /\{[WUBRG2]\/[WUBRG]\}/.test(c.manaCost ?? ''));
    expect(hybrid.length).toBeGreaterThan(5);
    for (const card of hybrid) {
      expect(card.keywords, card.id).toContain('hybrid-mana');
      const tree = page(`/es/${cardPageOf(card.id)}`);
      const sections = $$(tree, '.mechanic-rulings h5').map(text);
      const pt = text($(page(`/pt/${cardPageOf(card.id)}`), 'main'));
      // The section's example card owns its rulings; every other hybrid card has them as general rulings.
      expect(card.id === 'es/lancera-avispa' || sections.some((s) => s.includes('Mecánica que regresa: Híbrido')), card.id).toBe(true);
      expect(pt.includes('Os símbolos de mana híbrido aparecem apenas em custos'), card.id).toBe(true);
      expect(text(tree), card.id).toMatch(/También en: portugués, 2012/);
      // A cycle nicknamed after the mechanic is about its own cards only.
      if (card.id !== 'es/torrente-de-almas')
        expect(
          sections.some((s) => s.includes('aumentados')),
          card.id,
        ).toBe(false);
    }
  });

  it('count rulings in the singular when there is one, and never show an unfilled placeholder', () => {
    // Bottomless Pool // Locker Room has one official ruling.
    const tree = page('/es/cards/bottomless-pool-locker-room/');
    expect(text($(tree, '#official-heading'))).toBe('Aclaración oficial (1)');
    expect(text($(tree, '.jump'))).toMatch(/^Ir a las aclaraciones \(\d+\)$/);
    for (const lang of LANGS) expect(JSON.stringify(page(`/${lang}/documents/planechase-2012-faq/`))).not.toContain('{{');
  });

  it('show name, cost with a text alternative, type line, P/T, rules text and every ruling with a permalink', () => {
    const tree = page('/es/cards/sakashima-s-student/');
    expect(attr($(tree, 'html') as never, 'lang')).toBe('es');
    expect(text($(tree, 'h1'))).toBe('Estudiante de Sakashima');
    const symbols = $$(tree, '.card-box.oracle .mana-cost abbr');
    expect(symbols.map((s) => attr(s, 'title'))).toEqual(['2 maná genérico', 'maná azul', 'maná azul']);
    expect(text($(tree, '.card-box.oracle .type-line'))).toBe('Creature — Human Ninja');
    expect(text($(tree, '.card-box.printed .type-line'))).toBe('Criatura — Ninja humano');
    expect(text($(tree, '.pt'))).toContain('0/0');
    expect(text($(tree, '.rules-text'))).toContain('Ninjutsu');
    // The Spanish FAQ's 8 rulings, each the translation of an official ruling: under it, with the official's permalink.
    const items = [...$$(tree, 'ol.own-rulings > li'), ...$$(tree, 'ol.official > li').filter((li) => $(li, '.translated'))];
    expect(items).toHaveLength(8);
    for (const li of items) {
      const id = attr(li, 'id')!;
      expect(id).toMatch(/^[ro]-[a-z0-9]+$/);
      expect($$(li, 'a').some((a) => attr(a, 'href') === `#${id}`)).toBe(true);
      expect(text(li)).toMatch(/Preguntas frecuentes de Planechase/);
    }
  });

  it('write each ruling’s source label with its colon the reader’s way, a space before the link', () => {
    // (The text is read with its spaces collapsed: French's no-break space before the colon reads as a space.)
    // A translation standing for the official ruling it translates names its source alike.
    const label = { es: 'Fuente: ', fr: 'Source : ', pt: 'Fonte: ' };
    for (const lang of LANGS)
      for (const path of ['/cards/expropriate/', '/cards/kaito-bane-of-nightmares/'])
        for (const span of $$(page(`/${lang}${path}`), 'span.source'))
          expect(text(span).startsWith(label[lang]), `${lang}: ${text(span)}`).toBe(true);
  });

  it('mark content in another language than the UI with its own lang', () => {
    const tree = page('/fr/cards/sakashima-s-student/');
    expect(attr($(tree, 'html') as never, 'lang')).toBe('fr');
    // The name the French reader holds; Gatherer's rulings in English (no French document translates them); the Spanish
    // FAQ's rulings in Spanish, on the Spanish page.
    expect(attr($(tree, 'h1') as never, 'lang')).toBe('fr');
    expect($$(tree, 'ol.official > li .ruling-text').map((p) => attr(p, 'lang'))).toEqual(Array(8).fill('en'));
    const es = $$(page('/es/cards/sakashima-s-student/'), 'ol.official .translated > .ruling-text');
    expect(es.length).toBe(8);
    for (const p of es) expect(attr(p, 'lang')).toBe('es');
  });

  it('show both faces of a room card, named A // B', () => {
    const tree = page('/fr/cards/bottomless-pool-locker-room/');
    expect(text($(tree, 'h1'))).toBe('Piscine sans fond // Vestiaire');
    expect($$(tree, '.card-box.printed .face h3').map(text)).toEqual(['Piscine sans fond', 'Vestiaire']);
    expect($$(tree, '.card-box.oracle .face h3').map(text)).toEqual(['Bottomless Pool', 'Locker Room']);
  });

  it('link the keywords, rule numbers and cards a ruling mentions', () => {
    const withCard = rulings.find((r) => r.owner.kind === 'card' && r.mentions.cardIds.length > 0)!;
    const owner = cards.find((c) => c.id === withCard.owner.id)!;
    const tree = page(`/${withCard.lang}/${cardPageOf(owner.id)}`);
    const li = $(tree, `[id="${withCard.anchor}"]`)!;
    const hrefs = $$(li, 'a').map((a) => attr(a, 'href'));
    for (const id of withCard.mentions.cardIds) expect(hrefs).toContain(`/${withCard.lang}/${cardPageOf(id)}`);
  });

  it('exist in every UI language for every card, and every ruling is on its card page', () => {
    const byId = new Map(cards.map((c) => [c.id, c]));
    for (const card of cards)
      for (const lang of LANGS) expect(existsSync(join(DIST, lang, cardPageOf(card.id), 'index.html')), `${lang} ${card.id}`).toBe(true);
    // In its own language at least: one that translates an official ruling stands on that page only.
    for (const r of rulings.filter((x) => x.owner.kind === 'card')) {
      const [path, anchor] = rulingPath(r, byId.get(r.owner.id)).split('#');
      const html = readFileSync(join(DIST, r.lang, path, 'index.html'), 'utf8');
      expect(html.includes(`id="${anchor}"`), `${path}#${anchor}`).toBe(true);
    }
  });
});

describe('keyword, rule and document pages', () => {
  it('a keyword page shows its names in es/fr/pt, its rule then and now, and the cards that have it', () => {
    const tree = page('/pt/keywords/persist/');
    expect(attr($(tree, 'html') as never, 'lang')).toBe('pt');
    const body = text(tree);
    expect(body).toContain('persistir');
    expect(body).toContain('persistance');
    expect(body).toContain('702.79');
    expect($$(tree, 'a').some((a) => attr(a, 'href') === '/pt/rules/502.79/')).toBe(true);
    expect($$(tree, 'a').some((a) => attr(a, 'href') === '/pt/cards/murderous-redcap/')).toBe(true);
  });

  it('the page of 601.2b shows the Spanish rule text and links the Portuguese section that cites it', () => {
    const tree = page('/es/rules/601.2b/');
    const quote = $(tree, 'blockquote');
    expect(attr(quote as never, 'lang')).toBe('es');
    expect(text(quote)).toContain('Si el hechizo es modal');
    // The Portuguese section that quotes overload (its explanation cites 601.2b).
    const overload = mechanics.find((m) => m.lang === 'pt' && m.keyword === 'overload')!;
    const citing = $$(tree, 'a').find((a) => attr(a, 'href') === `/es/${mechanicPath(overload.id)}`);
    expect(citing).toBeTruthy();
    expect(attr(citing!, 'lang')).toBe('pt');
  });

  it("a glossary term is headed by its name in the reader's language, then the English one apart: «Carta (Card)»", () => {
    for (const lang of LANGS) {
      const headings = $$(page(`/${lang}/glossary/c/`), 'dt').map((dt) => text(dt));
      expect(headings.length).toBeGreaterThan(10);
      expect(headings.filter((h) => /\S\(/.test(h))).toEqual([]);
    }
    expect($$(page('/es/glossary/c/'), 'dt').map((dt) => text(dt))).toContain('Carta (Card) (como lo imprimen las cartas)');
  });

  it('an old rule number says where it lives today', () => {
    const tree = page('/fr/rules/702.94a/');
    expect(text(tree)).toContain('702.96a');
  });

  it("a rule page says what the number was in each citing document's edition and where it lives today", () => {
    // The CR excerpt cites splice as 702.46 and costs as 117.8, numbers of the rules of 2013–2021.
    const splice = page('/es/rules/702.46/');
    const reading = $$(splice, 'ul.readings > li').find((li) => text(li).includes('601'))!;
    expect(text(reading)).toContain('Splice');
    expect($$(reading, 'a').map((a) => attr(a, 'href'))).toContain('/es/rules/702.47/');
    const costs = page('/pt/rules/117.8/');
    expect($$(costs, 'ul.readings a').map((a) => attr(a, 'href'))).toContain('/pt/rules/118.8/');
    // Today's rule lists the older numbers that meant it, and the documents that cite it under one of them.
    const today = page('/fr/rules/702.47/');
    expect(text(today)).toContain('702.46');
    expect($$(today, 'a').map((a) => attr(a, 'href'))).toContain('/fr/rules/702.46/');
    const persist = ruleNumbers.find((n) => n.number === '702.79');
    expect(persist?.olderNumbers.map((s) => s.number)).toEqual(expect.arrayContaining(['502.79', '702.76', '702.77', '702.78']));
  });

  it('every keyword and rule number has a page in every UI language', () => {
    for (const lang of LANGS) {
      for (const k of keywords) expect(existsSync(join(DIST, lang, 'keywords', k.key, 'index.html')), k.key).toBe(true);
      for (const n of ruleNumbers) expect(existsSync(join(DIST, lang, 'rules', n.number, 'index.html')), n.number).toBe(true);
    }
  });

  it("a document page says when its rules edition is the one its set brought in, after the document's date", () => {
    expect(text(page('/es/documents/shadowmoor-rules-preview/'))).toContain(
      '1 de mayo de 2008 (la que entró en vigor con la colección del documento',
    );
    expect(text(page('/es/documents/planechase-2012-faq/'))).toContain('1 de junio de 2012 (la vigente en la fecha del documento)');
  });

  it('links the longest keyword a text names ("maná híbrido monocolor", not "maná híbrido")', () => {
    const links = $$(page('/es/cards/beseech-the-queen/'), 'a.keyword-ref').filter((a) => text(a) === 'maná híbrido monocolor');
    expect(links.length).toBeGreaterThan(0);
    for (const a of links) expect(attr(a, 'href')).toBe('/es/keywords/monocolored-hybrid/');
  });

  it('links a card named in prose only where it is written as printed: "Vous êtes pris au piège…" does not link Pris au piège', () => {
    const document = cards.find((c) => c.id === 'fr/pris-au-piege')!.documentId;
    for (const lang of LANGS)
      for (const path of [`/${lang}/keywords/room/`, `/${lang}/documents/${document}/`]) {
        const links = $$(page(path), 'a.card-ref').map(text);
        expect(links, path).not.toContain('pris au piège');
      }
    // Written as printed, the same name links.
    const linked = rulings.filter((r) => r.links?.some((l) => l.kind === 'card' && r.text.slice(l.start, l.end) === 'Pris au piège'));
    expect(linked.length).toBeGreaterThan(0);
    for (const r of linked) if (r.owner.id !== 'fr/pris-au-piege') expect(r.mentions.cardIds).toContain('fr/pris-au-piege');
  });

  it('a document page lists its sections in order, with their rulings anchored', () => {
    const tree = page('/es/documents/shadowmoor-rules-preview/');
    const headings = $$(tree, 'section > h2').map((h) => text(h));
    expect(headings.indexOf('Mecánica que regresa: Híbrido')).toBeLessThan(headings.indexOf('Nueva habilidad de palabra clave: Debilitar'));
    const mechanicRulings = rulings.filter((r) => r.documentId === 'shadowmoor-rules-preview' && r.owner.kind === 'mechanic');
    const html = readFileSync(join(DIST, 'es', 'documents', 'shadowmoor-rules-preview', 'index.html'), 'utf8');
    for (const r of mechanicRulings) expect(html).toContain(`id="${r.anchor}"`);
  });
});

describe("a set's coverage page", () => {
  const coverage = generated<SetCoverageRecord[]>('set-coverage');
  const dsk = coverage.find((x) => x.id === 'DSK')!;

  it('says, in the reader’s language, how many of the set’s official rulings each language translates and from which documents', () => {
    for (const lang of LANGS) {
      const tree = page(`/${lang}/sets/dsk/coverage/`);
      const rows = $$(tree, 'dl.coverage dd').map(text);
      expect(rows).toHaveLength(3);
      const french = rows[LANGS.indexOf('fr')];
      expect(french.startsWith(`${dsk.languages.fr.translated} `)).toBe(true);
      expect(dsk.languages.fr.translated).toBeGreaterThan(0);
      expect($$(tree, 'dl.coverage dd a').map((a) => attr(a, 'href'))).toContain(`/${lang}/documents/duskmourn-release-notes/`);
      // Linked from the set's card list and the home page.
      expect($$(page(`/${lang}/sets/dsk/`), 'a').map((a) => attr(a, 'href'))).toContain(`/${lang}/sets/dsk/coverage/`);
      expect($$(page(`/${lang}/`), 'a').map((a) => attr(a, 'href'))).toContain(`/${lang}/sets/dsk/coverage/`);
    }
  });

  it('lists the official rulings with no translation in the reader’s language, in English, each linked to its card page', () => {
    for (const lang of LANGS) {
      const tree = page(`/${lang}/sets/dsk/coverage/`);
      const items = $$(tree, 'ul.coverage-cards ol > li');
      expect(items.length, lang).toBe(dsk.officialRulings - dsk.languages[lang].translated);
      for (const li of items.slice(0, 50)) {
        expect(attr($(li, 'a'), 'lang')).toBe('en');
        const [path, anchor] = attr($(li, 'a'), 'href')!.split('#');
        expect($(page(path), `ol.official > li[id="${anchor}"]`), path).not.toBeNull();
      }
    }
  });

  it('exists, saying 0 everywhere, for a set with official rulings no document covers', () => {
    const none = coverage.find((x) => LANGS.every((l) => x.languages[l].translated === 0))!;
    const tree = page(`/es/sets/${none.id.toLowerCase()}/coverage/`);
    for (const row of $$(tree, 'dl.coverage dd').map(text))
      expect(row).toMatch(new RegExp(`^0 de ${none.officialRulings} \\(0 %\\): Ningún documento$`));
    expect($$(tree, 'ul.coverage-cards ol > li')).toHaveLength(none.officialRulings);
  });
});

describe('the whole site', () => {
  // Every page's links, anchors, lang and markup are checked by the build itself (its check-site stage fails the build,
  // and npm test builds first).
  it('offers hreflang alternates and a language switcher on every content page', () => {
    const tree = page('/fr/keywords/cascade/');
    const alternates = $$(tree, 'link[rel=alternate]').map((l) => attr(l, 'hrefLang'));
    expect(alternates).toEqual(expect.arrayContaining([...LANGS]));
    const switcher = $$(tree, '.lang-switch a').map((a) => attr(a, 'href'));
    expect(switcher).toEqual(['/es/keywords/cascade/', '/pt/keywords/cascade/']);
  });

  it('has a search form in every page header that works without JavaScript', () => {
    const form = $(page('/pt/cards/'), 'header form[role=search]');
    expect(attr(form as never, 'action')).toBe('/pt/search/');
    expect(attr(form as never, 'method')).toBe('get');
    expect($(form as never, 'input[name=q]')).toBeTruthy();
  });

  it('publishes open data per language that validates against the schema, with the JSON Schema beside it', () => {
    for (const lang of LANGS) {
      const data = JSON.parse(readFileSync(join(DIST, 'data', `${lang}.json`), 'utf8'));
      expect(data.lang).toBe(lang);
      for (const c of data.cards) cardSchema.parse(c);
      for (const r of data.rulings) rulingSchema.parse(r);
    }
    const schema = JSON.parse(readFileSync(join(DIST, 'data', 'schema.json'), 'utf8'));
    expect(JSON.stringify(schema)).toContain('manaCost');
  });

  // The /api/ rulings files against their schema: tests/site/api-schema.test.ts.
  it('the published JSON Schema of the open data accepts what the site publishes (a real validator, ajv)', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const openData = ajv.compile(JSON.parse(readFileSync(join(DIST, 'data', 'schema.json'), 'utf8')));
    for (const lang of LANGS) {
      const data = JSON.parse(readFileSync(join(DIST, 'data', `${lang}.json`), 'utf8'));
      expect(openData(data), `${lang}: ${JSON.stringify(openData.errors?.slice(0, 3))}`).toBe(true);
    }
  });

  it('the 404 pages are localized', () => {
    expect(text(page('/404.html'))).toContain('Page introuvable');
    expect(attr($(page('/pt/404/'), 'html') as never, 'lang')).toBe('pt');
  });
});
