// @ts-check
import { defineConfig } from 'astro/config';
import sitemap from '@astrojs/sitemap';
import { LANGS } from './src/languages.ts';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { inSitemap, inSitemapOrder, siteUrl, sitemapAlternates, SiteUrlError } from './src/seo/urls.ts';
import { movedCardPaths } from './src/site-paths.ts';
import { CARD_LETTERS } from './src/site/sort.ts';

// Benchmarks and hardening tests build other corpora: their records, search assets and caches live elsewhere.
const publicDir = process.env.PUBLIC_DIR ?? './public';
// The origin every absolute URL is written from (canonical links, hreflang alternates, sitemap, robots.txt,
// OpenSearch, open data): SITE_URL, or https://rulings.example. A refused one is one line, not Astro's trace
// (`npm run build` checks it before any stage runs; this is for `astro build` run alone).
const site = originOrExit();

function originOrExit() {
  try {
    return siteUrl(process.env);
  } catch (e) {
    if (!(e instanceof SiteUrlError)) throw e;
    process.stderr.write(`astro.config.mjs: ${e.message}\n`);
    process.exit(1);
  }
}

// The old paths that redirect to a moved page are no page of their own: left out of the sitemap. Read from the records
// build:data wrote (none before it ran).
const cardsFile = resolve(process.env.RECORDS_DIR ?? 'src/generated', 'cards.json');
const moved = new Set(
  existsSync(cardsFile) ? movedCardPaths(JSON.parse(readFileSync(cardsFile, 'utf8')), LANGS, CARD_LETTERS).map((m) => m.from) : [],
);

export default defineConfig({
  publicDir,
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  site,
  trailingSlash: 'always',
  // Pages render while earlier ones are written: most of a large build is otherwise spent waiting on the disk.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  // No `i18n` option: every page is routed by its own `[lang]` parameter and reads nothing of Astro's i18n, whose
  // middleware would otherwise run on each of the 94,000 pages for nothing.
  // No inline scripts, so the Content-Security-Policy can forbid them.
  vite: { build: { assetsInlineLimit: 0 } },
  devToolbar: { enabled: false },
  integrations: [
    // sitemap-index.xml + sitemap-N.xml: every page but the not-found ones, each with the hreflang alternates its head
    // declares (src/seo/urls.ts). They come from each page's URL, not from the integration's i18n option: that one
    // compares every URL with every other (+6 s at 10× the corpus, minutes at 100×) and files the root picker as `es`.
    presorted(
      sitemap({
        filter: (url) => inSitemap(url, site, moved),
        serialize: (item) => ({ ...item, links: sitemapAlternates(item.url, site) }),
        namespaces: { news: false, image: false, video: false, xhtml: true },
      }),
    ),
  ],
});

/**
 * The sitemap integration handed the built pages already in its own order (src/seo/urls.ts inSitemapOrder).
 * @param {import('astro').AstroIntegration} integration
 * @returns {import('astro').AstroIntegration}
 */
function presorted(integration) {
  const done = integration.hooks['astro:build:done'];
  if (!done) return integration;
  return { ...integration, hooks: { ...integration.hooks, 'astro:build:done': (o) => done({ ...o, pages: inSitemapOrder(o.pages) }) } };
}
