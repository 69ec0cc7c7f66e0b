/**
 * Writes that readers see whole or not at all: a file or a folder is written beside its target under a temporary
 * name and renamed over it once complete. A failure at any point (disk full, the file-size limit, a crash of the
 * code filling a folder) removes the temporary and leaves the target as it was. Plain Node (no zod, no Astro): the
 * importers, the pipeline and the build script all write through here.
 *
 * Every target is checked first (`resolveTarget`): a regular file (for a file) or a folder (for a folder) is
 * replaced; a FIFO, a device, a socket, or a file where a folder is expected (and the reverse) is refused, untouched
 * (`--out /dev/full` never replaces the device node). A symbolic link is followed: what it leads to is written (beside
 * it, then renamed over it) and the link kept, and `describeWrite` says so (a `DIST_DIR` linked to a web root
 * updates the web root, never replaces the link with a folder); a link to nothing is refused.
 */
import {
  closeSync,
  existsSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { processAlive } from './process-alive.js';

/** A write that did not happen: names the target and the system's reason; the target is unchanged. */
export class WriteError extends Error {
  constructor(
    readonly target: string,
    cause: unknown,
    /** What is wrong, when it is not the system's error: "is a device, not a file to replace". */
    problem = `cannot write (${reasonOf(cause)})`,
  ) {
    super(`${target}: ${problem}; left as it was`, { cause });
    this.name = 'WriteError';
  }
}

type TargetKind = 'file' | 'folder';

/** Why a target of these stats is not replaced by a `kind`, or null when it is. */
function notReplaceable(stats: Stats, kind: TargetKind): string | null {
  if (stats.isFile()) return kind === 'file' ? null : 'is a file, not a folder to replace';
  if (stats.isDirectory()) return kind === 'folder' ? null : 'is a folder, not a file to replace';
  const what = stats.isFIFO() ? 'a named pipe (FIFO)' : stats.isSocket() ? 'a socket' : 'a device';
  return `is ${what}, not a ${kind} to replace: refused`;
}

/**
 * Where a write of a `kind` to `target` goes: the target itself (absent, or of that kind), or the real path of what a
 * symbolic link leads to (of that kind, or absent inside an existing folder). Anything else throws a WriteError.
 */
export function resolveTarget(target: string, kind: TargetKind): string {
  let stats: Stats;
  try {
    stats = lstatSync(target);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return target;
    throw new WriteError(target, e);
  }
  let real = target;
  if (stats.isSymbolicLink()) {
    try {
      real = realpathSync(target);
      stats = statSync(real);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      throw new WriteError(target, e, code === 'ENOENT' ? 'is a symbolic link to nothing: refused' : `cannot follow the link (${code})`);
    }
  }
  const problem = notReplaceable(stats, kind);
  if (problem) throw new WriteError(target, null, real === target ? problem : `is a symbolic link to ${real}, which ${problem}`);
  return real;
}

/** "wrote content/x.json", or, when a link was followed, "wrote /srv/x.json (content/x.json is a link to it)". */
export function describeWrite(target: string, written: string): string {
  return written === target ? `wrote ${target}` : `wrote ${written} (${target} is a symbolic link to it)`;
}

function reasonOf(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code === 'EFBIG') return 'EFBIG: over the file-size limit';
  if (code === 'ENOSPC') return 'ENOSPC: no space left on the device';
  return code ?? (e as Error)?.message ?? String(e);
}

let counter = 0;
/** `.<name>.<role>-<pid>-<n>` beside `target`: hidden, same file system (so rename is atomic), the writer's pid. */
function besideName(target: string, role: 'tmp' | 'next' | 'old'): string {
  return join(dirname(target), `.${basename(target)}.${role}-${process.pid}-${counter++}`);
}

const LEFTOVER = /^\.(.+)\.(?:tmp|next|old)-(\d+)-\d+$/;

/** Temporaries of `target` left by a writer that was killed (its process is gone): removed before a new write. */
function removeLeftovers(target: string): void {
  let names: string[];
  try {
    names = readdirSync(dirname(target));
  } catch {
    return;
  }
  for (const name of names) {
    const m = LEFTOVER.exec(name);
    if (m && m[1] === basename(target) && Number(m[2]) !== process.pid && !processAlive(Number(m[2])))
      rmSync(join(dirname(target), name), { recursive: true, force: true });
  }
}

/** write(2) may write less than asked (at the file-size limit it does, and fails only on the next call): loop. */
export function writeAll(fd: number, chunk: string | Uint8Array): void {
  const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
  for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
}

/** A file being written under a temporary name: `commit` puts it in place of the target, `discard` drops it. */
export interface StagedFile {
  /** The path the commit replaces: the target, or the real path of what it links to. */
  written: string;
  write(chunk: string | Uint8Array): void;
  /** Flushes the temporary to the disk and closes it (the step that can still fail for want of space). */
  finish(): void;
  /** `finish`, then the rename over the target. */
  commit(): void;
  discard(): void;
}

/**
 * Opens a temporary file beside `target` (beside what it leads to, for a link: `written`); nothing is visible at the
 * target until `commit`. Errors are WriteErrors naming `target`.
 */
export function stageFile(requested: string): StagedFile {
  const target = resolveTarget(requested, 'file');
  removeLeftovers(target);
  const tmp = besideName(target, 'tmp');
  let fd: number | null = null;
  let finished = false;
  const discard = () => {
    if (fd !== null) closeSync(fd);
    fd = null;
    rmSync(tmp, { force: true });
  };
  const guarded = (step: () => void) => {
    try {
      step();
    } catch (e) {
      discard();
      throw e instanceof WriteError ? e : new WriteError(requested, e);
    }
  };
  const open = () => {
    if (fd === null) throw new Error('already finished or discarded');
    return fd;
  };
  const finish = () =>
    guarded(() => {
      if (finished) return;
      fsyncSync(open());
      closeSync(open());
      fd = null;
      finished = true;
    });
  guarded(() => (fd = openSync(tmp, 'wx')));
  return {
    written: target,
    write: (chunk) => guarded(() => writeAll(open(), chunk)),
    finish,
    commit: () => {
      finish();
      guarded(() => renameSync(tmp, target));
    },
    discard,
  };
}

/** Writes `data` to `target` atomically: the old content or the new, never a part. Returns the path written. */
export function writeFileAtomic(target: string, data: string | Uint8Array): string {
  return writeFilesAtomic([[target, data]])[0];
}

/**
 * Writes several files together (a table and the text derived with it): each is written beside its target and
 * flushed first, and only when all are complete are they renamed into place. A failure before that leaves every
 * target as it was. Throws a WriteError naming the target that failed. Returns the paths written (links followed).
 */
export function writeFilesAtomic(files: [target: string, data: string | Uint8Array][]): string[] {
  const staged: StagedFile[] = [];
  try {
    for (const [target, data] of files) {
      const file = stageFile(target);
      staged.push(file);
      file.write(data);
      file.finish();
    }
  } catch (e) {
    for (const file of staged) file.discard();
    throw e;
  }
  for (const file of staged) file.commit();
  return staged.map((file) => file.written);
}

/** A folder being filled under a temporary name: `commit` swaps it in place of the target, `discard` drops it. */
export interface StagedDirectory {
  /** The fresh, empty folder to fill. */
  path: string;
  /** The folder the commit replaces: the target, or the real path of what it links to. */
  written: string;
  /** Runs `fill(path)`; a file-system error on the way (EFBIG, ENOSPC…) becomes a WriteError naming the target. */
  fill<T>(fill: (path: string) => T): T;
  commit(): void;
  discard(): void;
}

/**
 * A fresh folder beside `target` (for a build output: records, search shards, the site). `commit` moves the old
 * target aside, renames the new folder into place and only then deletes the old one; if the second rename fails the
 * old folder is put back. Between the two renames (microseconds) the target is absent, never half written.
 */
export function stageDirectory(requested: string): StagedDirectory {
  const target = resolveTarget(requested, 'folder');
  removeLeftovers(target);
  const path = besideName(target, 'next');
  try {
    mkdirSync(dirname(target), { recursive: true });
    mkdirSync(path);
  } catch (e) {
    throw new WriteError(requested, e);
  }
  const discard = () => rmSync(path, { recursive: true, force: true });
  return {
    path,
    written: target,
    fill(fill) {
      try {
        return fill(path);
      } catch (e) {
        discard();
        throw (e as NodeJS.ErrnoException)?.syscall ? new WriteError(requested, e) : e;
      }
    },
    commit() {
      const old = existsSync(target) ? besideName(target, 'old') : null;
      try {
        if (old) renameSync(target, old);
        try {
          renameSync(path, target);
        } catch (e) {
          if (old) renameSync(old, target);
          throw e;
        }
      } catch (e) {
        discard();
        throw new WriteError(requested, e);
      }
      if (old) rmSync(old, { recursive: true, force: true });
    },
    discard,
  };
}
