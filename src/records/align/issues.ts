import type { UnalignedReason, UnalignedRuling } from '../../schema/index.js';
import type { RefusedPair } from './assign.js';
import type { Pool } from './candidates.js';
import type { DocumentRuling } from './types.js';

/** Why a ruling has no original, one line each, naming the document ruling. */

const unaligned = (rulingId: string, reason: UnalignedReason, message: string, rivalRulingId?: string): UnalignedRuling => ({
  rulingId,
  reason,
  ...(rivalRulingId ? { rivalRulingId } : {}),
  message: `${rulingId}: ${message}`,
});

const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 60)}…` : text}"`;

export function unknownCardIssue(r: DocumentRuling): UnalignedRuling {
  const names = r.unknownCards.map((n) => `"${n}"`).join(', ');
  return unaligned(r.id, 'unknown-card', `about or naming ${names}, which no card data identifies: left unaligned`);
}

export const noCardIssue = (r: DocumentRuling) =>
  unaligned(r.id, 'no-card', 'about no card (a section ruling outside any mechanic): no official ruling to compare it with');

export const noOfficialIssue = (r: DocumentRuling) =>
  unaligned(r.id, 'no-official-ruling', 'its card has no official ruling: the document’s own');

export function refusalIssue(r: RefusedPair, pool: Pool): UnalignedRuling {
  const ruling = pool.rulings[r.ruling].id;
  const official = r.official === null ? null : quoted(pool.officials[r.official].text);
  const margin = r.margin.toFixed(2);
  if (r.reason === 'weak')
    return unaligned(
      ruling,
      'weak',
      official
        ? `fits no official ruling well enough (best: ${official}, score ${r.score.toFixed(2)}): left unaligned`
        : 'no official ruling to compare it with',
    );
  if (r.reason === 'competing' && r.rival !== undefined) {
    const rival = pool.rulings[r.rival].id;
    return unaligned(
      ruling,
      'competing',
      `competes with ${rival} for the official ruling ${official} (margin ${margin}): left unaligned`,
      rival,
    );
  }
  return unaligned(
    ruling,
    'ambiguous',
    `fits the official ruling ${official} and another nearly as well (margin ${margin}): left unaligned`,
  );
}

/** A ruling that says again what another ruling of the document says, which holds the pair. */
export const repeatIssue = (r: DocumentRuling, holder: string, official: string) =>
  unaligned(r.id, 'repeat', `says again what ${holder} says (both translate ${quoted(official)}): the pair is ${holder}’s`, holder);

/** A ruling the same as another of its pool, which is left unaligned too: its reason, said of both. */
export const sameAsIssue = (r: DocumentRuling, first: UnalignedRuling) =>
  unaligned(
    r.id,
    first.reason,
    `the same text as ${first.rulingId}, left unaligned: ${first.message.slice(first.rulingId.length + 2)}`,
    first.rivalRulingId,
  );
