/**
 * The `search` stage of `npm run build`: puts the search index build:data wrote (SEARCH_DIR, default public/search)
 * into the built site (DIST/search/), each file a hard link where the file system allows one, else a copy. Not a
 * public file of Astro's: Astro copies its public folder file by file on the build's one thread, and these are
 * 5,000 files the pages never import.
 *
 *   tsx scripts/build-search.ts DIST
 */
import { existsSync, readdirSync } from 'node:fs';
import { linkOrCopy } from '../src/files/link-or-copy.js';
import { join, resolve } from 'node:path';
import { buildFolders } from '../src/pipeline/folders.js';
import { fail, runCommand } from './lib/cli.js';

const NAME = 'search';

function main() {
  const started = performance.now();
  const dist = process.argv[2];
  if (!dist) fail(`${NAME}: usage: build-search.ts DIST`);
  const { search } = buildFolders();
  if (!existsSync(join(search, 'manifest.json'))) fail(`${NAME}: ${search} holds no search index: run \`npm run build:data\` first`);
  const target = join(resolve(dist), 'search');
  const files = readdirSync(search, { withFileTypes: true }).filter((e) => e.isFile());
  for (const file of files) linkOrCopy(join(search, file.name), join(target, file.name));
  console.log(`${NAME}: ${files.length} files into ${target} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

runCommand(NAME, main);
