/** Searching as a new reader would, in each language's site, in a real browser; and input that tries to break it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSite, watchedPage, type Site } from './helpers.js';

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

/** Runs a query from the URL and returns the result titles of one kind (cards, keywords, rules…), best first. */
async function search(page: Page, lang: string, query: string, kind: string): Promise<string[]> {
  await page.goto(`${site.base}/${lang}/search/?q=${encodeURIComponent(query)}`);
  await page.waitForFunction(() => {
    const status = document.querySelector('[data-search-status]')?.textContent ?? '';
    return status !== '' && !/…$/.test(status);
  });
  return page.locator(`[data-search-results] section[data-kind="${kind}"] a[data-result] > span`).allTextContents();
}

// [site language, query, kind of result, expected title, found within the first N of that kind]
const cases: [string, string, string, string, number][] = [
  ['es', 'vastago de bosque viejo', 'card', 'Vástago de Bosque Viejo', 1],
  ['fr', 'galerie degradee', 'card', 'Atelier de peintre // Galerie dégradée', 1],
  ['es', 'hibrido', 'keyword', 'híbrido', 2],
  ['fr', "l'effroi", 'keyword', "manifester l'effroi", 1],
  ['fr', 'effroi', 'keyword', "manifester l'effroi", 1],
  ['fr', 'l’effroi', 'card', 'Effroi manifeste', 3],
  ['es', 'hechicero cuernos de eterum', 'card', 'Hechicero cuernos de eterium', 1],
  ['pt', 'sakashima', 'card', 'Estudiante de Sakashima', 1],
  ['pt', '702.94a', 'rule', '702.94a', 1],
  ['es', '601.2b', 'rule', '601.2b', 1],
  ['fr', '601.2', 'rule', '601.2', 1],
  // A rule number, alone or after a rule word or abbreviation: that number first, titled in the reader's language.
  ['es', '702.47', 'rule', '702.47 Empalmar (Splice)', 1],
  ['es', 'regla 601.2', 'rule', '601.2', 1],
  ['fr', 'règle 702.79', 'rule', '702.79 Persistance (Persist)', 1],
  ['pt', 'regra 118.8', 'rule', '118.8', 1],
  ['es', 'CR 702.79a', 'rule', '702.79a', 1],
  ['fr', 'r. 601.2f', 'rule', '601.2f', 1],
  ['es', 'persist', 'keyword', 'persistir', 1],
  ['es', 'persistance', 'keyword', 'persistir', 1],
  ['pt', 'cascade', 'keyword', 'cascata', 1],
  ['fr', 'créat', 'card', 'Dévoreur hurlebois', 20],
  ['pt', 'SOBRECARGA', 'keyword', 'sobrecarga', 1],
  ['fr', 'piscine', 'card', 'Piscine sans fond // Vestiaire', 1],
  // The same card by its English name and its names printed in the other languages, from every language's site.
  ['es', 'murderous redcap', 'card', 'Asesino gorro rojo', 1],
  ['pt', 'barrete vermelho assassino', 'card', 'Asesino gorro rojo', 1],
  ['fr', 'bonnet-rouge meurtrier', 'card', 'Asesino gorro rojo', 1],
  ['fr', 'murderus redcap', 'card', 'Asesino gorro rojo', 1],
  // Duskmourn cards by their English names and the Spanish printed name, from the sites of the other languages.
  ['pt', 'bottomless pool', 'card', 'Piscine sans fond // Vestiaire', 1],
  ['es', 'Overlord of the Boilerbilges', 'card', 'Suzerain de Bouillecale', 1],
  ['pt', 'piscina sin fondo', 'card', 'Piscine sans fond // Vestiaire', 1],
];

describe('search finds what a reader types', () => {
  for (const [lang, query, kind, expected, within] of cases)
    it(`${lang}: "${query}" → ${kind} ${expected}`, async () => {
      const { page, problems } = await watchedPage(site);
      const titles = await search(page, lang, query, kind);
      expect(titles.slice(0, within)).toContain(expected);
      expect(await page.locator('mark').count()).toBeGreaterThan(0);
      expect(problems).toEqual([]);
      await page.context().close();
    });

  it('a rule number: that number first, its older meanings labelled, and no other number marked as a match', async () => {
    const { page, problems } = await watchedPage(site);
    const titles = await search(page, 'es', '702.47', 'rule');
    expect(titles[0]).toBe('702.47 Empalmar (Splice)');
    expect(titles[1]).toBe('702.47 en documentos de 2011–2013: Ninjutsu, hoy 702.49');
    expect(new Set(await page.locator('mark').allTextContents())).toEqual(new Set(['702.47']));
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('updates results while typing, and the arrow keys reach them', async () => {
    const { page, problems } = await watchedPage(site);
    await page.goto(`${site.base}/es/search/`);
    await page.locator('#search-page-input').fill('vastago');
    await page.locator('[data-search-results] a[data-result]').first().waitFor();
    await page.locator('#search-page-input').press('ArrowDown');
    const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toContain('Vástago');
    expect(page.url()).toContain('q=vastago');
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('the header form takes the reader to the search page (works without scripts too)', async () => {
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${site.base}/fr/cards/`);
    await page.locator('#site-search').fill('cascade');
    await page.locator('header form[role=search] button').click();
    await page.waitForURL(/\/fr\/search\/\?q=cascade/);
    await expect(page.locator('noscript').count()).resolves.toBe(1);
    await context.close();
  });

  it('does not load the index before the reader interacts', async () => {
    const { page } = await watchedPage(site);
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(`${site.base}/es/cards/`);
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => u.includes('/search/'))).toEqual([]);
    await page.locator('#site-search').focus();
    await page.waitForResponse((r) => r.url().endsWith('/search/manifest.json'));
    await page.context().close();
  });
});

const hostile = [
  ':',
  '+*',
  '~',
  '^',
  'title:',
  'constructor',
  '__proto__',
  '*',
  '"',
  '\\',
  '-',
  'a:b +c -d ~e ^f',
  '<script>alert(1)</script>',
  '"><svg onload=alert(1)>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%00%ff',
  '😀',
  'x'.repeat(5000),
];

describe('search never breaks', () => {
  it('answers every hostile input with results or "no results", with no page error and no injected markup', async () => {
    const { page, problems } = await watchedPage(site);
    await page.goto(`${site.base}/es/search/`);
    for (const input of hostile) {
      await page.locator('#search-page-input').fill(input.slice(0, 200));
      await page.waitForFunction(() => !/…$/.test(document.querySelector('[data-search-status]')?.textContent ?? '…'), undefined, {
        timeout: 5000,
      });
      const injected = await page.evaluate(
        () => document.querySelectorAll('main script:not([src]), main img, main svg, main iframe, [onload], [onerror]').length,
      );
      expect(injected, input).toBe(0);
      const live = await page.evaluate(
        () =>
          [...document.querySelectorAll('[data-search-results] *')].filter(
            (e) => !['SECTION', 'H2', 'OL', 'LI', 'A', 'SPAN', 'MARK'].includes(e.tagName),
          ).length,
      );
      expect(live, input).toBe(0);
    }
    // Straight from a URL, too (the maxlength of the box does not protect the query string).
    await page.goto(`${site.base}/es/search/?q=${encodeURIComponent('x'.repeat(5000))}`);
    await page.waitForFunction(() => !/…$/.test(document.querySelector('[data-search-status]')?.textContent ?? '…'));
    expect(problems).toEqual([]);
  }, 120_000);
});
