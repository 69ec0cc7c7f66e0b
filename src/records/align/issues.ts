import type { AlignmentIssue } from '../../schema/index.js';
import type { RefusedPair } from './assign.js';
import type { Pool } from './candidates.js';
import type { AlignDocument, DocumentRuling } from './types.js';

/** What the alignment reports, one line each, naming the document ruling. */

export function undatedIssue(doc: AlignDocument): AlignmentIssue {
  return {
    code: 'undated-document',
    rulingId: null,
    message: `${doc.id}: the document states no date: its rulings are aligned on their text alone (no date to weigh)`,
  };
}

export function unknownCardIssue(r: DocumentRuling): AlignmentIssue {
  return {
    code: 'unknown-card',
    rulingId: r.id,
    message: `${r.id}: about or naming ${r.unknownCards.map((n) => `"${n}"`).join(', ')}, which no card data identifies: left unaligned`,
  };
}

export function refusalIssue(r: RefusedPair, pool: Pool): AlignmentIssue {
  const ruling = pool.rulings[r.ruling].id;
  const official = `"${pool.officials[r.official].text.slice(0, 60)}…"`;
  const margin = r.margin.toFixed(2);
  if (r.reason === 'competing' && r.rival !== undefined) {
    const rival = pool.rulings[r.rival].id;
    return {
      code: 'competing',
      rulingId: ruling,
      rivalRulingId: rival,
      message: `${ruling}: competes with ${rival} for the official ruling ${official} (margin ${margin}): left unaligned`,
    };
  }
  return {
    code: 'ambiguous',
    rulingId: ruling,
    message: `${ruling}: fits the official ruling ${official} and another nearly as well (margin ${margin}): left unaligned`,
  };
}
