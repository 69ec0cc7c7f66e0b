/**
 * The `api` stage of `npm run build`: writes the Scryfall-shaped rulings files into the built site (DIST), outside
 * Astro — about 378,000 small files, one per Scryfall id and UI language. Each card's list is made once per language,
 * written at its first id, and linked (a hard link: the same bytes) at its other ids.
 *
 *   tsx scripts/build-api.ts DIST
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { linkOrCopy } from '../src/files/link-or-copy.js';
import { dirname, join, resolve } from 'node:path';
import { LANGS } from '../src/languages.js';
import { scryfallIdsOf } from '../src/catalogue/index.js';
import { loadCorpus } from '../src/site/corpus.js';
import { apiRulings, apiRulingsPath } from '../src/site/api-rulings.js';
import { fail, runCommand } from './lib/cli.js';

const NAME = 'api';

/** Writes `text` at `path`, its folder made first. */
function write(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

async function main() {
  const started = performance.now();
  const dist = process.argv[2];
  if (!dist) fail(`${NAME}: usage: build-api.ts DIST`);
  const root = resolve(dist);
  const c = await loadCorpus();
  let files = 0;
  let lists = 0;
  let bytes = 0;
  for (const card of c.catalogue.cards) {
    const ids = [...new Set(scryfallIdsOf(card))];
    if (!ids.length) continue;
    for (const lang of LANGS) {
      const text = JSON.stringify(apiRulings(card, lang, c));
      const first = join(root, apiRulingsPath(lang, ids[0]));
      write(first, text);
      for (const id of ids.slice(1)) linkOrCopy(first, join(root, apiRulingsPath(lang, id)));
      files += ids.length;
      lists++;
      bytes += Buffer.byteLength(text);
    }
  }
  console.log(
    `api: ${files} rulings files (${lists} lists, ${(bytes / 1e6).toFixed(1)} MB of distinct lists) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

runCommand(NAME, main);
