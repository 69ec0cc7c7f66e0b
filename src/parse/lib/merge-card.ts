import type { Card } from '../../schema/index.js';

const union = (a: string[], b: string[]): string[] => [...new Set([...a, ...b])];

/**
 * A card printed again (later in the same document, or in another document of its language) merged into the first
 * printing, the one rule for both:
 * - every printing is kept in `appearances`, and the rulings of both stay the card's (`rulingIds`);
 * - keywords, mechanics, rule numbers and mentioned cards are the union of both;
 * - what the first printing lacks, the other fills, face by face: rules text (when the first printed none), type
 *   line, power and toughness, loyalty; and the card's type line. What the first printing has is never replaced.
 * Mutates and returns `existing`; `other` is left as it is.
 */
export function mergeCardPrinting(existing: Card, other: Card): Card {
  existing.appearances.push(...other.appearances);
  const rulings = new Set(existing.rulingIds);
  existing.rulingIds.push(...other.rulingIds.filter((id) => !rulings.has(id)));
  existing.keywords = union(existing.keywords, other.keywords);
  existing.mechanicIds = union(existing.mechanicIds, other.mechanicIds);
  existing.ruleNumbers = union(existing.ruleNumbers, other.ruleNumbers);
  existing.mentionedCardIds = union(existing.mentionedCardIds, other.mentionedCardIds);
  existing.faces.forEach((face, k) => {
    const printed = other.faces[k];
    if (!printed) return;
    if (face.rulesText.length === 0) {
      face.rulesText = [...printed.rulesText];
      if (printed.rulesMarkup) face.rulesMarkup = [...printed.rulesMarkup];
    }
    face.typeLine ??= printed.typeLine;
    face.power ??= printed.power;
    face.toughness ??= printed.toughness;
    face.loyalty ??= printed.loyalty;
  });
  existing.typeLine ??= other.typeLine;
  return existing;
}
