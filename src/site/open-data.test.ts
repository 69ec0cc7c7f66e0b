import { describe, expect, it } from 'vitest';
import { LANGS } from '../languages.js';
import { RECORD_KINDS, RECORD_KIND_NAMES } from '../schema/index.js';
import { siteCorpus } from '../../tests/helpers/site-corpus.js';
import { openDataPieces, utf8Stream } from './open-data.js';

const SCHEMA = 'https://rulings.example/data/schema.json';

/** The file as one JSON.stringify of the whole object would write it. */
function whole(lang: (typeof LANGS)[number]) {
  const c = siteCorpus();
  const kinds = RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none').map((name) => {
    const records = c[name] as { lang?: string }[];
    return [name, RECORD_KINDS[name].openData === 'per-language' ? records.filter((r) => r.lang === lang) : records];
  });
  return JSON.stringify({ lang, schema: SCHEMA, ...Object.fromEntries(kinds) });
}

describe('open data', () => {
  it('writes, piece by piece, exactly what one JSON.stringify of the file would', () => {
    for (const lang of LANGS) expect([...openDataPieces(siteCorpus(), lang, SCHEMA)].join('')).toBe(whole(lang));
  });

  it('publishes the records of the language, the shared kinds whole, and no report', () => {
    const data = JSON.parse([...openDataPieces(siteCorpus(), 'fr', SCHEMA)].join(''));
    expect(data.cards.length).toBeGreaterThan(0);
    expect(data.cards.every((c: { lang: string }) => c.lang === 'fr')).toBe(true);
    expect(data.keywords.length).toBe(siteCorpus().keywords.length);
    expect(data.reports).toBeUndefined();
  });

  it('streams UTF-8 in chunks, the last one short, whatever the pieces', async () => {
    const pieces = ['«', 'é'.repeat(70_000), '', '»'];
    const chunks: Uint8Array[] = [];
    const reader = utf8Stream(pieces[Symbol.iterator]()).getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) chunks.push(r.value);
    expect(chunks.length).toBe(2);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(pieces.join(''));
    const empty = await new Response(utf8Stream([][Symbol.iterator]())).text();
    expect(empty).toBe('');
  });
});
