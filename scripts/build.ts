/**
 * npm run build — the stages of the site, each in its own process: build:data (records and search shards), astro
 * build (pages), sitemap, search (the index build:data wrote, linked into the site), api (Scryfall-shaped rulings
 * files), offline (download lists, service worker), check-site (links and markup). The pages are built into a fresh
 * folder beside dist/, checked there, and swapped in only when every stage passed: a failed build leaves
 * the last good dist/ in place. Prints each stage's time and peak memory; a stage that fails stops the build, and one
 * that runs out of memory says so in one line naming the stage and the corpus.
 */
import { resolve } from 'node:path';
import { stageDirectory, WriteError } from '../src/files/atomic-write.js';
import { FolderLocked, LOCKED_BY, lockFolders } from '../src/files/folder-lock.js';
import { astroBuildArgs } from '../src/pipeline/astro-build.js';
import { buildFolders } from '../src/pipeline/folders.js';
import { runStage } from '../src/pipeline/run-stage.js';
import { ContentError, loadContent } from '../src/load/content.js';
import { siteUrl, SiteUrlError } from '../src/seo/urls.js';
import { failEach, runCommand } from './lib/cli.js';

const ROOT = resolve(import.meta.dirname, '..');
const tsx = ['--import', 'tsx'];

function fail(message: string): never {
  process.stderr.write(`build: ${message}\n`);
  process.exit(1);
}

/** Everything the stages will read, checked before any of them runs: SITE_URL and all of content/. */
function checkBeforeBuilding(): void {
  const problems: string[] = [];
  try {
    siteUrl(process.env);
  } catch (e) {
    if (!(e instanceof SiteUrlError)) throw e;
    problems.push(e.message);
  }
  try {
    loadContent(resolve(ROOT, process.env.CONTENT_DIR ?? 'content'));
  } catch (e) {
    if (!(e instanceof ContentError)) throw e;
    problems.push(...e.message.split('\n'));
  }
  if (problems.length)
    failEach(
      [
        ...problems,
        `build: refused before any stage ran (${problems.length} problem${problems.length === 1 ? '' : 's'}); dist/ left as it was`,
      ].join('\n'),
    );
}

/** The build's folders for this build alone: a second build is refused in one line while this one runs. */
function lockWorkingFolders(): void {
  const { records, search, dist } = buildFolders(process.env, ROOT);
  try {
    for (const line of lockFolders([records, search, dist], 'npm run build').removed) console.log(`build: ${line}`);
  } catch (e) {
    if (e instanceof FolderLocked) fail(`${e.message}; nothing changed`);
    throw e;
  }
}

async function main() {
  checkBeforeBuilding();
  lockWorkingFolders();
  const distTarget = buildFolders(process.env, ROOT).dist;
  const dist = stageDirectory(distTarget);
  const STAGES: [stage: string, args: string[]][] = [
    ['build:data', [...tsx, 'scripts/build-data.ts']],
    ['astro build', astroBuildArgs(['--outDir', dist.path])],
    ['sitemap', [...tsx, 'scripts/build-sitemap.ts', dist.path]],
    ['search', [...tsx, 'scripts/build-search.ts', dist.path]],
    ['api', [...tsx, 'scripts/build-api.ts', dist.path]],
    ['offline', [...tsx, 'scripts/build-offline.ts', dist.path]],
    ['check-site', [...tsx, 'scripts/check-site.ts', dist.path]],
  ];
  let totalMs = 0;
  let peakMB = 0;
  for (const [stage, args] of STAGES) {
    const run = await runStage(stage, args, { cwd: ROOT, echo: true, env: { [LOCKED_BY]: String(process.pid) } });
    if (run.failure) {
      dist.discard();
      fail(`${run.failure}; dist/ left as it was`);
    }
    totalMs += run.ms;
    peakMB = Math.max(peakMB, run.peakMB ?? 0);
    console.log(`build: ${stage} ${(run.ms / 1000).toFixed(1)} s, peak ${run.peakMB?.toFixed(0) ?? '?'} MB`);
  }
  dist.commit();
  if (dist.written !== distTarget)
    console.log(`build: ${distTarget} is a symbolic link: the site replaced what it leads to, ${dist.written}`);
  console.log(`build: done in ${(totalMs / 1000).toFixed(1)} s, peak ${peakMB.toFixed(0)} MB (the largest stage's)`);
}

runCommand('build', main, [WriteError]);
