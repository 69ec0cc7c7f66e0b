import type { AlignmentEvidence } from '../../schema/index.js';
import { newestDate, type OfficialUnit } from './candidates.js';
import { daysAfter } from './dates.js';
import type { PairScore } from './score.js';
import type { AlignDocument } from './types.js';

/** The anchors of one kind (`number:2` → `2`). */
const ofKind = (shared: string[], kind: string) => shared.filter((a) => a.startsWith(`${kind}:`)).map((a) => a.slice(kind.length + 1));

/** The evidence kept with a pair: what both texts hold, by kind, and the figures of its score. */
export function evidenceOf(score: PairScore, margin: number, official: OfficialUnit, doc: Pick<AlignDocument, 'date'>): AlignmentEvidence {
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
    ...(score.sentences ? { sentences: score.sentences.count } : {}),
    ...(score.sentences?.skipped ? { skippedSentences: score.sentences.skipped } : {}),
    daysAfterDocument: daysAfter(doc.date, newestDate(official)),
  };
}

/** Three decimals: the evidence is read by people, and the records stay the same from one build to the next. */
const round = (x: number) => Math.round(x * 1000) / 1000;
