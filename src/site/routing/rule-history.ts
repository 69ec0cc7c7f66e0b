/**
 * A rule's history as its page shows it: the numbers it had over time, and each change of its wording (its own text
 * and its subrules', added and removed ones included), newest first, dated, as word-level diffs.
 */
import { formatDocumentDate } from '../../i18n/intl.js';
import type { RulesHistoryIndex } from '../../rules-history/index.js';
import type { PageContext } from './context.js';
import { wordingDiff, type DiffPiece } from './rule-diff.js';
import { changesAnchor, ruleHref, spanDates } from './rule-links.js';
import type { RulesSource } from '../rules-source.js';

export interface ChangeView {
  anchor: string;
  edition: string;
  /** The edition's date as the reader writes it. */
  date: string;
  /** How many parts changed, said in the reader's language (the change is folded behind it). */
  summary: string;
  /** The rule's number in that edition, when it was another. */
  numberThen: string | null;
  parts: { number: string; kind: 'reworded' | 'added' | 'removed'; label: string; pieces: DiffPiece[] }[];
}

export interface HistoryView {
  /** The first edition the rule is in. */
  since: string;
  numbers: { number: string; dates: string; href: string | null }[];
  changes: ChangeView[];
}

/** Diffs depend on the rule only: the three languages' pages of one rule, built one after the other, share them. */
const diffs = new Map<string, ReturnType<RulesHistoryIndex['changes']>>();
function changesOf(number: string, rules: RulesHistoryIndex) {
  let changes = diffs.get(number);
  if (!changes) {
    if (diffs.size > 64) diffs.clear();
    changes = rules.changes(number);
    diffs.set(number, changes);
  }
  return changes;
}

const pieceCache = new Map<string, DiffPiece[]>();
function piecesOf(key: string, before: string | null, after: string | null): DiffPiece[] {
  let pieces = pieceCache.get(key);
  if (!pieces) {
    if (pieceCache.size > 2_000) pieceCache.clear();
    pieces = wordingDiff(before, after);
    pieceCache.set(key, pieces);
  }
  return pieces;
}

/** The history of today's rule `number` (a section's: its title's), in the reader's language. */
export function ruleHistory(number: string, p: PageContext, source: RulesSource): HistoryView {
  const { rules } = source;
  const { t } = p;
  const timeline = rules.timeline(number, rules.today);
  const numbers = timeline.map((s) => ({
    number: s.number,
    dates: spanDates(s, p),
    href: s.number === number ? null : ruleHref(s.number, p, source),
  }));
  const changes = changesOf(number, rules)
    .map((c) => ({
      anchor: changesAnchor(c.edition),
      edition: c.edition,
      date: formatDocumentDate(c.edition, p.lang),
      // Folded behind its date: a rule changed in twenty editions is a list a phone can scroll.
      summary: t('rule.changeParts', { count: c.parts.length }),
      numberThen: c.number === number ? null : c.number,
      parts: c.parts.map((part) => ({
        number: part.number,
        kind: part.kind,
        label: t(`rule.change.${part.kind}`, { number: part.number }),
        pieces: piecesOf(`${number}|${c.edition}|${part.number}`, part.before, part.after),
      })),
    }))
    .reverse();
  return { since: timeline[0]?.from ?? rules.today, numbers: numbers.length > 1 ? numbers : [], changes };
}
