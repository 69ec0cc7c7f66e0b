/**
 * Documents as people repost them: each document of content/ hard-wrapped at 60 and at 72 columns (as blogs and
 * forums do) parses as its original does — the same cards with the same fields and text, the same rulings under the
 * same owners, the same sections and quoted rules — and the lossless audit holds on the wrapped copy. What stays
 * ambiguous (a sentence that ends exactly at the width, a new paragraph on the next line) is reported.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument, type DocumentRecords } from '../src/parse/index.js';
import { unexplainedBulletLines } from '../src/records/audit.js';
import { content } from './helpers/content.js';
import { allDocuments, FIXTURES } from './helpers/documents.js';
import { hardWrap } from './helpers/hard-wrap.js';

const spaces = (s: string) => s.replace(/\s+/g, ' ').trim();

/** What a reader compares: each card's fields and text, each ruling's words and owner, each section's title. */
function reading(d: DocumentRecords) {
  const cardName = new Map(d.cards.map((c) => [c.id, c.name]));
  const sectionTitle = new Map(d.mechanics.map((m) => [m.id, m.title]));
  return {
    cards: d.cards.map((c) => ({
      name: c.name,
      manaCost: c.manaCost,
      typeLine: c.typeLine,
      faces: c.faces.map((f) => ({ pt: `${f.power}/${f.toughness}`, loyalty: f.loyalty, text: spaces(f.rulesText.join(' ')) })),
    })),
    rulings: d.rulings.map((r) => ({
      owner: r.owner.kind === 'card' ? cardName.get(r.owner.id) : sectionTitle.get(r.owner.id),
      general: r.mechanicId ? sectionTitle.get(r.mechanicId) : null,
      text: spaces(r.text),
    })),
    sections: d.mechanics.map((m) => m.title),
    rules: d.rules.map((r) => [r.number, spaces(r.text)]),
  };
}

describe('documents hard-wrapped as reposts', () => {
  const { glossary, vocabulary, rules } = content();
  for (const d of allDocuments())
    for (const width of [60, 72])
      it(`${d.name} at ${width} columns reads as the original`, () => {
        const text = new TextDecoder().decode(d.bytes);
        const parse = (t: string) =>
          parseDocument({ content: t, file: d.name, entry: d.entry, lang: d.lang, date: d.date }, glossary, vocabulary, rules);
        const original = parse(text);
        const wrapped = parse(hardWrap(text, width));
        expect(unexplainedBulletLines(wrapped)).toEqual([]);
        const [a, b] = [reading(original), reading(wrapped)];
        expect(b.cards).toEqual(a.cards);
        expect(b.sections).toEqual(a.sections);
        expect(b.rules).toEqual(a.rules);
        // Where a sentence ended at the wrap width and the next line started a new one, the parser reads the ruling
        // as going on and reports it (wrap-ambiguous): there the original ruling is the start of the wrapped one.
        const ambiguous = wrapped.report.warnings.filter((w) => w.code === 'wrap-ambiguous').map((w) => w.line);
        expect(b.rulings.map(({ text: _, ...r }) => r)).toEqual(a.rulings.map(({ text: _, ...r }) => r));
        b.rulings.forEach((r, k) => {
          const { line, endLine } = wrapped.rulings[k];
          if (ambiguous.some((l) => l >= line && l <= endLine)) expect(r.text.startsWith(a.rulings[k].text)).toBe(true);
          else expect(r.text).toBe(a.rulings[k].text);
        });
      });
});

describe('golden fixtures of reposts: each layout wrapped reads as its original', () => {
  const { glossary, vocabulary, rules } = content();
  const root = FIXTURES;
  for (const name of readdirSync(root).filter((n) => existsSync(join(root, n, 'original.txt'))))
    it(`${name}: input.txt (hard-wrapped) reads as original.txt`, () => {
      const { lang, date } = JSON.parse(readFileSync(join(root, name, 'case.json'), 'utf8'));
      const parse = (file: string) =>
        parseDocument({ content: readFileSync(join(root, name, file), 'utf8'), file, lang, date }, glossary, vocabulary, rules);
      const [original, wrapped] = [parse('original.txt'), parse('input.txt')];
      expect(wrapped.rulings.length).toBeGreaterThan(0);
      expect(unexplainedBulletLines(wrapped)).toEqual([]);
      expect(reading(wrapped)).toEqual(reading(original));
    });
});
