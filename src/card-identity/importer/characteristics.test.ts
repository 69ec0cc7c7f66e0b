import { describe, expect, it } from 'vitest';
import { keywordNames, matchByCharacteristics, printedCharacteristics, type KnownKeyword } from './characteristics.js';
import { printedCards } from './document-cards.js';
import type { MtgjsonCard } from './mtgjson-types.js';

/** A keyword named in French only, officially (as printed) and by an alias. */
const keyword = (english: string, kind: KnownKeyword['kind'], official: string, ...aliases: string[]): KnownKeyword => ({
  english,
  kind,
  official: { es: null, fr: { name: official, source: 'printed' }, pt: null },
  names: { es: [], fr: aliases, pt: [] },
  searchNames: { es: [], fr: [], pt: [] },
});
const KEYWORDS: KnownKeyword[] = [
  keyword("Council's dilemma", 'ability-word', 'dilemme du conseil'),
  keyword('Flying', 'keyword-ability', 'vol'),
  keyword('Ward', 'keyword-ability', 'garde', 'protection'),
  keyword('Exile', 'keyword-action', 'exilez'),
];
const known = keywordNames(KEYWORDS);

const row = (name: string, manaCost: string, keywords: string[], pt?: [string, string]): MtgjsonCard => ({
  name,
  manaCost,
  keywords: keywords.map((k) => k.toLowerCase()),
  ...(pt ? { power: pt[0], toughness: pt[1] } : {}),
  foreign: [],
});

const DOCUMENT = [
  'Exproprier',
  '',
  '{7}{U}{U}',
  '',
  'Rituel',
  '',
  'Dilemme du conseil — Chaque joueur vote pour temps ou argent. Exilez Exproprier.',
  '',
  '- Les votes sont annoncés dans l’ordre du tour.',
  '',
  'Ange gardien',
  '{3} {W}',
  'Créature : ange',
  'Vol, protection {2} (Rappel.)',
  '3/3',
  '- Une règle.',
  '',
  'Sans mot-clé',
  '{1}{G}',
  'Éphémère',
  'Piochez une carte.',
].join('\n');

const [expropriate, angel, plain] = printedCards({ lang: 'fr', text: DOCUMENT, file: 'notes.txt' });

describe('a card is read from a document: name, cost, type and text lines up to its rulings', () => {
  it('keeps the name’s line, the cost without spaces, and stops at the first ruling', () => {
    expect(expropriate).toMatchObject({ line: 1, name: 'Exproprier', cost: '{7}{U}{U}', file: 'notes.txt' });
    expect(expropriate.lines).toEqual(['Rituel', 'Dilemme du conseil — Chaque joueur vote pour temps ou argent. Exilez Exproprier.']);
    expect(angel).toMatchObject({ line: 11, cost: '{3}{W}', lines: ['Créature : ange', 'Vol, protection {2} (Rappel.)', '3/3'] });
  });
});

describe('what a printed card shows in any language', () => {
  it('ability words before their dash, keyword lines with their parameters and reminders, power/toughness', () => {
    expect(printedCharacteristics(expropriate, known)).toEqual({ cost: '{7}{U}{U}', keywords: ["council's dilemma"] });
    expect(printedCharacteristics(angel, known)).toEqual({ cost: '{3}{W}', keywords: ['flying', 'ward'], pt: '3/3' });
  });

  it('a card that shows no keyword says too little: nothing to match by', () => {
    expect(printedCharacteristics(plain, known)).toBeUndefined();
  });
});

describe('a card no name finds is the one card of the data with its characteristics', () => {
  it('one card (any number of printings) with the same cost, keywords (actions aside) and power/toughness', () => {
    const rows = [
      row('Expropriate', '{7}{U}{U}', ["Council's dilemma", 'Exile']),
      row('Expropriate', '{7}{U}{U}', ["Council's dilemma"]),
      row('Serra Angel', '{3}{W}', ['Flying', 'Ward'], ['4', '4']),
    ];
    expect(matchByCharacteristics([expropriate, angel], rows, known).map((m) => [m.card.name, m.english])).toEqual([
      ['Exproprier', 'Expropriate'],
    ]);
  });

  it('never a guess: two cards with those characteristics, or none, match nothing', () => {
    const twins = [row('Expropriate', '{7}{U}{U}', ["Council's dilemma"]), row('Other', '{7}{U}{U}', ["Council's dilemma"])];
    expect(matchByCharacteristics([expropriate], twins, known)).toEqual([]);
    expect(matchByCharacteristics([expropriate], [row('Dearer', '{8}{U}{U}', ["Council's dilemma"])], known)).toEqual([]);
  });

  it('a name two keywords share tells neither', () => {
    const shared = keywordNames([...KEYWORDS, keyword('Protection', 'keyword-ability', 'protection')]);
    expect(printedCharacteristics(angel, shared)).toBeUndefined();
    expect(printedCharacteristics(expropriate, shared)).toEqual({ cost: '{7}{U}{U}', keywords: ["council's dilemma"] });
  });

  it('a document in a language the keyword names do not cover matches nothing', () => {
    const [pt] = printedCards({ lang: 'pt', text: DOCUMENT });
    expect(printedCharacteristics(pt, known)).toBeUndefined();
  });
});
