import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { selectAll, select } from 'hast-util-select';
import { toString } from 'hast-util-to-string';
import type { Element, Root } from 'hast';

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
