/**
 * The identity table derived from the fixture folders (tests/fixtures-card-identity/<case>/mtgjson/, tiny v3 and v5
 * set files written by hand): golden files (`expected.json`, UPDATE=1 rewrites them, never in CI), facts only,
 * deterministic bytes, and the table's schema.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  deriveIdentityTable,
  readMtgjson,
  serializeIdentityTable,
  setIdentities,
  type MtgjsonSet,
} from '../../src/card-identity/importer/index.js';
import { importCardIdentities } from '../../src/card-identity/importer/index.js';
import { cardIdentityTableSchema } from '../../src/schema/card-identity.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures-card-identity');
interface Case {
  /** Sets asked for. */
  sets?: string[];
  /** Import without the sets no file holds (`--allow-missing`). */
  allowMissing?: boolean;
  /** Sets asked for that no file holds. */
  missing?: string[];
  /** The start of the one-line error the case must give (error cases have no expected.json). */
  error?: string;
}

function caseInfo(name: string): Case {
  return JSON.parse(readFileSync(join(FIXTURES, name, 'case.json'), 'utf8'));
}

/** Every fixture folder with MTGJSON files and a case.json; the golden ones are those without an error. */
const cases = readdirSync(FIXTURES)
  .filter((n) => existsSync(join(FIXTURES, n, 'mtgjson')) && !caseInfo(n).error)
  .sort();

describe('golden fixtures', () => {
  it('has the cases', () => expect(cases).toEqual(['mixed-folder', 'v3-set', 'v5-set']));

  for (const name of cases) {
    it(`${name}: derives expected.json`, async () => {
      const info = caseInfo(name);
      const result = await importCardIdentities([join(FIXTURES, name, 'mtgjson')], info.sets ?? [], { allowMissing: info.allowMissing });
      const text = serializeIdentityTable(result.table);
      const expectedFile = join(FIXTURES, name, 'expected.json');
      if (process.env.UPDATE === '1' && !process.env.CI) writeFileSync(expectedFile, text);
      expect(text).toBe(readFileSync(expectedFile, 'utf8'));
      expect(result.missing).toEqual(info.missing ?? []);
    });
  }
});

async function fixtureSets(name: string): Promise<MtgjsonSet[]> {
  return (await readMtgjson([join(FIXTURES, name, 'mtgjson')])).flatMap((f) => f.sets);
}

describe('the table', () => {
  it('keeps facts only: printed names and texts in es/fr/pt, no English rules text, flavor, rulings, types, artists, other languages, tokens or boosters', async () => {
    const text = serializeIdentityTable(deriveIdentityTable([...(await fixtureSets('v3-set')), ...(await fixtureSets('v5-set'))]));
    for (const gone of [
      'Flying',
      'glows',
      'ruling',
      'Ruling',
      'not kept',
      'Anderer Text',
      'Faerie',
      'Creature',
      'Artist',
      'Glutkobold',
      '残り火',
      'Spirit',
      'u-7',
      'multiverse',
      'German',
      'Japanese',
    ])
      expect(text, gone).not.toContain(gone);
    const table = JSON.parse(text);
    const keys = new Set(table.cards.flatMap((c: object) => Object.keys(c)));
    expect([...keys].sort()).toEqual(['faceNames', 'faces', 'name', 'names', 'number', 'scryfallId', 'set', 'texts']);
    expect(Object.keys(table)).toEqual(['version', 'sets', 'cards']);
  });

  it('maps Portuguese (Brazil) to pt in v3 and v5, and keeps the printed apostrophes', async () => {
    for (const name of ['v3-set', 'v5-set']) {
      const [set] = await fixtureSets(name);
      const sprite = setIdentities(set).find((c) => c.name === 'Ember Sprite');
      expect(sprite?.names).toEqual({ es: 'Duende de ascuas', fr: 'Lutin d’ambre', pt: 'Duende de Brasa' });
    }
  });

  it('makes one printing of the face rows of a multi-face card (v3: one row a face; v5: rows with faceName)', async () => {
    const [v3] = await fixtureSets('v3-set');
    const [v5] = await fixtureSets('v5-set');
    expect(setIdentities(v3).find((c) => c.faces)).toEqual({
      name: 'Fire Step // Ice Step',
      faces: ['Fire Step', 'Ice Step'],
      set: 'TV3',
      number: '2',
      names: { es: 'Paso de fuego // Paso de hielo', fr: 'Pas de feu // Pas de glace' },
      faceNames: { es: ['Paso de fuego', 'Paso de hielo'], fr: ['Pas de feu', 'Pas de glace'] },
    });
    const room = setIdentities(v5).find((c) => c.faces);
    expect(room?.faces).toEqual(['Dusty Parlor', 'Moldering Attic']);
    expect(room?.faceNames).toEqual({ es: ['Salón polvoriento', 'Ático enmohecido'], fr: ['Salon poussiéreux', 'Grenier moisi'] });
    expect(room?.names.pt).toBeUndefined();
    expect(room?.scryfallId).toBe('0a1b2c3d-0000-4000-8000-000000000008');
  });

  it('keeps each printing (basic lands by number) and drops exact duplicates', async () => {
    const [v5] = await fixtureSets('v5-set');
    expect(v5.cards.filter((c) => c.name === 'Forest')).toHaveLength(3);
    expect(
      setIdentities(v5)
        .filter((c) => c.name === 'Forest')
        .map((c) => c.number),
    ).toEqual(['20', '21']);
  });

  it('gives the same bytes whatever the order of the rows and of the files', async () => {
    const sets = [...(await fixtureSets('v3-set')), ...(await fixtureSets('v5-set'))];
    const reference = serializeIdentityTable(deriveIdentityTable(sets));
    let seed = 7;
    const shuffle = <T>(xs: T[]) =>
      xs
        .map((x) => ({ x, k: (seed = (seed * 16807) % 2147483647) }))
        .sort((a, b) => a.k - b.k)
        .map((e) => e.x);
    for (let i = 0; i < 5; i++) {
      const shuffled = shuffle(sets).map((s) => ({ ...s, cards: shuffle(s.cards).map((c) => ({ ...c, foreign: shuffle(c.foreign) })) }));
      // Rows of one printing keep their face order through `side` / `names`, whatever their order in the file.
      expect(serializeIdentityTable(deriveIdentityTable(shuffled))).toBe(reference);
    }
  });

  it('takes a set found in several files from the v5 one', async () => {
    const files = await readMtgjson([join(FIXTURES, 'mixed-folder', 'mtgjson')]);
    expect(files.map((f) => [f.file.split('/').pop(), f.layout])).toEqual([
      ['TV3.json', 'v3-set'],
      ['TV5-v3.json', 'v3-set'],
      ['TV5.json', 'v5-set'],
    ]);
    const table = deriveIdentityTable(files.flatMap((f) => f.sets));
    expect(table.cards.filter((c) => c.set === 'TV5').every((c) => c.scryfallId)).toBe(true);
  });

  it('says which printed languages Scryfall lists elsewhere, where the set’s data gives foreign printings their ids', () => {
    const card = (name: string, number: string, frOnScryfall: boolean): MtgjsonSet['cards'][number] => ({
      name,
      number,
      foreign: [
        { language: 'Spanish', name: `${name} es`, onScryfall: true },
        { language: 'French', name: `${name} fr`, ...(frOnScryfall ? { onScryfall: true as const } : {}) },
      ],
    });
    const set = (cards: MtgjsonSet['cards']): MtgjsonSet => ({
      code: 'TST',
      layout: 'v5-set',
      file: 'TST.json',
      rows: cards.length,
      cards,
    });
    const rows = setIdentities(set([card('Listed', '1', true), card('Unlisted', '2', false)]));
    expect(rows.map((r) => [r.name, r.scryfallMissing])).toEqual([
      ['Listed', undefined],
      ['Unlisted', ['fr']],
    ]);
    // Data that gives no foreign Scryfall id at all (MTGJSON before 5.3) tells nothing missing.
    const silent = (c: MtgjsonSet['cards'][number]) => ({ ...c, foreign: c.foreign.map(({ onScryfall: _, ...f }) => f) });
    expect(setIdentities(set([silent(card('Old', '1', false))]))[0].scryfallMissing).toBeUndefined();
  });

  it('the schema refuses rows that break its rules', async () => {
    const table = deriveIdentityTable(await fixtureSets('v5-set'));
    expect(cardIdentityTableSchema.safeParse(table).success).toBe(true);
    const broken = (change: (t: ReturnType<typeof structuredClone<typeof table>>) => void) => {
      const t = structuredClone(table);
      change(t);
      return cardIdentityTableSchema.safeParse(t).success;
    };
    expect(broken((t) => (t.sets[0].cards += 1))).toBe(false);
    expect(broken((t) => ((t.cards[0] as Record<string, unknown>).text = 'Flying'))).toBe(false);
    expect(broken((t) => ((t.cards[0].names as Record<string, string>).de = 'Glutkobold'))).toBe(false);
    expect(broken((t) => (t.cards[1].faces = ['Dusty Parlor', 'Other']))).toBe(false);
    expect(broken((t) => (t.cards[0].set = 'tv5'))).toBe(false);
    expect(broken((t) => (t.cards[0].scryfallId = 'not-a-uuid'))).toBe(false);
  });
});
