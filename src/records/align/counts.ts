import { LANGS } from '../../languages.js';
import type { DocumentAlignmentCounts, SetCoverage } from '../../schema/index.js';
import type { DocumentAlignment } from './align.js';
import { copyKey } from './candidates.js';
import type { AlignContext, AlignDocument } from './types.js';

/** Every official ruling of the cards a set prints, one per card that carries it (`copyKey`). */
function officialRulingsOf(set: string, context: AlignContext): Set<string> {
  const copies = new Set<string>();
  for (const card of context.cards)
    if (card.sets.includes(set)) for (const r of card.rulings) if (!r.superseded) copies.add(copyKey(card.oracleId, r.text));
  return copies;
}

/** A document's alignment in numbers: its rulings aligned or not, its sets' official rulings it leaves untranslated,
 *  and what was refused, by reason. */
export function documentCounts(doc: AlignDocument, alignment: DocumentAlignment, context: AlignContext): DocumentAlignmentCounts {
  const official = new Set(doc.sets.flatMap((set) => [...officialRulingsOf(set, context)]));
  const aligned = [...alignment.originals.values()].filter((o) => o !== null).length;
  const issues = { competing: 0, ambiguous: 0, 'unknown-card': 0, 'undated-document': 0 };
  for (const issue of alignment.issues) if (issue.code !== 'undated-document') issues[issue.code]++;
  if (!doc.date) issues['undated-document'] = aligned;
  return {
    documentId: doc.id,
    rulings: doc.rulings.length,
    aligned,
    unaligned: doc.rulings.length - aligned,
    officialRulings: official.size,
    untranslated: [...official].filter((copy) => !alignment.translated.has(copy)).length,
    issues,
  };
}

/**
 * For each set the documents cover and each language: how many of the set's official rulings (today's) have a
 * translation, and from which documents (what the coverage page of a set is built on).
 */
export function setCoverage(docs: AlignDocument[], alignments: DocumentAlignment[], context: AlignContext): SetCoverage[] {
  const sets = [...new Set(docs.flatMap((d) => d.sets))].sort();
  return sets.flatMap((set) => {
    const official = officialRulingsOf(set, context);
    return LANGS.map((lang) => {
      const documents = docs.flatMap((doc, k) => {
        if (doc.lang !== lang || !doc.sets.includes(set)) return [];
        const translated = [...alignments[k].translated].filter((copy) => official.has(copy)).length;
        return [{ documentId: doc.id, translated }];
      });
      const translated = new Set(
        docs.flatMap((doc, k) => (doc.lang === lang ? [...alignments[k].translated].filter((copy) => official.has(copy)) : [])),
      );
      return { set, lang, officialRulings: official.size, translated: translated.size, documents };
    });
  });
}
