/**
 * Runs after `astro build`: fails the build on a broken internal link or anchor, or live markup from content.
 * One pass over the pages on every core (src/site-check/check-parallel.ts).
 */
import { resolve } from 'node:path';
import { checkSiteParallel } from '../src/site-check/check-parallel.js';
import { runCommand } from './lib/cli.js';

async function main() {
  const dist = resolve(process.argv[2] ?? 'dist');
  const started = performance.now();
  const report = await checkSiteParallel(dist);
  for (const p of report.problems.slice(0, 200)) process.stderr.write(`check-site: ${p}\n`);
  if (report.problems.length) {
    process.stderr.write(`check-site: ${report.problems.length} problem(s) in ${report.pages} pages; the build fails\n`);
    process.exit(1);
  }
  console.log(
    `check-site: ${report.pages} pages, ${report.links} internal links and anchors, all resolve; no live markup from content ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s, ${report.threads} thread${report.threads === 1 ? '' : 's'})`,
  );
}

runCommand('check-site', main);
