/**
 * Runs after `astro build`: writes each pack's offline download list (URLs and bytes: a language's site, each set in
 * each language), the packs' sizes into the pages that offer them, and the service worker (src/offline/); prints what
 * the shell, the worker and each language's packs weigh.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOffline, ForeignPage } from '../src/offline/build-offline.js';
import { MissingPage } from '../src/offline/download-list.js';
import { UnknownPack } from '../src/offline/pack-sizes.js';
import { isSetPack, packLang } from '../src/offline/packs.js';
import { buildIdOfRecords, documentCardSlugs, offlineSets } from '../src/site/corpus.js';
import { LANGS } from '../src/languages.js';
import { fail, runCommand } from './lib/cli.js';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function main() {
  const dist = resolve(process.argv[2] ?? 'dist');
  if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) fail(`${dist}: no built site here (npm run build makes one)`);
  const started = performance.now();
  const report = await buildOffline(dist, buildIdOfRecords(), { documentCards: documentCardSlugs(), sets: offlineSets() });
  const packs = LANGS.map((lang) => {
    const own = report.packs.filter((p) => packLang(p.pack) === lang);
    const site = own.find((p) => !isSetPack(p.pack))!;
    const sets = own.filter((p) => isSetPack(p.pack)).map((p) => p.bytes);
    return (
      `${lang} ${site.files} files, ${mb(site.bytes)}; ${sets.length} sets ` +
      `(${mb(Math.min(...sets))}–${mb(Math.max(...sets))}, median ${mb(sets.sort((a, b) => a - b)[sets.length >> 1])}, all ${mb(sets.reduce((a, b) => a + b, 0))})`
    );
  });
  console.log(
    `offline: build ${report.build}; service worker ${(report.serviceWorkerBytes / 1024).toFixed(1)} kB, search hashes ` +
      `${(report.searchHashesBytes / 1024).toFixed(0)} kB, shell ${report.shell.files} files, ` +
      `${(report.shell.bytes / 1024).toFixed(0)} kB; packs: ${packs.join('; ')} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

runCommand('offline', main, [ForeignPage, MissingPage, UnknownPack]);
