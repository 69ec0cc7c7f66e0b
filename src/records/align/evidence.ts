import type { AlignmentEvidence } from '../../schema/index.js';
import type { OfficialUnit } from './candidates.js';
import type { PairScore } from './score.js';
import type { AlignDocument } from './types.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The anchors of one kind (`number:2` → `2`). */
const ofKind = (shared: string[], kind: string) => shared.filter((a) => a.startsWith(`${kind}:`)).map((a) => a.slice(kind.length + 1));

/** A document date of a year or a month stands for its first day. */
function dayOf(date: string): number {
  const [y, m = '01', d = '01'] = date.split('-');
  return Date.UTC(Number(y), Number(m) - 1, Number(d));
}

/** The evidence kept with a pair: what both texts hold, by kind, and the figures of its score. */
export function evidenceOf(score: PairScore, margin: number, official: OfficialUnit, doc: Pick<AlignDocument, 'date'>): AlignmentEvidence {
  const newest = official.copies
    .map((c) => c.date)
    .sort()
    .at(-1)!;
  return {
    score: round(score.score),
    margin: round(Math.max(0, margin)),
    numbers: ofKind(score.shared, 'number'),
    cards: ofKind(score.shared, 'card'),
    keywords: ofKind(score.shared, 'keyword'),
    manaSymbols: ofKind(score.shared, 'mana'),
    rules: ofKind(score.shared, 'rule'),
    anchors: score.anchors === null ? null : round(score.anchors),
    stems: round(score.stems),
    words: score.words === null ? null : round(score.words),
    lengthRatio: round(Math.max(score.lengthRatio, 0.001)),
    daysAfterDocument: doc.date ? Math.round((dayOf(newest) - dayOf(doc.date)) / DAY_MS) : null,
  };
}

/** Three decimals: the evidence is read by people, and the records stay the same from one build to the next. */
const round = (x: number) => Math.round(x * 1000) / 1000;
