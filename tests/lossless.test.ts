/**
 * What holds for any document (each document of content/ and each golden fixture that is a whole document, see
 * helpers/documents.ts): no bullet line is lost, lines are numbered 1:1 with the file, every record starts on a line
 * that prints it, and plain regexes (independent of the parser's classifiers) find nothing the parser missed. The
 * counts a document of content/ gives are golden files (tests/fixtures-content/<id>/expected.json, rewritten only with
 * UPDATE=1, never in CI): a parser change that drops or invents records shows there; a document without one (just
 * added) is checked for the properties only.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bulletOf } from '../src/parse/lib/read-blocks/kinds/ruling.js';
import { unexplainedBulletLines } from '../src/records/audit.js';
import { chaosSymbolAsToday } from '../src/text/index.js';
import { allDocuments, type CheckedDocument } from './helpers/documents.js';
import { GREP_BULLET, parseBytes, type Parsed } from './helpers/lossless-docs.js';
import { expectGoldenJson } from './helpers/golden.js';

const GREP_TIGHT_STAR = /^\*[^ *(][^*]*$/;
const GREP_NUMBERED = /^ *\d{1,2}[.)] +[^ ]/;
const GREP_MANA_LINE = /^ *(?:\{[0-9A-Z/]{1,6}\} *)+$/;

const COUNTS = join(import.meta.dirname, 'fixtures-content');

const parse = (d: CheckedDocument): Parsed => parseBytes(d.bytes, d.name, { entry: d.entry, lang: d.lang, date: d.date });

/** The counts a document's golden file keeps. */
function counts({ records }: Parsed) {
  const { report } = records;
  return {
    cards: records.cards.length,
    rulings: records.rulings.length,
    questions: records.rulings.filter((r) => r.question).length,
    mechanics: records.mechanics.length,
    rules: records.rules.length,
    references: records.references.length,
    warnings: report.warnings.map((w) => `${w.line} ${w.code}`),
    skipped: report.skipped.length,
    bulletsNotRulings: report.bulletsNotRulings.length,
    lines: { total: report.counts.lines, ...report.lines },
  };
}

describe('every document, as any document must read', () => {
  for (const d of allDocuments())
    describe(d.name, () => {
      let parsed: Parsed | undefined;
      const once = () => (parsed ??= parse(d));

      it('loses no bullet line (unexplainedBulletLines is empty)', () => {
        expect(unexplainedBulletLines(once().records)).toEqual([]);
      });

      it('numbers lines 1:1 with the file', () => {
        const { lines, rawLines, records } = once();
        const fileLines = rawLines.at(-1) === '' ? rawLines.length - 1 : rawLines.length;
        expect(lines.length).toBe(fileLines);
        expect(records.document.lineCount).toBe(fileLines);
        expect(records.report.counts.lines).toBe(fileLines);
        // What the lines became covers every line but the blank ones (a collection marker's line is blank and skipped).
        const { cards, rulings, rules, headings, prose, skipped } = records.report.lines;
        expect(cards + rulings + rules + headings + prose + skipped).toBe(fileLines - (records.report.lineUses.blank ?? 0));
        expect(lines.filter((l) => l.trim() !== '').length).toBeLessThanOrEqual(fileLines - (records.report.lineUses.blank ?? 0));
      });

      it('sees every bullet grep sees, and each is a ruling, an explained non-ruling or skipped', () => {
        const { lines, records } = once();
        const grepBullets = lines.flatMap((l, i) => (GREP_BULLET.test(l) || GREP_TIGHT_STAR.test(l) ? [i + 1] : []));
        const parserBullets = new Set(lines.flatMap((l, i) => (bulletOf(l) ? [i + 1] : [])));
        expect(grepBullets.filter((l) => !parserBullets.has(l))).toEqual([]);
        const covered = new Set(records.rulings.flatMap((r) => Array.from({ length: r.endLine - r.line + 1 }, (_, k) => r.line + k)));
        for (const b of records.report.bulletsNotRulings) covered.add(b.line);
        for (const s of records.report.skipped) covered.add(s.line);
        expect(grepBullets.filter((l) => !covered.has(l))).toEqual([]);
      });

      it('starts every ruling on a bullet, a numbered item or a question, and every record on a line that prints it', () => {
        const { lines: source, records } = once();
        // Records write symbols as today's rules do (a 2012 {C} is {CHAOS}): the source is read the same way.
        const lines = source.map((l) => chaosSymbolAsToday(l, records.document.date));
        const plain = (s: string) => s.replace(/[_*[\]<>]/g, '');
        const words = (s: string) => plain(s).split(/\s+/).filter(Boolean).slice(0, 3).join(' ');
        for (const r of records.rulings) {
          const line = lines[r.line - 1];
          expect(r.endLine).toBeGreaterThanOrEqual(r.line);
          expect(plain(line)).toContain(words(r.text));
          if (r.question) expect(line).toMatch(/:/);
          else
            expect(GREP_BULLET.test(line) || GREP_TIGHT_STAR.test(line) || GREP_NUMBERED.test(line), `line ${r.line}: ${line}`).toBe(true);
        }
        for (const rule of records.rules) expect(lines[rule.line - 1]).toMatch(new RegExp(`^\\s*${rule.number.replace('.', '\\.')}\\b`));
        for (const c of records.cards) expect(lines[c.line - 1]).toContain(c.faces[0].name);
      });

      it('puts every mana-cost line grep finds on a card face', () => {
        const { lines, records } = once();
        // Each printing of a card shows one cost line per face with a cost.
        const costLines = records.cards.reduce((n, c) => n + c.appearances.length * c.faces.filter((f) => f.manaCost !== null).length, 0);
        expect(costLines).toBe(lines.filter((l) => GREP_MANA_LINE.test(l)).length);
      });

      if (d.entry) {
        const file = join(COUNTS, d.entry.id, 'expected.json');
        it('gives the counts of its golden file, when it has one', () => {
          expectGoldenJson(file, counts(once()), { optional: true });
        });
      }
    });
});
