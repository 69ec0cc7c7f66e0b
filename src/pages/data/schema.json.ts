import type { APIRoute } from 'astro';
import { absoluteUrl } from '../../seo/urls.js';
import { OPEN_DATA_SCHEMA_PATH, openDataJsonSchema } from '../../site/json-schemas.js';

/** The JSON Schema of /data/<lang>.json; its $id is where it is published, the URL each data file names in `schema`. */
export const GET: APIRoute = ({ site }) =>
  new Response(JSON.stringify(openDataJsonSchema(absoluteUrl(OPEN_DATA_SCHEMA_PATH, site!)), null, 2), {
    headers: { 'Content-Type': 'application/json' },
  });
