import { describe, expect, it } from 'vitest';
import type { RulesGlossaryFile } from '../schema/index.js';
import { rulesGlossary } from './index.js';

const DAY = '2026-01-16';
const term = (name: string, text: string) => ({ term: name, text, obsolete: false, editions: [[DAY, DAY]] as [string, string][] });
const glossary = rulesGlossary({
  format: 'rules-glossary/1',
  editions: [DAY],
  partial: [],
  terms: [
    term('Case', 'An enchantment subtype. Cases have a “to solve” ability. See rule 719, “Case Cards.”'),
    term(
      'Map',
      'A Map token is a colorless Map artifact token with “{1}, {T}, Sacrifice this token: Target creature you control explores.”',
    ),
    term('Role', 'Roles are colorless enchantment tokens. Each one has the Aura and Role subtypes.'),
    term('Blood Token', 'A Blood token is a colorless artifact token with “{1}, {T}, Discard a card, Sacrifice this token: Draw a card.”'),
    term('Room', '1. A subsection of a dungeon card. See rule 309, “Dungeons.”\n2. An enchantment subtype found on some split cards.'),
    term('Controller', 'The player who currently controls an object.'),
  ],
} as RulesGlossaryFile);

const named = (text: string) => glossary.termsIn(text).map((h) => `${text.slice(h.start, h.end)}→${h.term.term}`);

describe('the glossary terms a text of the rules names', () => {
  it('a subtype or a kind of token only where the text capitalizes it, as the rules write names', () => {
    expect(named('Its controller can’t assign damage in that case.')).toEqual(['controller→Controller']);
    expect(named('Each Case has a “to solve” ability.')).toEqual(['Case→Case']);
    expect(named('Create a Map token. The map is not a Role; the role it plays is small. Create a Blood token, not blood.')).toEqual([
      'Map→Map',
      'Role→Role',
      'Blood token→Blood Token',
    ]);
  });

  it('a term whose first sense is no name keeps every mention (a dungeon’s rooms)', () => {
    expect(named('Move your venture marker to the next room.')).toEqual(['room→Room']);
  });
});
