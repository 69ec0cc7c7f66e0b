/**
 * Reading source documents safely: only regular files, and for content/ only files whose real path (every symbolic
 * link followed) lies inside the documents folder. A link to /etc/passwd, a directory, a FIFO or /dev/zero is
 * refused with a reason before a byte is read, so it can neither be published nor hang the build.
 */
import { closeSync, constants, fstatSync, lstatSync, openSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { sep } from 'node:path';

/** A file that is not read: `reason` completes a sentence about it ("is a directory"). */
export class FileRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'FileRefused';
  }
}

/** Why a file of these stats is no text to read, or null for a regular file. */
export function notRegularReason(stats: Stats): string | null {
  if (stats.isFile()) return null;
  if (stats.isDirectory()) return 'is a directory, not a text file';
  if (stats.isFIFO()) return 'is a named pipe (FIFO), not a text file';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'is a device, not a text file';
  if (stats.isSocket()) return 'is a socket, not a text file';
  return 'is not a regular file';
}

function errnoReason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'does not exist';
  if (code === 'ELOOP') return 'is a loop of symbolic links';
  if (code === 'EACCES' || code === 'EPERM') return `cannot be read (${code})`;
  return `cannot be read (${code ?? (e as Error).message})`;
}

/**
 * Where `path` really is, checked: it exists, resolves inside `folder` (whose own real path is taken too) and is a
 * regular file. Throws FileRefused naming what is wrong, e.g. "is a symbolic link leading outside … (to /etc/passwd)".
 */
export function realPathInside(folder: string, path: string, folderName: string): string {
  let real: string;
  try {
    lstatSync(path);
    real = realpathSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // A link whose target is missing exists itself (lstat) but has no real path.
    throw new FileRefused(code === 'ENOENT' && isLink(path) ? 'is a symbolic link to nothing' : errnoReason(e));
  }
  let realFolder: string;
  try {
    realFolder = realpathSync(folder);
  } catch (e) {
    throw new FileRefused(`is in ${folderName}, which ${errnoReason(e)}`);
  }
  if (!real.startsWith(realFolder + sep)) throw new FileRefused(`is a symbolic link leading outside ${folderName} (to ${real})`);
  const reason = notRegularReason(statSync(real));
  if (reason) throw new FileRefused(reason);
  return real;
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * The bytes of a regular file. Opened without blocking (a FIFO would wait for a writer) and checked on the open
 * descriptor, so what is read is what was checked; a directory, FIFO or device throws FileRefused, unread.
 */
export function readRegularFile(path: string): Buffer {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EISDIR') throw new FileRefused('is a directory, not a text file');
    throw new FileRefused(errnoReason(e));
  }
  try {
    const reason = notRegularReason(fstatSync(fd));
    if (reason) throw new FileRefused(reason);
    return readFileSync(fd);
  } catch (e) {
    throw e instanceof FileRefused ? e : new FileRefused(errnoReason(e));
  } finally {
    closeSync(fd);
  }
}
