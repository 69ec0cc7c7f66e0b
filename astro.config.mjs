// @ts-check
import { defineConfig } from 'astro/config';
import { dataStoreAsJson } from './src/integrations/data-store-as-json.mjs';

// Benchmarks and hardening tests build other corpora: their records, search assets and caches live elsewhere.
const publicDir = process.env.PUBLIC_DIR ?? './public';

export default defineConfig({
  publicDir,
  ...(process.env.ASTRO_CACHE_DIR ? { cacheDir: process.env.ASTRO_CACHE_DIR } : {}),
  site: 'https://rulings.example',
  trailingSlash: 'always',
  // Pages render while earlier ones are written: most of a large build is otherwise spent waiting on the disk.
  build: { format: 'directory', inlineStylesheets: 'never', concurrency: 4 },
  i18n: {
    locales: ['es', 'fr', 'pt'],
    defaultLocale: 'es',
    routing: { prefixDefaultLocale: true, redirectToDefaultLocale: false },
  },
  // No inline scripts, so the Content-Security-Policy can forbid them.
  vite: { build: { assetsInlineLimit: 0 } },
  devToolbar: { enabled: false },
  integrations: [dataStoreAsJson()],
});
