/** The project's own modules as the layering tests read them: files, their imports, paths relative to the root. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './temp-content.js';

/** Every module under dir (TypeScript, Astro, .mjs), tests and generated data left out. */
export function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'generated' ? [] : sources(p);
    return /\.(ts|astro|mjs)$/.test(n) && !/\.test\.ts$/.test(n) ? [p] : [];
  });
}

/** The specifiers a module imports or re-exports from. */
export const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm)].map((m) => m[1]);
export const src = (...parts: string[]) => join(ROOT, 'src', ...parts);
export const rel = (file: string) => relative(ROOT, file);
