import { z } from 'zod';
import { catalogueCardSchema, catalogueIndexSchema, catalogueSetSchema, catalogueDateSchema } from './catalogue.js';

/**
 * The catalogue as open data (`/data/catalogue/`): every card ever printed with its official rulings, cut as
 * content/catalogue/ is, by the first two hex digits of the card's oracle id, so that a re-user fetches the index
 * (sets, counts, shards) and then the shards it needs, a few hundred kilobytes each.
 */
const shardKey = z.string().regex(/^[0-9a-f]{2}$/, 'a shard is named by two lower-case hex digits');

/** `/data/catalogue/index.json`: the catalogue's date, counts and sets, and where each shard is. */
export const openCatalogueIndexSchema = z
  .object({
    /** The JSON Schema this file follows (`…/data/schema.json#/definitions/CatalogueIndex`). */
    schema: z.string().url(),
    /** The newest MTGJSON build the catalogue was derived from. */
    asOf: catalogueDateSchema,
    counts: catalogueIndexSchema.shape.counts,
    sets: z.array(catalogueSetSchema),
    shards: z.array(
      z
        .object({
          shard: shardKey,
          /** The shard's path below the site (`/data/catalogue/6b.json`). */
          path: z.string().regex(/^\/data\/catalogue\/[0-9a-f]{2}\.json$/),
          cards: z.number().int().positive(),
        })
        .strict(),
    ),
  })
  .strict();
export type OpenCatalogueIndex = z.infer<typeof openCatalogueIndexSchema>;

/** `/data/catalogue/<xx>.json`: the cards whose oracle id starts with `xx`, in oracle-id order, rulings included. */
export const openCatalogueShardSchema = z
  .object({
    schema: z.string().url(),
    shard: shardKey,
    cards: z.array(catalogueCardSchema).min(1),
  })
  .strict();
export type OpenCatalogueShard = z.infer<typeof openCatalogueShardSchema>;
