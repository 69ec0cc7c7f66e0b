/**
 * One build at a time on a folder: a build takes a lock on each of its working folders (records, search files, the
 * site) before it writes any, and a second build that wants one of them is refused in one line naming the build that
 * holds it. The lock is a small file that says who holds it, created whole in one step (`link(2)` of a file written
 * beforehand: it exists with its content or not at all), kept in the system's temporary folder under a hash of the
 * folder's real path (never inside a folder the site is built from), and removed when the holder exits.
 *
 * A lock left by a build that was killed (SIGKILL, a crash of the machine) is stale when no process has its pid, or
 * when the process with that pid started at another time than the holder did (Linux's /proc/<pid>/stat: the pid was
 * reused): the next build removes it, says so, and takes the lock. The stages a build runs inherit its locks
 * (`LOCKED_BY`, the holder's pid, in their environment).
 */
import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { processAlive } from './process-alive.js';

/** The environment variable that hands a build's locks to the stages it runs. */
export const LOCKED_BY = 'RULINGS_BUILD_LOCKED_BY';

/** Who holds a lock, as its file says. */
export interface LockHolder {
  folder: string;
  pid: number;
  host: string;
  /** The holder's start time as /proc/<pid>/stat gives it (clock ticks since boot); null where there is no /proc. */
  processStart: string | null;
  command: string;
  since: string;
}

/** A folder another build is working in: the message names it and the build. */
export class FolderLocked extends Error {
  constructor(readonly holder: LockHolder) {
    super(
      `${holder.folder} is in use by another build (${holder.command}, pid ${holder.pid}${holder.host === hostname() ? '' : ` on ${holder.host}`}, since ${holder.since}): wait for it to end`,
    );
    this.name = 'FolderLocked';
  }
}

const LOCKS = () => join(tmpdir(), 'rulings-kb-locks');

/** A folder's real path, whether or not it exists yet (its parent's real path and its name). */
function realFolder(folder: string): string {
  const path = resolve(folder);
  try {
    return realpathSync(path);
  } catch {
    try {
      return join(realpathSync(dirname(path)), basename(path));
    } catch {
      return path;
    }
  }
}

/** Where the lock of `folder` is kept: the temporary folder's rulings-kb-locks/, under a hash of its real path. */
export const lockFileOf = (folder: string) =>
  join(LOCKS(), `${createHash('sha256').update(realFolder(folder)).digest('hex').slice(0, 24)}.lock`);

/** Field 22 of /proc/<pid>/stat (after the command's parenthesis), or null. */
function processStart(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** Why a holder's lock is stale (its build is gone), or null while its build may still run. */
export function staleReason(holder: LockHolder): string | null {
  if (holder.host !== hostname()) return null;
  if (!processAlive(holder.pid)) return `no process has its pid ${holder.pid}`;
  const start = processStart(holder.pid);
  if (holder.processStart && start && start !== holder.processStart) return `pid ${holder.pid} is now another process`;
  return null;
}

function readHolder(file: string): LockHolder | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return null;
  }
}

/** Creates `file` holding `holder`, whole, or returns false when it exists. */
function create(file: string, holder: LockHolder): boolean {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(holder));
  try {
    linkSync(tmp, file);
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw e;
  } finally {
    rmSync(tmp, { force: true });
  }
}

/**
 * Removes a stale lock: moved aside first, then checked to be the one judged stale (another build may have taken
 * the folder since), and put back if it is not.
 */
function removeStale(file: string, judged: LockHolder | null): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    renameSync(file, aside);
  } catch {
    return; // another build removed it first
  }
  const moved = readHolder(aside);
  const same = judged === null ? moved === null : moved?.pid === judged.pid && moved.since === judged.since;
  if (same) rmSync(aside, { force: true });
  else renameSync(aside, file);
}

/** Who holds the lock of `folder` now, or null. */
export function holderOf(folder: string): LockHolder | null {
  return readHolder(lockFileOf(folder));
}

/** Locks taken by this process, released together. */
export interface FolderLocks {
  /** Stale locks of builds that are gone, removed on the way: one line each for the build's output. */
  removed: string[];
  release(): void;
}

/**
 * Takes the lock of each folder (in a fixed order, so two builds never wait on each other crosswise), or throws
 * FolderLocked naming the first folder another build holds, after releasing what it took. `command` says what holds
 * them ("npm run build"). A lock held by the process named in LOCKED_BY (the build running this stage) is shared.
 */
export function lockFolders(folders: readonly string[], command: string): FolderLocks {
  mkdirSync(LOCKS(), { recursive: true });
  const taken: string[] = [];
  const removed: string[] = [];
  const parent = Number(process.env[LOCKED_BY]);
  const release = () => {
    for (const file of taken.splice(0)) if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
  };
  const reals = [...new Set(folders.map(realFolder))].sort();
  for (const folder of reals) {
    const file = lockFileOf(folder);
    const me: LockHolder = {
      folder,
      pid: process.pid,
      host: hostname(),
      processStart: processStart('self'),
      command,
      since: new Date().toISOString().slice(0, 19).replace('T', ' '),
    };
    for (;;) {
      if (create(file, me)) {
        taken.push(file);
        break;
      }
      const holder = readHolder(file);
      if (holder?.pid === parent && holder.host === hostname()) break;
      const stale = holder ? staleReason(holder) : 'its file is unreadable';
      if (stale === null) {
        release();
        throw new FolderLocked(holder!);
      }
      removed.push(`${folder}: removed the lock of a build that is gone (${holder?.command ?? '?'}, ${stale})`);
      removeStale(file, holder);
    }
  }
  process.once('exit', release);
  return { removed, release };
}
