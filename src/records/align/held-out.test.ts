import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { alignDocument } from './index.js';
import type { AlignDocument, AlignKeyword, DocumentRuling, OfficialCard } from './index.js';

/**
 * Held-out cases: cards of a set no document of content/ covers, with their official rulings and printed texts as the
 * set files give them, and a document's rulings translated for the test (fixtures/<case>/: `cards.json`, and
 * `document.json` with each ruling's expected original and the cards it is filed under).
 */
interface FixtureRuling extends Omit<DocumentRuling, 'rules' | 'unknownCards'> {
  expected: string | null;
  expectedCards: string[];
  /** The translation's first sentences left out: a note of the document's own before the original. */
  skippedSentences?: number;
  /** Left unaligned: why, and the ruling that holds its pair. */
  expectedReason?: string;
  rival?: string;
  why: string;
}

interface Fixture {
  cards: OfficialCard[];
  document: Omit<AlignDocument, 'rulings'> & { keywords: AlignKeyword[]; rulings: FixtureRuling[] };
}

function fixture(name: string): Fixture {
  const dir = join(import.meta.dirname, 'fixtures', name);
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
  return { cards: read('cards.json'), document: read('document.json') };
}

const CASES = [
  ['kaldheim-fr', 'French release notes of Kaldheim'],
  ['outlaws-fr', 'French release notes of Outlaws of Thunder Junction'],
  ['new-phyrexia-fr', 'French release notes of New Phyrexia'],
] as const;

describe.each(CASES)('held-out: %s (%s) against its official rulings', (name) => {
  const { cards, document } = fixture(name);
  const alignment = alignDocument(
    { ...document, rulings: document.rulings.map((r) => ({ ...r, rules: [], unknownCards: [] })) },
    { cards, keywords: document.keywords },
  );

  it.each(document.rulings.map((r) => [r.why, r] as const))('pairs %s', (_, r) => {
    const original = alignment.originals.get(r.id);
    expect(original?.text ?? null).toBe(r.expected);
    expect([...(original?.oracleIds ?? [])].sort()).toEqual(r.expectedCards);
    expect(original?.evidence.skippedSentences).toBe(r.skippedSentences);
    const unaligned = alignment.unaligned.find((u) => u.rulingId === r.id);
    if (r.expectedReason) expect(unaligned).toMatchObject({ reason: r.expectedReason, rivalRulingId: r.rival });
  });
});
