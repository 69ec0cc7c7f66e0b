/**
 * What a service worker may keep: only a complete answer (status 200) of its own build. A page carries its build's id
 * in its head (`<meta name="rulings-build">`, written before the pages were, from the records); a search file must
 * have the hash the build gave it. An error (500, 503, a 404 while a server is being deployed) or another build's page
 * is never kept: fetched again next time.
 */
import { BUILD_META } from '../../site-paths.js';
import { isPage, isSearchFile } from './urls.js';

/** The build a worker belongs to: its id, and the hash (16 hexadecimal digits of SHA-256) its build gave a search file
 *  (by URL: undefined for no file of the build; it rejects when the hashes cannot be read). */
export interface OwnBuild {
  build: string;
  searchHash: (path: string) => Promise<string | undefined>;
}

/** Why an answer is not kept: an error, or another build's file (then a newer build is on the server). */
export type NotKept = 'error' | 'other-build';

const META = new RegExp(`<meta name="${BUILD_META}" content="([0-9a-f]+)"`);

/** The build id a page's HTML carries, or null. */
export const pageBuild = (html: string): string | null => META.exec(html)?.[1] ?? null;

async function sha256(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Null when `response` (for `path`) is one to keep, else why not. Reads a clone: the response stays unread. */
export async function whyNotKept(path: string, response: Response, own: OwnBuild): Promise<NotKept | null> {
  if (response.status !== 200) return 'error';
  if (isSearchFile(path)) {
    const expected = await own.searchHash(path).catch(() => null);
    if (expected === null) return 'error';
    if (!expected) return 'other-build';
    return (await sha256(await response.clone().arrayBuffer())).startsWith(expected) ? null : 'other-build';
  }
  if (isPage(path)) return pageBuild(await response.clone().text()) === own.build ? null : 'other-build';
  return null;
}
