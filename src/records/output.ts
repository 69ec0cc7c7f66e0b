import type { DocumentRecords } from '../parse/index.js';
import { linkDocument } from './add-links.js';

/** The parse CLI's shape: cards and mechanics carry their rulings inline. */
export function documentOutput(parsed: DocumentRecords, knowledge: Parameters<typeof linkDocument>[1]) {
  // What the texts name is read from their links, found here among this document's own cards.
  const records = linkDocument(parsed, knowledge);
  const byOwner = new Map<string, DocumentRecords['rulings']>();
  for (const r of records.rulings) {
    const list = byOwner.get(r.owner.id);
    if (list) list.push(r);
    else byOwner.set(r.owner.id, [r]);
  }
  const inline = (id: string) =>
    (byOwner.get(id) ?? []).map((r) => ({
      id: r.id,
      anchor: r.anchor,
      text: r.text,
      ...(r.question && { question: r.question }),
      line: r.line,
      endLine: r.endLine,
      mentions: r.mentions,
    }));
  return {
    document: records.document,
    cards: records.cards.map((c) => ({ ...c, rulings: inline(c.id) })),
    mechanics: records.mechanics.map((m) => ({ ...m, rulings: inline(m.id) })),
    rules: records.rules,
    references: records.references.map(({ number, line, edition, todayNumber, wordingChanged, changedIn }) => ({
      number,
      line,
      edition,
      todayNumber,
      wordingChanged,
      changedIn,
    })),
    report: records.report,
  };
}
