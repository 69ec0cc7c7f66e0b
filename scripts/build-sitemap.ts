/**
 * The `sitemap` stage of `npm run build`: writes sitemap-index.xml and its sitemaps into the built site (DIST) from
 * the pages Astro built, leaving out the old paths that redirect to a moved page (read from the records build:data
 * wrote). Runs right after the astro build, before the api stage adds its 378,000 files to the folder.
 *
 *   tsx scripts/build-sitemap.ts DIST
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { LANGS } from '../src/languages.js';
import { buildFolders } from '../src/pipeline/folders.js';
import { builtPages, sitemapEntries, writeSitemaps } from '../src/seo/sitemap.js';
import { siteUrl, SiteUrlError } from '../src/seo/urls.js';
import { movedCardPaths } from '../src/site-paths.js';
import { CARD_LETTERS } from '../src/site/sort.js';
import { fail, runCommand } from './lib/cli.js';

const NAME = 'sitemap';

/** The old paths (below the language prefix) that redirect to a moved page: no page of their own. */
function movedPaths(): Set<string> {
  const cardsFile = join(buildFolders().records, 'cards.json');
  if (!existsSync(cardsFile)) fail(`${NAME}: ${cardsFile} is missing: run \`npm run build:data\` first`);
  return new Set(movedCardPaths(JSON.parse(readFileSync(cardsFile, 'utf8')), LANGS, CARD_LETTERS).map((m) => m.from));
}

async function main() {
  const started = performance.now();
  const dist = process.argv[2];
  if (!dist) fail(`${NAME}: usage: build-sitemap.ts DIST`);
  const root = resolve(dist);
  const site = siteUrl(process.env);
  const pages = builtPages(root);
  const entries = sitemapEntries(pages, site, movedPaths());
  if (!entries.length) fail(`${NAME}: no page of ${root} belongs in the sitemap: is it a built site?`);
  const files = await writeSitemaps(root, site, entries);
  console.log(
    `${NAME}: ${entries.length} of ${pages.length} pages in ${files} sitemap${files === 1 ? '' : 's'} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

runCommand(NAME, main, [SiteUrlError]);
