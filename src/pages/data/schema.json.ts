import type { APIRoute } from 'astro';
import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { cardSchema, documentSchema, keywordRecordSchema, langSchema, mechanicSchema, ruleSchema, rulingSchema } from '../../schema/index.js';

/** The JSON Schema of /data/<lang>.json, generated from the same zod schemas the build validates with. */
export const GET: APIRoute = () => {
  const file = z.object({
    lang: langSchema,
    schema: z.string(),
    documents: z.array(documentSchema),
    cards: z.array(cardSchema),
    rulings: z.array(rulingSchema),
    mechanics: z.array(mechanicSchema),
    rules: z.array(ruleSchema),
    keywords: z.array(keywordRecordSchema),
  });
  return new Response(JSON.stringify(zodToJsonSchema(file, { name: 'RulingsOpenData', $refStrategy: 'none' }), null, 2), { headers: { 'Content-Type': 'application/json' } });
};
