import { describe, expect, it } from 'vitest';
import { deriveWordings, lostCharacters } from '../../src/rules-history/importer/wordings.js';
import { wordingKey } from '../../src/rules-history/index.js';
import type { EditionRule } from '../../src/rules-history/importer/read-edition.js';

const rule = (number: string, wording: string, parent: string | null = null): EditionRule => ({
  number,
  kind: /[a-z]$/.test(number) ? 'subrule' : 'rule',
  title: null,
  text: wording.split('\n')[0],
  wording,
  parent,
  line: 1,
});

describe('wordingKey', () => {
  it('sets aside whitespace, quote and dash style, trademark signs and the rule numbers inside', () => {
    const a = wordingKey('Persist means "When this permanent dies, return it." See rule 702.76b.');
    expect(wordingKey('Persist  means “When this permanent dies, return it.”\nSee rule 702.79b.')).toBe(a);
    expect(wordingKey("Persist means 'When this permanent dies, return it.' See rule 502.79.")).toBe(a);
    expect(wordingKey('Creature — Goblin')).toBe(wordingKey('Creature - Goblin'));
    expect(wordingKey("owner's")).toBe(wordingKey('owner?s'));
    expect(wordingKey('Magic™ rules')).toBe(wordingKey('Magic(TM) rules'));
  });

  it('keeps every change of words', () => {
    expect(wordingKey('return it to play')).not.toBe(wordingKey('return it to the battlefield'));
    expect(wordingKey('whomever put it')).not.toBe(wordingKey('whoever put it'));
  });
});

describe('lostCharacters', () => {
  it("finds the archive's ? for a lost character, not a question mark nor a web address", () => {
    expect(lostCharacters('its owner?s control')).toBe(true);
    expect(lostCharacters('?Persist? means')).toBe(true);
    expect(lostCharacters('See www.wizards.com/default.asp?x=magic/rules.')).toBe(false);
    expect(lostCharacters('Which one? The first.')).toBe(false);
  });
});

describe('deriveWordings', () => {
  const editions = [
    { file: 'a.txt', rules: [rule('702.2', 'Glimmer'), rule('702.2a', 'Glimmer is a "static" ability.', '702.2')] },
    { file: 'b.txt', rules: [rule('702.3', 'Glimmer'), rule('702.3a', 'Glimmer is a “static” ability.', '702.3')] },
    {
      file: 'c.txt',
      rules: [rule('702.3', 'Glimmer'), rule('702.3a', 'Glimmer is a static ability of tiles.', '702.3'), rule('702.3b', 'New.', '702.3')],
    },
    {
      file: 'd.txt',
      rules: [rule('702.3', 'Glimmer'), rule('702.3a', 'Glimmer is a static ability of tile?s.', '702.3'), rule('702.3b', 'New.', '702.3')],
    },
  ];
  const lineages = [
    { start: 0, numbers: ['702.2', '702.3', '702.3', '702.3'] },
    { start: 0, numbers: ['702.2a', '702.3a', '702.3a', '702.3a'] },
    { start: 2, numbers: ['702.3b', '702.3b'] },
  ];
  const { lineages: derived, unreadable } = deriveWordings(editions, lineages);

  it('a renumbering or a change of quotes is no change; the last readable text of a run is kept', () => {
    expect(derived[1].runs[0]).toEqual([0, 1, 'Glimmer is a “static” ability.']);
  });

  it("dates a rule's change when its own text or a subrule changes, or a subrule is added", () => {
    expect(derived[1].changes).toEqual([2, 3]);
    expect(derived[0].changes).toEqual([2, 3]);
    expect(derived[2].changes).toEqual([]);
  });

  it('leaves out, and reports, a wording no copy shows readably', () => {
    expect(derived[1].runs.map((r) => [r[0], r[1]])).toEqual([
      [0, 1],
      [2, 2],
    ]);
    expect(unreadable).toEqual([{ file: 'd.txt', line: 1, number: '702.3a' }]);
  });
});
