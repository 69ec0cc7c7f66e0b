/**
 * Golden cases: tests/fixtures/<case>/input.txt (+ optional case.json: { "lang": "fr" }) parsed and compared with
 * expected.json. Expected files were checked by reading the input; they are rewritten only with UPDATE=1, never in CI.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DocumentError, parseDocument } from '../src/parse/index.js';
import { cardNamesOfCatalogue } from '../src/records/card-names.js';
import { linkDocument } from '../src/records/add-links.js';
import { auditProse } from '../src/records/prose-audit.js';
import type { Lang } from '../src/languages.js';
import type { Face, TextLink } from '../src/schema/index.js';
import { content } from './helpers/content.js';
import { expectGoldenJson } from './helpers/golden.js';

const root = join(import.meta.dirname, 'fixtures');

/** What a text links, as a reader checks it: each link's words and what they name (mana symbols are no links). */
function linksOf(text: string, links: TextLink[] | null | undefined): { links?: string[] } {
  const named = (links ?? []).flatMap((l) =>
    l.kind === 'mana'
      ? []
      : [`${text.slice(l.start, l.end)} → ${l.kind} ${l.kind === 'card' ? l.id : l.kind === 'keyword' ? l.key : l.number}`],
  );
  return named.length ? { links: named } : {};
}

/** What each line of a face's rules text links, one list per line; absent when no line links anything. */
function rulesLinksOf(f: Face): { rulesLinks?: string[][] } {
  const rulesLinks = f.rulesText.map((line, i) => linksOf(line, f.rulesLinks?.[i]).links ?? []);
  return rulesLinks.some((l) => l.length) ? { rulesLinks } : {};
}

/** The parts of the output a reader checks against the document: what each card and ruling is, and where, and what
 *  each of their texts links. */
function summary(file: string, bytes: Uint8Array, lang: Lang | undefined, date?: string) {
  try {
    const { glossary, vocabulary, rules, catalogue } = content();
    const r = linkDocument(parseDocument({ content: bytes, file, lang, date }, glossary, vocabulary, rules), content());
    // The records' check of the prose, as the build runs it (cards named as the catalogue prints them).
    auditProse([r.document], [r.report], r.cards, { cardNames: cardNamesOfCatalogue(catalogue), glossary, vocabulary });
    // A card's rulings are those it owns; a mechanic's, its general rulings (those under an example card included).
    const rulingsOf = (id: string) =>
      r.rulings
        .filter((x) => x.owner.id === id || x.mechanicId === id)
        .map((x) => ({
          line: x.line,
          ...(x.question ? { question: x.text.slice(0, x.question.length) } : {}),
          text: x.text,
          ...(x.markup ? { markup: x.markup } : {}),
          ...(x.mentions.rules.length ? { rules: x.mentions.rules.map((m) => m.number + (m.through ? `–${m.through}` : '')) } : {}),
          ...(x.mentions.keywords.length ? { keywords: x.mentions.keywords } : {}),
          ...(x.mentions.cardIds.length ? { cards: x.mentions.cardIds } : {}),
          ...linksOf(x.text, x.links),
        }));
    // What stayed text: the paragraphs of the sections that explain no mechanic (a mechanic's are its explanation).
    const prose = r.document.sections.filter((s) => !s.mechanicId).flatMap((s) => s.paragraphs.map((p) => `${p.line} ${p.text}`));
    return {
      lang: r.document.lang,
      cards: r.cards.map((c) => ({
        name: c.name,
        line: c.line,
        manaCost: c.manaCost,
        manaValue: c.manaValue,
        colors: c.colors,
        typeLine: c.typeLine,
        faces: c.faces.map((f) => ({
          name: f.name,
          manaCost: f.manaCost,
          typeLine: f.typeLine,
          pt: f.power === null ? null : `${f.power}/${f.toughness}`,
          loyalty: f.loyalty,
          rulesText: f.rulesText,
          ...(f.rulesMarkup ? { rulesMarkup: f.rulesMarkup } : {}),
          ...rulesLinksOf(f),
        })),
        keywords: c.keywords,
        rulings: rulingsOf(c.id),
      })),
      mechanics: r.mechanics.map((m) => ({
        title: m.title,
        line: m.line,
        keyword: m.keyword,
        ruleNumbers: m.ruleNumbers,
        exampleCards: m.exampleCardIds,
        rulings: rulingsOf(m.id),
      })),
      rules: r.rules.map((x) => ({
        number: x.number,
        line: x.line,
        keyword: x.keyword,
        todayNumber: x.todayNumber,
        text: x.text,
        ...(x.markup ? { markup: x.markup } : {}),
        ...linksOf(x.text, x.links),
      })),
      ...(r.references.length ? { references: r.references.map((x) => `${x.line} ${x.number} → ${x.todayNumber} (${x.from.kind})`) } : {}),
      ...(prose.length ? { prose } : {}),
      lines: r.report.lines,
      warnings: r.report.warnings.map((w) => `${w.line} ${w.code}${w.params?.lines ? ` ${w.params.lines}` : ''}`),
      skipped: r.report.skipped.map((s) => `${s.line} ${s.reason}`),
      bulletsNotRulings: r.report.bulletsNotRulings.map((b) => `${b.line} ${b.use}`),
    };
  } catch (e) {
    if (e instanceof DocumentError) return { error: e.message };
    throw e;
  }
}

describe('golden fixtures', () => {
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    if (!existsSync(join(dir, 'input.txt'))) continue;
    it(name, () => {
      const options = existsSync(join(dir, 'case.json')) ? JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8')) : {};
      const actual = summary(`${name}/input.txt`, readFileSync(join(dir, 'input.txt')), options.lang, options.date);
      expectGoldenJson(join(dir, 'expected.json'), actual);
    });
  }
});
