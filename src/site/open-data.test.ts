import { describe, expect, it } from 'vitest';
import { LANGS } from '../languages.js';
import { openCatalogueIndexSchema, openCatalogueShardSchema, RECORD_KINDS, RECORD_KIND_NAMES } from '../schema/index.js';
import { siteCorpus } from '../../tests/helpers/site-corpus.js';
import { catalogueIndexData, catalogueShardData, catalogueShards, openDataPieces, utf8Stream } from './open-data.js';

const SCHEMA = 'https://rulings.example/data/schema.json';

/** The file as one JSON.stringify of the whole object would write it. */
function whole(lang: (typeof LANGS)[number]) {
  const c = siteCorpus();
  const kinds = RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none').map((name) => {
    const records = c[name] as { lang?: string }[];
    return [name, RECORD_KINDS[name].openData === 'per-language' ? records.filter((r) => r.lang === lang) : records];
  });
  return JSON.stringify({ lang, schema: SCHEMA, ...Object.fromEntries(kinds) });
}

describe('open data', () => {
  it('writes, piece by piece, exactly what one JSON.stringify of the file would', () => {
    for (const lang of LANGS) expect([...openDataPieces(siteCorpus(), lang, SCHEMA)].join('')).toBe(whole(lang));
  });

  it('publishes the records of the language, the shared kinds whole, and no report', () => {
    const data = JSON.parse([...openDataPieces(siteCorpus(), 'fr', SCHEMA)].join(''));
    expect(data.cards.length).toBeGreaterThan(0);
    expect(data.cards.every((c: { lang: string }) => c.lang === 'fr')).toBe(true);
    expect(data.keywords.length).toBe(siteCorpus().keywords.length);
    expect(data.reports).toBeUndefined();
  });

  it('streams UTF-8 in chunks, the last one short, whatever the pieces', async () => {
    const pieces = ['«', 'é'.repeat(70_000), '', '»'];
    const chunks: Uint8Array[] = [];
    const reader = utf8Stream(pieces[Symbol.iterator]()).getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(chunks.length).toBe(2);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(pieces.join(''));
    const empty = await new Response(utf8Stream([][Symbol.iterator]())).text();
    expect(empty).toBe('');
  });
});

const c = siteCorpus();
const SHARD_SCHEMA = `${SCHEMA}#/definitions/CatalogueShard`;

describe("the catalogue's open data", () => {
  it('an index of every set and every shard, whose cards add up to the catalogue', () => {
    const index = openCatalogueIndexSchema.parse(JSON.parse(catalogueIndexData(c.catalogue, SHARD_SCHEMA)));
    expect(index.shards.reduce((n, s) => n + s.cards, 0)).toBe(c.catalogue.cards.length);
    expect(index.sets.length).toBe(c.catalogue.sets.length);
    expect(index.shards.map((s) => s.path)).toContain('/data/catalogue/00.json');
  });

  it('each card once, in the shard of its oracle id, with every official ruling (a card no document mentions too)', () => {
    const bolt = c.catalogue.cards.find((x) => x.name === 'Swords to Plowshares')!;
    const shard = openCatalogueShardSchema.parse(JSON.parse(catalogueShardData(c.catalogue, bolt.oracleId.slice(0, 2), SHARD_SCHEMA)));
    expect(shard.cards.find((x) => x.oracleId === bolt.oracleId)?.rulings).toEqual(bolt.rulings);
    expect(shard.cards.every((x) => x.oracleId.startsWith(shard.shard))).toBe(true);
    const all = [...catalogueShards(c.catalogue).values()].flat();
    expect(all.length).toBe(c.catalogue.cards.length);
    expect(all.reduce((n, x) => n + x.rulings.length, 0)).toBe(c.catalogue.counts.rulings);
  });

  it('refuses to publish a shard its schema refuses, naming the file and the field', () => {
    const shard = c.catalogue.cards[0].oracleId.slice(0, 2);
    expect(() => catalogueShardData(c.catalogue, shard, 'schema.json')).toThrow(
      new RegExp(`^/data/catalogue/${shard}\\.json: schema: Invalid url$`),
    );
    expect(() => catalogueShardData(c.catalogue, 'zz', SHARD_SCHEMA)).toThrow(
      /^\/data\/catalogue\/zz\.json: shard: a shard is named by two lower-case hex digits$/,
    );
  });
});
