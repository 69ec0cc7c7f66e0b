import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { preview } from 'astro';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from '../src/bench/chromium.js';

const root = resolve(import.meta.dirname, '..');

export interface Site {
  base: string;
  browser: Browser;
  close: () => Promise<void>;
}

/** The built site served by `astro preview` on a free port, and Debian's Chromium. Fails (never skips) without them. */
export async function openSite(): Promise<Site> {
  if (!existsSync(resolve(root, 'dist/index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  const port = 4400 + Math.floor(Math.random() * 500);
  const server = await preview({ root, logLevel: 'error', server: { port, host: '127.0.0.1' } });
  const browser = await launchChromium();
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    close: async () => {
      await browser.close();
      await server.stop();
    },
  };
}

/** A page that records every error and Content-Security-Policy violation it meets. */
export async function watchedPage(site: Site, locale = 'es-ES'): Promise<{ page: Page; problems: string[] }> {
  const context = await site.browser.newContext({ locale });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return { page, problems };
}
