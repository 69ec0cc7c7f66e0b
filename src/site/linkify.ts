import type { CardNameIndex } from '../records/index.js';
import { MANA_SYMBOL, foldText, keywordHits, ruleCitations, scanNames, type KeywordIndex } from '../text/index.js';

/** A piece of document text as the page renders it: plain text, or a link, or a mana symbol. */
export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'mana'; text: string; symbol: string }
  | { kind: 'rule'; text: string; number: string }
  | { kind: 'card'; text: string; id: string }
  | { kind: 'keyword'; text: string; key: string };

export interface LinkTargets {
  cards: CardNameIndex | null;
  keywords: KeywordIndex | null;
  /** Rule numbers that have a page; others stay plain text. */
  ruleNumbers: Set<string>;
  /** Words that introduce a bare rule number in the text's language ("regla 717"), from the vocabulary. */
  ruleWords: readonly string[];
  /** Don't link the page's own card or keyword to itself. */
  selfCardId?: string;
  selfKeyword?: string;
}

type Span = Exclude<Segment, { kind: 'text' }> & { start: number; end: number; priority: number };

/**
 * Splits text into segments: mana symbols, rule numbers that have a page, card names and keywords become links;
 * everything else stays text. The caller renders segments as escaped text nodes, never as HTML.
 */
export function linkify(text: string, targets: LinkTargets): Segment[] {
  return resolveOverlaps(
    text,
    linkSpans(text, targets).filter((s) => !isSelf(s, targets)),
  );
}

// The same text is shown on many pages (three UI languages; a mechanic's rulings on every card that has it):
// its links are found once per build, and each page only drops the links to itself.
const memo = new WeakMap<Set<string>, Map<string, Span[]>>();
const MEMO_ENTRIES = 20_000;

function linkSpans(text: string, targets: LinkTargets): Span[] {
  let cache = memo.get(targets.ruleNumbers);
  if (!cache) memo.set(targets.ruleNumbers, (cache = new Map()));
  const key = `${targets.cards === null ? 0 : 1}${targets.keywords === null ? 0 : 1}|${text}`;
  let spans = cache.get(key);
  if (!spans) {
    cache.set(key, (spans = findSpans(text, targets)));
    // A bounded cache: pages of one item are built together, so recent entries are the ones asked for again.
    if (cache.size > MEMO_ENTRIES) cache.delete(cache.keys().next().value!);
  }
  return spans;
}

function isSelf(s: Span, targets: LinkTargets): boolean {
  return (s.kind === 'card' && s.id === targets.selfCardId) || (s.kind === 'keyword' && s.key === targets.selfKeyword);
}

/** Every candidate link in the text, in reading order; where two overlap, the one listed first wins. */
function findSpans(text: string, targets: LinkTargets): Span[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(MANA_SYMBOL))
    spans.push({
      kind: 'mana',
      symbol: m[0].slice(1, -1).toUpperCase(),
      text: m[0],
      start: m.index!,
      end: m.index! + m[0].length,
      priority: 0,
    });
  for (const { number, start, end } of ruleCitations(text, targets.ruleWords))
    if (targets.ruleNumbers.has(number)) spans.push({ kind: 'rule', number, text: text.slice(start, end), start, end, priority: 1 });
  const folded = foldText(text);
  // Folding keeps offsets only when every character folds to one character.
  if (folded.length === text.length) {
    if (targets.cards)
      for (const h of scanNames(folded, targets.cards))
        spans.push({ kind: 'card', id: h.value, text: text.slice(h.start, h.end), start: h.start, end: h.end, priority: 2 });
    if (targets.keywords)
      for (const h of keywordHits(folded, targets.keywords))
        spans.push({ kind: 'keyword', key: h.value.key, text: text.slice(h.start, h.end), start: h.start, end: h.end, priority: 3 });
  }
  return spans.sort((a, b) => a.start - b.start || a.priority - b.priority || b.end - a.end);
}

function resolveOverlaps(text: string, spans: Span[]): Segment[] {
  const out: Segment[] = [];
  let at = 0;
  for (const s of spans) {
    if (s.start < at) continue;
    if (s.start > at) out.push({ kind: 'text', text: text.slice(at, s.start) });
    const { start: _s, end: _e, priority: _p, ...segment } = s;
    out.push(segment as Segment);
    at = s.end;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}
