/**
 * The /api/ rulings files the build wrote (outside Astro, scripts/build-api.ts) are what the published schema says:
 * a sample of each language's files validated by a real JSON Schema validator (ajv) against the site's own
 * /data/scryfall-rulings.schema.json. Run after `npm run build` (npm test builds first).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/languages.js';
import { DIST } from '../helpers/dist.js';

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(readFileSync(join(DIST, 'data/scryfall-rulings.schema.json'), 'utf8')));

/** Every 50th Scryfall id of a language's files (by name: the same sample on every build of the same data), and the last. */
function sample(lang: string): string[] {
  const ids = readdirSync(join(DIST, 'api', lang, 'cards')).sort();
  return ids.filter((_, i) => i % 50 === 0 || i === ids.length - 1).map((id) => join(DIST, 'api', lang, 'cards', id, 'rulings'));
}

describe('the /api/ rulings files', () => {
  it.each(LANGS)('%s: each sampled file is valid against /data/scryfall-rulings.schema.json', (lang) => {
    const files = sample(lang);
    expect(files.length).toBeGreaterThan(0);
    let rulings = 0;
    for (const file of files) {
      const list = JSON.parse(readFileSync(file, 'utf8')) as { data: unknown[] };
      expect(validate(list) ? [] : validate.errors, file).toEqual([]);
      rulings += list.data.length;
    }
    // Not a sample of empty lists only.
    expect(rulings).toBeGreaterThan(0);
  });
});
