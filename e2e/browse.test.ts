/** A reader in a real browser: open a card, follow a keyword, a rule number, switch language; no errors, no CSP violation. */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite, watchedPage, type Site } from './helpers.js';
import { LANGS } from '../src/languages.js';

let site: Site;
beforeAll(async () => {
  site = await openSite();
});
afterAll(async () => {
  await site?.close();
});

describe('browsing', () => {
  it('opens a card, follows a keyword, then a rule number, then switches language', async () => {
    const { page, problems } = await watchedPage(site);
    await page.goto(`${site.base}/es/cards/murderous-redcap/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Asesino gorro rojo');
    await page.locator('dd a[href="/es/keywords/persist/"]').first().click();
    await page.waitForURL(`${site.base}/es/keywords/persist/`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Persistir');
    await page.locator('a[href="/es/rules/502.79/"]').first().click();
    await page.waitForURL(`${site.base}/es/rules/502.79/`);
    await expect(page.locator('main').textContent()).resolves.toContain('702.79');
    await page.locator('.lang-switch a[hreflang="fr"]').click();
    await page.waitForURL(`${site.base}/fr/rules/502.79/`);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    expect(problems).toEqual([]);
  });

  it('a ruling permalink lands on the ruling', async () => {
    const { page, problems } = await watchedPage(site);
    await page.goto(`${site.base}/es/cards/sakashima-s-student/`);
    const first = page.locator('ol.official > li').first();
    const id = await first.getAttribute('id');
    await first.locator(`a[href="#${id}"]`).click();
    expect(page.url()).toBe(`${site.base}/es/cards/sakashima-s-student/#${id}`);
    expect(problems).toEqual([]);
  });

  it('"/" sends the reader to the browser language, and works as plain links without scripts', async () => {
    const { page } = await watchedPage(site, 'fr-FR');
    await page.goto(`${site.base}/`);
    await page.waitForURL(`${site.base}/fr/`);
    const context = await site.browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${site.base}/`);
    await expect(noJs.locator('a[href="/pt/"]').count()).resolves.toBe(1);
    await context.close();
  });
});

describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  const pages = [
    '',
    'cards/',
    'cards/a-z/p/',
    'cards/bottomless-pool-locker-room/',
    'cards/sakashima-s-student/',
    'keywords/',
    'keywords/overload/',
    'rules/',
    'rules/601.2b/',
    'documents/',
    'documents/duskmourn-release-notes/',
    'search/?q=cascada',
    '404/',
  ];
  // One test per page, each with its own time: thirteen pages in one test ran out of time on a loaded machine.
  for (const lang of LANGS)
    for (const path of pages)
      it(`has no violations on /${lang}/${path}`, async () => {
        const { page, problems } = await watchedPage(site);
        await page.goto(`${site.base}/${lang}/${path}`);
        if (path.startsWith('search/')) await page.locator('[data-search-results] a').first().waitFor();
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const violations = result.violations.map((v) => `/${lang}/${path}: ${v.id} (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
        expect(violations).toEqual([]);
        expect(problems).toEqual([]);
        await page.context().close();
      }, 120_000);
});
