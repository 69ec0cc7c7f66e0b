import { describe, expect, it } from 'vitest';
import { buildShards, lunrShards } from './build-index.js';
import type { SearchDoc } from './documents.js';
import { LANGS, type Lang } from '../languages.js';

const shardsOf = (lang: Lang, docs: SearchDoc[], target: number) => {
  const out: ReturnType<typeof lunrShards> = [];
  buildShards(lang, docs, target, (s) => out.push(s));
  return out;
};

/** Entries with what the pipeline treats specially: raw names, rule numbers, elisions, stop words, hyphens, accents. */
function sample(n: number): SearchDoc[] {
  const words = [
    "l'effroi",
    'Créatures',
    'créature',
    'du',
    'de',
    'la',
    '601.2b',
    '702.94a',
    'vol',
    'piétinement',
    'sort-éphémère',
    'Écorcheur',
    "aujourd'hui",
    '—',
    '«',
    'X',
    '{2}{R}',
    'manifester',
    'manifeste',
    'rata',
  ];
  const pick = (i: number, k: number) => Array.from({ length: k }, (_, j) => words[(i * 7 + j * 13) % words.length]).join(j(i));
  const j = (i: number) => (i % 3 === 0 ? ' ' : i % 3 === 1 ? '  ' : ' - ');
  return Array.from({ length: n }, (_, i): SearchDoc => ({
    ref: `c${i.toString(36)}`,
    fields:
      i % 4 === 0
        ? { name: pick(i, 2), raw: pick(i, 2), type: pick(i + 1, 3) }
        : i % 4 === 1
          ? { text: pick(i, 12 + (i % 9)), owner: pick(i + 2, 2) }
          : i % 4 === 2
            ? { name: pick(i, 3), raw: '', syn: pick(i + 3, 4), alias: pick(i, 1) }
            : { text: '', name: pick(i, 1) },
  }));
}

describe('buildShards', () => {
  for (const lang of LANGS)
    it(`gives exactly the shards of lunr's own index (${lang})`, () => {
      const docs = sample(400);
      for (const target of [200, 2_000, 24_000])
        expect(JSON.stringify(shardsOf(lang, docs, target))).toBe(JSON.stringify(lunrShards(lang, docs, target)));
    });

  it('refuses two entries with one ref', () => {
    expect(() =>
      shardsOf(
        'es',
        [
          { ref: 'a', fields: { name: 'x' } },
          { ref: 'a', fields: { name: 'y' } },
        ],
        100,
      ),
    ).toThrow(/ref "a"/);
  });
});
