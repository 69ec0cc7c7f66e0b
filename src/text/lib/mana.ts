import type { z } from 'zod';
import type { colorSchema } from '../../schema/index.js';

type Color = z.infer<typeof colorSchema>;
const COLOR_ORDER: Color[] = ['W', 'U', 'B', 'R', 'G'];

const SYMBOL = String.raw`\{[^{}\s]{1,6}\}`;
/** One mana symbol as printed: `{R}`, `{2/B}`, `{U/P}`, `{10}`, `{½}`. The one pattern for costs and running text. */
export const MANA_SYMBOL = new RegExp(SYMBOL, 'g');

/** The costs of a split or room card's faces on one line, `//` between them, a face's possibly empty: `{2}{U} // {3}{B}`. */
export const FACE_COSTS_LINE = new RegExp(String.raw`^\s*(?:${SYMBOL}\s*)*(?:\/\/\s*(?:${SYMBOL}\s*)*)+$`);

/** A line that is nothing but mana symbols, spaces allowed between them: `{1} {R} {R}`, `{U/B}{U/B}`. */
export const MANA_COST_LINE = /^\s*(\{[0-9A-Z/½∞]{1,6}\}\s*)+$/;

/** The symbols of a cost, without braces: `{1}{R}` → `['1', 'R']`. */
function symbolsOf(cost: string): string[] {
  return (cost.match(MANA_SYMBOL) ?? []).map((s) => s.slice(1, -1));
}

/** `{1} {R} {R}` → `{1}{R}{R}`; symbols upper-cased. */
export function readManaCost(line: string): string {
  return symbolsOf(line)
    .map((s) => `{${s.toUpperCase()}}`)
    .join('');
}

function symbolValue(symbol: string): number {
  const parts = symbol.split('/');
  if (parts.length > 1) return Math.max(...parts.map(symbolValue)); // {2/B} counts 2, {U/B} and {G/P} count 1
  if (/^\d+$/.test(symbol)) return Number(symbol);
  if (symbol === '½') return 0.5;
  if (/^[XYZ]$/.test(symbol) || symbol === 'P' || symbol === '∞') return 0;
  return 1;
}

/** Mana value (converted mana cost) of a cost string. */
export function manaValue(cost: string | null): number {
  if (!cost) return 0;
  return symbolsOf(cost).reduce((sum, s) => sum + symbolValue(s), 0);
}

/** Colours of a cost, in WUBRG order: hybrid and Phyrexian symbols give each colour they show. */
export function manaColors(cost: string | null): Color[] {
  const found = new Set<string>();
  for (const s of symbolsOf(cost ?? '')) for (const part of s.split('/')) if (/^[WUBRG]$/.test(part)) found.add(part);
  return COLOR_ORDER.filter((c) => found.has(c));
}

/** The hybrid symbols of a cost, by the kind of mana rule they fall under: `{U/B}` is hybrid, `{2/B}` monocolored
 *  hybrid (a kind of hybrid too, so it gives both); Phyrexian symbols (`{G/P}`) are not hybrid. */
export function hybridKinds(cost: string | null): ('hybrid' | 'monocolored-hybrid')[] {
  const kinds = new Set<'hybrid' | 'monocolored-hybrid'>();
  for (const s of symbolsOf(cost ?? '')) {
    const parts = s.toUpperCase().split('/');
    if (parts.length < 2 || parts.includes('P')) continue;
    kinds.add('hybrid');
    if (parts.some((p) => /^\d+$/.test(p))) kinds.add('monocolored-hybrid');
  }
  return [...kinds];
}

/**
 * Planechase's chaos symbol was written `{C}` by the Comprehensive Rules until the edition of 2015-07-17, which writes
 * `{CHAOS}` (`{C}` became colorless mana with the next set). A test checks this date against the rules archive.
 */
export const CHAOS_WRITTEN_C_UNTIL = '2015-07-17';

/** A line of a document of `date` (YYYY, YYYY-MM or YYYY-MM-DD) with the chaos symbol as today's rules write it. */
export function chaosSymbolAsToday(line: string, date: string): string {
  return date < CHAOS_WRITTEN_C_UNTIL && line.includes('{C}') ? line.replaceAll('{C}', '{CHAOS}') : line;
}

/** A piece of printed text: plain text, or one mana symbol (without braces). */
export type SymbolSegment = { text: string; symbol?: undefined } | { text: string; symbol: string };

/** The mana symbols of a text, in order: where each is, and the symbol as written, without braces. */
export function manaSymbolsIn(text: string): { start: number; end: number; symbol: string }[] {
  return [...text.matchAll(MANA_SYMBOL)].map((m) => ({ start: m.index!, end: m.index! + m[0].length, symbol: m[0].slice(1, -1) }));
}

/** A line of printed text cut into plain text and mana symbols (`Pay {2}{U}.` → `Pay `, `2`, `U`, `.`). */
export function symbolSegments(line: string): SymbolSegment[] {
  // Most lines (rulings, texts without costs) have no symbol: no search, no pieces to make.
  if (!line.includes('{')) return line ? [{ text: line }] : [];
  const out: SymbolSegment[] = [];
  let at = 0;
  for (const { start, end, symbol } of manaSymbolsIn(line)) {
    if (start > at) out.push({ text: line.slice(at, start) });
    out.push({ text: line.slice(start, end), symbol });
    at = end;
  }
  if (at < line.length) out.push({ text: line.slice(at) });
  return out;
}
