/**
 * Search finds a keyword by its name in any of the three languages and in English, and a keyword or mechanic named
 * exactly as typed comes before cards whose names only resemble it (on the indexes build:data wrote).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../languages.js';
import { createSearch } from './query.js';

const SEARCH = resolve(import.meta.dirname, '../../public/search');

describe.skipIf(!existsSync(join(SEARCH, 'manifest.json')) && !process.env.CI)('keyword ranking (public/search)', () => {
  const search = createSearch(async (file) => {
    const text = readFileSync(join(SEARCH, file), 'utf8');
    return { data: JSON.parse(text), bytes: text.length };
  });
  const first = async (query: string, lang: Lang) => {
    const r = await search.search(query, lang, 20);
    return { kind: r.groups[0]?.kind, hit: r.groups[0]?.hits[0], all: r.groups.flatMap((g) => g.hits) };
  };

  it('pièce → the room keyword before Pris au piège; planeswalk → the action before Kaito', async () => {
    const room = await first('pièce', 'fr');
    expect([room.kind, room.hit?.u]).toEqual(['keyword', 'keywords/room/']);
    for (const lang of LANGS) {
      const pw = await first('planeswalk', lang);
      expect([pw.kind, pw.hit?.u], lang).toEqual(['keyword', 'keywords/planeswalk/']);
    }
  });

  it('phénomène, fenómeno, fenômeno, plan, plano → the phenomenon and plane pages first', async () => {
    expect((await first('phénomène', 'fr')).hit?.u).toBe('keywords/phenomenon/');
    expect((await first('fenómeno', 'es')).hit?.u).toBe('keywords/phenomenon/');
    expect((await first('fenômeno', 'pt')).hit?.u).toBe('keywords/phenomenon/');
    expect((await first('plan', 'fr')).hit?.u).toBe('keywords/plane/');
    expect((await first('plano', 'es')).hit?.u).toBe('keywords/plane/');
    expect((await first('plano', 'pt')).hit?.u).toBe('keywords/plane/');
  });

  it('finds a keyword by its printed name in each language and by its English name, from every interface', async () => {
    for (const lang of LANGS)
      for (const name of ['vuela', 'vol', 'voar', 'Flying', 'salvaguarda', 'parade', 'rebatir', 'Ward']) {
        const r = await first(name, lang);
        expect(r.kind, `${name} (${lang})`).toBe('keyword');
        expect(['keywords/flying/', 'keywords/ward/'], `${name} (${lang})`).toContain(r.hit?.u);
      }
  });

  it('a card typed by its exact name still comes first', async () => {
    const r = await first('Pris au piège', 'fr');
    expect([r.kind, r.hit?.t]).toEqual(['card', 'Pris au piège']);
  });
});
