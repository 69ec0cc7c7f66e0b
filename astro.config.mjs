// @ts-check
import { join } from 'node:path';
import { defineConfig } from 'astro/config';
import { siteUrl, SiteUrlError } from './src/seo/urls.ts';

// Benchmarks and hardening tests build other corpora: their records, search assets and caches live elsewhere.
// Astro copies `<PUBLIC_DIR>/site/` (icons…) as it is; the search index beside it is placed by the `search` stage.
const publicDir = join(process.env.PUBLIC_DIR ?? 'public', 'site');
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
  // No integrations: the sitemap is written by a stage of its own after the pages (src/seo/sitemap.ts).
});
