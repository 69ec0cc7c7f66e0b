import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { rulingWords } from '../../catalogue/index.js';
import { LANGS } from '../../languages.js';
import { cardPage } from './card.js';
import { officialRulingAnchor, translationIn } from './card-translations.js';
import { setPage } from './cards.js';
import { pageContext } from './context.js';
import { setCoveragePage, setCoveragePathsOf, translatedSets } from './set-coverage.js';

const c = siteCorpus();
/** The set whose official rulings the documents translate most. */
const documented = [...c.setCoverage].sort(
  (a, b) => LANGS.reduce((n, l) => n + b.languages[l].translated, 0) - LANGS.reduce((n, l) => n + a.languages[l].translated, 0),
)[0];
const untouched = c.setCoverage.find((x) => LANGS.every((l) => x.languages[l].documents.length === 0) && c.catalogue.set.has(x.id))!;

describe('the coverage page of a set', () => {
  it('exists for every set whose cards have official rulings, in every UI language', () => {
    const paths = setCoveragePathsOf(c);
    expect(paths.length).toBe(c.setCoverage.length * LANGS.length);
    expect(paths).toContainEqual({ params: { lang: 'fr', set: documented.id.toLowerCase() }, props: { lang: 'fr', item: documented.id } });
  });

  it("counts each language's translations and their documents, and lists, by card, those none of the reader's language has", async () => {
    for (const lang of LANGS) {
      const p = await setCoveragePage({ lang, item: documented.id }, c);
      const own = documented.languages[lang];
      expect(p.languages.map((l) => l.lang)).toEqual([...LANGS]);
      expect(p.languages.find((l) => l.lang === lang)!.share.startsWith(`${own.translated} `)).toBe(true);
      const listed = p.cards.flatMap((card) => card.rulings.map((r) => r.href));
      expect(listed.length).toBe(documented.officialRulings - own.translated);
      for (const card of p.cards) expect(card.href.startsWith(`/${lang}/cards/`)).toBe(true);
    }
    const translatedIn = LANGS.find((l) => documented.languages[l].translated > 0)!;
    const p = await setCoveragePage({ lang: translatedIn, item: documented.id }, c);
    expect(p.languages.find((l) => l.lang === translatedIn)!.documents.length).toBeGreaterThan(0);
  });

  it("links each untranslated ruling to its place on its card's page, where it stands in English", async () => {
    const lang = LANGS.find((l) => documented.languages[l].translated > 0)!;
    const p = await setCoveragePage({ lang, item: documented.id }, c);
    for (const card of p.cards.slice(0, 20)) {
      const slug = card.href.split('/')[3];
      const page = await cardPage({ kind: 'catalogue', oracleId: c.catalogue.bySlug.get(slug)!.oracleId }, lang, c);
      if (page.kind !== 'catalogue') throw new Error('a catalogue page');
      for (const r of card.rulings) {
        const official = page.official.rulings.find((o) => r.href.endsWith(`#${o.anchor}`))!;
        expect(official, r.href).toBeDefined();
        expect(official.translations.shown).toBeNull();
      }
    }
  });

  it('says 0 in every language for a set no document covers, and lists all its official rulings', async () => {
    const p = await setCoveragePage({ lang: 'es', item: untouched.id }, c);
    for (const l of p.languages) {
      expect(l.share.startsWith(`0 de ${untouched.officialRulings} `)).toBe(true);
      expect(l.documents).toEqual([]);
    }
    expect(p.cards.reduce((n, card) => n + card.rulings.length, 0)).toBe(untouched.officialRulings);
  });

  it("lists in the reader's language exactly the set's official rulings its card pages show in English", async () => {
    const lang = LANGS.find((l) => documented.languages[l].translated > 0)!;
    const p = await setCoveragePage({ lang, item: documented.id }, c);
    const listed = new Set(p.cards.flatMap((card) => card.rulings.flatMap((r) => [r.href, ...r.alsoOn.map((a) => a.href)])));
    // A ruling filed on several cards is translated when one of its copies is, and listed once, its other cards beside it.
    const copies = new Map<string, { href: string; has: boolean }[]>();
    for (const oracleId of documented.cards) {
      const card = c.catalogue.byOracleId.get(oracleId)!;
      for (const r of new Set(card.rulings.map((x) => x.text))) {
        const href = `/${lang}/cards/${card.slug}/#${officialRulingAnchor(r)}`;
        const words = rulingWords(r);
        (copies.get(words) ?? copies.set(words, []).get(words)!).push({ href, has: translationIn(oracleId, r, lang, c) !== null });
      }
    }
    let translated = 0;
    for (const list of copies.values()) {
      const has = list.some((x) => x.has);
      if (has) translated++;
      for (const { href } of list) expect(listed.has(href), href).toBe(!has);
    }
    expect(translated).toBe(documented.languages[lang].translated);
  });

  it("is linked from the set's card list and, for a set with translations, from the home page", async () => {
    for (const lang of LANGS) {
      const set = await setPage({ lang, code: documented.id }, c);
      expect(set.coverage?.href).toBe(`/${lang}/sets/${documented.id.toLowerCase()}/coverage/`);
      const sets = translatedSets(await pageContext(lang, c));
      expect(sets.map((s) => s.href)).toContain(set.coverage!.href);
      expect(sets.map((s) => s.code)).not.toContain(untouched.id);
    }
  });
});
