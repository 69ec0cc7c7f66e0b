import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runStage } from './run-stage.js';

const ROOT = resolve(import.meta.dirname, '../..');

function script(source: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'stage-')), 'stage.mjs');
  writeFileSync(file, source);
  return file;
}

describe('runStage: one stage of the build in its own process', () => {
  it('reports time, CPU time, peak memory and output of a stage that succeeds', async () => {
    const run = await runStage('demo', [script('const end = Date.now() + 200; while (Date.now() < end); console.log("hello");')], {
      cwd: ROOT,
    });
    expect(run.failure).toBeNull();
    expect(run.stdout).toBe('hello\n');
    expect(run.peakMB).toBeGreaterThan(10);
    expect(run.ms).toBeGreaterThan(0);
    // Busy for 200 ms of wall clock: at least most of it on the CPU (the machine may be shared), never more than ran.
    expect(run.cpuMs).toBeGreaterThan(50);
    expect(run.cpuMs).toBeLessThanOrEqual(run.ms * 2);
  });

  it('says in one line that a stage ran out of memory, naming the stage and the corpus, without V8’s dump', async () => {
    const hog = script('const keep = []; for (;;) keep.push(new Array(1e5).fill({ a: keep.length }));');
    const run = await runStage('build:data', ['--max-old-space-size=24', hog], { cwd: ROOT, contentDir: join(ROOT, 'content') });
    expect(run.failure).toMatch(/^build:data ran out of memory \(V8's heap limit\) after \d+ s on 5 documents, [\d.]+ MB of text: /);
    expect(run.failure).not.toContain('\n');
    expect(run.peakMB).toBeNull();
    expect(run.cpuMs).toBeNull();
  }, 60_000);

  it('keeps the last messages of a stage that fails otherwise', async () => {
    const run = await runStage('check-site', [script('console.error("check-site: 2 broken links"); process.exit(1);')], {
      cwd: ROOT,
      contentDir: join(ROOT, 'content'),
    });
    expect(run.failure).toMatch(/^check-site failed \(exit code 1\) on 5 documents/);
    expect(run.failure).toContain('check-site: 2 broken links');
  });
});
