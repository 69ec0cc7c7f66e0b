import { identityIndex, matchCard } from '../card-identity/index.js';
import type { CardIdentityTable, DocumentRecord, Report } from '../schema/index.js';
import type { CardIdentity } from '../schema/card-identity.js';

interface CardToMatch {
  id: string;
  name: string;
  lang: DocumentRecord['lang'];
  appearances: { documentId: string; line: number }[];
}

/**
 * Which card each card of the corpus is, by its printed name in its language within its documents' sets (then in all
 * sets when the name is unique): never guessed. A name that could be two cards becomes a warning in the report of
 * every document that prints it; a card with no match keeps a null identity and is counted by the build.
 */
export function matchIdentities<C extends CardToMatch>(
  cards: C[],
  documents: DocumentRecord[],
  reports: Report[],
  table: CardIdentityTable,
) {
  const index = identityIndex(table);
  const setsOf = new Map(documents.map((d) => [d.id, d.sets.flatMap((s) => (s.code ? [s.code] : []))]));
  const reportOf = new Map(reports.map((r) => [r.documentId, r]));
  const matched = cards.map((card) => {
    const setCodes = [...new Set(card.appearances.flatMap((a) => setsOf.get(a.documentId) ?? []))];
    const result = matchCard(index, { name: card.name, lang: card.lang, setCodes });
    if (result.kind === 'ambiguous')
      for (const a of card.appearances) {
        const report = reportOf.get(a.documentId);
        if (!report) continue;
        const candidates = result.candidates.map((c) => `${c.name} (${c.set}${c.number ? ` ${c.number}` : ''})`).join(', ');
        report.warnings.push({
          line: a.line,
          code: 'card-identity-ambiguous',
          message: `"${card.name}" could be any of ${candidates}: no identity given`,
        });
        report.counts.warnings++;
      }
    return { ...card, identity: result.kind === 'matched' ? (result.identity as CardIdentity) : null };
  });
  for (const r of reports) r.warnings.sort((a, b) => a.line - b.line);
  return matched;
}
