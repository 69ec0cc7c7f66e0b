/**
 * The reference data beside the clone (../shared/data/: the Comprehensive Rules archive, the MTGJSON files). Tests that
 * read it run where it is (CI has it, so under CI its absence fails the run) and elsewhere skip themselves with one
 * line saying what is missing.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './temp-content.js';

/** `../shared/data/<folder>` from the project's root. */
export function sharedData(folder: string): string {
  return join(ROOT, '..', 'shared', 'data', folder);
}

/** Whether the tests that need `path` run; when they do not, one line says what is missing. */
export function hasSharedData(path: string, what: string): boolean {
  if (existsSync(path) || process.env.CI) return true;
  process.stderr.write(`skipped: ${what}: ${relative(ROOT, path)} is absent (the reference data is not beside this clone)\n`);
  return false;
}
