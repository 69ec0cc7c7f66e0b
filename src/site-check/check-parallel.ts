import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { anchorProblem, fileLookup, htmlFiles, pageItems, pageUrl, type PageItem, type SiteIndex, type SiteReport } from './check-dist.js';
import { scanPage } from './scan-page.js';

/** One page's checks as a thread sends them back: its problems and pending anchors, its ids. */
export interface PageResult {
  i: number;
  items: PageItem[];
  links: number;
  ids: string[];
}

const CHUNK = 128;
/** Below this many pages, starting threads costs more than it saves. */
const THREADS_FROM_PAGES = 3000;

/**
 * The checks of `checkSite` (same problems, in the same order), in one pass over the pages on every core: each thread
 * reads pages with `scanPage` and checks everything but links to anchors of other pages, which are checked here once
 * all pages are read. Memory holds each page's ids, never its markup or its tree.
 */
export async function checkSiteParallel(distDir: string, threads?: number): Promise<SiteReport & { threads: number }> {
  const files = htmlFiles(distDir);
  const urls = files.map((f) => pageUrl(distDir, f));
  const results: PageResult[] = new Array(files.length);
  const used = Math.max(1, threads ?? (files.length < THREADS_FROM_PAGES ? 1 : availableParallelism()));
  if (used === 1) {
    const pages = new Set(urls);
    const onDisk = fileLookup(distDir);
    const site: SiteIndex = { page: (path) => (pages.has(path) ? path : undefined), isFile: onDisk };
    files.forEach((file, i) => {
      const facts = scanPage(distDir, file);
      results[i] = { i, ...pageItems(facts, site), ids: [...facts.ids] };
    });
  } else {
    let next = 0;
    const boot = new URL('../pipeline/worker-boot.mjs', import.meta.url);
    const module = new URL('./check-worker.ts', import.meta.url).href;
    await Promise.all(
      Array.from(
        { length: used },
        () =>
          new Promise<void>((resolve, reject) => {
            const worker = new Worker(boot, { workerData: { module, distDir, files, urls } });
            let inFlight = 0;
            const feed = () => {
              while (inFlight < 2 && next < files.length) {
                worker.postMessage({ from: next, to: Math.min(files.length, next + CHUNK) });
                next += CHUNK;
                inFlight++;
              }
              if (inFlight === 0) void worker.terminate().then(() => resolve());
            };
            worker.on('message', (m: 'ready' | PageResult[]) => {
              if (m !== 'ready') {
                for (const r of m) results[r.i] = r;
                inFlight--;
              }
              feed();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (inFlight > 0) reject(new Error(`a checking thread stopped (exit code ${code}) with pages in hand`));
            });
          }),
      ),
    );
  }
  const index = new Map(urls.map((u, i) => [u, i]));
  const idsOf = new Map<number, Set<string>>();
  const ids = (i: number) => {
    let set = idsOf.get(i);
    if (!set) idsOf.set(i, (set = new Set(results[i].ids)));
    return set;
  };
  const problems: string[] = [];
  let links = 0;
  results.forEach((r, i) => {
    links += r.links;
    for (const item of r.items) {
      if (typeof item === 'string') problems.push(item);
      else {
        const problem = anchorProblem(urls[i], item, ids(index.get(item.target)!));
        if (problem) problems.push(problem);
      }
    }
  });
  return { pages: files.length, links, problems, threads: used };
}
