/**
 * The parse CLI (scripts/parse.ts) as a user runs it: one JSON object on stdout, or exit 1 with exactly one line on
 * stderr. tsx is started with node directly (as `npx tsx` does) so that npm's own warnings do not reach stderr.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../src/parse/index.js';
import { documentOutput } from '../src/records/output.js';
import { content } from './helpers/content.js';
import { runScript, type Run } from './helpers/run-script.js';

const ROOT = resolve(import.meta.dirname, '..');

const cli = (...args: string[]) => runScript('scripts/parse.ts', args);

/** One line on stderr naming the problem, no stack trace, nothing on stdout. */
function expectOneLineFailure(run: Run) {
  expect(run.status).toBe(1);
  expect(run.stdout).toBe('');
  expect(run.stderr.endsWith('\n')).toBe(true);
  expect(run.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(run.stderr).not.toMatch(/^\s+at |Error:|node:internal/m);
}

const DOC = 'content/documents/es/planechase-2012-faq.txt';
let tmp: string;
const runs: Record<string, Run> = {};

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'kb-cli-'));
  // Outside content/: no manifest entry, so the language must be detected (documents of the golden fixtures).
  copyFileSync(join(ROOT, 'tests/fixtures/release-notes-reposted-fr/input.txt'), join(tmp, 'notes.txt'));
  copyFileSync(join(ROOT, 'tests/fixtures/qa-column-pt/input.txt'), join(tmp, 'blog.txt'));
  // "Créature" saved as Windows-1252 on line 3.
  writeFileSync(join(tmp, 'cp1252.txt'), Buffer.from('Titre\nTexte simple\nCréature : humain\n', 'latin1'));
  writeFileSync(join(tmp, 'mojibake.txt'), 'Titre\nCrÃ©ature : humain\n');
  writeFileSync(join(tmp, 'empty.txt'), '\n  \n');
  // Documents the project has never seen, dated and undated, citing the rule numbers of their time.
  copyFileSync(join(ROOT, 'content/documents/es/comprehensive-rules-601.txt'), join(tmp, 'cr-601.txt'));
  writeFileSync(
    join(tmp, 'persist-2010.txt'),
    'NOTAS GENERALES\n\n***Persistencia***\n\n* La persistencia (ver la regla 702.76a) devuelve la criatura al juego.\n* Los costes adicionales siguen la regla 117.8 y la regla 502.5b ya no existe.\n',
  );
  writeFileSync(
    join(tmp, 'persist-2008.txt'),
    'NOTAS GENERALES\n\n***Persistencia***\n\n* Ver la regla 502.79a: vuelve al juego.\n* La regla 502.5b y la regla 700.1 también.\n',
  );
  writeFileSync(join(tmp, 'mill-fr.txt'), 'NOTES GÉNÉRALES\n\n***Meule***\n\n* Pour meuler une carte, voir la règle 701.13.\n');
  writeFileSync(join(tmp, 'investigate-pt.txt'), 'NOTAS GERAIS\n\n***Investigar***\n\n* Para investigar, veja a regra 701.35.\n');
  const jobs: [string, string[]][] = [
    ['content', [DOC]],
    ['detect-fr', [join(tmp, 'notes.txt')]],
    ['detect-pt', [join(tmp, 'blog.txt')]],
    ['forced-lang', [join(tmp, 'blog.txt'), '--lang', 'pt']],
    ['cp1252', [join(tmp, 'cp1252.txt')]],
    ['mojibake', [join(tmp, 'mojibake.txt'), '--lang', 'fr']],
    ['empty', [join(tmp, 'empty.txt'), '--lang', 'fr']],
    ['missing', [join(tmp, 'does-not-exist.txt')]],
    ['bad-lang', [DOC, '--lang', 'xx']],
    ['no-args', []],
    ['undated', [join(tmp, 'cr-601.txt')]],
    ['dated-2010', [join(tmp, 'persist-2010.txt'), '--date', '2010-06', '--lang', 'es']],
    ['dated-2008', [join(tmp, 'persist-2010.txt'), '--date', '2008-04-15', '--lang', 'es']],
    ['dated-2024-fr', [join(tmp, 'mill-fr.txt'), '--date', '2024-08', '--lang', 'fr']],
    ['persist-2008', [join(tmp, 'persist-2008.txt'), '--date', '2008-05', '--lang', 'es']],
    ['dated-2019-pt', [join(tmp, 'investigate-pt.txt'), '--date', '2019-05', '--lang', 'pt']],
    ['bad-date', [join(tmp, 'mill-fr.txt'), '--date', 'May 2019']],
  ];
  // Two at a time: each run is a short node process.
  for (let i = 0; i < jobs.length; i += 2) {
    const batch = jobs.slice(i, i + 2);
    const results = await Promise.all(batch.map(([, args]) => cli(...args)));
    batch.forEach(([name], k) => (runs[name] = results[k]));
  }
}, 120_000);

afterAll(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('parse CLI on a document of content/', () => {
  it('exits 0 with one JSON object on stdout and nothing on stderr', () => {
    const run = runs.content;
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.endsWith('\n')).toBe(true);
    expect(run.stdout.trimEnd().split('\n')).toHaveLength(1);
    const out = JSON.parse(run.stdout);
    expect(Object.keys(out).sort()).toEqual(['cards', 'document', 'mechanics', 'references', 'report', 'rules']);
  });

  it('gives each card its name, cost, type line, line and inline rulings', () => {
    const out = JSON.parse(runs.content.stdout);
    expect(out.cards.length).toBe(53);
    for (const card of out.cards) {
      expect(typeof card.name).toBe('string');
      expect(card.manaCost === null || typeof card.manaCost === 'string').toBe(true);
      expect(card.typeLine === null || typeof card.typeLine === 'string').toBe(true);
      expect(Number.isInteger(card.line)).toBe(true);
      expect(Array.isArray(card.rulings)).toBe(true);
      for (const r of card.rulings) {
        expect(typeof r.text).toBe('string');
        expect(Number.isInteger(r.line)).toBe(true);
      }
    }
    const sakashima = out.cards.find((c: { name: string }) => c.name === 'Estudiante de Sakashima');
    expect(sakashima).toMatchObject({ manaCost: '{2}{U}{U}', typeLine: 'Criatura — Ninja humano', line: 535 });
    expect(sakashima.rulings).toHaveLength(8);
    expect(sakashima.rulings[0]).toMatchObject({ line: 541 });
  });

  it('gives each mechanic its title, line, rule numbers and inline rulings', () => {
    const out = JSON.parse(runs.content.stdout);
    expect(out.mechanics.length).toBe(9);
    for (const m of out.mechanics) {
      expect(typeof m.title).toBe('string');
      expect(Number.isInteger(m.line)).toBe(true);
      expect(Array.isArray(m.ruleNumbers)).toBe(true);
      expect(Array.isArray(m.rulings)).toBe(true);
    }
    const cascade = out.mechanics.find((m: { title: string }) => m.title.endsWith('Cascada'));
    expect(cascade).toMatchObject({ line: 64, ruleNumbers: ['702.83', '702.83a', '702.83b'] });
  });

  it('prints exactly what the library gives for the same file and manifest entry', () => {
    const { root, manifest, glossary, vocabulary, rules } = content();
    const entry = manifest.find((e) => e.id === 'planechase-2012-faq')!;
    const records = parseDocument({ content: readFileSync(join(root, entry.file)), file: DOC, entry }, glossary, vocabulary, rules);
    expect(JSON.parse(runs.content.stdout)).toEqual(JSON.parse(JSON.stringify(documentOutput(records, content()))));
    expect(JSON.parse(runs.content.stdout).document).toMatchObject({
      id: 'planechase-2012-faq',
      lang: 'es',
      rulesEdition: { edition: '2012-06-01', chosenBy: 'date' },
    });
  });
});

describe('parse CLI outside content/', () => {
  it('detects French without --lang', () => {
    const run = runs['detect-fr'];
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout);
    expect(out.document.lang).toBe('fr');
    expect(out.report.langDetected).toBe(true);
    expect(out.cards.map((c: { name: string }) => c.name)).toEqual(['Balafreur invincible', 'Aspirateur à fantômes']);
  });

  it('detects Portuguese without --lang, and uses --lang when given', () => {
    expect(runs['detect-pt'].status).toBe(0);
    expect(JSON.parse(runs['detect-pt'].stdout).document.lang).toBe('pt');
    expect(JSON.parse(runs['detect-pt'].stdout).report.langDetected).toBe(true);
    expect(runs['forced-lang'].status).toBe(0);
    expect(JSON.parse(runs['forced-lang'].stdout).report.langDetected).toBe(false);
  });
});

describe('parse CLI failures: exit 1, one line on stderr', () => {
  it('a Windows-1252 file: names the file and the line', () => {
    const run = runs.cp1252;
    expectOneLineFailure(run);
    expect(run.stderr).toContain(`${join(tmp, 'cp1252.txt')}:3: `);
    expect(run.stderr).toMatch(/Windows-1252/);
  });

  it('mojibake: names the file and the line', () => {
    expectOneLineFailure(runs.mojibake);
    expect(runs.mojibake.stderr).toContain(`${join(tmp, 'mojibake.txt')}:2: mojibake`);
  });

  it('an empty document', () => {
    expectOneLineFailure(runs.empty);
    expect(runs.empty.stderr).toContain(join(tmp, 'empty.txt'));
    expect(runs.empty.stderr).toMatch(/empty/);
  });

  it('a missing file', () => {
    expectOneLineFailure(runs.missing);
    expect(runs.missing.stderr).toBe(`${join(tmp, 'does-not-exist.txt')}: does not exist\n`);
  });

  it('an unknown --lang', () => {
    expectOneLineFailure(runs['bad-lang']);
    expect(runs['bad-lang'].stderr).toMatch(/unknown language "xx"/);
  });

  it('no file argument: usage', () => {
    expectOneLineFailure(runs['no-args']);
    expect(runs['no-args'].stderr).toMatch(/^usage: /);
  });
});

describe('parse CLI: rule references across eras', () => {
  const refs = (run: Run) =>
    (JSON.parse(run.stdout) as { references: { number: string; line: number; edition: string; todayNumber: string | null }[] }).references;
  const today = (run: Run, number: string) => refs(run).find((r) => r.number === number)?.todayNumber;

  it('infers the edition of an undated document from its citations, and resolves every reference in it', () => {
    const out = JSON.parse(runs.undated.stdout);
    expect(out.document.rulesEdition).toEqual({
      edition: '2013-07-11',
      chosenBy: 'citations',
      fits: { from: '2013-07-11', to: '2021-02-24' },
    });
    expect(refs(runs.undated).find((r) => r.number === '702.46')).toEqual({
      number: '702.46',
      line: 19,
      edition: '2013-07-11',
      todayNumber: '702.47',
      wordingChanged: true,
      changedIn: content().rules.changedSince('702.46', '2013-07-11').changedIn,
    });
    expect(today(runs.undated, '117.8')).toBe('118.8');
    for (const r of refs(runs.undated)) expect(r.line).toBeGreaterThan(0);
  });

  it('reads a dated document in the edition of its date: 702.76a in 2010 is persist, 702.79a today', () => {
    const out = JSON.parse(runs['dated-2010'].stdout);
    expect(out.document.rulesEdition.edition).toBe('2010-04-23');
    expect(today(runs['dated-2010'], '702.76a')).toBe('702.79a');
  });

  it('says when a number no longer exists, or was no rule of the edition', () => {
    // 502.5b in 2008 was a subrule of haste's rule; 702.76a did not exist yet in April 2008.
    expect(refs(runs['dated-2008']).find((r) => r.number === '502.5b')).toBeDefined();
    expect(refs(runs['dated-2008']).every((r) => r.edition === refs(runs['dated-2008'])[0].edition)).toBe(true);
  });

  it('resolves keyword actions renumbered since: 701.13 (mill) of 2024 and 701.35 (investigate) of 2019', () => {
    expect(today(runs['dated-2024-fr'], '701.13')).toBe('701.17');
    const { rules } = content();
    // In May 2019, 701.35 was investigate; it is numbered alphabetically today.
    expect(rules.titleAt('701.35', rules.editionInForce('2019-05')!)).toBe('Investigate');
    expect(today(runs['dated-2019-pt'], '701.35')).toBe(rules.keywords().find((k) => k.english === 'Investigate')!.number);
  });

  it("says whether each cited rule's wording changed since the document's edition, and when", () => {
    const all = refs(runs['persist-2008']) as unknown as { number: string; wordingChanged: boolean | null; changedIn: string[] }[];
    const persist = all.find((r) => r.number === '502.79a')!;
    expect(persist.wordingChanged).toBe(true);
    expect(persist.changedIn[0]).toBe('2009-07-11');
    // 700.1 did not exist in May 2008 (chapter 7 came with the Magic 2010 rules): not a rule of that edition.
    expect(all.find((r) => r.number === '700.1')).toMatchObject({ wordingChanged: null, changedIn: [] });
    for (const r of all) expect(r.wordingChanged === true).toBe(r.changedIn.length > 0);
  });

  it('rejects a date it cannot read, in one line', () => {
    expectOneLineFailure(runs['bad-date']);
    expect(JSON.parse(runs['dated-2024-fr'].stdout).report.warnings).toEqual([]);
    expect(runs['bad-date'].stderr).toMatch(/--date "May 2019"/);
  });
});
