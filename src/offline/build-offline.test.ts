import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../languages.js';
import { BUILD_META } from '../site-paths.js';
import { buildOffline, builtFiles, ForeignPage, writePacks } from './build-offline.js';

const BUILD = '0123456789abcdef';
const page = (build: string | null) =>
  `<!doctype html><html><head>${build ? `<meta name="${BUILD_META}" content="${build}" />` : ''}<title>x</title></head></html>`;

/** A tiny built site: pages, a search file, the /api/ rulings files (JSON, no build id), last build's offline lists. */
function dist(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'offline-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const NO_SETS = { documentCards: new Set<string>(), sets: [] };

const site = {
  'es/index.html': page(BUILD),
  'es/cards/llanowar-elves/index.html': page(BUILD),
  'search/manifest.json': '{}',
  'api/es/cards/6a0b230b-d391-4998-a3f7-7b158a0ec2cd/rulings': '{"object":"list","data":[]}',
  'offline/es.json': '{}',
};

describe('the offline stage', () => {
  it('lists the pages and search files, never the /api/ rulings files (for other programs, no page) nor its own lists', () => {
    expect(builtFiles(dist(site)).map((f) => f.path)).toEqual([
      'es/cards/llanowar-elves/index.html',
      'es/index.html',
      'search/manifest.json',
    ]);
  });

  it('writes every pack’s list, the search files’ hashes, and each size where a page shows it', async () => {
    const offers = page(BUILD).replace('<title>x</title>', '<title>x</title><data data-pack-size="es" value="0"></data>');
    const everyLanguage = LANGS.flatMap((l) => [`${l}/sets/m10/index.html`, `${l}/cards/llanowar-elves/index.html`]);
    const d = dist({ ...site, ...Object.fromEntries(everyLanguage.map((p) => [p, page(BUILD)])), 'es/index.html': offers });
    writePacks(d, BUILD, { documentCards: new Set(), sets: [{ code: 'M10', slugs: ['llanowar-elves'] }] });
    const json = (path: string) => JSON.parse(readFileSync(join(d, path), 'utf8'));
    const es = json('offline/es.json');
    expect(es.urls).toEqual(['/es/', '/search/manifest.json']);
    expect(json('offline/es-set-m10.json').urls).toEqual(['/es/sets/m10/', '/es/cards/llanowar-elves/']);
    // The page's size is that of its pack as written before the page showed it: a few bytes apart.
    const shown = Number(/value="(\d+)"/.exec(readFileSync(join(d, 'es/index.html'), 'utf8'))![1]);
    expect(Math.abs(shown - es.bytes)).toBeLessThan(40);
    expect(json('offline/search.json')).toEqual({
      build: BUILD,
      files: { '/search/manifest.json': expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
  });

  it('refuses a page without this build id (a card page of another build), whatever the /api/ files hold', async () => {
    const d = dist({ ...site, 'es/cards/llanowar-elves/index.html': page('fedcba9876543210') });
    const refused = buildOffline(d, BUILD, NO_SETS);
    await expect(refused).rejects.toBeInstanceOf(ForeignPage);
    await expect(refused).rejects.toThrow(
      /es\/cards\/llanowar-elves\/index\.html: carries build fedcba9876543210, not this build's 0123456789abcdef/,
    );
    await expect(buildOffline(dist({ ...site, 'es/sets/index.html': page(null) }), BUILD, NO_SETS)).rejects.toThrow(/carries no build id/);
  });
});
