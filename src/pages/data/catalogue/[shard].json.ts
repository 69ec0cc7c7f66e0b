import type { APIRoute } from 'astro';
import { absoluteUrl } from '../../../seo/urls.js';
import { loadCorpus } from '../../../site/corpus.js';
import { CATALOGUE_SHARD_SCHEMA, OPEN_DATA_SCHEMA_PATH } from '../../../site/json-schemas.js';
import { catalogueShardData, catalogueShards } from '../../../site/open-data.js';

export const getStaticPaths = async () =>
  [...catalogueShards((await loadCorpus()).catalogue).keys()].map((shard) => ({ params: { shard } }));

/** The catalogue's open data: the cards whose oracle id starts with the shard's two hex digits, official rulings too. */
export const GET: APIRoute = async ({ params, site }) =>
  new Response(
    catalogueShardData((await loadCorpus()).catalogue, params.shard!, absoluteUrl(OPEN_DATA_SCHEMA_PATH + CATALOGUE_SHARD_SCHEMA, site!)),
    { headers: { 'Content-Type': 'application/json' } },
  );
