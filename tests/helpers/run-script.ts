/** A command of scripts/ run as a user runs it (tsx, the project's root as working folder), its exit and output. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from './temp-content.js';

const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

export interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [TSX, script, ...args],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, ...env } },
      (error, stdout, stderr) => {
        done({ status: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr });
      },
    );
  });
}
