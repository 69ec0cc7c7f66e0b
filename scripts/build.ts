/**
 * npm run build — the three stages of the site, each in its own process: build:data (records and search shards),
 * astro build (pages), check-site (links and markup of dist/). Prints each stage's time and peak memory; a stage
 * that fails stops the build, and one that runs out of memory says so in one line naming the stage and the corpus.
 */
import { resolve } from 'node:path';
import { runStage } from '../src/pipeline/run-stage.js';

const ROOT = resolve(import.meta.dirname, '..');
const tsx = ['--import', 'tsx'];
const STAGES: [stage: string, args: string[]][] = [
  ['build:data', [...tsx, 'scripts/build-data.ts']],
  ['astro build', ['node_modules/astro/astro.js', 'build']],
  ['check-site', [...tsx, 'scripts/check-site.ts']],
];

let totalMs = 0;
let peakMB = 0;
for (const [stage, args] of STAGES) {
  const run = await runStage(stage, args, { cwd: ROOT, echo: true });
  if (run.failure) {
    process.stderr.write(`build: ${run.failure}\n`);
    process.exit(1);
  }
  totalMs += run.ms;
  peakMB = Math.max(peakMB, run.peakMB ?? 0);
  console.log(`build: ${stage} ${(run.ms / 1000).toFixed(1)} s, peak ${run.peakMB?.toFixed(0) ?? '?'} MB`);
}
console.log(`build: done in ${(totalMs / 1000).toFixed(1)} s, peak ${peakMB.toFixed(0)} MB (the largest stage's)`);
