/**
 * The JSON Schemas the site publishes, generated from the zod schemas the build validates with: the open data
 * (`/data/schema.json`, for `/data/<lang>.json`) and Scryfall's ruling-list shape (`/data/scryfall-rulings.schema.json`,
 * for each card's rulings under `/api/`). zod-to-json-schema converts types, enums and regular expressions; a check
 * written as code (a refinement) has no JSON Schema form and would be lost, so each such schema is given its JSON
 * Schema here (`JSON_FORMS`), as strict as its code: a document date is the pattern DOCUMENT_DATE, which date.test.ts
 * checks against the code.
 */
import { z } from 'zod';
import { ignoreOverride, zodToJsonSchema } from 'zod-to-json-schema';
import { RECORD_KINDS, RECORD_KIND_NAMES, langSchema } from '../schema/index.js';
import { DOCUMENT_DATE, documentDateSchema } from '../schema/date.js';
import { scryfallRulingListSchema } from '../schema/scryfall-rulings.js';

export const OPEN_DATA_SCHEMA_PATH = '/data/schema.json';
export const SCRYFALL_RULINGS_SCHEMA_PATH = '/data/scryfall-rulings.schema.json';

/** The JSON Schema of each zod schema whose checks are code. */
const JSON_FORMS = new Map<z.ZodTypeDef, Record<string, unknown>>([
  [documentDateSchema._def, { type: 'string', pattern: DOCUMENT_DATE.source, description: 'YYYY, YYYY-MM or YYYY-MM-DD, from 1993' }],
]);

type JsonSchema = Record<string, unknown>;

/** `schema` as a JSON Schema named `name`, published at `id` (its `$id`). */
function jsonSchemaOf(schema: z.ZodTypeAny, name: string, id: string): JsonSchema {
  return {
    $id: id,
    ...zodToJsonSchema(schema, {
      name,
      $refStrategy: 'none',
      override: (def) => JSON_FORMS.get(def) ?? ignoreOverride,
    }),
  };
}

/** The JSON Schema of /data/<lang>.json: its language, its schema's URL, and the records of every published kind. */
export function openDataJsonSchema(id: string): JsonSchema {
  const published = RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none');
  const file = z.object({
    lang: langSchema,
    schema: z.string().url(),
    ...Object.fromEntries(published.map((name) => [name, z.array(RECORD_KINDS[name].schema)])),
  });
  return jsonSchemaOf(file, 'RulingsOpenData', id);
}

/** The JSON Schema of a card's rulings in one language, in Scryfall's ruling-list shape. */
export function scryfallRulingsJsonSchema(id: string): JsonSchema {
  return jsonSchemaOf(scryfallRulingListSchema, 'ScryfallRulingList', id);
}
