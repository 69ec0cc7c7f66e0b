import { foldText, type CardNameIndex, type KeywordIndex } from '../parse/index.js';

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
  /** Don't link the page's own card or keyword to itself. */
  selfCardId?: string;
  selfKeyword?: string;
}

type Span = Exclude<Segment, { kind: 'text' }> & { start: number; end: number; priority: number };

const MANA = /\{[^{}\s]{1,6}\}/g;
const RULE = /(?<![\d.])(\d{3}\.\d{1,3}[a-z]?)(?:\s*[–-]\s*[a-z](?![\p{L}]))?|(?<=\b(?:regla|reglas|règle|règles|regra|regras|rule|rules)\s)(\d{3})(?![\d.])/giu;
const WORD = /[\p{L}\p{N}']+/gu;

function cardSpans(text: string, folded: string, index: CardNameIndex, self?: string): Span[] {
  const words = [...folded.matchAll(WORD)].map((m) => ({ word: m[0], start: m.index!, end: m.index! + m[0].length }));
  const spans: Span[] = [];
  for (let i = 0; i < words.length; i++) {
    const first = words[i].word;
    const bare = first.replace(/^[a-z]'/, '');
    const candidates = index.byFirstWord.get(first) ?? index.byFirstWord.get(bare);
    if (!candidates) continue;
    for (const [name, id] of candidates) {
      if (!name.every((w, k) => (k === 0 ? w === first || w === bare : words[i + k]?.word === w))) continue;
      const start = words[i].start + (name[0] === bare && bare !== first ? first.length - bare.length : 0);
      const end = words[i + name.length - 1].end;
      if (id !== self) spans.push({ kind: 'card', id, text: text.slice(start, end), start, end, priority: 2 });
      i += name.length - 1;
      break;
    }
  }
  return spans;
}

function keywordSpans(text: string, folded: string, index: KeywordIndex, self?: string): Span[] {
  const spans: Span[] = [];
  for (const n of index.names) {
    if (n.folded.length < 6 || n.key === self) continue;
    const re = new RegExp(n.pattern.source, 'gu');
    for (const m of folded.matchAll(re)) spans.push({ kind: 'keyword', key: n.key, text: text.slice(m.index!, m.index! + n.folded.length), start: m.index!, end: m.index! + n.folded.length, priority: 3 });
  }
  return spans;
}

/**
 * Splits text into segments: mana symbols, rule numbers that have a page, card names and keywords become links;
 * everything else stays text. The caller renders segments as escaped text nodes, never as HTML.
 */
export function linkify(text: string, targets: LinkTargets): Segment[] {
  const spans: Span[] = [];
  for (const m of text.matchAll(MANA)) spans.push({ kind: 'mana', symbol: m[0].slice(1, -1).toUpperCase(), text: m[0], start: m.index!, end: m.index! + m[0].length, priority: 0 });
  for (const m of text.matchAll(RULE)) {
    const number = (m[1] ?? m[2]).toLowerCase();
    if (targets.ruleNumbers.has(number)) spans.push({ kind: 'rule', number, text: m[0], start: m.index!, end: m.index! + m[0].length, priority: 1 });
  }
  const folded = foldText(text);
  // Folding keeps offsets only when every character folds to one character.
  if (folded.length === text.length) {
    if (targets.cards) spans.push(...cardSpans(text, folded, targets.cards, targets.selfCardId));
    if (targets.keywords) spans.push(...keywordSpans(text, folded, targets.keywords, targets.selfKeyword));
  }
  spans.sort((a, b) => a.start - b.start || a.priority - b.priority || b.end - a.end);
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
