import { rulingWords } from '../../catalogue/index.js';
import { LANGS } from '../../languages.js';
import { UNALIGNED_REASONS, type DocumentAlignmentCounts, type UnalignedReason } from '../../schema/index.js';
import type { DocumentAlignment } from './align.js';
import { copyKey } from './candidates.js';
import type { AlignContext, AlignDocument } from './types.js';

/**
 * The official rulings (today's) of the cards a set prints: each distinct ruling once, with its copies (`copyKey`):
 * Gatherer files a mechanic's ruling on every card of the mechanic, and it is one ruling to translate.
 */
function officialRulingsOf(sets: readonly string[], context: AlignContext): Map<string, string[]> {
  const rulings = new Map<string, string[]>();
  for (const card of context.cards)
    if (card.sets.some((s) => sets.includes(s)))
      for (const r of card.rulings)
        if (!r.superseded) {
          const words = rulingWords(r.text);
          (rulings.get(words) ?? rulings.set(words, []).get(words)!).push(copyKey(card.oracleId, r.text));
        }
  return rulings;
}

/** The official rulings of `official` that one of `translated`'s copies stands for. */
function translatedOf(official: Map<string, string[]>, translated: (copy: string) => boolean): number {
  return [...official.values()].filter((copies) => copies.some(translated)).length;
}

/** A document's alignment in numbers: its rulings aligned or not (each unaligned one with its reason, counted by
 *  reason), and its sets' official rulings it leaves untranslated. */
export function documentCounts(doc: AlignDocument, alignment: DocumentAlignment, context: AlignContext): DocumentAlignmentCounts {
  const official = officialRulingsOf(doc.sets, context);
  const aligned = [...alignment.originals.values()].filter((o) => o !== null).length;
  const unalignedBy = Object.fromEntries(UNALIGNED_REASONS.map((r) => [r, 0])) as Record<UnalignedReason, number>;
  for (const u of alignment.unaligned) unalignedBy[u.reason]++;
  return {
    documentId: doc.id,
    rulings: doc.rulings.length,
    aligned,
    unaligned: doc.rulings.length - aligned,
    officialRulings: official.size,
    untranslated: official.size - translatedOf(official, (copy) => alignment.translated.has(copy)),
    unalignedBy,
    alignedWithoutDate: alignment.undated ? aligned : 0,
    unalignedRulings: alignment.unaligned,
  };
}
