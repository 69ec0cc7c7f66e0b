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
  await answerTo(page, query);
  return page.locator(`[data-search-results] section[data-kind="${kind}"] a[data-result] > span`).allTextContents();
}

/** Waits until the results on the page answer `query` (not the previous query), and says whether the answer is an error. */
async function answerTo(page: Page, query: string, timeout = 30_000): Promise<{ failed: boolean }> {
  const list = page.locator('[data-search-results]');
  await page.waitForFunction((q) => document.querySelector('[data-search-results]')?.getAttribute('data-answered') === q, query, {
    timeout,
  });
  return { failed: (await list.getAttribute('data-failed')) !== null };
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
  // Several cards are Sakashima's: the one named in full comes first.
  ['pt', "sakashima's student", 'card', "Sakashima's Student", 1],
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
  ['pt', 'SOBRECARGA', 'keyword', 'sobrecarga', 1],
  ['fr', 'piscine', 'card', 'Piscine sans fond // Vestiaire', 1],
  // The same card by its English name and its names printed in the other languages, from every language's site: the
  // result is titled with the reader's name for it (its English name where it was never printed in their language).
  ['es', 'murderous redcap', 'card', 'Asesino gorro rojo', 1],
  ['pt', 'barrete vermelho assassino', 'card', 'Barrete Vermelho Assassino', 1],
  ['fr', 'bonnet-rouge meurtrier', 'card', 'Bonnet-rouge meurtrier', 1],
  ['fr', 'murderus redcap', 'card', 'Bonnet-rouge meurtrier', 1],
  // Duskmourn cards by their English names and the Spanish printed name, from the sites of the other languages.
  ['pt', 'bottomless pool', 'card', 'Bottomless Pool // Locker Room', 1],
  ['es', 'Overlord of the Boilerbilges', 'card', 'Amo de Sentinas Ardientes', 1],
  ['pt', 'piscina sin fondo', 'card', 'Bottomless Pool // Locker Room', 1],
  // Cards no document mentions, by the name each language prints and by their English names, and with a typo: first,
  // however many other cards hold the word (twenty Spanish names hold "relámpago"). Lightning Bolt is Raio in
  // Portuguese; Relâmpago is Thunderbolt there.
  ['es', 'Relámpago', 'card', 'Relámpago', 1],
  ['es', 'relampgo', 'card', 'Relámpago', 1],
  ['fr', 'Foudre', 'card', 'Foudre', 1],
  ['fr', 'foudrre', 'card', 'Foudre', 1],
  ['pt', 'Raio', 'card', 'Raio', 1],
  ['pt', 'relâmpago', 'card', 'Relâmpago', 1],
  ['pt', 'Lightning Bolt', 'card', 'Raio', 1],
  ['es', 'lightning bollt', 'card', 'Relámpago', 1],
  ['es', 'Contrahechizo', 'card', 'Contrahechizo', 1],
  ['es', 'contrahechiso', 'card', 'Contrahechizo', 1],
  ['fr', 'Contresort', 'card', 'Contresort', 1],
  ['fr', 'contresortt', 'card', 'Contresort', 1],
  ['es', 'counterspell', 'card', 'Contrahechizo', 1],
  ['es', 'Espadas en guadañas', 'card', 'Espadas en guadañas', 1],
  ['es', 'espadas en guadanas', 'card', 'Espadas en guadañas', 1],
  ['pt', 'Espadas em Arados', 'card', 'Espadas em Arados', 1],
  ['pt', 'espadas em arrados', 'card', 'Espadas em Arados', 1],
  ['fr', 'espadas en guadañas', 'card', 'Retour au pays', 1],
  ['fr', 'retour au pais', 'card', 'Retour au pays', 1],
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

  it('on the search page, the header’s box and the page’s say what is searched', async () => {
    const { page } = await watchedPage(site);
    await page.goto(`${site.base}/es/cards/`);
    await page.locator('#site-search').fill('contrahechizo');
    await page.locator('header form[role=search] button').click();
    await page.waitForURL(/\/es\/search\/\?q=contrahechizo/);
    await expect(page.locator('#search-page-input').inputValue()).resolves.toBe('contrahechizo');
    await expect(page.locator('#site-search').inputValue()).resolves.toBe('contrahechizo');
    await page.locator('#search-page-input').fill('relampago');
    await expect.poll(() => page.locator('#site-search').inputValue()).toBe('relampago');
    expect(page.url()).toContain('q=relampago');
    await page.context().close();
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

/** What a query could have injected into the page: markup in the status line (which repeats the query), anything but
 *  the result renderer's own elements in the results, and event-handler attributes or script URLs anywhere. The site's
 *  own images and symbols (the mana symbols of a previous query's results among them) are not the query's doing. */
async function injectedBy(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rendered = ['SECTION', 'H2', 'OL', 'LI', 'A', 'SPAN', 'MARK', 'ABBR'];
    const found: string[] = [];
    for (const e of document.querySelectorAll('[data-search-status] *')) found.push(`status: <${e.tagName}>`);
    for (const e of document.querySelectorAll('[data-search-results] *'))
      if (!rendered.includes(e.tagName)) found.push(`results: <${e.tagName}>`);
    for (const e of document.querySelectorAll('*')) {
      for (const a of e.attributes) if (/^on/i.test(a.name)) found.push(`<${e.tagName} ${a.name}>`);
      const href = e.getAttribute('href') ?? e.getAttribute('src') ?? '';
      if (/^\s*javascript:/i.test(href)) found.push(`<${e.tagName}> ${href}`);
    }
    return found;
  });
}

describe('search never breaks', () => {
  it('answers every hostile input with results or "no results", with no page error and no injected markup', async () => {
    const { page, problems } = await watchedPage(site);
    page.on('dialog', (d) => {
      problems.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });
    await page.goto(`${site.base}/es/search/`);
    for (const input of hostile) {
      const typed = input.slice(0, 200);
      await page.locator('#search-page-input').fill(typed);
      const { failed } = await answerTo(page, typed);
      expect(failed, input).toBe(false);
      expect(await injectedBy(page), input).toEqual([]);
    }
    // Straight from a URL, too (the maxlength of the box does not protect the query string).
    const long = 'x'.repeat(5000);
    await page.goto(`${site.base}/es/search/?q=${encodeURIComponent(long)}`);
    expect(await answerTo(page, long)).toEqual({ failed: false });
    expect(await injectedBy(page)).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);

  it("counts only what a query injected: a previous query's results neither count nor stand in for the answer", async () => {
    const { page } = await watchedPage(site);
    await page.goto(`${site.base}/es/search/?q=${encodeURIComponent('asesino gorro rojo')}`);
    await answerTo(page, 'asesino gorro rojo');
    // The card's mana symbols are on the page: the site's own, not injected.
    expect(await page.locator('[data-search-results] abbr').count()).toBeGreaterThan(0);
    expect(await injectedBy(page)).toEqual([]);
    // A new query: what is counted then is the page's answer to it, not the previous results.
    await page.locator('#search-page-input').fill('<img src=x onerror=alert(1)>');
    await answerTo(page, '<img src=x onerror=alert(1)>');
    await expect(page.locator('[data-search-results]').textContent()).resolves.not.toContain('Asesino gorro rojo');
    expect(await injectedBy(page)).toEqual([]);
    await page.context().close();
  });
});
