import { describe, expect, it } from 'vitest';
import { readEditionRules } from '../../src/rules-history/importer/read-edition.js';
import { isTitle } from '../../src/rules-history/importer/titles.js';

const lines = (s: string) => s.split('\n');

const EDITION = `Zorb Comprehensive Rules

Contents

1. Game Basics
100. General
7. Extra Rules
702. Keyword Abilities

Glossary

Credits

1. Game Basics

100. General

100.1. Zorb is played by two wizards with painted tiles, as rule
100.3 explains in detail.

100.2 A rule printed without its period still counts.
Example: this example is not part of the text used to follow the rule.

100.3. Painted tiles are shuffled.

100.3a. A subrule printed with a period.

100.3a A subrule printed twice is read as the next one.

7. Extra Rules

702. Keyword Abilities

702.1. Some tiles have keywords.

702.2. Glimmer

702.2a Glimmer is a static ability.

Glossary

100.1. Not a rule: the glossary is skipped.
`;

describe('readEdition', () => {
  const read = readEditionRules(lines(EDITION));
  it('reads chapters, sections, rules and subrules of the body only, with their parents and titles', () => {
    expect(read.rules.map((r) => [r.number, r.kind, r.title, r.parent])).toEqual([
      ['1', 'chapter', 'Game Basics', null],
      ['100', 'section', 'General', '1'],
      ['100.1', 'rule', null, '100'],
      ['100.2', 'rule', null, '100'],
      ['100.3', 'rule', null, '100'],
      ['100.3a', 'subrule', null, '100.3'],
      ['100.3b', 'subrule', null, '100.3'],
      ['7', 'chapter', 'Extra Rules', null],
      ['702', 'section', 'Keyword Abilities', '7'],
      ['702.1', 'rule', null, '702'],
      ['702.2', 'rule', 'Glimmer', '702'],
      ['702.2a', 'subrule', null, '702.2'],
    ]);
  });

  it('joins wrapped lines (even one starting with a rule number) and leaves examples out', () => {
    expect(read.rules[2].text).toBe('Zorb is played by two wizards with painted tiles, as rule 100.3 explains in detail.');
    expect(read.rules[3].text).toBe('A rule printed without its period still counts.');
  });

  it('notes misprinted numbers with their line', () => {
    const line = lines(EDITION).indexOf('100.3a A subrule printed twice is read as the next one.') + 1;
    expect(read.notes).toEqual([{ line, message: 'rule number 100.3a read as 100.3b (misprint: it follows 100.3a)' }]);
  });

  it('repairs a number one edit away from the expected one and reads an out-of-order wrapped number as text', () => {
    const r = readEditionRules(
      lines('510. Status\n\n510.1. First.\n\n501.2. Second, misprinted.\n\n510.3. Third, see rule\n419.8 "Sources of Damage."\n'),
    );
    expect(r.rules.map((x) => x.number)).toEqual(['510', '510.1', '510.2', '510.3']);
    expect(r.rules[3].text).toBe('Third, see rule 419.8 "Sources of Damage."');
  });

  it('returns nothing for text without numbered rules', () => {
    expect(readEditionRules(lines('Just an introduction.\n\n1. A list item\n')).rules).toEqual([]);
  });
});

describe('isTitle', () => {
  it('accepts short title-case names and refuses sentences', () => {
    for (const t of [
      'Persist',
      'Bands with Other',
      'For Mirrodin!',
      'Team vs. Team Variant',
      'Interaction of Replacement and/or Prevention Effects',
      'Venture into the Dungeon',
    ])
      expect(isTitle(t), t).toBe(true);
    for (const t of [
      'There is no maximum deck size.',
      'Midnight Scavengers and Graf Rats meld to form Chittering Host',
      'Evasion abilities are cumulative.',
      '∞ (Infinity)',
    ])
      expect(isTitle(t), t).toBe(false);
  });
});
