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
import {
  catalogueDateSchema,
  catalogueNameSchema,
  openCatalogueIndexSchema,
  openCatalogueShardSchema,
  RECORD_KINDS,
  RECORD_KIND_NAMES,
  langSchema,
} from '../schema/index.js';
import { DOCUMENT_DATE, documentDateSchema } from '../schema/date.js';
import { scryfallRulingListSchema } from '../schema/scryfall-rulings.js';

export const OPEN_DATA_SCHEMA_PATH = '/data/schema.json';
/** Where, in the open data's JSON Schema, the catalogue's index and shards are described (their `schema` field). */
export const CATALOGUE_INDEX_SCHEMA = '#/definitions/CatalogueIndex';
export const CATALOGUE_SHARD_SCHEMA = '#/definitions/CatalogueShard';
export const SCRYFALL_RULINGS_SCHEMA_PATH = '/data/scryfall-rulings.schema.json';

/** The JSON Schema of each zod schema whose checks are code. */
const JSON_FORMS = new Map<z.ZodTypeDef, Record<string, unknown>>([
  [documentDateSchema._def, { type: 'string', pattern: DOCUMENT_DATE.source, description: 'YYYY, YYYY-MM or YYYY-MM-DD, from 1993' }],
  // A calendar day (format "date" is RFC 3339's full-date: no 2024-02-30), and a name trimmed, with single spaces.
  [catalogueDateSchema._def, { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', format: 'date' }],
  [catalogueNameSchema._def, { type: 'string', minLength: 1, pattern: '^(?!\\s)(?![\\s\\S]*\\s\\s)(?![\\s\\S]*\\s$)' }],
]);

type JsonSchema = Record<string, unknown>;

/** `schema` as a JSON Schema named `name`, published at `id` (its `$id`), with `definitions` beside it. */
function jsonSchemaOf(schema: z.ZodTypeAny, name: string, id: string, definitions: Record<string, z.ZodTypeAny> = {}): JsonSchema {
  return {
    $id: id,
    ...zodToJsonSchema(schema, {
      name,
      definitions,
      $refStrategy: 'none',
      override: (def) => JSON_FORMS.get(def) ?? ignoreOverride,
    }),
  };
}

/**
 * The JSON Schema of /data/<lang>.json: its language, its schema's URL, and the records of every published kind; and,
 * among its definitions, those of the catalogue's index and shards (whose `schema` names them by fragment).
 */
export function openDataJsonSchema(id: string): JsonSchema {
  const published = RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none');
  const file = z.object({
    lang: langSchema,
    schema: z.string().url(),
    ...Object.fromEntries(published.map((name) => [name, z.array(RECORD_KINDS[name].schema)])),
  });
  return jsonSchemaOf(file, 'RulingsOpenData', id, {
    [CATALOGUE_INDEX_SCHEMA.split('/').pop()!]: openCatalogueIndexSchema,
    [CATALOGUE_SHARD_SCHEMA.split('/').pop()!]: openCatalogueShardSchema,
  });
}

/** The JSON Schema of a card's rulings in one language, in Scryfall's ruling-list shape. */
export function scryfallRulingsJsonSchema(id: string): JsonSchema {
  return jsonSchemaOf(scryfallRulingListSchema, 'ScryfallRulingList', id);
}
