import type { APIRoute } from 'astro';
import { absoluteUrl } from '../../seo/urls.js';
import { SCRYFALL_RULINGS_SCHEMA_PATH, scryfallRulingsJsonSchema } from '../../site/json-schemas.js';

/** The JSON Schema of each card's rulings under /api/ (Scryfall's ruling-list shape). */
export const GET: APIRoute = ({ site }) =>
  new Response(JSON.stringify(scryfallRulingsJsonSchema(absoluteUrl(SCRYFALL_RULINGS_SCHEMA_PATH, site!)), null, 2), {
    headers: { 'Content-Type': 'application/json' },
  });
