import type { APIRoute } from 'astro';
import { absoluteUrl } from '../../../seo/urls.js';
import { loadCorpus } from '../../../site/corpus.js';
import { CATALOGUE_INDEX_SCHEMA, OPEN_DATA_SCHEMA_PATH } from '../../../site/json-schemas.js';
import { catalogueIndexData } from '../../../site/open-data.js';

/** The catalogue's open data: its index (sets, counts, and where each shard of cards is). */
export const GET: APIRoute = async ({ site }) =>
  new Response(catalogueIndexData((await loadCorpus()).catalogue, absoluteUrl(OPEN_DATA_SCHEMA_PATH + CATALOGUE_INDEX_SCHEMA, site!)), {
    headers: { 'Content-Type': 'application/json' },
  });
