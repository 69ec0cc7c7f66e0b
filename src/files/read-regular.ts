/**
 * The one way input is read (documents and content/, the rules editions, MTGJSON files): only regular files, and from
 * a folder only files whose real path (every symbolic link followed) lies inside it. A link to /etc/passwd, a
 * directory, a FIFO or /dev/zero is refused with a reason before a byte is read, so it can neither be published nor
 * hang a command; a file over the caller's size limit is refused unread too.
 *
 * - `listFolder(folder, accept)`: the files of a folder a command reads, each checked;
 * - `inputFiles(paths, accept)`: a command line's files and folders (a folder listed as above);
 * - `readRegularFile(path, limit?)`, `openRegularStream(path)`: the bytes, checked again on the open descriptor;
 * - `readFileInside(folder, path, limit?)`: the bytes of one file of a folder (content/'s tables), checked as listed;
 * - `realPathInside(folder, path, name)`: one path of a folder checked (a manifest's documents).
 * A refusal is a FileRefused: `reason` completes a sentence about the file, `message` is "<path>: <reason>".
 */
import {
  closeSync,
  constants,
  createReadStream,
  fstatSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  realpathSync,
  statSync,
  type ReadStream,
  type Stats,
} from 'node:fs';
import { basename, dirname, join, sep } from 'node:path';

/** A file that is not read: `reason` completes a sentence about it ("is a directory"), `path` names it when known. */
export class FileRefused extends Error {
  constructor(
    readonly reason: string,
    readonly path: string | null = null,
  ) {
    super(path === null ? reason : `${path}: ${reason}`);
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

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** The real path of `path` (links followed); a link to nothing or a loop is said as such. */
function realPathOf(path: string): string {
  try {
    lstatSync(path);
    return realpathSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    // A link whose target is missing exists itself (lstat) but has no real path.
    throw new FileRefused(code === 'ENOENT' && isLink(path) ? 'is a symbolic link to nothing' : errnoReason(e));
  }
}

/** `real` (a real path) lies inside `realFolder`, is a regular file and within `limit`; throws FileRefused else. */
function checkInside(realFolder: string, real: string, folderName: string, limit?: SizeLimit): void {
  if (!real.startsWith(realFolder + sep)) throw new FileRefused(`is a symbolic link leading outside ${folderName} (to ${real})`);
  const stats = statSync(real);
  const reason = notRegularReason(stats) ?? overLimit(stats.size, limit);
  if (reason) throw new FileRefused(reason);
}

/**
 * Where `path` really is, checked: it exists, resolves inside `folder` (whose own real path is taken too) and is a
 * regular file. Throws FileRefused naming what is wrong, e.g. "is a symbolic link leading outside … (to /etc/passwd)".
 * The folder itself may not be a link: a manifest names files of its own documents folder, not of another.
 */
export function realPathInside(folder: string, path: string, folderName: string, limit?: SizeLimit): string {
  const real = realPathOf(path);
  let realFolder: string;
  try {
    realFolder = realpathSync(folder);
  } catch (e) {
    throw new FileRefused(`is in ${folderName}, which ${errnoReason(e)}`);
  }
  // The folder itself a link (documents/ → /etc) would make anything it leads to "inside".
  if (realFolder !== join(realpathSync(dirname(folder)), basename(folder)))
    throw new FileRefused(
      `is in ${folderName}, which is a symbolic link (to ${realFolder}): documents are read only from the folder itself`,
    );
  checkInside(realFolder, real, folderName, limit);
  return real;
}

/** A file a command reads: its name in its folder and its path as the command names it (folder joined with name). */
export interface InputFile {
  name: string;
  path: string;
}

/** The real path of a folder a command was given (it may be a link to one), or FileRefused naming it. */
function realFolderOf(folder: string): string {
  let real: string;
  try {
    real = realpathSync(folder);
  } catch (e) {
    throw new FileRefused(errnoReason(e), folder);
  }
  if (!statSync(real).isDirectory()) throw new FileRefused('is not a folder', folder);
  return real;
}

/**
 * The files of `folder` whose names `accept` takes, sorted by name, each checked before anything is read: a regular
 * file, or a symbolic link to one inside the folder. One of them that is anything else (a FIFO, a device, a folder, a
 * link leading outside the folder or to nothing) throws FileRefused naming it; names `accept` leaves out are never
 * looked at.
 */
export function listFolder(folder: string, accept: (name: string) => boolean = () => true): InputFile[] {
  const realFolder = realFolderOf(folder);
  let names: string[];
  try {
    names = readdirSync(realFolder);
  } catch (e) {
    throw new FileRefused(errnoReason(e), folder);
  }
  return names
    .filter(accept)
    .sort()
    .map((name) => {
      const path = join(folder, name);
      try {
        checkInside(realFolder, realPathOf(path), `${folder}/`);
      } catch (e) {
        throw e instanceof FileRefused ? new FileRefused(e.reason, path) : e;
      }
      return { name, path };
    });
}

/**
 * A command line's inputs: each folder's files that `accept` takes (listFolder), each file named as it is, checked
 * the same way (a regular file, links followed: the command line chose it). In the order given, each folder sorted.
 */
export function inputFiles(paths: readonly string[], accept: (name: string) => boolean = () => true): InputFile[] {
  return paths.flatMap((path) => {
    let stats: Stats;
    try {
      stats = statSync(realPathOf(path));
    } catch (e) {
      throw e instanceof FileRefused ? new FileRefused(e.reason, path) : new FileRefused(errnoReason(e), path);
    }
    if (stats.isDirectory()) return listFolder(path, accept);
    const reason = notRegularReason(stats);
    if (reason) throw new FileRefused(reason, path);
    return [{ name: basename(path), path }];
  });
}

/** A size limit: files over `bytes` are refused unread, the reason saying what the limit is for. */
export interface SizeLimit {
  bytes: number;
  /** What the limit is for, completing "over the limit of 16 MB for …" ("a document"). */
  what: string;
}

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(bytes < 2 ** 20 ? 2 : 0)} MB`;

/** Why a file of `size` bytes is over `limit`, or null. */
function overLimit(size: number, limit: SizeLimit | undefined): string | null {
  return limit && size > limit.bytes ? `is ${megabytes(size)}, over the limit of ${megabytes(limit.bytes)} for ${limit.what}` : null;
}

/** Opens `path` without blocking (a FIFO would wait for a writer) and checks the open descriptor: a regular file. */
function openRegular(path: string, limit?: SizeLimit): number {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EISDIR') throw new FileRefused('is a directory, not a text file', path);
    throw new FileRefused(errnoReason(e), path);
  }
  try {
    const stats = fstatSync(fd);
    const reason = notRegularReason(stats) ?? overLimit(stats.size, limit);
    if (reason) throw new FileRefused(reason, path);
    return fd;
  } catch (e) {
    closeSync(fd);
    throw e instanceof FileRefused ? e : new FileRefused(errnoReason(e), path);
  }
}

/**
 * The bytes of a regular file (at most `limit.bytes` of them). Checked on the open descriptor, so what is read is
 * what was checked; a directory, FIFO, device or a file over the limit throws FileRefused, unread.
 */
export function readRegularFile(path: string, limit?: SizeLimit): Buffer {
  const fd = openRegular(path, limit);
  try {
    return readFileSync(fd);
  } catch (e) {
    throw new FileRefused(errnoReason(e), path);
  } finally {
    closeSync(fd);
  }
}

/** The bytes of `path`, a file of `folder` (a regular file, or a link to one inside the folder), at most `limit`. */
export function readFileInside(folder: string, path: string, limit?: SizeLimit): Buffer {
  try {
    checkInside(realFolderOf(folder), realPathOf(path), `${folder}/`);
  } catch (e) {
    throw e instanceof FileRefused && e.path === null ? new FileRefused(e.reason, path) : e;
  }
  return readRegularFile(path, limit);
}

/** A stream of a regular file's bytes (for files too large to hold at once), checked as readRegularFile checks. */
export function openRegularStream(path: string, options: { highWaterMark?: number } = {}): ReadStream {
  return createReadStream('', { fd: openRegular(path), highWaterMark: options.highWaterMark });
}
