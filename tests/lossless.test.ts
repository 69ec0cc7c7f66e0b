/**
 * The real documents of content/: no bullet line is lost, the counts are the ones the parser produces today, and
 * facts checked by reading the sources (with grep) hold. Independent counts use plain regexes, not the parser's
 * classifiers, so a parser change that drops or invents records shows up here.
 *
 * Grep counts below were taken with (LC_ALL=C.UTF-8):
 *   bullets:    grep -cE '^ *(--|-|\*|•) +[^ ]' FILE   (+ grep -cE '^\*[^ *(][^*]*$' FILE for `*text` bullets)
 *   mana lines: grep -cE '^ *(\{[0-9A-Z/]{1,6}\} *)+$' FILE
 */
import { describe, expect, it } from 'vitest';
import { bulletOf } from '../src/parse/lib/read-blocks/kinds/ruling.js';
import { unexplainedBulletLines } from '../src/records/audit.js';
import { chaosSymbolAsToday } from '../src/text/index.js';
import { EXPECTED, GREP_BULLET, GREP_MANA_LINE, GREP_TIGHT_STAR, doc } from './helpers/lossless-docs.js';
import { content } from './helpers/content.js';

describe('every document of content/documents.json', () => {
  it('is covered by these tests', () => {
    expect(
      content()
        .manifest.map((e) => e.id)
        .sort(),
    ).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [id, expected] of Object.entries(EXPECTED)) {
    describe(id, () => {
      it('loses no bullet line (unexplainedBulletLines is empty)', () => {
        const { records } = doc(id);
        expect(unexplainedBulletLines(records)).toEqual([]);
      });

      it('produces the current counts of cards, rulings, mechanics, rules and warnings', () => {
        const { records } = doc(id);
        expect({
          cards: records.cards.length,
          rulings: records.rulings.length,
          mechanics: records.mechanics.length,
          rules: records.rules.length,
          warnings: records.report.warnings.length,
        }).toEqual({
          cards: expected.cards,
          rulings: expected.rulings,
          mechanics: expected.mechanics,
          rules: expected.rules,
          warnings: expected.warnings,
        });
        expect(records.report.counts).toMatchObject({
          cards: expected.cards,
          rulings: expected.rulings,
          mechanics: expected.mechanics,
          rules: expected.rules,
          lines: expected.lines,
        });
      });

      it('numbers lines 1:1 with the file', () => {
        const { lines, rawLines, records } = doc(id);
        expect(lines.length).toBe(expected.lines);
        expect(rawLines.length).toBeGreaterThanOrEqual(expected.lines);
        expect(records.document.lineCount).toBe(expected.lines);
      });

      it('has the bullet lines grep counts, each one a ruling, an explained non-ruling or a skipped duplicate', () => {
        const { lines, records } = doc(id);
        const grepBullets = lines.flatMap((l, i) => (GREP_BULLET.test(l) || GREP_TIGHT_STAR.test(l) ? [i + 1] : []));
        expect(grepBullets.length).toBe(expected.grepBullets);
        // The parser's own bullet test agrees with grep on these documents.
        expect(lines.flatMap((l, i) => (bulletOf(l) ? [i + 1] : []))).toEqual(grepBullets);

        const rulingStarts = new Set(records.rulings.map((r) => r.line));
        const notRulings = new Set(records.report.bulletsNotRulings.map((b) => b.line));
        const duplicates = new Set(records.report.skipped.filter((s) => s.reason.startsWith('same ruling as line')).map((s) => s.line));
        // Every ruling starts on a bullet line.
        for (const line of rulingStarts) expect(grepBullets).toContain(line);
        // The three sets do not overlap and together are exactly the bullet lines.
        expect([...notRulings].filter((l) => rulingStarts.has(l) || duplicates.has(l))).toEqual([]);
        expect([...duplicates].filter((l) => rulingStarts.has(l))).toEqual([]);
        expect([...rulingStarts, ...notRulings, ...duplicates].sort((a, b) => a - b)).toEqual(grepBullets);
        expect(rulingStarts.size + records.report.bulletsNotRulings.length + duplicates.size).toBe(expected.grepBullets);
      });

      it('puts every mana-cost line grep finds on a card face', () => {
        const { lines, records } = doc(id);
        expect(lines.filter((l) => GREP_MANA_LINE.test(l)).length).toBe(expected.grepManaLines);
        // Each printing of a card shows one cost line per face with a cost.
        const costLines = records.cards.reduce((n, c) => n + c.appearances.length * c.faces.filter((f) => f.manaCost !== null).length, 0);
        expect(costLines).toBe(expected.grepManaLines);
      });

      it('gives every ruling and rule a line whose text starts it', () => {
        const { lines: source, records } = doc(id);
        // Records write symbols as today's rules do (a 2012 {C} is {CHAOS}): the source is read the same way.
        const lines = source.map((l) => chaosSymbolAsToday(l, records.document.date));
        const words = (s: string) =>
          s
            .replace(/[_*[\]<>]/g, '')
            .split(/\s+/)
            .filter(Boolean)
            .slice(0, 3)
            .join(' ');
        for (const r of records.rulings) {
          expect(r.endLine).toBeGreaterThanOrEqual(r.line);
          expect(lines[r.line - 1].replace(/[_*[\]<>]/g, '')).toContain(words(r.text));
        }
        for (const rule of records.rules) expect(lines[rule.line - 1]).toMatch(new RegExp(`^\\s*${rule.number.replace('.', '\\.')}\\b`));
        for (const c of records.cards) expect(lines[c.line - 1]).toContain(c.faces[0].name);
      });
    });
  }
});
