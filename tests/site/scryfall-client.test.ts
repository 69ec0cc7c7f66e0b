/**
 * A real Scryfall client (scryfall-api, as a reader's app would use it) reads the site's rulings files: its requests to
 * api.scryfall.com go to a local server of dist/ (src/bench/static-server.ts: `/api/` served as application/json, as the
 * README asks of a host) whose `/api/<lang>/` stands for the API's root. Every Scryfall id of every printing — English, Spanish, French and
 * Portuguese — of the documents' cards and of cards the documents never mention answers with the card's official
 * rulings, oldest first, and in a UI language the rulings its documents give the card. Run after `npm run build`.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Catalogue } from '../../src/catalogue/index.js';
import { scryfallIdsOf } from '../../src/catalogue/index.js';
import { LANGS, type Lang } from '../../src/languages.js';
import type { CatalogueCard } from '../../src/schema/index.js';
import { serveStatic } from '../../src/bench/static-server.js';
import { committedCatalogue } from '../helpers/catalogue.js';
import { DIST } from '../helpers/dist.js';

const SCRYFALL = 'https://api.scryfall.com/';
let server: Server;
let base = '';
let lang: Lang = 'es';
let catalogue: Catalogue;
let Rulings: typeof import('scryfall-api').Rulings;

beforeAll(async () => {
  if (!existsSync(DIST)) throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  ({ base, server } = await serveStatic(DIST));
  // The client takes the global fetch when it loads: the stand-in is in place before it is imported.
  const real = globalThis.fetch;
  vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    return real(url.startsWith(SCRYFALL) ? `${base}/api/${lang}/${url.slice(SCRYFALL.length)}` : input, init);
  });
  ({ Rulings } = await import('scryfall-api'));
  catalogue = committedCatalogue();
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((done) => server?.close(done));
});

const byName = (name: string) => catalogue.cards.find((c) => c.name === name) as CatalogueCard;
const sorted = (dates: string[]) => [...dates].sort();

describe('a Scryfall client reading the site', () => {
  it('gets, for every printing of a document card in every language, its official rulings and the documents’ own', async () => {
    const redcap = byName('Murderous Redcap');
    const ids = [...new Set(scryfallIdsOf(redcap))];
    expect(ids.length).toBeGreaterThanOrEqual(5); // SHM and later printings, in English and in print in es/fr/pt
    for (lang of LANGS) {
      const lists = [];
      for (const id of ids) lists.push(await Rulings.byId(id));
      const [first] = lists;
      for (const list of lists) expect(list).toEqual(first);
      // A translated ruling gives the document's words, the English original beside them (as the site's files do).
      const english = (r: (typeof first)[number]) => (r as { original_comment?: string }).original_comment ?? r.comment;
      const official = first.filter((r) => redcap.rulings.some((o) => o.text === english(r)));
      expect(official).toHaveLength(redcap.rulings.length);
      expect(first.length, lang).toBeGreaterThanOrEqual(redcap.rulings.length);
      expect(first.every((r) => r.oracle_id === redcap.oracleId && r.source === 'wotc')).toBe(true);
      const dates = first.map((r) => (r.published_at instanceof Date ? r.published_at.toISOString().slice(0, 10) : String(r.published_at)));
      expect(dates).toEqual(sorted(dates));
    }
    // The Spanish document's rulings of the card are in the Spanish list: a translation, or a ruling of its own.
    lang = 'es';
    const es = await Rulings.byId(ids[0]);
    expect(es.some((r) => !redcap.rulings.some((o) => o.text === r.comment))).toBe(true);
  }, 120_000);

  it('answers for the French printing a later document would have moved (Garde des âmes, M10 #34)', async () => {
    lang = 'fr';
    const list = await Rulings.byId('6bbdd169-958f-42df-812d-f75fbed9576f');
    expect(list.length).toBeGreaterThan(0);
  });

  it('gets the official rulings of cards no document mentions, at every Scryfall id, in each UI language', async () => {
    // One card in 400 with rulings, the same each run.
    const sample = catalogue.cards.filter((c, i) => c.rulings.length > 0 && i % 400 === 0);
    expect(sample.length).toBeGreaterThan(20);
    for (const card of sample) {
      const ids = [...new Set(scryfallIdsOf(card))];
      lang = LANGS[sample.indexOf(card) % LANGS.length];
      for (const id of [ids[0], ids.at(-1) as string]) {
        const list = await Rulings.byId(id);
        expect(
          list.map((r) => r.comment),
          `${card.name} ${id}`,
        ).toEqual(expect.arrayContaining(card.rulings.map((r) => r.text)));
      }
    }
  }, 120_000);
});
