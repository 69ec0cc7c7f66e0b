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
    (await search.search(query, lang, 10)).groups.find((g) => g.kind === 'card')?.hits[0];

  // [query, the card's page, its name in es / fr / pt]: English names, and the printed names of any language.
  const pool = [
    'bottomless-pool-locker-room',
    ['Piscina sin fondo // Vestuario', 'Piscine sans fond // Vestiaire', 'Bottomless Pool // Locker Room'],
  ] as const;
  const shredder = ['hedge-shredder', ['Trituradora de setos', 'Déchiqueteuse de haies', 'Hedge Shredder']] as const;
  const cases: [string, readonly [string, readonly string[]]][] = [
    ['bottomless pool', pool],
    ['Bottomless Pool // Locker Room', pool],
    ['piscina sin fondo', pool],
    ['piscine sans fond', pool],
    ['Hedge Shredder', shredder],
    // The printed French name, and the name the document misspells.
    ['Déchiqueteuse de haies', shredder],
    ['Déchetuse de haies', shredder],
  ];
  for (const [query, [slug, names]] of cases)
    it(`"${query}" → ${slug}, named as the reader's language prints it, from every language's site`, async () => {
      for (const [i, lang] of LANGS.entries()) {
        const hit = await firstCard(query, lang);
        expect(hit?.u, lang).toBe(`cards/${slug}/`);
        expect(hit?.t, lang).toBe(names[i]);
      }
    });

  // Cards no document mentions, by the name each language prints (Lightning Bolt is Raio in Portuguese, and
  // Relâmpago is Thunderbolt there), and with a typo: first of the first five, however many cards hold the word.
  const named: [query: string, lang: Lang, slug: string][] = [
    ['Relámpago', 'es', 'lightning-bolt'],
    ['relampgo', 'es', 'lightning-bolt'],
    ['Foudre', 'fr', 'lightning-bolt'],
    ['foudrre', 'fr', 'lightning-bolt'],
    ['Raio', 'pt', 'lightning-bolt'],
    ['Relâmpago', 'pt', 'thunderbolt'],
    ['Lightning Bolt', 'pt', 'lightning-bolt'],
    ['lightning bollt', 'es', 'lightning-bolt'],
    ['Contrahechizo', 'es', 'counterspell'],
    ['contrahechiso', 'es', 'counterspell'],
    ['Contresort', 'fr', 'counterspell'],
    ['contresrot', 'fr', 'counterspell'],
    ['contresortt', 'fr', 'counterspell'],
    ['Espadas en guadañas', 'es', 'swords-to-plowshares'],
    ['espadas en guadanas', 'fr', 'swords-to-plowshares'],
    ['Espadas em Arados', 'pt', 'swords-to-plowshares'],
    ['espadas em arrados', 'pt', 'swords-to-plowshares'],
  ];
  for (const [query, lang, slug] of named)
    it(`"${query}" (${lang}) → ${slug} first, also when only five results are asked for`, async () => {
      for (const limit of [5, 60]) {
        const r = await search.search(query, lang, limit);
        expect(r.groups[0]?.kind, `${limit}`).toBe('card');
        expect(r.groups[0]?.hits[0]?.u, `${limit}`).toBe(`cards/${slug}/`);
      }
    });

  it('finds the plane Akoum and a special guest by its English name', async () => {
    for (const lang of LANGS) {
      expect((await firstCard('Akoum', lang))?.u).toBe('cards/akoum/');
      expect((await firstCard('unholy heat', lang))?.u).toBe('cards/unholy-heat/');
    }
  });
});
