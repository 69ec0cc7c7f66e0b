/**
 * Runs after `astro build`: writes each pack's offline download list (URLs and bytes: a language's site, its other cards) and the service worker
 * (src/offline/), and prints what the shell and each language's download weigh.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOffline, ForeignPage } from '../src/offline/build-offline.js';
import { buildIdOfRecords, documentCardSlugs } from '../src/site/corpus.js';
import { fail, runCommand } from './lib/cli.js';

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

async function main() {
  const dist = resolve(process.argv[2] ?? 'dist');
  if (!statSync(dist, { throwIfNoEntry: false })?.isDirectory()) fail(`${dist}: no built site here (npm run build makes one)`);
  const started = performance.now();
  const report = await buildOffline(dist, buildIdOfRecords(), documentCardSlugs());
  const packs = report.packs.map((p) => `${p.pack} ${p.files} files, ${mb(p.bytes)}`).join('; ');
  console.log(
    `offline: build ${report.build}; service worker ${(report.serviceWorkerBytes / 1024).toFixed(1)} kB, shell ` +
      `${report.shell.files} files, ${(report.shell.bytes / 1024).toFixed(0)} kB; downloads: ${packs} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

runCommand('offline', main, [ForeignPage]);
