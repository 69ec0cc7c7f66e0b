/**
 * Printed text as a page shows it: each line cut into plain text and mana symbols, each symbol with its spoken label in
 * the reader's language. Oracle text, printed texts and official rulings are the catalogue's: they carry no links.
 */
import type { UiKey } from '../../i18n/index.js';
import type { Lang } from '../../languages.js';
import { symbolSegments } from '../../text/index.js';
import { manaSymbolView } from '../mana-label.js';
import type { PageContext } from './context.js';

/** A mana symbol as a page shows it: its class, its spoken label (in `lang`, the reader's) and its printed form. */
export type SymbolView = ReturnType<typeof manaSymbolView> & { lang: Lang };

/** A piece of a line: text, or a mana symbol. */
export type TextPiece = { text: string } | { symbol: SymbolView };

const views = new Map<string, SymbolView>();

/** One symbol's view in one language, made once per build (cards repeat a few dozen symbols hundreds of thousands of times). */
export function symbolView(symbol: string, lang: Lang, t: PageContext['t']) {
  const key = `${lang} ${symbol}`;
  let view = views.get(key);
  if (!view) views.set(key, (view = { ...manaSymbolView(symbol, (k: UiKey, o?: Record<string, unknown>) => t(k, o)), lang }));
  return view;
}

// The same lines come back all through a build: a card's three pages (one per language) cut the same Oracle text and
// rulings, and costs and reminder texts repeat over thousands of cards. A line is cut once for every language (only
// its symbols' labels differ by language); bounded, as most lines are a single card's, and its three pages are
// written one after the other.
const LINES_KEPT = 20_000;
const cutLines = new Map<string, ReturnType<typeof symbolSegments>>();

function cut(line: string) {
  let segments = cutLines.get(line);
  if (!segments) {
    if (cutLines.size >= LINES_KEPT) cutLines.clear();
    cutLines.set(line, (segments = symbolSegments(line)));
  }
  return segments;
}

/** A line of printed text as pieces. */
export function linePieces(line: string, { lang, t }: Pick<PageContext, 'lang' | 't'>): readonly TextPiece[] {
  return cut(line).map((s) => (s.symbol === undefined ? { text: s.text } : { symbol: symbolView(s.symbol, lang, t) }));
}

/** A text of several lines (`\n`) as lines of pieces. */
export function textLines(text: string | undefined, p: Pick<PageContext, 'lang' | 't'>): (readonly TextPiece[])[] {
  return text ? text.split('\n').map((line) => linePieces(line, p)) : [];
}
