import { cardMatcher, matchDocumentCard, type Catalogue, type KnownKeyword, type MatchResult } from '../catalogue/index.js';
import type { CardIdentity, DocumentRecord, Report } from '../schema/index.js';
import { lastDayOf } from '../schema/date.js';

interface CardToMatch {
  id: string;
  name: string;
  lang: DocumentRecord['lang'];
  appearances: { documentId: string; line: number; identity?: CardIdentity | null }[];
  /** What the document prints of each face: a card printed under another name is found by its text or look. */
  faces: {
    manaCost: string | null;
    typeLine: string | null;
    rulesText: string[];
    power: string | null;
    toughness: string | null;
  }[];
}

/**
 * Which card of the catalogue each appearance of each card is, by its printed name in its language within its
 * document's sets (then in the whole catalogue when the name is unique), by its text, or by its look: never guessed.
 * Each appearance is decided from its own document (its sets and date), so a document added later never moves
 * another's cards. A card's identity is its first appearance's; an appearance that is another card says so in its
 * document's report. A name that could be two cards is a warning in the report of the document that prints it.
 */
export function matchIdentities<C extends CardToMatch>(
  cards: C[],
  documents: DocumentRecord[],
  reports: Report[],
  catalogue: Catalogue,
  keywords: readonly KnownKeyword[],
): (C & { identity: CardIdentity | null })[] {
  const matcher = cardMatcher(catalogue, keywords);
  const documentOf = new Map(documents.map((d) => [d.id, d]));
  const reportOf = new Map(reports.map((r) => [r.documentId, r]));
  const matched = cards.map((card) => {
    const appearances = card.appearances.map((a) => {
      const doc = documentOf.get(a.documentId);
      const report = reportOf.get(a.documentId);
      const result = matchDocumentCard(matcher, {
        name: card.name,
        lang: card.lang,
        setCodes: doc?.sets.flatMap((s) => (s.code ? [s.code] : [])) ?? [],
        ...(doc ? { date: lastDayOf(doc.date) } : {}),
        printed: printedLines(card),
      });
      if (report) reportMatch(card, a.line, result, report);
      return { ...a, identity: result.kind === 'matched' ? identityOf(result) : null };
    });
    const identity = appearances.find((a) => a.identity)?.identity ?? null;
    for (const a of appearances)
      if (identity && a.identity && a.identity.oracleId !== identity.oracleId) warnConflict(card, a, identity, reportOf);
    return { ...card, appearances, identity };
  });
  for (const r of reports) r.warnings.sort((a, b) => a.line - b.line);
  return matched;
}

/** The document's lines of the card, all faces together: what its text and look are compared with. */
function printedLines(card: CardToMatch) {
  const [first] = card.faces;
  return {
    manaCost: first?.manaCost ?? null,
    typeLine: first?.typeLine ?? null,
    rulesText: card.faces.flatMap((f) => f.rulesText),
    power: card.faces.length === 1 ? (first?.power ?? null) : null,
    toughness: card.faces.length === 1 ? (first?.toughness ?? null) : null,
  };
}

function identityOf(result: Extract<MatchResult, { kind: 'matched' }>): CardIdentity {
  const { card, printing } = result;
  return {
    oracleId: card.oracleId,
    name: card.name,
    slug: card.slug,
    set: printing.set,
    ...(printing.number ? { number: printing.number } : {}),
  };
}

const printingLabel = (i: Pick<CardIdentity, 'set' | 'number'>) => `${i.set}${i.number ? ` ${i.number}` : ''}`;

/** What a document's report says of one appearance's match: ambiguous, found by text, found by its look. */
function reportMatch(card: CardToMatch, line: number, result: MatchResult, report: Report): void {
  const warn = (code: Report['warnings'][number]['code'], message: string, params: Record<string, string | number>) => {
    report.warnings.push({ line, code, message, params });
    report.counts.warnings++;
  };
  if (result.kind === 'ambiguous') {
    const candidates = result.candidates.map((c) => c.name).join(', ');
    warn('card-identity-ambiguous', `"${card.name}" could be any of ${candidates}: no identity given`, { name: card.name, candidates });
    return;
  }
  if (result.kind !== 'matched') {
    checkJoinedName(card, line, null, report);
    return;
  }
  const set = printingLabel(result.printing);
  const printed = result.card.printed[card.lang]?.name;
  if (result.byText)
    warn(
      'card-identity-by-text',
      `"${card.name}" is no printed name of the document's sets; its rules text is that of ${result.card.name} (${set}${printed ? `, printed "${printed}"` : ''}; ${Math.round(result.byText.similarity * 100)} % of words shared)`,
      { name: card.name, english: result.card.name, set, percent: Math.round(result.byText.similarity * 100) },
    );
  if (result.byCharacteristics)
    warn(
      'card-identity-by-characteristics',
      `"${card.name}" is no printed name of any card; it is ${result.card.name} (${set}), the one card with ${result.byCharacteristics}`,
      { name: card.name, english: result.card.name, set, by: result.byCharacteristics },
    );
  checkJoinedName(card, line, result, report);
}

/**
 * A name the parser joined from two lines of a repost (`Cho-Manno,` / `Revolucionário`: a `card-name-joined` warning)
 * is confirmed by the catalogue when it names a card; where it names none, the warning says so: the join may be wrong.
 */
function checkJoinedName(card: CardToMatch, line: number, result: MatchResult | null, report: Report): void {
  const warning = report.warnings.find((w) => w.line === line && w.code === 'card-name-joined');
  if (!warning) return;
  if (result?.kind === 'matched') {
    warning.message += `: confirmed by the card data (${result.card.name}, ${printingLabel(result.printing)})`;
    warning.params = { ...warning.params, context: 'confirmed', english: result.card.name, set: result.printing.set };
  } else {
    warning.message += ': no card of the card data has this name (check the line)';
    warning.params = { ...warning.params, context: 'unknown', sets: '' };
  }
}

/** An appearance that is another card than the card's first appearance: kept as its own, said in its report. */
function warnConflict(
  card: CardToMatch,
  a: { documentId: string; line: number; identity?: CardIdentity | null },
  first: CardIdentity,
  reportOf: Map<string, Report>,
): void {
  const report = reportOf.get(a.documentId);
  if (!report || !a.identity) return;
  report.warnings.push({
    line: a.line,
    code: 'card-identity-conflict',
    message: `"${card.name}" is ${a.identity.name} (${printingLabel(a.identity)}) here, ${first.name} in another document of the same language: each page shows its own`,
    params: { name: card.name, english: a.identity.name, other: first.name },
  });
  report.counts.warnings++;
}
