import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

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
