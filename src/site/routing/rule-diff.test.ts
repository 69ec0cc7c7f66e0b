import { describe, expect, it } from 'vitest';
import { DIFF_MAX_EDITS, DIFF_MAX_TOKENS, wordingDiff, type DiffPiece } from './rule-diff.js';

const shown = (pieces: DiffPiece[]) =>
  pieces.map((p) => (p.change === 'added' ? `{+${p.text}+}` : p.change === 'removed' ? `[-${p.text}-]` : p.text)).join('');

describe('wordingDiff', () => {
  it("shows persist's 2009 change word by word: play became the battlefield", () => {
    const before = 'Persist means "When this permanent is put into a graveyard from play, return it to play under its owner\'s control."';
    const after =
      'Persist means “When this permanent is put into a graveyard from the battlefield, return it to the battlefield under its owner’s control.”';
    expect(shown(wordingDiff(before, after))).toBe(
      'Persist means “When this permanent is put into a graveyard from [-play-]{+the battlefield+}, return it to [-play -]{+the battlefield +}under its owner’s control.”',
    );
  });

  it('sets aside quote and dash style and the rule numbers inside: a renumbered cross-reference is no change', () => {
    const pieces = wordingDiff('See rule 502.5b - "Flanking".', 'See rule 702.10c — “Flanking”.');
    expect(pieces).toEqual([{ text: 'See rule 702.10c — “Flanking”.', change: 'same' }]);
  });

  it('a whole wording added or removed is one piece', () => {
    expect(wordingDiff(null, 'New rule.')).toEqual([{ text: 'New rule.', change: 'added' }]);
    expect(wordingDiff('Old rule.', null)).toEqual([{ text: 'Old rule.', change: 'removed' }]);
    expect(wordingDiff(null, null)).toEqual([]);
  });

  it('keeps markup in a wording as text (the page prints pieces as escaped text, never as HTML)', () => {
    const pieces = wordingDiff('Deal 2 damage.', 'Deal <img src=x onerror=alert(1)> 2 damage & more.');
    expect(pieces.map((p) => p.text).join('')).toBe('Deal <img src=x onerror=alert(1)> 2 damage & more.');
    expect(
      pieces
        .filter((p) => p.change === 'added')
        .map((p) => p.text)
        .join(''),
    ).toContain('<img src=x onerror=alert(1)>');
    for (const p of pieces) expect(Object.keys(p).sort()).toEqual(['change', 'text']);
  });

  it('never loses a word: the old wording is the same and removed pieces, the new one the same and added pieces', () => {
    const before = 'The player pays the total cost in any order. Partial payments are not allowed.';
    const after = 'The player pays the total cost. First, they pay all costs that don’t involve random elements, in any order.';
    const pieces = wordingDiff(before, after);
    expect(
      pieces
        .filter((p) => p.change !== 'added')
        .map((p) => p.text)
        .join('')
        .replace(/\s+/g, ' '),
    ).toBe(before);
    expect(
      pieces
        .filter((p) => p.change !== 'removed')
        .map((p) => p.text)
        .join('')
        .replace(/\s+/g, ' '),
    ).toBe(after);
  });

  describe('bounded work on hostile sizes', () => {
    const words = (n: number, changed: (i: number) => boolean) =>
      Array.from({ length: n }, (_, i) => (changed(i) ? `changed${i}` : `word${i}`)).join(' ');

    it('a 40,000-word wording with a quarter changed is shown replaced whole, never diffed', () => {
      const [before, after] = [words(40_000, () => false), words(40_000, (i) => i % 4 === 0)];
      expect(wordingDiff(before, after)).toEqual([
        { text: before, change: 'removed' },
        { text: after, change: 'added' },
      ]);
    });

    it(`wordings further apart than ${DIFF_MAX_EDITS} words and signs are replaced whole; closer ones are diffed`, () => {
      const before = words(2_000, () => false);
      expect(
        wordingDiff(
          before,
          words(2_000, (i) => i % 2 === 0),
        ),
      ).toHaveLength(2);
      const near = wordingDiff(
        before,
        words(2_000, (i) => i % 10 === 0),
      );
      expect(near.length).toBeGreaterThan(2);
      expect(
        near
          .filter((p) => p.change !== 'removed')
          .map((p) => p.text)
          .join(''),
      ).toBe(words(2_000, (i) => i % 10 === 0));
      expect(DIFF_MAX_TOKENS).toBeGreaterThan(2 * 1_332); // the real rules' largest change, with room
    });
  });
});
