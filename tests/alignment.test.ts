/**
 * The alignment on real documents (issue #29). tests/fixtures-alignment/<document id>/ holds rulings of a document of
 * content/ read beside the English official rulings by hand: input.json names each ruling (line and text),
 * expected.json gives the English original it translates, or null where it translates none. The build must make no
 * other pair; on the Duskmourn notes it must make nearly all of them. A folder with input.txt is a document the project
 * has never seen (its case.json gives its manifest entry and the MTGJSON set file of its cards): parsed, built and
 * aligned here against that set's catalogue, it must make exactly the expected pairs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueOf, rulingWords } from '../src/catalogue/index.js';
import { importCatalogue } from '../src/catalogue/importer/index.js';
import { parseDocument } from '../src/parse/index.js';
import { alignCorpus } from '../src/records/align-corpus.js';
import { buildCorpus, type Corpus } from '../src/records/index.js';
import { manifestEntrySchema } from '../src/schema/index.js';
import { content } from './helpers/content.js';
import { hasSharedData, sharedData } from './helpers/shared-data.js';
import { contentRecords } from './helpers/site-corpus.js';

const FIXTURES = join(import.meta.dirname, 'fixtures-alignment');
const readJson = <T>(...path: string[]): T => JSON.parse(readFileSync(join(FIXTURES, ...path), 'utf8')) as T;

interface Reading {
  why: string;
  document: string;
  rulings: { line: number; text: string }[];
}
type Expected = { line: number; original: string | null }[];

/** Two English texts are one original whatever their typing (Gatherer's cards carry several). */
const sameOriginal = (a: string, b: string) => rulingWords(a) === rulingWords(b);

const folders = readdirSync(FIXTURES).sort();
const readings = folders.filter((f) => existsSync(join(FIXTURES, f, 'input.json')));
const unseen = folders.filter((f) => existsSync(join(FIXTURES, f, 'input.txt')));

/** Each ruling of a reading with what the build made of it: its original (null: none) and, unaligned, its reason. */
function outcomes(corpus: Corpus, reading: Reading, expected: Expected) {
  const report = corpus.reports.find((r) => r.documentId === reading.document);
  const reasons = new Map((report?.alignment?.unalignedRulings ?? []).map((u) => [u.rulingId, u]));
  const originals = new Map(corpus.rulings.map((r) => [r.id, r.original?.text ?? null]));
  return reading.rulings.map((want, k) => {
    const ruling = corpus.rulings.find((r) => r.documentId === reading.document && r.line === want.line && r.text === want.text);
    const unaligned = ruling ? reasons.get(ruling.id) : undefined;
    // A ruling said again holds no pair of its own: the ruling it repeats holds it.
    const held = unaligned?.reason === 'repeat' && unaligned.rivalRulingId ? originals.get(unaligned.rivalRulingId) : null;
    return { line: want.line, ruling, expected: expected[k].original, actual: ruling?.original?.text ?? null, held: held ?? null };
  });
}

describe('the alignment of the documents of content/, against a reading by hand', () => {
  const corpus = contentRecords();

  for (const folder of readings) {
    const reading = readJson<Reading>(folder, 'input.json');
    const expected = readJson<Expected>(folder, 'expected.json');

    it(`${folder}: every ruling read is there, and no pair is made that the reading refuses (${reading.rulings.length} rulings)`, () => {
      expect(expected.map((e) => e.line)).toEqual(reading.rulings.map((r) => r.line));
      const results = outcomes(corpus, reading, expected);
      expect(results.filter((r) => !r.ruling).map((r) => r.line)).toEqual([]);
      const wrong = results.filter((r) => r.actual !== null && (r.expected === null || !sameOriginal(r.actual, r.expected)));
      expect(wrong.map((r) => ({ line: r.line, expected: r.expected, made: r.actual }))).toEqual([]);
    });
  }

  it('pairs the Duskmourn notes: nearly every French ruling the reading gives an original, and the document as a whole', () => {
    const reading = readJson<Reading>('duskmourn-release-notes', 'input.json');
    const results = outcomes(corpus, reading, readJson<Expected>('duskmourn-release-notes', 'expected.json'));
    const known = results.filter((r) => r.expected !== null);
    const found = known.filter((r) => [r.actual, r.held].some((t) => t !== null && sameOriginal(t, r.expected!)));
    expect(known.length).toBeGreaterThan(80);
    expect(found.length / known.length).toBeGreaterThanOrEqual(0.95);
    const counts = corpus.reports.find((r) => r.documentId === 'duskmourn-release-notes')!.alignment!;
    expect(counts.aligned / counts.rulings).toBeGreaterThanOrEqual(0.95);
    expect(counts.unalignedBy.repeat).toBeGreaterThanOrEqual(1);
  });

  it('gives every unaligned ruling of every document its reason, counted', () => {
    for (const report of corpus.reports) {
      const a = report.alignment!;
      expect(a.unalignedRulings).toHaveLength(a.unaligned);
      expect(Object.values(a.unalignedBy).reduce((s, n) => s + n, 0)).toBe(a.unaligned);
      expect(a.untranslated).toBeLessThanOrEqual(a.officialRulings);
    }
  });
});

/** The catalogue of one MTGJSON set file, as `npm run import:cards` derives it: the unseen document's cards and their
 *  official rulings, without loading every card ever printed. */
async function catalogueOfSet(file: string) {
  const imported = await importCatalogue([file]);
  return catalogueOf(imported.files.index, imported.derived.cards);
}

describe('a document the project has never seen', () => {
  for (const folder of unseen) {
    const { why, entry, setFile } = readJson<{ why: string; entry: unknown; setFile: string }>(folder, 'case.json');
    const file = join(sharedData('mtgjson'), setFile);
    it.runIf(hasSharedData(file, `${folder}: the set file its cards come from`))(`${folder}: ${why}`, async () => {
      const knowledge = { ...pick(content()), catalogue: await catalogueOfSet(file) };
      const manifestEntry = manifestEntrySchema.parse(entry);
      const input = join(FIXTURES, folder, 'input.txt');
      const records = parseDocument(
        { content: readFileSync(input), file: input, entry: manifestEntry },
        knowledge.glossary,
        knowledge.vocabulary,
        knowledge.rules,
      );
      const corpus = buildCorpus([records], knowledge);
      alignCorpus(corpus, knowledge.catalogue, knowledge.glossary.keywords);
      const expected = readJson<Record<string, string | null>>(folder, 'expected.json');
      const made = Object.fromEntries(corpus.rulings.map((r) => [String(r.line), r.original?.text ?? null]));
      expect(Object.keys(made).sort()).toEqual(Object.keys(expected).sort());
      for (const [line, original] of Object.entries(expected))
        if (original === null) expect(made[line], `line ${line}`).toBeNull();
        else expect(rulingWords(made[line] ?? ''), `line ${line}`).toBe(rulingWords(original));
      const own = corpus.reports[0].alignment!.unalignedRulings;
      expect(own.map((u) => u.reason)).toEqual(['weak']);
    });
  }
});

/** What the parser and the corpus read of content/ but its catalogue (a getter that loads every card). */
function pick({ glossary, vocabulary, rules }: ReturnType<typeof content>) {
  return { glossary, vocabulary, rules };
}
