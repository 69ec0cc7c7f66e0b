import { openSite } from './e2e/helpers.js';

const cards = [
  'kaito-bane-of-nightmares', 'persistent-constrictor', 'sakashima-s-student', 'bottomless-pool-locker-room', 'murderous-redcap',
  'shield-of-the-oversoul', 'akoum', 'time-distortion', 'expropriate', 'talon-gates', 'beseech-the-queen', 'central-elevator-promising-stairs',
];
const site = await openSite();
try {
  for (const js of [true, false]) {
    const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, javaScriptEnabled: js });
    const page = await context.newPage();
    for (const lang of ['es', 'fr', 'pt'])
      for (const slug of [...cards, 'sets-dsk-coverage']) {
        const url = slug === 'sets-dsk-coverage' ? `${site.base}/${lang}/sets/dsk/coverage/` : `${site.base}/${lang}/cards/${slug}/`;
        await page.goto(url);
        const info = await page.evaluate(() => {
          const wide = [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1).map((e) => e.tagName + '.' + e.className).slice(0, 3);
          const official = document.querySelectorAll('ol.official > li').length;
          const translated = document.querySelectorAll('ol.official .translated').length;
          const originals = [...document.querySelectorAll('details.original')];
          const alsoLinks = document.querySelectorAll('.also-translated a').length;
          const own = document.querySelectorAll('ol.own-rulings > li').length;
          const marks = [...document.querySelectorAll('.outdated-mark')].map((p) => p.textContent!.trim().slice(0, 90));
          const texts = [...document.querySelectorAll('.ruling-text')].map((p) => p.textContent!.trim());
          const dup = texts.length - new Set(texts).size;
          return { scroll: document.documentElement.scrollWidth, wide, official, translated, originals: originals.length, alsoLinks, own, marks: marks.slice(0, 3), nMarks: marks.length, dup };
        });
        let opened = null as null | { open: boolean; h: number };
        const summary = page.locator('details.original > summary').first();
        if (await summary.count()) {
          await summary.click();
          opened = await page.evaluate(() => {
            const d = document.querySelector('details.original') as HTMLDetailsElement;
            return { open: d.open, h: Math.round(d.querySelector('summary')!.getBoundingClientRect().height) };
          });
          if (js && lang === 'fr' && slug === 'kaito-bane-of-nightmares') await page.screenshot({ path: `/tmp/shots/${lang}-${slug}.png`, fullPage: false });
        }
        if (js && ['sets-dsk-coverage', 'persistent-constrictor', 'kaito-bane-of-nightmares', 'sakashima-s-student'].includes(slug)) {
          await page.locator('#rulings, h2').first().scrollIntoViewIfNeeded().catch(() => {});
          await page.screenshot({ path: `/tmp/shots/${lang}-${slug}-${js ? 'js' : 'nojs'}.png` });
        }
        console.log(js ? 'js ' : 'noJS', lang, slug, JSON.stringify({ ...info, opened }));
      }
    await context.close();
  }
} finally {
  await site.close();
}
