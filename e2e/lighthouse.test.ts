/** Lighthouse's accessibility and best-practices audits (mobile settings) score 100 on every page type of the built
 *  site. Each type is audited in one language, the languages taking turns (`npm run lighthouse` audits them all and
 *  adds performance and SEO: BENCHMARKS.md). */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES, startLighthouse, type Lighthouse } from '../src/bench/lighthouse.js';
import { serveStatic } from '../src/bench/static-server.js';
import { LANGS } from '../src/languages.js';

const DIST = resolve(import.meta.dirname, '../dist');
let base: string;
let server: Server;
let lighthouse: Lighthouse;

beforeAll(async () => {
  if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  ({ base, server } = await serveStatic(DIST));
  lighthouse = await startLighthouse();
});
afterAll(async () => {
  await lighthouse?.close();
  server?.close();
});

describe('Lighthouse: accessibility and best practices', () => {
  LIGHTHOUSE_PAGES.forEach(([kind, path], i) => {
    const lang = LANGS[i % LANGS.length];
    it(`${kind} (/${lang}/${path}) scores 100`, async () => {
      const { scores, failed } = await lighthouse.audit(`${base}/${lang}/${path}`, ['accessibility', 'best-practices']);
      expect(failed).toEqual([]);
      expect(scores).toEqual({ accessibility: 100, 'best-practices': 100 });
    }, 180_000);
  });
});
