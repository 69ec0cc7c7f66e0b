/** The people who add documents get one clear message per problem: which file, where, and what to fix. */
import { describe, expect, it } from 'vitest';
import { buildData, tempContent, type BuildDataRun } from '../helpers/temp-content.js';

const CARD = 'NOTES SUR DES CARTES SPÉCIFIQUES\n\nRat inoffensif\n\n{1}{B}\n\nCréature : rat\n\n1/1\n\n- Une note.\n';
const entry = (over: Record<string, unknown> = {}) => ({
  id: 'doc',
  file: 'documents/fr/doc.txt',
  lang: 'fr',
  title: 'Doc',
  sets: [],
  kind: 'release-notes',
  date: '2024',
  source: 'test',
  ...over,
});

function expectFailure(result: BuildDataRun, ...patterns: RegExp[]) {
  expect(result.status).toBe(1);
  for (const p of patterns) expect(result.stderr).toMatch(p);
  expect(result.stderr).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/); // no stack trace
}

describe('build:data refuses bad content with a message that says what to fix', () => {
  it('a manifest entry with a bad date, kind and id', async () => {
    const dir = tempContent([{ id: 'doc', lang: 'fr', text: CARD }], [entry({ id: 'Doc Id', date: '5 août 2024', kind: 'blog' })]);
    expectFailure(
      await buildData(dir),
      /documents\.json: 0\.id .*expected a lowercase slug/,
      /0\.date .*YYYY, YYYY-MM or YYYY-MM-DD/,
      /0\.kind/,
    );
  });

  it('an unknown language', async () => {
    const dir = tempContent([{ id: 'doc', lang: 'fr', text: CARD }], [entry({ lang: 'de' })]);
    expectFailure(await buildData(dir), /documents\.json: 0\.lang \(entry "doc"\): Invalid enum value\. Expected 'es' \| 'fr' \| 'pt'/);
  });

  it('a duplicate document id', async () => {
    const dir = tempContent([{ id: 'doc', lang: 'fr', text: CARD }], [entry(), entry()]);
    expectFailure(await buildData(dir), /duplicate document id "doc"/);
  });

  it('a manifest entry whose file does not exist', async () => {
    const dir = tempContent([{ id: 'doc', lang: 'fr', text: CARD }], [entry({ file: 'documents/fr/missing.txt' })]);
    expectFailure(await buildData(dir), /entry "doc": file .*missing\.txt does not exist/);
  });

  it('a file filed under the wrong language folder', async () => {
    const dir = tempContent([{ id: 'doc', lang: 'fr', text: CARD }], [entry({ lang: 'es' })]);
    expectFailure(await buildData(dir), /documents\/fr\/ but lang is "es"/);
  });

  it('invalid JSON in the manifest', async () => {
    const dir = tempContent([{ id: 'doc', lang: 'fr', text: CARD }], '[{"id": "doc",]');
    expectFailure(await buildData(dir), /documents\.json(:\d+)?: invalid JSON/);
  });

  it('a Windows-1252 document: file and line, never mojibake', async () => {
    const bytes = Buffer.from('NOTES G\xc9N\xc9RALES\n\n- Une r\xe8gle.\n', 'latin1');
    const dir = tempContent([{ id: 'doc', lang: 'fr', text: bytes }]);
    expectFailure(
      await buildData(dir),
      /content\/documents\/fr\/doc\.txt:1: byte 0xc9 is not valid UTF-8; the file looks like Windows-1252/,
    );
  });

  it('an empty document', async () => {
    const dir = tempContent([{ id: 'doc', lang: 'fr', text: '\n \n' }]);
    expectFailure(await buildData(dir), /doc\.txt: the document is empty/);
  });
});

describe('build:data keeps going on oddities and reports them, counted, with file and line', () => {
  it('a ruling before any card, a card printed twice, a truncated card', async () => {
    const text = `NOTES SUR DES CARTES SPÉCIFIQUES\n\n- Une note orpheline.\n\n${CARD}-\n\n${CARD}-\n\nCavaleur\n\n{B}{R}\n\nCréature : zo`;
    const result = await buildData(tempContent([{ id: 'doc', lang: 'fr', text }]));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/doc\.txt:3: ruling-without-card/);
    expect(result.stdout).toMatch(/card-printed-twice/);
    expect(result.stdout).toMatch(/ends-mid-card/);
    expect(result.stdout).toMatch(/same ruling as line \d+ for the same card: kept once/);
    expect(result.stdout).toMatch(/1 lines skipped, \d+ warnings/);
  });
});
