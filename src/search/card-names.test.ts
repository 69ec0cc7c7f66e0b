/** Search finds a card by its English name and by its printed name in any of the three languages, from every site. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../languages.js';
import { createSearch } from './query.js';

const SEARCH = resolve(import.meta.dirname, '../../public/search');

describe.skipIf(!existsSync(join(SEARCH, 'manifest.json')) && !process.env.CI)('search by any name of a card (public/search)', () => {
  const search = createSearch(async (file) => {
    const text = readFileSync(join(SEARCH, file), 'utf8');
    return { data: JSON.parse(text), bytes: text.length };
  });
  const firstCard = async (query: string, lang: Lang) =>
    (await search.search(query, lang, 10)).groups.find((g) => g.kind === 'card')?.hits[0]?.t;

  // [query, the card found first]: English names, and the printed names of the languages the document is not in.
  const cases: [string, string][] = [
    ['bottomless pool', 'Piscine sans fond // Vestiaire'],
    ['Bottomless Pool // Locker Room', 'Piscine sans fond // Vestiaire'],
    ['Overlord of the Boilerbilges', 'Suzerain de Bouillecale'],
    ['piscina sin fondo', 'Piscine sans fond // Vestiaire'],
    ['Hedge Shredder', 'Déchetuse de haies'],
    // The printed French name of a card the document misspells.
    ['Déchiqueteuse de haies', 'Déchetuse de haies'],
    // A special guest, by its English name.
    ['unholy heat', 'Chaleur impie'],
    ['Akoum', 'Akoum'],
  ];
  for (const [query, expected] of cases)
    it(`"${query}" → ${expected}, from every language's site`, async () => {
      for (const lang of LANGS) expect(await firstCard(query, lang), lang).toBe(expected);
    });
});
