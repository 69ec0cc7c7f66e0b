/**
 * Properties of parseDocument on generated input: it fails only with DocumentError, it is deterministic, line
 * breaks do not matter, every ruling points at its source line, no bullet is lost (bounded time on long hostile
 * input: parser.bounded-time.test.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DocumentError, parseDocument, type DocumentRecords } from '../src/parse/index.js';
import { documentLines } from '../src/parse/lib/normalize.js';
import { unexplainedBulletLines } from '../src/records/audit.js';
import { cardSchema, mechanicSchema, reportSchema, ruleSchema, rulingSchema, LANGS, type Lang } from '../src/schema/index.js';
import { content } from './helpers/content.js';
import { hostileLine, hostileDoc, cleanLine, cleanDoc } from './helpers/document-arbitraries.js';

/** Runs per property; FC_RUNS=5000 for a longer local hunt. */
const RUNS = Number(process.env.FC_RUNS ?? 300);
const MORE = Math.round((RUNS * 5) / 3);
const langArb = fc.constantFrom<Lang>(...LANGS);

function parse(text: string | Uint8Array, lang: Lang | undefined, date = '2012'): DocumentRecords {
  return parseDocument({ content: text, file: 'generated.txt', lang, date }, content().glossary, content().vocabulary, content().rules);
}

/** The records, or null when the parser refused the input with a DocumentError; anything else is thrown on. */
function parseOrRefuse(text: string | Uint8Array, lang: Lang | undefined): DocumentRecords | null {
  try {
    return parse(text, lang);
  } catch (e) {
    if (e instanceof DocumentError) return null;
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------------------

describe('parseDocument never throws anything but DocumentError', () => {
  it('on arbitrary strings (UTF-16 code units)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.option(langArb, { nil: undefined }),
        (text, lang) => void parseOrRefuse(text, lang),
      ),
      { numRuns: RUNS },
    );
  });

  it('on arbitrary full-Unicode strings (graphemes, astral planes)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), langArb, (text, lang) => void parseOrRefuse(text, lang)),
      { numRuns: RUNS },
    );
  });

  it('on arbitrary bytes (decoded strictly as UTF-8)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), langArb, (bytes, lang) => void parseOrRefuse(bytes, lang)),
      { numRuns: RUNS },
    );
  });

  it('on document-like text, with and without a language', () => {
    fc.assert(
      fc.property(hostileDoc, fc.option(langArb, { nil: undefined }), (text, lang) => void parseOrRefuse(text, lang)),
      { numRuns: MORE },
    );
  });

  it('refuses blank documents and undetectable languages with a DocumentError naming the file', () => {
    expect(() => parse(' \n\t\r\n', 'es')).toThrow(DocumentError);
    expect(() => parse('hi', undefined)).toThrow(/^generated\.txt: could not tell/);
  });
});

describe('parseDocument output', () => {
  it('is deterministic: the same input gives deep-equal records', () => {
    fc.assert(
      fc.property(fc.oneof(hostileDoc, cleanDoc), langArb, (text, lang) => {
        const a = parseOrRefuse(text, lang);
        const b = parseOrRefuse(text, lang);
        expect(b).toEqual(a);
      }),
      { numRuns: RUNS },
    );
  });

  it('does not depend on the line-break style (LF, CRLF, CR) or on reading bytes instead of text', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(hostileLine, cleanLine), { maxLength: 30 }), langArb, (lines, lang) => {
        const lf = parseOrRefuse(lines.join('\n'), lang);
        expect(parseOrRefuse(lines.join('\r\n'), lang)).toEqual(lf);
        expect(parseOrRefuse(lines.join('\r'), lang)).toEqual(lf);
        const clean = lines.join('\n');
        if (!clean.includes('Ã©') && !clean.startsWith('\uFEFF')) expect(parseOrRefuse(new TextEncoder().encode(clean), lang)).toEqual(lf);
      }),
      { numRuns: Math.round((RUNS * 2) / 3) },
    );
  });

  it("gives every ruling a line that holds the ruling's first words, and a line range inside the document", () => {
    fc.assert(
      fc.property(cleanDoc, langArb, (text, lang) => {
        const records = parseOrRefuse(text, lang);
        if (!records) return;
        const { lines } = documentLines(text);
        for (const r of records.rulings) {
          expect(r.line).toBeGreaterThanOrEqual(1);
          expect(r.endLine).toBeGreaterThanOrEqual(r.line);
          expect(r.endLine).toBeLessThanOrEqual(lines.length);
          const words = r.text.split(/\s+/);
          // The first word is on the ruling's line; the first three words are within its lines.
          expect(lines[r.line - 1]).toContain(words[0]);
          // (A "-- item" continuing a ruling is kept as "— item".)
          const flat = (s: string) => s.replace(/--|—/g, ' ').replace(/\s+/g, ' ').trim();
          expect(flat(lines.slice(r.line - 1, r.endLine).join(' '))).toContain(flat(words.slice(0, 3).join(' ')));
        }
        for (const c of records.cards) expect(lines[c.line - 1]).toContain(c.faces[0].name);
        for (const rule of records.rules) expect(lines[rule.line - 1].trim().startsWith(rule.number)).toBe(true);
      }),
      { numRuns: MORE },
    );
  });

  it('loses no bullet line: unexplainedBulletLines is empty', () => {
    fc.assert(
      fc.property(fc.oneof(hostileDoc, cleanDoc), langArb, (text, lang) => {
        const records = parseOrRefuse(text, lang);
        if (records) expect(unexplainedBulletLines(records)).toEqual([]);
      }),
      { numRuns: MORE },
    );
  });

  it('always produces records that satisfy the schemas', () => {
    fc.assert(
      fc.property(fc.oneof(hostileDoc, cleanDoc), langArb, (text, lang) => {
        const records = parseOrRefuse(text, lang);
        if (!records) return;
        for (const c of records.cards) cardSchema.parse(c);
        for (const r of records.rulings) rulingSchema.parse(r);
        for (const r of records.rules) ruleSchema.parse(r);
        for (const m of records.mechanics) mechanicSchema.parse(m);
        reportSchema.parse(records.report);
        expect(new Set(records.rulings.map((r) => r.id)).size).toBe(records.rulings.length);
        expect(new Set(records.cards.map((c) => c.id)).size).toBe(records.cards.length);
        expect(records.report.counts.lines).toBe(documentLines(text).lines.length);
      }),
      { numRuns: RUNS },
    );
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Bounded time on long hostile input, in a worker thread that is terminated when it runs over.
