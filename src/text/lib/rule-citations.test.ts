import { describe, expect, it } from 'vitest';
import { ruleCitations } from './rule-citations.js';

describe('rule citations', () => {
  it('come in reading order, bare section numbers among dotted ones', () => {
    const text = '(See rule 509, “Declare Blockers Step,” and rule 702.17, “Reach.”)';
    expect(ruleCitations(text, ['rule']).map((c) => [c.number, text.slice(c.start, c.end)])).toEqual([
      ['509', '509'],
      ['702.17', '702.17'],
    ]);
  });
});
