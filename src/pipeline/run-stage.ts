import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readRegularFile } from '../files/read-regular.js';

/** How one stage of the build ended. */
export interface StageRun {
  stage: string;
  ms: number;
  /** The stage's own peak resident memory (reported by the child as it exits), MB; null when it died first. */
  peakMB: number | null;
  /** The stage's own CPU time (user + system), ms; null when it died first. */
  cpuMs: number | null;
  stdout: string;
  /** Why the stage failed, in one line naming the stage and the corpus; null when it succeeded. */
  failure: string | null;
}

/** The corpus a build reads: documents and megabytes of text (from the manifest; best effort). */
export function corpusSize(contentDir = process.env.CONTENT_DIR ?? 'content'): string {
  try {
    const root = resolve(contentDir);
    const manifest = JSON.parse(readRegularFile(join(root, 'documents.json')).toString('utf8')) as { file: string }[];
    let bytes = 0;
    for (const e of manifest) {
      try {
        bytes += statSync(join(root, e.file)).size;
      } catch {
        // a missing file is build:data's to report
      }
    }
    return `${manifest.length} documents, ${(bytes / 1e6).toFixed(1)} MB of text`;
  } catch {
    return 'a corpus of unknown size';
  }
}

/** V8's report of a heap that ran out: the first line says so, the rest is a native stack nobody needs. */
const HEAP_OUT = /FATAL ERROR:.*(heap out of memory|Allocation failed)|<--- Last few GCs --->/;
const PEAK = /^BENCH_PEAK_KB=(\d+)$/m;
const CPU = /^BENCH_CPU_MS=(\d+)$/m;

/**
 * Runs one stage of the build (a Node script) as a child process, passing its output through. A stage that runs out
 * of memory (V8's heap limit, or killed by the system) fails with one line naming the stage and the corpus size
 * instead of V8's dump; any other failure keeps the stage's own messages.
 */
export function runStage(
  stage: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; echo?: boolean; contentDir?: string },
): Promise<StageRun> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', join(options.cwd, 'src/bench/report-peak-memory.mjs'), ...args], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let heapOut = false;
  child.stdout.setEncoding('utf8').on('data', (s: string) => {
    stdout += s;
    if (options.echo) process.stdout.write(s);
  });
  child.stderr.setEncoding('utf8').on('data', (s: string) => {
    // Keep the tail only: enough for messages and the peak line, never the whole of a long run's output.
    stderr = (stderr + s).slice(-200_000);
    if (HEAP_OUT.test(s)) heapOut = true;
    if (options.echo && !heapOut) process.stderr.write(s.replace(/\n?BENCH_(PEAK_KB|CPU_MS)=\d+\n?/g, ''));
  });
  return new Promise((done) => {
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      const peak = PEAK.exec(stderr);
      const peakMB = peak ? Number(peak[1]) / 1024 : null;
      const cpu = CPU.exec(stderr);
      const cpuMs = cpu ? Number(cpu[1]) : null;
      const corpus = corpusSize(options.contentDir ?? options.env?.CONTENT_DIR);
      let failure: string | null = null;
      if (heapOut || HEAP_OUT.test(stderr))
        failure = `${stage} ran out of memory (V8's heap limit) after ${(ms / 1000).toFixed(0)} s on ${corpus}: give Node more heap (NODE_OPTIONS=--max-old-space-size=…) or the machine more memory`;
      else if (signal === 'SIGKILL')
        failure = `${stage} was killed by the system (SIGKILL: most likely out of memory) after ${(ms / 1000).toFixed(0)} s on ${corpus}`;
      else if (signal) failure = `${stage} stopped by ${signal} after ${(ms / 1000).toFixed(0)} s on ${corpus}`;
      else if (code !== 0) failure = `${stage} failed (exit code ${code}) on ${corpus}`;
      // Not echoed (the bench): a failure other than memory carries the stage's last messages.
      const outOfMemory = heapOut || signal === 'SIGKILL';
      if (failure && !options.echo && !outOfMemory) failure += `\n${stderr.replace(PEAK, '').replace(CPU, '').trim().slice(-3000)}`;
      done({ stage, ms, peakMB, cpuMs, stdout, failure });
    });
  });
}
