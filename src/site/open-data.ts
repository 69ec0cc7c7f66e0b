/**
 * Open data: every record whose content is in one language, as one JSON file (like a card database's bulk file),
 * written as a stream of pieces. At 100× the corpus the French file is 95 MB: one `JSON.stringify` of it held the
 * string, its UTF-8 copy and Astro's copy at once, three languages at a time (600 MB at the end of the build).
 * And the catalogue of every card with its official rulings, in shards by oracle id (as content/catalogue/ is) and an
 * index, each checked against its zod schema as it is written (a shard's cards were checked when they were imported).
 */
import { z } from 'zod';
import { shardOf, type Catalogue } from '../catalogue/index.js';
import type { Lang } from '../languages.js';
import {
  openCatalogueIndexSchema,
  openCatalogueShardSchema,
  RECORD_KINDS,
  RECORD_KIND_NAMES,
  type CatalogueCard,
  type OpenCatalogueIndex,
  type OpenCatalogueShard,
} from '../schema/index.js';
import type { SiteCorpus } from './corpus.js';

/** The kinds of record published, each with the records of one language (or all, for the shared kinds). */
function publishedKinds(c: SiteCorpus, lang: Lang): [string, unknown[]][] {
  return RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none').map((name) => {
    const records = c[name] as { lang?: Lang }[];
    return [name, RECORD_KINDS[name].openData === 'per-language' ? records.filter((r) => r.lang === lang) : records];
  });
}

/**
 * The file of one language, in pieces whose concatenation is exactly `JSON.stringify` of
 * `{ lang, schema, <kind>: [records…] … }`: one piece per record, never the whole file as one string.
 */
export function* openDataPieces(c: SiteCorpus, lang: Lang, schemaUrl: string): Generator<string> {
  yield `{"lang":${JSON.stringify(lang)},"schema":${JSON.stringify(schemaUrl)}`;
  for (const [name, records] of publishedKinds(c, lang)) {
    yield `,${JSON.stringify(name)}:[`;
    for (let i = 0; i < records.length; i++) yield (i ? ',' : '') + JSON.stringify(records[i]);
    yield ']';
  }
  yield '}';
}

const CHUNK_CHARS = 1 << 16;

/** The pieces as UTF-8 chunks of about 64 kB, made as the reader asks for them. */
export function utf8Stream(pieces: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      let chunk = '';
      for (let next = pieces.next(); !next.done; next = pieces.next()) {
        chunk += next.value;
        if (chunk.length >= CHUNK_CHARS) break;
      }
      if (chunk) controller.enqueue(encoder.encode(chunk));
      else controller.close();
    },
  });
}

/** Where the catalogue's open data is: its index, and each shard (`6b` → `/data/catalogue/6b.json`). */
export const CATALOGUE_DATA_INDEX = '/data/catalogue/index.json';
export const catalogueDataShard = (shard: string) => `/data/catalogue/${shard}.json`;

const shards = new WeakMap<Catalogue, Map<string, CatalogueCard[]>>();

/** The catalogue's cards by shard (catalogue/lib shardOf), in oracle-id order: made once per build. */
export function catalogueShards(catalogue: Catalogue): Map<string, CatalogueCard[]> {
  let byShard = shards.get(catalogue);
  if (!byShard) {
    shards.set(catalogue, (byShard = new Map()));
    for (const card of catalogue.cards) {
      const key = shardOf(card.oracleId);
      (byShard.get(key) ?? byShard.set(key, []).get(key)!).push(card);
    }
  }
  return byShard;
}

/** A file of the open data, checked against its zod schema before it is published: one line naming what is wrong. */
function checked<T>(schema: z.ZodType<T>, value: T, path: string): string {
  const result = schema.safeParse(value);
  if (result.success) return JSON.stringify(result.data);
  const issue = result.error.issues[0];
  throw new Error(`${path}: ${issue.path.join('.')}: ${issue.message}`);
}

/** `/data/catalogue/index.json` (`schemaUrl`: the JSON Schema it follows). */
export function catalogueIndexData(catalogue: Catalogue, schemaUrl: string): string {
  const index: OpenCatalogueIndex = {
    schema: schemaUrl,
    asOf: catalogue.asOf,
    counts: catalogue.counts,
    sets: [...catalogue.sets],
    shards: [...catalogueShards(catalogue)]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([shard, cards]) => ({ shard, path: catalogueDataShard(shard), cards: cards.length })),
  };
  return checked(openCatalogueIndexSchema, index, CATALOGUE_DATA_INDEX);
}

/**
 * A shard's envelope (its schema, its key, at least one card). Its cards are not checked again: each was checked
 * against its schema when the importer wrote it, and its shard against its digest when it was loaded; checking the
 * 28,116 cards once more cost the site build 3.8 s of its time and 2 GB of allocations.
 */
const shardEnvelopeSchema = openCatalogueShardSchema.extend({ cards: z.array(z.unknown()).min(1) });

/** `/data/catalogue/<shard>.json`: its cards, with their official rulings. */
export function catalogueShardData(catalogue: Catalogue, shard: string, schemaUrl: string): string {
  const data: OpenCatalogueShard = { schema: schemaUrl, shard, cards: catalogueShards(catalogue).get(shard) ?? [] };
  return checked(shardEnvelopeSchema, data, catalogueDataShard(shard));
}
