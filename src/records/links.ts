import type { Lang } from '../languages.js';
import type { InlineNode, TextLink } from '../schema/index.js';
import { MANA_SYMBOL, foldText, keywordHits, namesIt, ruleCitations, scanNames, type KeywordIndex, type NameIndex } from '../text/index.js';

/** Card names of one language (faces included) → card ids, the name as printed and the card's page, for finding the
 *  cards a text names. */
export type CardNameIndex = NameIndex<{ id: string; name: string; page: string }>;

/** What the texts of one language may link to. */
export interface LinkTargets {
  cards: CardNameIndex;
  /** Null where only cards are looked for (the parse CLI's mentions). */
  keywords: KeywordIndex | null;
  /** Rule numbers that have a page; others stay plain text. */
  ruleNumbers: ReadonlySet<string>;
  /** Words that introduce a bare rule number in the language ("regla 717"), from the vocabulary. */
  ruleWords: readonly string[];
  /** Today's number of a number as `edition` numbered it; null when it no longer exists. */
  todayNumber: (number: string, edition: string) => string | null;
}

export type LinkTargetsByLang = Record<Lang, LinkTargets>;

/**
 * The spans of a text that link or are mana symbols, in reading order (an overlapping later one is kept: a page that
 * leaves out a link to itself shows the one beneath). Found in each text node of the markup on its own, as the page
 * renders them; undefined when there are none.
 */
export function findLinks(
  text: string,
  markup: InlineNode[] | undefined | null,
  edition: string,
  targets: LinkTargets,
): TextLink[] | undefined {
  const links: TextLink[] = [];
  if (markup) walk(markup, 0, false, edition, targets, links);
  else linksInNode(text, 0, false, edition, targets, links);
  // A copy of its exact length: an array grown by push keeps room for 17 entries, and the corpus keeps these to the end.
  return links.length ? links.slice() : undefined;
}

function walk(nodes: InlineNode[], at: number, setOff: boolean, edition: string, targets: LinkTargets, out: TextLink[]): number {
  for (const n of nodes)
    if (n.type === 'text') {
      linksInNode(n.value, at, setOff, edition, targets, out);
      at += n.value.length;
    } else at = walk(n.children, at, setOff || n.type !== 'link', edition, targets, out);
  return at;
}

type Found = TextLink & { priority: number };

function linksInNode(text: string, offset: number, setOff: boolean, edition: string, targets: LinkTargets, out: TextLink[]): void {
  const found: Found[] = [];
  const span = (start: number, end: number) => ({ start: offset + start, end: offset + end });
  for (const m of text.matchAll(MANA_SYMBOL))
    found.push({ kind: 'mana', ...span(m.index!, m.index! + m[0].length), symbol: m[0].slice(1, -1).toUpperCase(), priority: 0 });
  for (const { number, start, end } of ruleCitations(text, targets.ruleWords))
    if (targets.ruleNumbers.has(number))
      found.push({ kind: 'rule', ...span(start, end), number, edition, todayNumber: targets.todayNumber(number, edition), priority: 1 });
  const folded = foldText(text);
  // Folding keeps offsets only when every character folds to one character.
  if (folded.length === text.length) {
    for (const h of scanNames(folded, targets.cards))
      if (namesIt(text, h.start, h.end, h.value.name, setOff))
        found.push({ kind: 'card', ...span(h.start, h.end), id: h.value.id, page: h.value.page, priority: 2 });
    if (targets.keywords)
      for (const h of keywordHits(folded, targets.keywords))
        if (namesIt(text, h.start, h.end, h.value.name, setOff))
          found.push({ kind: 'keyword', ...span(h.start, h.end), key: h.value.key, priority: 3 });
  }
  // Where two overlap, the one listed first wins: symbols, rule numbers, cards, keywords; the longer at one place.
  found.sort((a, b) => a.start - b.start || a.priority - b.priority || b.end - a.end);
  for (const { priority: _, ...link } of found) out.push(link as TextLink);
}
