import type { APIRoute } from 'astro';
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { RECORD_KINDS, RECORD_KIND_NAMES, langSchema } from '../../schema/index.js';
import { absoluteUrl } from '../../seo/urls.js';

/** The JSON Schema of /data/<lang>.json, generated from the same zod schemas the build validates with. */
export const GET: APIRoute = ({ site }) => {
  const published = RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none');
  const file = z.object({
    lang: langSchema,
    schema: z.string().url(),
    ...Object.fromEntries(published.map((name) => [name, z.array(RECORD_KINDS[name].schema)])),
  });
  // Its $id is where it is published, the URL each data file names in its `schema` field.
  const schema = {
    $id: absoluteUrl('/data/schema.json', site!),
    ...zodToJsonSchema(file, { name: 'RulingsOpenData', $refStrategy: 'none' }),
  };
  return new Response(JSON.stringify(schema, null, 2), { headers: { 'Content-Type': 'application/json' } });
};
