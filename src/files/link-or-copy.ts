import { copyFileSync, linkSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/** The file `from` at `to` too, its folder made first: a hard link (the same bytes, no copy) where the file system
 *  allows one, else a copy. */
export function linkOrCopy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}
