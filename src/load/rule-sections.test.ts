import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { RuleSectionsFile } from '../schema/index.js';
import { ContentError } from './read-json.js';
import { siteSectionTitles } from './rule-sections.js';
import { loadRuleSections, loadRules } from './tables.js';

/** Today's rules of a small edition: chapter 3 and its sections 300–302. */
const headings: Record<string, string> = { '3': 'Card Types', '300': 'General', '301': 'Artifacts', '302': 'Creatures' };
const rules = {
  today: '2026-01-16',
  numbersToday: () => [...Object.keys(headings), '301.1', '301.1a'],
  textToday: (n: string) => (n in headings ? { number: n, title: headings[n], text: headings[n] } : { number: n, title: null, text: '…' }),
} as unknown as RulesHistoryIndex;

const entry = (number: string, english: string) => ({
  number,
  english,
  titles: { es: `${english} (es)`, fr: `${english} (fr)`, pt: `${english} (pt)` },
});

/** A table that misses section 302 and names a section 316 that today's rules do not have. */
const fixture: RuleSectionsFile = {
  sections: [entry('3', 'Card Types'), entry('300', 'General'), entry('301', 'Artifacts'), entry('316', 'Contraptions')],
};

describe("the site's titles of today's chapters and sections (content/rule-sections.json)", () => {
  it('names each entry today’s rules lack and each heading they have with no entry, saying what to do', () => {
    const { titles, problems } = siteSectionTitles(fixture, rules);
    expect(problems).toEqual([
      'content/rule-sections.json: entry 316 "Contraptions": today\'s rules (2026-01-16) have no section 316: remove the entry',
      'content/rule-sections.json: no entry for section 302 "Creatures" of today\'s rules (2026-01-16): add {"number":"302","english":"Creatures","titles":{"es":"…","fr":"…","pt":"…"}}',
    ]);
    expect(titles.get('301')?.fr).toBe('Artifacts (fr)');
    expect(titles.has('316')).toBe(false);
  });

  it('refuses an entry whose English title is no longer today’s, and an entry listed twice', () => {
    const renamed = {
      sections: [
        entry('3', 'Card Types'),
        entry('300', 'General'),
        entry('301', 'Artefacts'),
        entry('302', 'Creatures'),
        entry('3', 'Card Types'),
      ],
    };
    expect(siteSectionTitles(renamed, rules).problems).toEqual([
      'content/rule-sections.json: entry 301 "Artefacts": today\'s rules (2026-01-16) title section 301 "Artifacts": write that as its english and translate it again',
      'content/rule-sections.json: entry 3 "Card Types": listed twice: keep one',
    ]);
  });

  it('fails the load with every problem, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kb-sections-'));
    writeFileSync(join(dir, 'rule-sections.json'), JSON.stringify(fixture));
    expect(() => loadRuleSections(rules, dir)).toThrow(ContentError);
    expect(() => loadRuleSections(rules, dir)).toThrow(
      /rule-sections\.json: entry 316 "Contraptions".*\n.*no entry for section 302 "Creatures"/,
    );
    expect(loadRuleSections(rules, mkdtempSync(join(tmpdir(), 'kb-sections-')))).toEqual(new Map());
  });

  it('gives every chapter and section of today’s rules a title in each UI language', () => {
    const today = loadRules();
    const titles = loadRuleSections(today);
    const numbers = today.numbersToday().filter((n) => /^\d(\d\d)?$/.test(n));
    expect(numbers.length).toBeGreaterThan(100);
    expect(numbers.filter((n) => !titles.has(n))).toEqual([]);
    expect(titles.get('702')).toEqual({
      es: 'Habilidades de palabra clave',
      fr: 'Capacités à mot-clé',
      pt: 'Habilidades de palavra-chave',
    });
  });
});
