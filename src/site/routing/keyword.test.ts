import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS } from '../../languages.js';
import { collator } from '../sort.js';
import { content } from '../../../tests/helpers/content.js';
import { pageContext } from './context.js';
import { explanationOf, keywordPage, type KeywordPage } from './keyword.js';

const c = siteCorpus();

describe('keywordPage', () => {
  it("titles the page with the keyword's name in the reader's language and lists its names in every language", async () => {
    const persist = c.keyword.get('persist')!;
    const pages = await Promise.all(LANGS.map((lang) => keywordPage(persist, lang, c)));
    // As a heading, with a capital; lists and running text keep the name as printed.
    expect(pages.map((p) => p.title)).toEqual(['Persistir', 'Persistance', 'Persistir']);
    expect(pages[1].english).toBe('Persist');
    expect(pages[1].names.map((n) => n.lang)).toEqual([...LANGS]);
    expect(pages[1].ruleToday).toEqual({ number: '702.79', href: c.ruleNumber.has('702.79') ? '/fr/rules/702.79/' : null });
  });

  it("shows explanations in the reader's language first, cards sorted by name, and every ruling that mentions it", async () => {
    for (const k of c.keywords)
      for (const lang of LANGS) {
        const p = await keywordPage(k, lang, c);
        const langs = p.explanations.map((e) => e.mechanic.lang);
        expect(langs).toEqual([...langs].sort((a, b) => Number(b === lang) - Number(a === lang)));
        const names = p.cards.map((x) => x.name);
        expect(names).toEqual([...names].sort(collator(lang).compare));
        expect(p.rulings.map((r) => r.ruling.id)).toEqual(k.rulingIds.filter((id) => c.ruling.has(id)));
        // Each at its address in the reader's language; one that translates an official ruling, on its card's page in
        // its own language, beside that ruling (card-translations.ts).
        for (const r of p.rulings)
          expect(r.href.startsWith(`/${lang}/`) || (!!r.ruling.original && r.href.startsWith(`/${r.ruling.lang}/cards/`))).toBe(true);
      }
  });

  it('links an older number only when it has a page', async () => {
    const hybrid = await keywordPage(c.keyword.get('hybrid-mana')!, 'pt', c);
    for (const n of hybrid.olderNumbers) expect(n.href).toBe(c.ruleNumber.has(n.number) ? `/pt/rules/${n.number}/` : null);
    expect(hybrid.olderNumbers[0].dates).toMatch(/1º de outubro de 2005.*1º de maio de 2009/);
  });
});

describe('keyword pages for every keyword of today’s rules', () => {
  it('every keyword ability, keyword action and ability word of today’s rules has a record, cards or not', () => {
    const today = content().rules.keywords();
    for (const k of today)
      expect(
        c.keywords.some((r) => r.english === k.english && r.kind === k.kind),
        k.english,
      ).toBe(true);
    expect(c.keywords.length).toBeGreaterThanOrEqual(today.length);
    expect(c.keywords.filter((k) => k.cardIds.length === 0).length).toBeGreaterThan(200);
  });

  it('shows the official name per language with the printing that shows it, never the aliases', async () => {
    const flying = await keywordPage(c.keyword.get('flying')!, 'es', c);
    expect(flying.names.map((n) => n.name)).toEqual(['vuela', 'vol', 'voar']);
    expect(notesText(flying.names[0].notes)).toMatch(/^\d[\d.,\s]* impresiones · p\. ej\. .+ \([A-Z0-9]+ \S+\)$/);
    // The glossary's aliases (volar, vuelan; machinations) are for search, not for the page.
    expect(JSON.stringify(flying.names)).not.toMatch(/vuelan/);
    const scheme = await keywordPage(c.keyword.get('scheme')!, 'fr', c);
    expect(scheme.names.map((n) => n.name)).toEqual(['plan', 'machination', 'esquema']);
    // Scheme cards' type lines print `Machination` (content/game-terms.json); no Portuguese one does.
    expect(notesText(scheme.names[1].notes)).toMatch(/^\d+ impressions$/);
    expect(notesText(scheme.names[2].notes)).toBe('traduction du site, non imprimée');
  });

  it('names a keyword action by its dictionary form, with the forms cards print it in', async () => {
    const destroy = await keywordPage(c.keyword.get('destroy')!, 'es', c);
    expect(destroy.names.map((n) => n.name)).toEqual(['destruir', 'détruire', 'destruir']);
    expect(notesText(destroy.names[0].notes)).toMatch(/formas impresas: destruye/);
    const mirrodin = await keywordPage(c.keyword.get('for-mirrodin')!, 'es', c);
    expect(mirrodin.names[0].name).toBe('¡Por Mirrodin!');
  });

  it('says when no printing names a keyword, and when the printed name predates the keyword’s new English name', async () => {
    const planeswalk = await keywordPage(c.keyword.get('planeswalk')!, 'pt', c);
    expect(planeswalk.names[2]).toMatchObject({ name: null, none: 'nenhum card impresso dá o seu nome' });
    const umbra = await keywordPage(c.keyword.get('umbra-armor')!, 'fr', c);
    expect(notesText(umbra.names[1].notes)).toMatch(/nom imprimé avant que les règles du 7 juin 2024 ne renomment le mot-clé/);
  });

  it("shows today's rule text with its subrules; an ability word has none", async () => {
    const persist = await keywordPage(c.keyword.get('persist')!, 'es', c);
    expect(persist.ruleText?.number).toBe('702.79');
    expect(persist.ruleText?.subrules.map((s) => s.number)).toContain('702.79a');
    const delirium = await keywordPage(
      c.keywords.find((k) => k.english.toLowerCase() === 'delirium')!,
      'fr',
      c,
    );
    expect(delirium.ruleText).toBeNull();
  });

  it('keeps an introduction to quoted rules only with the rules it introduces', async () => {
    const p = await pageContext('es', c);
    const persist = c.mechanic.get('shadowmoor-rules-preview/nueva-habilidad-de-palabra-clave-persistir')!;
    const shown = explanationOf(persist, p);
    expect(shown.paragraphs.at(-1)!.text).toMatch(/:\s*$/);
    expect(shown.quotes.map((q) => q.rule.number).length).toBeGreaterThan(0);
    const dangling = explanationOf({ ...persist, ruleIds: [] }, p);
    expect(dangling.paragraphs).toEqual(persist.explanation.slice(0, -1));
    expect(dangling.quotes).toEqual([]);
  });
});

/** A keyword name's notes as the page reads them. */
function notesText(n: KeywordPage['names'][number]['notes']): string {
  return [n.printings, n.example && `${n.example.before}${n.example.card}${n.example.after}`, n.later].filter(Boolean).join(' · ');
}
