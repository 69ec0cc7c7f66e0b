import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll, select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';
import { cardPageSlug } from '../../src/offline/download-list.js';
import { documentCardSlugs } from '../../src/site/corpus.js';
import { cardPageKey, cardPath } from '../../src/site-paths.js';

/** The built site and its records, where the build put them (DIST_DIR, RECORDS_DIR: see src/pipeline/folders.ts). */
export const DIST = resolve(import.meta.dirname, '../..', process.env.DIST_DIR ?? 'dist');
export const GENERATED = resolve(import.meta.dirname, '../..', process.env.RECORDS_DIR ?? 'src/generated');

/** The built page at a URL path ("/es/cards/es/x/"); fails with a hint when the site was not built. */
export function page(url: string): Root {
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  const file = url.endsWith('/') ? join(DIST, url, 'index.html') : join(DIST, url);
  return fromHtml(readFileSync(file, 'utf8'));
}

export const $ = (tree: Root | Element, selector: string) => select(selector, tree) ?? null;
export const $$ = (tree: Root | Element, selector: string) => selectAll(selector, tree);
export const text = (node: Root | Element | null) => (node ? toString(node).replace(/\s+/g, ' ').trim() : '');
export const attr = (node: Element | null, name: string) => (node?.properties?.[name] as string | undefined) ?? undefined;

export function generated<T>(name: string): T {
  return JSON.parse(readFileSync(join(GENERATED, `${name}.json`), 'utf8')) as T;
}

/** One page per card and UI language makes most of dist/ (28,000 cards × 3), one per rule most of the rest (1,400
 *  × 3): a test that reads whole-site properties reads every other page, every card page of a document's card, one
 *  other card page in CARD_PAGE_SAMPLE and one rule page in RULE_PAGE_SAMPLE (the same ones each run: chosen by a hash
 *  of the path; the build's own check reads them all). */
export const CARD_PAGE_SAMPLE = 100;
export const RULE_PAGE_SAMPLE = 4;
let documentCards: Set<string> | undefined;

const sampled = (key: string, oneIn: number) => createHash('sha256').update(key).digest().readUInt32BE(0) % oneIn === 0;

/** Whether a whole-site test reads the page at this path below dist/ ("/es/cards/lightning-bolt/" or its index.html). */
export function readsPage(path: string): boolean {
  const file = `${path.replace(/^\//, '')}${path.endsWith('/') ? 'index.html' : ''}`;
  const rule = /^[a-z]{2}\/rules\/(\d{3}\.[^/]+)\/index\.html$/.exec(file)?.[1];
  if (rule) return sampled(rule, RULE_PAGE_SAMPLE);
  const card = cardPageSlug(file);
  if (card === null) return true;
  documentCards ??= documentCardSlugs();
  return documentCards.has(card) || sampled(card, CARD_PAGE_SAMPLE);
}

let cardPages: Map<string, string> | undefined;
/** Where a document's card is read ("cards/<slug>/"): its catalogue card's page, or its own where no catalogue card is
 *  it (src/site-paths.ts cardPageKey). */
export function cardPageOf(cardId: string): string {
  cardPages ??= new Map(
    generated<Parameters<typeof cardPageKey>[0][] & { id: string }[]>('cards').map((c) => [c.id, cardPath(cardPageKey(c))]),
  );
  const path = cardPages.get(cardId);
  if (!path) throw new Error(`no card ${cardId} in the records`);
  return path;
}

/** Every .html file under `dir`, awaited (Node reads the folders one by one): a synchronous walk of dist/ (some 470,000
 *  files) blocks the worker for most of a minute, past the runner's reply timeout on a loaded machine. */
export async function htmlFilesUnder(dir: string): Promise<string[]> {
  const top = await readdir(dir, { withFileTypes: true });
  const found = top.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
  // The machine-readable folders hold some 400,000 files and no page: not walked.
  for (const e of top.filter((x) => x.isDirectory() && !MACHINE_FOLDERS.has(x.name))) {
    const entries = await readdir(join(dir, e.name), { recursive: true, withFileTypes: true });
    found.push(...entries.filter((x) => x.isFile() && x.name.endsWith('.html')).map((x) => join(x.parentPath, x.name)));
  }
  return found;
}

const MACHINE_FOLDERS = new Set(['api', 'data', 'search', 'offline', '_astro']);

/** Lets the test runner's messages through during a long loop over pages (a worker busy for a minute is taken for
 *  dead): `if (i % 200 === 0) await breathe()`. */
export const breathe = () => new Promise<void>((done) => setImmediate(done));
