/**
 * Two builds at once on the same folders: the second is refused in one line naming the first, which finishes whole;
 * a build killed while holding its folders (SIGKILL: no chance to clean up) does not block the next one, which
 * removes the stale lock and says so. Run as a user runs them: build:data on the real content/, into temporary folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { holderOf } from '../../src/files/folder-lock.js';
import { ROOT } from '../helpers/temp-content.js';

interface Build {
  child: ChildProcess;
  done: Promise<{ status: number | null; stdout: string; stderr: string }>;
}

function buildData(out: string): Build {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-data.ts'], {
    cwd: ROOT,
    env: { ...process.env, RECORDS_DIR: join(out, 'records'), PUBLIC_DIR: join(out, 'public') },
  });
  let [stdout, stderr] = ['', ''];
  child.stdout!.on('data', (d) => (stdout += d));
  child.stderr!.on('data', (d) => (stderr += d));
  return { child, done: new Promise((ok) => child.on('close', (status) => ok({ status, stdout, stderr }))) };
}

/** Waits until `build` holds the lock of `folder`. */
async function holding(build: Build, folder: string): Promise<void> {
  for (let i = 0; i < 600 && holderOf(folder)?.pid !== build.child.pid; i++) await new Promise((r) => setTimeout(r, 100));
  expect(holderOf(folder)?.pid).toBe(build.child.pid);
}

describe('one build at a time on a folder', () => {
  it('a second build:data on the same folders is refused in one line (naming the first folder it finds taken); the first finishes whole', async () => {
    const out = realpathSync(mkdtempSync(join(tmpdir(), 'one-build-')));
    const records = join(out, 'records');
    const first = buildData(out);
    await holding(first, records);
    const second = await buildData(out).done;
    expect(second.stderr).toMatch(
      new RegExp(
        `^build:data: ${join(out, 'public', 'search')} is in use by another build \\(npm run build:data, pid ${first.child.pid}, since [\\d-]+ [\\d:]+\\): wait for it to end\\nbuild:data: failed \\(1 problem\\)\\n$`,
      ),
    );
    expect(second.status).toBe(1);
    const done = await first.done;
    expect(done.status, done.stderr).toBe(0);
    expect(readdirSync(records)).toContain('cards.json');
    expect(holderOf(records)).toBeNull();
  }, 300_000);

  it('the lock of a killed build is removed by the next build, which says so', async () => {
    const out = realpathSync(mkdtempSync(join(tmpdir(), 'killed-build-')));
    const records = join(out, 'records');
    const killed = buildData(out);
    await holding(killed, records);
    killed.child.kill('SIGKILL');
    await killed.done;
    const next = await buildData(out).done;
    expect(next.status, next.stderr).toBe(0);
    expect(next.stdout).toContain(
      `build:data: ${records}: removed the lock of a build that is gone (npm run build:data, no process has its pid ${killed.child.pid})`,
    );
  }, 300_000);
});
