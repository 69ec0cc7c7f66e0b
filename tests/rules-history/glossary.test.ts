/** The Comprehensive Rules glossary: one edition's entries, what replaces an obsolete term, and terms across editions. */
import { describe, expect, it } from 'vitest';
import { glossaryHistory, readGlossary, type GlossaryEdition } from '../../src/rules-history/importer/index.js';
import { replacementsIn, termKey } from '../../src/rules-history/importer/glossary-replacements.js';
import { rulesGlossaryFileSchema } from '../../src/schema/rules-glossary.js';

/** An edition's lines: a rule, the glossary heading, then `glossary` as written, then (when whole) the credits. */
function edition(glossary: string, whole = true): { lines: string[]; glossaryLine: number } {
  const lines = ['100.1. A rule.', '', 'Glossary', '', ...glossary.split('\n'), ...(whole ? ['', 'Credits', '', 'Someone'] : [])];
  return { lines, glossaryLine: 3 };
}

const read = (glossary: string, whole = true) => {
  const e = edition(glossary, whole);
  return readGlossary(e.lines, e.glossaryLine);
};

describe('readGlossary', () => {
  it('reads each block as a term and its paragraphs, up to Credits', () => {
    const g = read('Ability\n1. Text on an object.\n2. An ability on the stack.\n\nActive Player\nThe player whose turn it is.');
    expect(g.whole).toBe(true);
    expect(g.entries.map((e) => [e.term, e.paragraphs])).toEqual([
      ['Ability', ['1. Text on an object.', '2. An ability on the stack.']],
      ['Active Player', ['The player whose turn it is.']],
    ]);
    expect(g.entries[1].line).toBe(9);
  });

  it('marks obsolete terms, by heading or by a definition that opens with the mark', () => {
    const g = read('In Play (Obsolete)\nAn obsolete term for the battlefield.\n\nPlaced\n(Obsolete) Counters used to be placed.');
    expect(g.entries.map((e) => [e.term, e.obsolete])).toEqual([
      ['In Play', true],
      ['Placed', true],
    ]);
  });

  it('keeps a lone line and indented blocks with the entry before (a list inside a definition)', () => {
    const g = read(
      'Expansion Symbol\nThe symbol of a set.\n\nExpansions and Editions\n\n     Arabian Nights [symbol]\n\nFlash\nA keyword.',
    );
    expect(g.entries.map((e) => e.term)).toEqual(['Expansion Symbol', 'Flash']);
    expect(g.entries[0].paragraphs).toEqual(['The symbol of a set.', 'Expansions and Editions', 'Arabian Nights [symbol]']);
  });

  it('reads a heading glued to its first sense apart, and says so with the line', () => {
    const g = read('Graveyard1. A zone.\n2. All the cards in it.');
    expect(g.entries[0].term).toBe('Graveyard');
    expect(g.entries[0].paragraphs).toEqual(['1. A zone.', '2. All the cards in it.']);
    expect(g.notes).toEqual([{ line: 5, message: 'glossary term "Graveyard" glued to its first sense: read apart' }]);
  });

  it('is not whole without Credits (a file cut short)', () => {
    expect(read('Flash\nA keyword.', false).whole).toBe(false);
  });
});

describe('replacementsIn (definitions of the glossary of 2026-01-16)', () => {
  const terms = new Map(
    [
      'Mana Value',
      'Mana Cost',
      'Battlefield',
      'Exile',
      'Umbra Armor',
      'Kindred',
      'Instant',
      'Mana Ability',
      'Destroy',
      'Sacrifice',
      'Counter',
      'Cast',
    ].map((t) => [termKey(t), t]),
  );
  const cases: [string, string, string[]][] = [
    [
      'Converted Mana Cost',
      'An obsolete term for mana value. Cards printed with this term have received errata in the Oracle card reference.',
      ['Mana Value'],
    ],
    ['Casting Cost', 'An obsolete term for mana cost.', ['Mana Cost']],
    [
      'In Play',
      'An obsolete term for the battlefield. Cards … have received errata in the Oracle card reference. See Battlefield.',
      ['Battlefield'],
    ],
    [
      'Remove from the Game, Removed',
      '“Remove [something] from the game” is an obsolete term for “exile [something].” See Exile.',
      ['Exile'],
    ],
    ['Totem Armor', 'An obsolete keyword ability that has been renamed. See rule 702.89, “Umbra Armor.”', ['Umbra Armor']],
    ['Tribal', 'An obsolete card type that has been renamed. See rule 308, “Kindreds.”', ['Kindred']],
    [
      'Mana Source',
      'All cards printed with this card type are now instants. All abilities … are now mana abilities.',
      ['Instant', 'Mana Ability'],
    ],
    [
      'Bury',
      'A term that meant “put [a permanent] into its owner’s graveyard.” … to read, “Destroy [a permanent]. It can’t be regenerated,” or “Sacrifice [a permanent].”',
      ['Destroy', 'Sacrifice'],
    ],
    [
      'Successfully Cast',
      'cards that referred to a spell being “successfully cast” have received errata … to simply refer to a spell being “cast.”',
      ['Cast'],
    ],
    // A rule's title is no replacement unless the term was renamed; the term's own name never is.
    [
      'Placed',
      '(Obsolete) Some spells referred to a counter being “placed” … to use the term “put” instead. See rule 122, “Counters.”',
      [],
    ],
    ['Mana Burn', 'Older versions of the rules stated that unspent mana caused a player to lose life; this was called “mana burn.”', []],
  ];
  it.each(cases)('%s', (term, text, expected) => {
    expect(replacementsIn(text, terms, term.split(/,\s+/))).toEqual(expected);
  });
});

describe('glossaryHistory', () => {
  const at = (date: string, glossary: string, whole = true): GlossaryEdition => ({
    date,
    file: `${date}.txt`,
    glossary: read(glossary, whole),
  });
  const editions = [
    at('2020-01-01', 'Converted Mana Cost\nThe total amount of mana in a cost.\n\nFizzle\nTo be countered.'),
    at('2021-01-01', 'Converted Mana Cost (Obsolete)\nAn obsolete term for mana value.\n\nMana Value\nThe total amount of mana in a cost.'),
    // Cut short: it says nothing of the terms after its last.
    at('2022-01-01', 'Converted Mana Cost (Obsolete)\nAn obsolete term for mana value.', false),
    at(
      '2023-01-01',
      'Converted Mana Cost (Obsolete)\nAn obsolete term for mana value.\n\n“Mana Value”\nThe total amount of mana in a cost.\n\nPlay\n1. To play a land.\n2. (Obsolete) Casting a spell used to be known as playing a spell. See Cast.\n\nCast\nTo put a spell on the stack.',
    ),
  ];
  const { table } = glossaryHistory(editions);
  const term = (t: string) => table.terms.find((x) => x.term.toLowerCase() === t.toLowerCase());

  it('passes its schema', () => expect(() => rulesGlossaryFileSchema.parse(table)).not.toThrow());

  it('an obsolete term: since when, what replaces it, the editions that hold it', () => {
    expect(term('Converted Mana Cost')).toMatchObject({
      obsolete: true,
      obsoleteSince: '2021-01-01',
      replacedBy: ['“Mana Value”'],
      editions: [['2020-01-01', '2023-01-01']],
    });
  });

  it('a term is the same whatever its quotes; a cut-short glossary does not end it', () => {
    expect(term('“Mana Value”')!.editions).toEqual([['2021-01-01', '2023-01-01']]);
    expect(table.partial).toEqual(['2022-01-01']);
  });

  it('a former term ends with the last edition that holds it', () => {
    expect(term('Fizzle')).toMatchObject({ obsolete: false, editions: [['2020-01-01', '2020-01-01']] });
  });

  it('an obsolete sense of a term in use, with its replacement', () => {
    expect(term('Play')).toMatchObject({
      obsolete: false,
      obsoleteSenses: [
        { text: 'Casting a spell used to be known as playing a spell. See Cast.', replacedBy: ['Cast'], since: '2023-01-01' },
      ],
    });
  });
});
