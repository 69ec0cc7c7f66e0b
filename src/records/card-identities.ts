import { identityIndex, matchCard } from '../card-identity/index.js';
import type { CardIdentityTable, DocumentRecord, Report } from '../schema/index.js';
import type { CardIdentity } from '../schema/card-identity.js';

interface CardToMatch {
  id: string;
  name: string;
  lang: DocumentRecord['lang'];
  appearances: { documentId: string; line: number }[];
  /** The rules text of each face, as the document prints it (to find a card printed under another name). */
  faces?: { rulesText: string[] }[];
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
    const text = card.faces?.flatMap((f) => f.rulesText).join('\n');
    const result = matchCard(index, { name: card.name, lang: card.lang, setCodes, text });
    if (result.kind === 'matched' && result.byText) warnMatchedByText(card, result.identity, result.byText.similarity, reportOf);
    if (result.kind === 'ambiguous')
      for (const a of card.appearances) {
        const report = reportOf.get(a.documentId);
        if (!report) continue;
        const candidates = result.candidates.map((c) => `${c.name} (${c.set}${c.number ? ` ${c.number}` : ''})`).join(', ');
        report.warnings.push({
          line: a.line,
          code: 'card-identity-ambiguous',
          message: `"${card.name}" could be any of ${candidates}: no identity given`,
          params: { name: card.name, candidates },
        });
        report.counts.warnings++;
      }
    const identity = result.kind === 'matched' ? (result.identity as CardIdentity) : null;
    checkJoinedName(
      card,
      identity,
      setCodes.filter((s) => index.sets.has(s)),
      reportOf,
    );
    return { ...card, identity };
  });
  for (const r of reports) r.warnings.sort((a, b) => a.line - b.line);
  return matched;
}

/** A card matched by its rules text: every document that prints it says under which name the printing has it. */
function warnMatchedByText(card: CardToMatch, identity: CardIdentity, similarity: number, reportOf: Map<string, Report>) {
  const printed = identity.names[card.lang];
  for (const a of card.appearances) {
    const report = reportOf.get(a.documentId);
    if (!report) continue;
    report.warnings.push({
      line: a.line,
      code: 'card-identity-by-text',
      message:
        `"${card.name}" is no printed name of ${identity.set}; its rules text is that of ${identity.name} (${identity.set}${identity.number ? ` ${identity.number}` : ''}` +
        `${printed ? `, printed "${printed}"` : ''}; ${Math.round(similarity * 100)} % of words shared)`,
      params: { name: card.name, english: identity.name, set: identity.set, percent: Math.round(similarity * 100) },
    });
    report.counts.warnings++;
  }
}

/**
 * A name the parser joined from two lines of a repost (`Cho-Manno,` / `Revolucionário`: a `card-name-joined` warning)
 * is confirmed by the card data when it names a card; where the data knows the document's sets and no card has the
 * name, the warning says so: the join may be wrong.
 */
function checkJoinedName(card: CardToMatch, identity: CardIdentity | null, knownSets: string[], reportOf: Map<string, Report>) {
  for (const a of card.appearances) {
    const warning = reportOf.get(a.documentId)?.warnings.find((w) => w.line === a.line && w.code === 'card-name-joined');
    if (!warning) continue;
    if (identity) {
      warning.message += `: confirmed by the card data (${identity.name}, ${identity.set})`;
      warning.params = { ...warning.params, context: 'confirmed', english: identity.name, set: identity.set };
    } else if (knownSets.length) {
      warning.message += `: no card of ${knownSets.join(', ')} has this name (check the line)`;
      warning.params = { ...warning.params, context: 'unknown', sets: knownSets.join(', ') };
    }
  }
}
