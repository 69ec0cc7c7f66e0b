import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export interface Timed {
  ms: number;
  peakMB: number | null;
  stdout: string;
}

/**
 * Runs a Node script in a child process and reports its wall time and peak memory. The child prints its own
 * `process.resourceUsage().maxRSS` (see the preload), so no external `time` command is needed.
 */
export function runNode(root: string, args: string[], env: Record<string, string>): Timed {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', join(root, 'src/bench/report-peak-memory.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed (${result.status}):\n${result.stderr.slice(-3000)}`);
  const peak = /BENCH_PEAK_KB=(\d+)/.exec(result.stderr);
  return { ms, peakMB: peak ? Number(peak[1]) / 1024 : null, stdout: result.stdout };
}

export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));
}

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export function sizesOf(files: string[]): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const f of files) {
    const bytes = readFileSync(f);
    total.raw += bytes.length;
    total.gzip += gzipSync(bytes, { level: 9 }).length;
    total.brotli += brotliCompressSync(bytes).length;
  }
  return total;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const median = (values: number[]) => percentile(values, 50);
