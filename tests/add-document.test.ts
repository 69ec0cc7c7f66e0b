/**
 * npm run add-document, as a maintainer runs it (no terminal here, as in CI): the document lands in content/ with a
 * manifest entry built from the flags and what the text suggests, the command prints what came out and what it could
 * not read; without a terminal, what the text does not tell fails in one line naming the flags to give; a refused
 * entry says what is valid and leaves content/ as it was.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { manifestSchema } from '../src/schema/index.js';
import { runScript, type Run } from './helpers/run-script.js';
import { tempContent } from './helpers/temp-content.js';

const SCRIPT = 'scripts/add-document.ts';
const FIXTURE = (name: string) => join(import.meta.dirname, 'fixtures', name, 'input.txt');
const manifest = (dir: string) => manifestSchema.parse(JSON.parse(readFileSync(join(dir, 'documents.json'), 'utf8')));

describe('add-document', () => {
  let dir: string;
  let added: Run;
  let missing: Run;
  let lowercase: Run;
  let undated: Run;
  beforeAll(async () => {
    dir = tempContent([]);
    const env = { CONTENT_DIR: dir };
    [missing, lowercase] = await Promise.all([
      runScript(SCRIPT, [FIXTURE('qa-column-fr')], env),
      runScript(SCRIPT, [FIXTURE('qa-column-fr'), '--kind', 'faq', '--date', '2024-11', '--sets', 'dsk'], env),
    ]);
    added = await runScript(
      SCRIPT,
      [FIXTURE('qa-column-fr'), '--kind', 'faq', '--date', '2024-11-05', '--id', 'questions-de-la-semaine'],
      env,
    );
    const persist = join(dir, '..', `persist-${Date.now()}.txt`);
    writeFileSync(
      persist,
      'Persistencia en Páramo Sombrío\n\nNOTAS GENERALES\n\n***Persistencia***\n\n* Una criatura con persistir (ver la regla 502.79a) vuelve al juego.\n',
    );
    undated = await runScript(SCRIPT, [persist, '--kind', 'article', '--sets', 'none'], env);
  }, 180_000);

  it('without a terminal, names the flags the text does not answer, in one line, and writes nothing', () => {
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(
      /the text does not tell its kind, date, and there is no terminal to ask: give --kind release-notes\|faq\|.* --date YYYY/,
    );
    expect(missing.stderr.trimEnd().split('\n')).toHaveLength(1);
  });

  it('refuses a lowercase set code saying what is valid, and leaves content/ as it was', () => {
    expect(lowercase.status).toBe(1);
    expect(lowercase.stderr).toMatch(/sets\.0\.code: set codes are upper case, like KHM/);
    expect(lowercase.stderr).not.toMatch(/\n\s+at /);
  });

  it('copies the document, writes its entry with what the text suggests, and prints what came out', () => {
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    const entry = manifest(dir).find((e) => e.id === 'questions-de-la-semaine')!;
    expect(entry).toMatchObject({
      file: 'documents/fr/questions-de-la-semaine.txt',
      lang: 'fr',
      title: "Les questions d'arbitrage de la semaine",
      kind: 'faq',
      date: '2024-11-05',
    });
    // The cards it names are of Duskmourn (Balafreur invincible, Aspirateur à fantômes…); Chaleur impie's newest French
    // printing by its date is OTC (2024-04, after MH2), Garde des âmes's is M10 (the printings it gets without a set).
    expect(entry.sets.map((s) => s.code)).toEqual(['DSK', 'OTC', 'M10']);
    expect(readFileSync(join(dir, entry.file))).toEqual(readFileSync(FIXTURE('qa-column-fr')));
    expect(added.stdout).toMatch(/^content\/documents\/fr\/questions-de-la-semaine\.txt: added as "questions-de-la-semaine"$/m);
    expect(added.stdout).toMatch(/^read: 0 cards, 6 rulings \(6 questions and answers\), 0 quoted rules, 2 references$/m);
    expect(added.stdout).toMatch(/^references: 120\.3c line 11, 702\.9b line 21$/m);
    expect(added.stdout).toMatch(/^lines: .* 13 of rulings, .* 3 left as text, 0 skipped$/m);
  });

  it('dates an undated document by the rules its citations fit, and says so in the entry', () => {
    expect(undated.stderr).toBe('');
    const entry = manifest(dir).find((e) => e.title === 'Persistencia en Páramo Sombrío')!;
    expect(entry.dateInferredFrom).toBe('citations');
    expect(entry.date).toMatch(/^200[89]-/);
    expect(entry.sets).toEqual([]);
    expect(undated.stdout).toMatch(/date +20\d\d-\d\d-\d\d \(the rules edition its rule numbers fit/);
  });

  it('leaves no temporary file behind', () => {
    expect(readdirSync(dir).filter((f) => f.startsWith('.'))).toEqual([]);
  });
});
