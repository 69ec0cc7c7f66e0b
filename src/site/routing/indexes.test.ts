import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS } from '../../languages.js';
import { collator } from '../sort.js';
import { CARDS_PER_PAGE, cardLetterPage, cardLetterPathsOf, cardsIndexPage } from './cards.js';
import { documentsIndexPage } from './documents.js';
import { homePage } from './home.js';
import { keywordsIndexPage } from './keywords.js';
import { rulesIndexPage } from './rules.js';
import { searchPage } from './search.js';

const c = siteCorpus();

describe('index pages', () => {
  it("home: the counts, the letters of every card by the reader's names, the sets, every keyword by its name", async () => {
    const p = await homePage('fr', c);
    // Written the reader's way: "28 116 cartes".
    expect(p.counts).toContain(`${new Intl.NumberFormat('fr').format(c.catalogue.cards.length)} cartes`);
    expect(p.letters.every((l) => /^\/fr\/cards\/a-z\/([a-z]|0-9)\/$/.test(l.href))).toBe(true);
    expect(p.sets.href).toBe('/fr/sets/');
    const names = p.keywords.map((k) => k.name);
    expect(names).toEqual([...names].sort(collator('fr').compare));
    expect(names).toHaveLength(c.keywords.length);
  });

  it('cards: every card of the catalogue once under its letter, by the reader’s name for it, a letter in pages of at most CARDS_PER_PAGE', async () => {
    const index = await cardsIndexPage('pt', c);
    for (const l of index.letters) expect(l.href).toMatch(/^\/pt\/cards\/a-z\/([a-z]|0-9)\/$/);
    const paths = cardLetterPathsOf(c);
    for (const lang of LANGS) {
      const names: string[] = [];
      for (const x of paths.filter((y) => y.props.lang === lang)) {
        const p = await cardLetterPage(x.props, c);
        names.push(...p.cards.map((card) => card.href));
        expect(p.cards.length).toBeLessThanOrEqual(CARDS_PER_PAGE);
        expect(p.letters.filter((l) => l.href === null).map((l) => l.letter)).toEqual(x.props.page === 1 ? [x.props.letter] : []);
        expect(p.parts.filter((part) => part.href === null).length).toBe(p.parts.length > 0 ? 1 : 0);
      }
      expect(new Set(names).size).toBe(names.length);
      expect(names.length).toBe(c.catalogue.cards.length + c.cards.filter((card) => !card.identity).length);
    }
    // Each page exists in every language: the same letters and parts.
    const key = (x: (typeof paths)[number]) => `${x.params.letter}/${x.params.page ?? ''}`;
    const perLang = LANGS.map((lang) => paths.filter((x) => x.props.lang === lang).map(key));
    expect(perLang[1]).toEqual(perLang[0]);
    expect(perLang[2]).toEqual(perLang[0]);
    const r = await Promise.all(
      paths.filter((x) => x.props.lang === 'es' && x.props.letter === 'R').map((x) => cardLetterPage(x.props, c)),
    );
    const bolt = r.find((p) => p.cards.some((x) => x.name === 'Relámpago'))!;
    expect(bolt.parts.find((part) => part.href === null)?.label).toMatch(/^R[eé].*–R[eé]/);
    // Guide words start where the name is filed: "Rumors of My Death . . ." files, and guides, from its R.
    for (const part of r[0].parts) expect(part.label).toMatch(/^[\p{L}\p{N}].*–[\p{L}\p{N}]/u);
  });

  it("keywords, rules and documents: every item once, linked in the reader's language", async () => {
    for (const lang of LANGS) {
      const k = await keywordsIndexPage(lang, c);
      expect(k.keywords.map((x) => x.href).sort()).toEqual(c.keywords.map((x) => `/${lang}/keywords/${x.key}/`).sort());
      expect(k.keywords[0].otherNames.map((o) => o.lang)).toEqual(LANGS.filter((l) => l !== lang));
      const r = await rulesIndexPage(lang, c);
      // Today's rules by chapter, 1 Game Concepts … 9 Casual Variants, every section linked; older cited numbers after.
      expect(r.chapters.map((ch) => ch.number)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
      expect(r.chapters[0].title.english).toBe('Game Concepts');
      expect(r.chapters[0].title.siteTranslation).toBe(true);
      expect(r.siteTitles).not.toBeNull();
      expect(r.chapters[8].title.english).toBe('Casual Variants');
      expect(r.chapters[6].sections.find((s) => s.number === '702')?.href).toBe(`/${lang}/rules/702/`);
      for (const ch of r.chapters) for (const s of ch.sections) expect(s.href).not.toBeNull();
      expect(r.olderNumbers.map((n) => n.number)).toContain('502.79');
      const d = await documentsIndexPage(lang, c);
      expect(d.documents).toHaveLength(c.documents.length);
    }
    const dates = (await documentsIndexPage('es', c)).documents.map((d) => c.document.get(d.href.split('/')[3])!.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('search: every template the browser fills in, with its placeholders kept', () => {
    const texts = JSON.parse(searchPage('es').texts) as Record<string, string>;
    expect(texts.none).toContain('{{query}}');
    expect(texts['mana.generic']).toContain('{{n}}');
    expect(Object.values(texts).every((v) => v.length > 0)).toBe(true);
  });

  it('search: a counted template per plural form of the reader’s language, and document kinds in its words', () => {
    const es = JSON.parse(searchPage('es').texts) as Record<string, string>;
    expect(es.results_one).toBe('{{count}} resultado para «{{query}}»');
    expect(es.results_other).toBe('{{count}} resultados para «{{query}}»');
    expect(es.results_many).toBe(es.results_other);
    expect(es['document.kind.rules-excerpt']).toBe('Extracto de las reglas completas');
    expect(es['document.dateInferred']).toContain('{{edition, date}}');
    const fr = JSON.parse(searchPage('fr').texts) as Record<string, string>;
    expect(fr.results_one).toBe('{{count}} résultat pour « {{query}} »');
  });
});
