import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FolderLocked, holderOf, LOCKED_BY, lockFileOf, lockFolders, type FolderLocks } from './folder-lock.js';

const HELPER = resolve(import.meta.dirname, 'folder-lock.ts');
const held: FolderLocks[] = [];
afterEach(() => held.splice(0).forEach((l) => l.release()));

/** A fresh folder, by its real path (the temporary folder may be reached through a link). */
const folder = () => {
  const dir = join(realpathSync(mkdtempSync(join(tmpdir(), 'lock-'))), 'records');
  mkdirSync(dir);
  return dir;
};

/** Tries the lock from another process (as a second build would); what it prints says what happened. */
function tryFromAnotherProcess(dir: string, env: Record<string, string> = {}): string {
  const file = join(mkdtempSync(join(tmpdir(), 'lock-try-')), 'try.mts');
  writeFileSync(
    file,
    `const l = await import(${JSON.stringify(HELPER)});
     try { console.log(['taken', ...l.lockFolders([${JSON.stringify(dir)}], 'npm run build:data').removed].join('\\n')); }
     catch (e) { console.log(e.message); }`,
  );
  return spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8', env: { ...process.env, ...env } }).stdout.trim();
}

/** The lock of `dir` as a build with this pid and start time, killed, left it. */
function leaveLock(dir: string, pid: number, processStart: string | null): void {
  const holder = { folder: dir, pid, host: hostname(), processStart, command: 'npm run build', since: '2025-01-01 00:00:00' };
  writeFileSync(lockFileOf(dir), JSON.stringify(holder));
}

describe('lockFolders', () => {
  it('refuses a second build on a folder while the first holds it, naming the holder; free once released', () => {
    const dir = folder();
    const first = lockFolders([dir], 'npm run build');
    held.push(first);
    expect(holderOf(dir)?.pid).toBe(process.pid);
    expect(tryFromAnotherProcess(dir)).toMatch(
      new RegExp(`^${dir} is in use by another build \\(npm run build, pid ${process.pid}, since [\\d-]+ [\\d:]+\\): wait for it to end$`),
    );
    const other = folder();
    expect(() => lockFolders([other, dir], 'npm run build:data')).toThrow(FolderLocked);
    expect(holderOf(other)).toBeNull(); // what it took on the way is released
    first.release();
    expect(holderOf(dir)).toBeNull();
    expect(tryFromAnotherProcess(dir)).toBe('taken');
  });

  it('a stage of the build that holds the folder (LOCKED_BY: its pid) shares the lock and leaves it to the build', () => {
    const dir = folder();
    held.push(lockFolders([dir], 'npm run build'));
    expect(tryFromAnotherProcess(dir, { [LOCKED_BY]: String(process.pid) })).toBe('taken');
    expect(holderOf(dir)?.pid).toBe(process.pid);
  });

  it('removes the lock of a killed build (no process has its pid, or the pid is now another process) and says so', () => {
    const dead = Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout);
    const dir = folder();
    leaveLock(dir, dead, null);
    expect(tryFromAnotherProcess(dir)).toBe(
      `taken\n${dir}: removed the lock of a build that is gone (npm run build, no process has its pid ${dead})`,
    );
    leaveLock(dir, process.pid, 'a start time that is not this process');
    expect(tryFromAnotherProcess(dir)).toBe(
      `taken\n${dir}: removed the lock of a build that is gone (npm run build, pid ${process.pid} is now another process)`,
    );
  });
});
