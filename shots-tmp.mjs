import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://127.0.0.1:8123';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  for (const path of pages) {
    const page = await ctx.newPage();
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    const res = await page.goto(base + path, { waitUntil: 'networkidle' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    const name = `/tmp/shots/${width}-${path.replace(/[^a-z0-9]+/gi, '_')}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(width, res.status(), path, 'overflow', overflow, errors.length ? 'ERRORS ' + errors.join(' | ') : '');
    await page.close();
  }
  await ctx.close();
}
await browser.close();
