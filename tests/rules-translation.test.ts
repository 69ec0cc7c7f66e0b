/**
 * Golden cases of rules translations: tests/fixtures-rules-translation/<case>/translation.po with its manifest entry
 * (case.json), read against the real rules history and glossary and compared with expected.json: the records (what
 * each paragraph translates, where the rule is today, whether its English changed since) and the report (what was
 * left out, by line). Expected files were checked by reading the PO; they are rewritten only with UPDATE=1, never in CI.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRulesTranslation, TranslationError } from '../src/rules-translation/index.js';
import { manifestEntrySchema } from '../src/schema/index.js';
import { generateRulesTranslation } from '../src/bench/generate-rules-translation.js';
import { content } from './helpers/content.js';
import { hasSharedData, sharedData } from './helpers/shared-data.js';
import { expectGoldenJson } from './helpers/golden.js';

const root = join(import.meta.dirname, 'fixtures-rules-translation');

function read(dir: string) {
  const entry = manifestEntrySchema.parse(JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')).entry);
  const bytes = readFileSync(join(dir, 'translation.po'));
  return readRulesTranslation(
    { content: bytes, file: `content/${entry.file}`, entry },
    content().rules,
    content().rulesGlossary?.terms ?? null,
  );
}

describe('rules translations (golden cases)', () => {
  for (const name of readdirSync(root).sort()) {
    it(name, () => {
      const dir = join(root, name);
      const { report, translations } = read(dir);
      const actual = { translations, lineUses: report.lineUses, skipped: report.skipped };
      expectGoldenJson(join(dir, 'expected.json'), actual);
    });
  }

  it('refuses, in one line naming the file, a translation dated by no edition of the archive', () => {
    const entry = manifestEntrySchema.parse({
      ...JSON.parse(readFileSync(join(root, 'portuguese-2021/case.json'), 'utf8')).entry,
      date: '2021-03-01',
    });
    const run = () => readRulesTranslation({ content: Buffer.from(''), file: 'content/documents/pt/x.po', entry }, content().rules, null);
    expect(run).toThrow(TranslationError);
    expect(run).toThrow(/^content\/documents\/pt\/x\.po: 2021-03-01 is no edition/);
  });
});

const ARCHIVE = sharedData('comprehensive-rules');

describe.runIf(hasSharedData(ARCHIVE, 'a whole-edition rules translation'))('a whole edition translated (the bench’s PO)', () => {
  it('matches every paragraph of today’s edition to its rule, section, chapter or glossary term', () => {
    const today = content().rules.today;
    const { po, paragraphs } = generateRulesTranslation(join(ARCHIVE, `${today}.txt`), 'pt');
    const entry = manifestEntrySchema.parse({
      id: 'cr',
      file: 'documents/pt/cr.po',
      lang: 'pt',
      title: 'CR',
      sets: [],
      kind: 'rules-translation',
      date: today,
      source: 'bench',
    });
    const { report, translations } = readRulesTranslation(
      { content: Buffer.from(po), file: 'content/documents/pt/cr.po', entry },
      content().rules,
      content().rulesGlossary?.terms ?? null,
    );
    const uses = report.lineUses;
    expect(uses.translated + uses.untranslated + uses['front-matter'] + report.skipped.length).toBe(paragraphs);
    // Only what the rules history itself lacks is left out: the contents' "600. General", a section no edition's body holds.
    expect(report.skipped.map((s) => s.text)).toEqual(['600. General']);
    expect(uses['front-matter']).toBeLessThan(30);
    const kinds = new Set(translations.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(['chapter', 'glossary', 'rule', 'section']);
    // Today's edition translated: nothing changed since, every rule is where it is.
    expect(translations.filter((t) => t.wordingChanged)).toEqual([]);
    expect(translations.filter((t) => t.kind !== 'glossary' && t.todayNumber !== t.number)).toEqual([]);
  });
});
