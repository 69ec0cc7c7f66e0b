/** A checking thread: reads the pages it is handed (scanPage) and checks what it can without the other pages. */
import { parentPort, workerData } from 'node:worker_threads';
import { fileLookup, pageItems, type SiteIndex } from './check-dist.js';
import { scanPage } from './scan-page.js';
import type { PageResult } from './check-parallel.js';

const { distDir, files, urls } = workerData as { distDir: string; files: string[]; urls: string[] };
const pages = new Set(urls);
const onDisk = fileLookup(distDir);
const site: SiteIndex = { page: (path) => (pages.has(path) ? path : undefined), isFile: (path) => onDisk(path) };

parentPort!.on('message', ({ from, to }: { from: number; to: number }) => {
  const results: PageResult[] = [];
  for (let i = from; i < to; i++) {
    const facts = scanPage(distDir, files[i]);
    const { items, links } = pageItems(facts, site);
    results.push({ i, items, links, ids: [...facts.ids] });
  }
  parentPort!.postMessage(results);
});
parentPort!.postMessage('ready');
