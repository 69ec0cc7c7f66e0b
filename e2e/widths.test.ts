/**
 * A judge's phone, 320 and 390 px wide, and a desktop: every page type, on its longest real pages (in every language
 * on the narrowest phone, in one language each on the other screens), fits the device
 * (nothing wider, clipped content included), keeps its tap targets at least 24 × 24 px (WCAG 2.2 AA, axe's
 * target-size rule) and shows the search box in the first screen. A screenshot of each goes to test-report/widths/.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite, type Site } from './helpers.js';
import { measureOverflow, PHONES, phoneContext, searchBoxBottom } from './layout.js';
import { LANGS } from '../src/languages.js';

const SHOTS = resolve(import.meta.dirname, '../test-report/widths');

/** The longest and hardest page of each type, below the language prefix. */
const PAGES: [kind: string, path: string][] = [
  ['home', ''],
  ['cards-index', 'cards/'],
  // The first page of the letter with the most cards: its pages' guide words, then 250 names with their costs.
  ['cards-letter', 'cards/a-z/a/'],
  ['card-room', 'cards/dollmaker-s-shop-porcelain-gallery/'],
  ['card-room-2', 'cards/secret-arcade-dusty-parlor/'],
  // Hybrid mana, names printed in three languages, sixteen mechanic rulings.
  ['card-hybrid', 'cards/murderous-redcap/'],
  // Ten official rulings, each in French with its English folded under it on the French page, a link per language.
  ['card-translated', 'cards/kaito-bane-of-nightmares/'],
  ['keywords-index', 'keywords/'],
  // The longest keyword names, in every language, in a definition list.
  ['keyword', 'keywords/monocolored-hybrid/'],
  ['keyword-room', 'keywords/room/'],
  ['rules-index', 'rules/'],
  // The largest rule pages: long subrules, wordings changed across editions.
  ['rule', 'rules/601.2/'],
  ['rule-changes', 'rules/205.3/'],
  // The coverage of the set the documents translate most: documents' titles, then the untranslated rulings by card.
  ['set-coverage', 'sets/dsk/coverage/'],
  ['documents-index', 'documents/'],
  ['document', 'documents/duskmourn-release-notes/'],
  ['document-faq', 'documents/planechase-2012-faq/'],
  ['search', 'search/?q=atelier%20du%20fabricant%20de%20poup%C3%A9es'],
  // A query as long as the box takes, repeated by the status line: no results, one unbroken word.
  ['search-long-query', `search/?q=${'x'.repeat(200)}`],
  ['not-found', '404/'],
  // Every set that holds cards, each a checkbox with its name, count and size.
  ['download', 'download/'],
];

/** The pages without the site header: the language picker and the site-wide 404. */
const BARE_PAGES: [kind: string, path: string][] = [
  ['picker', '/?choose'],
  ['not-found-root', '/404.html'],
];

let site: Site;
beforeAll(async () => {
  site = await openSite();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await site?.close();
});

async function open(page: Page, url: string): Promise<void> {
  await page.goto(`${site.base}${url}`);
  if (url.includes('/search/?q=')) await page.locator('[data-search-results][data-answered]').waitFor({ state: 'attached' });
}

/** Width, tap targets and (on pages with the site header) the search box in the first screen; then a screenshot. */
async function check(page: Page, name: string, width: number, height: number, header: boolean): Promise<string[]> {
  // Tap targets are checked where they are most crowded, on the narrowest phone, and on a desktop (axe is slow on long pages).
  const tapTargets = width === PHONES[0].width || width > 1000;
  const problems: string[] = [];
  const overflow = await measureOverflow(page, width);
  if (overflow.widest > width + 0.5 || overflow.scrollWidth > width)
    problems.push(
      `${name}: ${Math.round(overflow.widest)} px wide (scrollWidth ${overflow.scrollWidth}) on a ${width} px screen: ${overflow.offenders.join(' | ')}`,
    );
  const targets = tapTargets ? (await new AxeBuilder({ page }).withRules(['target-size']).analyze()).violations : [];
  for (const v of targets) problems.push(`${name}: tap targets under 24 px (${v.nodes.length}): ${v.nodes[0]?.target.join(' ')}`);
  if (header) {
    const bottom = await searchBoxBottom(page);
    if (bottom === null || bottom > height) problems.push(`${name}: the search box is not in the first screen (bottom at ${bottom})`);
  }
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: height * 2 } });
  return problems;
}

const SCREENS = [...PHONES.map((p) => ({ ...p, mobile: true })), { width: 1280, height: 800, mobile: false }];

/** Every language on the narrowest phone (where the longest words break lines); on the other screens one language per
 *  page type, the languages taking turns. */
const langsFor = (screen: number, page: number) => (screen === 0 ? LANGS : [LANGS[(screen + page) % LANGS.length]]);

SCREENS.forEach((screen, s) =>
  describe(`${screen.width} px${screen.mobile ? ' phone' : ' desktop'}`, () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = screen.mobile
        ? await phoneContext(site.browser, screen.width, screen.height)
        : await site.browser.newContext({ viewport: { width: screen.width, height: screen.height }, locale: 'es-ES' });
    });
    afterAll(async () => {
      await context?.close();
    });

    PAGES.forEach(([kind, path], p) =>
      it(`${kind} (/${path}) fits, in ${langsFor(s, p).join(', ')}`, async () => {
        const page = await context.newPage();
        const problems: string[] = [];
        for (const lang of langsFor(s, p)) {
          await open(page, `/${lang}/${path}`);
          problems.push(...(await check(page, `${screen.width}-${lang}-${kind}`, screen.width, screen.height, true)));
        }
        await page.close();
        expect(problems).toEqual([]);
      }, 120_000),
    );

    it('the language picker and the site-wide 404 fit', async () => {
      const page = await context.newPage();
      const problems: string[] = [];
      for (const [kind, url] of BARE_PAGES) {
        await open(page, url);
        problems.push(...(await check(page, `${screen.width}-${kind}`, screen.width, screen.height, false)));
      }
      await page.close();
      expect(problems).toEqual([]);
    });
  }),
);
