/**
 * A shard of content/catalogue/ holds one card a line; the index keeps, beside the shard's sha256, a short digest of
 * each card's line, so that a shard edited by hand is refused naming the card that changed (a sha256 only says that
 * something did). Pure: the importer writes the digests, the loader compares them.
 */
import { shortHash } from '../../text/index.js';

/** Characters of one card's digest (FNV-1a, base 36, zero-padded). */
export const CARD_DIGEST_LENGTH = 7;

/** The card lines of a shard's JSON text (`[`, one card a line with its separating comma, `]`). */
function cardLines(text: string): string[] {
  return text
    .split('\n')
    .slice(1, -2)
    .map((line) => (line.endsWith(',') ? line.slice(0, -1) : line));
}

const digestOf = (line: string) => shortHash(line).padStart(CARD_DIGEST_LENGTH, '0');

/** The digests of a shard's cards, in order, as one string (what the index keeps). */
export function cardDigests(shardText: string): string {
  return cardLines(shardText).map(digestOf).join('');
}

function nameOf(line: string): string | null {
  try {
    const name = (JSON.parse(line) as { name?: unknown }).name;
    return typeof name === 'string' ? name : null;
  } catch {
    return /"name":"((?:[^"\\]|\\.)*)"/.exec(line)?.[1] ?? null;
  }
}

/** What of a shard differs from the digests its index gives: the first card whose line changed, or its number of
 *  cards; null when every card's line matches. */
export function shardDifference(shardText: string, digests: string): string | null {
  const lines = cardLines(shardText);
  const expected = digests.length / CARD_DIGEST_LENGTH;
  if (lines.length !== expected) return `it holds ${lines.length} card lines where the index gives ${expected}`;
  const k = lines.findIndex((line, i) => digestOf(line) !== digests.slice(i * CARD_DIGEST_LENGTH, (i + 1) * CARD_DIGEST_LENGTH));
  if (k < 0) return null;
  const name = nameOf(lines[k]);
  return `its line ${k + 2}${name ? ` (${name})` : ''} is not the card the index gives`;
}
