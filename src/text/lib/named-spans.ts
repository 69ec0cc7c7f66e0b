import type { InlineNode } from '../../schema/index.js';
import { foldText } from './fold.js';
import type { GameWord } from './game-words.js';
import { keywordHits, type KeywordIndex } from './keywords.js';
import { manaSymbolsIn } from './mana.js';
import { namesIt } from './name-form.js';
import { scanNames, type NameIndex } from './name-index.js';
import { ruleCitations } from './rule-citations.js';

/** What a text may name: cards (by a name index whose values carry the name as printed), keywords, rule numbers. */
export interface NameFinders<C extends { name: string }> {
  cards: NameIndex<C> | null;
  /** Card names that are also game words of the language ("Vol", "Sacrifice"): named only where set off. */
  gameWord?: GameWord;
  keywords: KeywordIndex | null;
  /** Words that introduce a bare rule number in the language ("regla 717"). */
  ruleWords: readonly string[];
  /** The rule numbers that count (those that have a page); every number when absent. */
  ruleNumber?: (number: string) => boolean;
  /** A card's rules line: a short keyword name counts where it opens the line or an item of a list of abilities
   *  ("Vuela, vigilancia."), as on a card (see keywordHits). */
  leading?: boolean;
  /** The card the text belongs to (a card's rules text, its rulings): its name never names a keyword, even where it
   *  is not written as printed and so names no card. */
  ownCard?: (card: C) => boolean;
}

/** A span of a text's plain text that names something, or is a mana symbol. */
export type NamedSpan<C> = { start: number; end: number } & (
  | { kind: 'mana'; symbol: string }
  | { kind: 'rule'; number: string; through: string | null }
  | { kind: 'card'; card: C }
  | { kind: 'keyword'; key: string }
);

/**
 * What a text names, once for the whole pipeline: the records' links and the parser's edition evidence read it. Each
 * text node of the markup is read on its own (a span never crosses emphasis); in reading order, no span overlapping
 * another. Where two would, the one that starts first wins, then mana symbols, rule numbers, cards, keywords in that
 * order, then the longer: so a keyword never lies inside a card's name ("Enquêteurs de phénomènes" names no
 * phenomenon, "Épreuve d'angoisse" no eerie).
 */
export function namedSpans<C extends { name: string }>(
  text: string,
  markup: InlineNode[] | null | undefined,
  finders: NameFinders<C>,
): NamedSpan<C>[] {
  const out: NamedSpan<C>[] = [];
  if (markup) walk(markup, 0, false, finders, out);
  else spansInNode(text, 0, false, finders, out);
  return out;
}

function walk<C extends { name: string }>(
  nodes: InlineNode[],
  at: number,
  setOff: boolean,
  finders: NameFinders<C>,
  out: NamedSpan<C>[],
): number {
  for (const n of nodes)
    if (n.type === 'text') {
      spansInNode(n.value, at, setOff, finders, out);
      at += n.value.length;
    } else at = walk(n.children, at, setOff || n.type !== 'link', finders, out);
  return at;
}

/** A span found in one text node, with its rank among spans starting at the same place; `silent` for the text's own
 *  card name where it names no card: it only keeps keywords out. */
type Found<C> = NamedSpan<C> & { priority: number; silent?: true };

function spansInNode<C extends { name: string }>(
  text: string,
  offset: number,
  setOff: boolean,
  finders: NameFinders<C>,
  out: NamedSpan<C>[],
): void {
  const found: Found<C>[] = [];
  for (const { start, end, symbol } of manaSymbolsIn(text))
    found.push({ kind: 'mana', start, end, symbol: symbol.toUpperCase(), priority: 0 });
  for (const { number, through, start, end } of ruleCitations(text, finders.ruleWords))
    if (!finders.ruleNumber || finders.ruleNumber(number)) found.push({ kind: 'rule', start, end, number, through, priority: 1 });
  const folded = foldText(text);
  // Folding keeps offsets only when every character folds to one character.
  if (folded.length === text.length) {
    if (finders.cards)
      for (const h of scanNames(folded, finders.cards)) {
        const named = namesIt(text, h.start, h.end, h.value.name, setOff, finders.gameWord?.(h.value.name));
        if (named || finders.ownCard?.(h.value))
          found.push({ kind: 'card', start: h.start, end: h.end, card: h.value, priority: 2, ...(!named && { silent: true as const }) });
      }
    if (finders.keywords)
      for (const h of keywordHits(folded, finders.keywords, finders.leading))
        if (namesIt(text, h.start, h.end, h.value.name, setOff))
          found.push({ kind: 'keyword', start: h.start, end: h.end, key: h.value.key, priority: 3 });
  }
  found.sort((a, b) => a.start - b.start || a.priority - b.priority || b.end - a.end);
  let end = 0;
  for (const { priority: _, silent, ...span } of found)
    if (span.start >= end) {
      if (!silent) out.push({ ...span, start: offset + span.start, end: offset + span.end } as NamedSpan<C>);
      end = span.end;
    }
}
