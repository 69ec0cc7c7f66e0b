/**
 * The published JSON Schemas are as strict as the build's zod schemas: each bad sample below is refused by a real JSON
 * Schema validator (ajv) reading the published schema, as it is by zod; the good samples pass both.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openCatalogueShardSchema, RECORD_KINDS, RECORD_KIND_NAMES } from '../schema/index.js';
import { scryfallRulingListSchema } from '../schema/scryfall-rulings.js';
import { openDataJsonSchema, scryfallRulingsJsonSchema } from './json-schemas.js';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

const published = RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none');

/** A document record as the open data publishes it, whole and valid. */
const document = {
  id: 'duskmourn-release-notes',
  file: 'documents/es/duskmourn-release-notes.txt',
  lang: 'es',
  title: 'Notas de la versión de Duskmourn',
  sets: [{ name: 'Duskmourn', code: 'DSK' }],
  kind: 'release-notes',
  date: '2024-09-20',
  source: 'magic.wizards.com',
  rulesEdition: { edition: '2024-08-02', chosenBy: 'date', fits: null },
  lineCount: 10,
  sections: [],
};

/** An open data file holding `doc` as its one document. */
const openData = (doc: object) => ({
  lang: 'es',
  schema: 'https://rulings.example/data/schema.json',
  ...Object.fromEntries(published.map((name) => [name, name === 'documents' ? [doc] : []])),
});

const rulings = (ruling: object) => ({
  object: 'list',
  has_more: false,
  data: [
    {
      object: 'ruling',
      oracle_id: '4f8d7a2b-3c1e-4b5a-9d6f-0e1a2b3c4d5e',
      source: 'wotc',
      published_at: '2024-09-20',
      comment: 'Si la criatura deja el campo de batalla, la habilidad no hace nada.',
      ...ruling,
    },
  ],
});

describe('the JSON Schema of the open data (/data/schema.json)', () => {
  const validate = ajv.compile(openDataJsonSchema('https://rulings.example/data/schema.json'));
  const fileSchema = RECORD_KINDS.documents.schema;

  it('accepts a valid file, as zod does', () => {
    expect(fileSchema.safeParse(document).success).toBe(true);
    expect(validate(openData(document)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses every document date that is not a date of the calendar from 1993, as zod does', () => {
    for (const date of ['hello', '2012-13-01', '1850', '2012-02-30', '2100-02-29', '2012-1-5', '2012-00', '20120', ''])
      for (const doc of [{ ...document, date }]) {
        expect(fileSchema.safeParse(doc).success, `zod: ${date}`).toBe(false);
        expect(validate(openData(doc)), `ajv: ${date}`).toBe(false);
      }
    for (const date of ['1993', '2012-02', '2000-02-29', '2024-02-29'])
      expect(validate(openData({ ...document, date })), `ajv: ${date}`).toBe(true);
  });

  it('refuses an edition that is not a day of the calendar, and a field no record has', () => {
    for (const doc of [
      { ...document, rulesEdition: { ...document.rulesEdition, edition: '2012-13-01' } },
      { ...document, rulesEdition: { ...document.rulesEdition, edition: '2012' } },
      { ...document, extra: true },
      { ...document, kind: 'blog' },
    ]) {
      expect(fileSchema.safeParse(doc).success).toBe(false);
      expect(validate(openData(doc)), JSON.stringify(doc)).toBe(false);
    }
  });
});

/** A catalogue shard as the open data publishes it, with one card whole and valid. */
const card = {
  oracleId: '4f8d7a2b-3c1e-4b5a-9d6f-0e1a2b3c4d5e',
  name: 'Lightning Bolt',
  slug: 'lightning-bolt',
  layout: 'normal',
  oracleAsOf: '2026-07-09',
  manaValue: 1,
  colors: ['R'],
  keywords: [],
  faces: [{ name: 'Lightning Bolt', manaCost: '{R}', typeLine: 'Instant', text: 'Lightning Bolt deals 3 damage to any target.' }],
  printed: { es: { name: 'Relámpago', faces: [{ typeLine: 'Instantáneo' }], set: 'M10', number: '146', released: '2009-07-17' } },
  printings: [{ set: 'LEA', number: '161', released: '1993-08-05', ids: { en: '4f8d7a2b-3c1e-4b5a-9d6f-0e1a2b3c4d5f' } }],
  rulings: [{ date: '2024-11-08', text: 'The damage is dealt by Lightning Bolt.' }],
};
const shard = (c: object) => ({ schema: 'https://rulings.example/data/schema.json#/definitions/CatalogueShard', shard: '4f', cards: [c] });

describe('the JSON Schema of the catalogue’s open data (/data/schema.json#/definitions/CatalogueShard)', () => {
  ajv.addSchema(openDataJsonSchema('https://rulings.example/data/catalogue-test.json'));
  const validate = ajv.getSchema('https://rulings.example/data/catalogue-test.json#/definitions/CatalogueShard')!;

  it('accepts a valid shard, as zod does', () => {
    expect(openCatalogueShardSchema.safeParse(shard(card)).success).toBe(true);
    expect(validate(shard(card)), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses a ruling dated on no day of the calendar, a name not trimmed, a field no card has, as zod does', () => {
    for (const bad of [
      { ...card, rulings: [{ date: '2024-02-30', text: 'x' }] },
      { ...card, name: 'Lightning  Bolt' },
      { ...card, name: ' Lightning Bolt' },
      { ...card, printed: { es: { ...card.printed.es, name: 'Relámpago ' } } },
      { ...card, extra: 1 },
    ]) {
      expect(openCatalogueShardSchema.safeParse(shard(bad)).success, JSON.stringify(bad)).toBe(false);
      expect(validate(shard(bad)), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('the JSON Schema of the Scryfall-shaped rulings (/data/scryfall-rulings.schema.json)', () => {
  const validate = ajv.compile(scryfallRulingsJsonSchema('https://rulings.example/data/scryfall-rulings.schema.json'));

  it('accepts a valid list, as zod does', () => {
    expect(scryfallRulingListSchema.safeParse(rulings({})).success).toBe(true);
    expect(validate(rulings({})), JSON.stringify(validate.errors)).toBe(true);
  });

  it('refuses bad samples, as zod does', () => {
    const bad = [
      rulings({ published_at: '2012-13-01' }),
      rulings({ published_at: 'hello' }),
      rulings({ published_at: '2024-09' }),
      rulings({ oracle_id: 'not-a-uuid' }),
      rulings({ source: 'scryfall' }),
      rulings({ comment: '' }),
      rulings({ extra: 1 }),
      { ...rulings({}), has_more: true },
      { ...rulings({}), object: 'ruling' },
    ];
    for (const sample of bad) {
      expect(scryfallRulingListSchema.safeParse(sample).success, JSON.stringify(sample)).toBe(false);
      expect(validate(sample), JSON.stringify(sample)).toBe(false);
    }
  });
});
