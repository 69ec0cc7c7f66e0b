import { describe, expect, it } from 'vitest';
import { content } from '../../../../tests/helpers/content.js';
import { isLoyalty, isPowerToughness, isTypeLine, splitTypeLine } from './kinds/card-field.js';
import { headingText, isCapsHeading } from './kinds/heading.js';
import { ruleLine } from './kinds/quoted-rule.js';
import { bulletOf } from './kinds/ruling.js';
import { isSeparator } from './kinds/separator.js';

const vocab = () => content().vocabulary;

describe('bulletOf', () => {
  it.each([
    ['* El control del plano rotará.', '*', 'El control del plano rotará.'],
    ['- Chaque carte de pièce est une seule carte.', '-', 'Chaque carte de pièce est une seule carte.'],
    [' - La Possession vengeresse peut cibler.', '-', 'La Possession vengeresse peut cibler.'],
    ['• Detruisez un artefact.', '•', 'Detruisez un artefact.'],
    [' -- Tu mazo planar debe constar al menos de 10 cartas.', '--', 'Tu mazo planar debe constar al menos de 10 cartas.'],
    ['— Une ou deux créatures.', '—', 'Une ou deux créatures.'],
  ])('%j is a bullet', (line, marker, text) => {
    expect(bulletOf(line)).toEqual({ marker, text });
  });

  it('reads `*text` with no space and no closing star as a bullet', () => {
    expect(bulletOf('*Uma mágica que não pode ser anulada por')).toEqual({ marker: '*', text: 'Uma mágica que não pode ser anulada por' });
  });

  it('does not read italics or a starred reminder as a bullet', () => {
    expect(bulletOf('*italic* text')).toBeNull();
    expect(bulletOf('*(Vous pouvez lancer la moitié de votre choix.)')).toBeNull();
    expect(bulletOf('***Título***')).toBeNull();
  });

  it('does not read loyalty abilities as bullets', () => {
    expect(bulletOf('-2: Destruye la criatura objetivo.')).toBeNull();
    expect(bulletOf('+1: Roba una carta.')).toBeNull();
    expect(bulletOf('+1:')).toBeNull();
  });

  it('needs text after the marker', () => {
    expect(bulletOf('-')).toBeNull();
    expect(bulletOf('* ')).toBeNull();
    expect(bulletOf('Texto normal.')).toBeNull();
  });
});

describe('isSeparator', () => {
  it('accepts rules of dashes, stars, underscores and a lone dash', () => {
    for (const line of ['-----', '-', ' - ', '***', '___', '====', '—']) expect(isSeparator(line)).toBe(true);
  });
  it('rejects bullets, face separators and text', () => {
    for (const line of ['- texto', '//', '--- texto', 'a', '']) expect(isSeparator(line)).toBe(false);
  });
});

describe('headingText', () => {
  it('reads starred and hash headings', () => {
    expect(headingText('***Regla opcional: Mazo planar único***')).toBe('Regla opcional: Mazo planar único');
    expect(headingText('**Cartas de plano**')).toBe('Cartas de plano');
    expect(headingText('## Notes générales')).toBe('Notes générales');
  });
  it('ignores italics and bullets', () => {
    expect(headingText('*pièces*')).toBeNull();
    expect(headingText('* texto')).toBeNull();
  });
});

describe('ruleLine', () => {
  it('reads a subrule with a letter', () => {
    expect(ruleLine('702.94a Sobrecarga é uma habilidade.')).toEqual({ number: '702.94a', text: 'Sobrecarga é uma habilidade.' });
  });
  it('reads a rule heading with a trailing dot', () => {
    expect(ruleLine('601. Lanzar hechizos')).toEqual({ number: '601', text: 'Lanzar hechizos' });
    expect(ruleLine('702.83. Cascada')).toEqual({ number: '702.83', text: 'Cascada' });
  });
  it('reads a rule number without a letter or trailing dot', () => {
    expect(ruleLine('702.96 Liberar é uma palavra-chave')).toEqual({ number: '702.96', text: 'Liberar é uma palavra-chave' });
  });
  it('rejects power/toughness, plain numbers and costs', () => {
    expect(ruleLine('2/2')).toBeNull();
    expect(ruleLine('100 cartes au minimum')).toBeNull();
    expect(ruleLine('601')).toBeNull();
    expect(ruleLine('{1}{R}')).toBeNull();
  });
});

describe('isTypeLine', () => {
  it.each([
    ['es', 'Criatura artefacto -- Bribón humano'],
    ['es', 'Criatura legendaria -- Arconte'],
    ['es', 'Criatura — Ninja humano'],
    ['es', 'Plano -- Zendikar'],
    ['es', 'Fenómeno'],
    ['es', 'Conjuro'],
    ['fr', 'Créature-enchantement : avatar et horreur'],
    ['fr', 'Enchantement de clan : démon'],
    ['fr', 'Planeswalker légendaire : Kaito'],
    ['fr', 'Terrain'],
    ['fr', 'Enchantement : pièce *(Vous pouvez lancer la moitié de votre choix.*'],
    ['pt', 'Mágica Instantânea'],
    ['pt', 'Criatura Lendária — Dragão'],
  ] as const)('%s: %j is a type line', (lang, line) => {
    expect(isTypeLine(line, vocab()[lang])).toBe(true);
  });

  it.each([
    ['fr', 'Vol'],
    ['fr', 'Vol, vigilance'],
    ['fr', 'Une créature que vous contrôlez gagne le vol.'],
    ['es', 'Criatura'.padEnd(95, 'x')],
    ['es', 'Las criaturas que controlas tienen la habilidad de intimidar.'],
    ['es', 'Estudiante de Sakashima'],
    ['es', 'Legendaria -- Arconte'],
    ['es', ''],
  ] as const)('%s: %j is not a type line', (lang, line) => {
    expect(isTypeLine(line, vocab()[lang])).toBe(false);
  });
});

describe('isCapsHeading', () => {
  it('accepts part headings in capitals', () => {
    expect(isCapsHeading('NOTES GÉNÉRALES')).toBe(true);
    expect(isCapsHeading('NOTAS DE CARTAS ESPECÍFICAS')).toBe(true);
    expect(isCapsHeading('NOTES SUR DES CARTES SPÉCIFIQUES COMMANDER')).toBe(true);
  });
  it('rejects mixed case, short words, mana costs and sentences', () => {
    expect(isCapsHeading('Notes générales')).toBe(false);
    expect(isCapsHeading('FAQ')).toBe(false);
    expect(isCapsHeading('{R}{R} DRAGON')).toBe(false);
    expect(isCapsHeading('ATENCIÓN JUGADORES.')).toBe(false);
    expect(isCapsHeading('-----')).toBe(false);
  });
});

describe('splitTypeLine', () => {
  it('separates the type line from reminder text printed after it', () => {
    expect(splitTypeLine('Enchantement : pièce *(Vous pouvez lancer la moitié de*')).toEqual({
      typeLine: 'Enchantement : pièce',
      rest: '*(Vous pouvez lancer la moitié de*',
    });
    expect(splitTypeLine('Enchantement : pièce (Vous pouvez.)')).toEqual({ typeLine: 'Enchantement : pièce', rest: '(Vous pouvez.)' });
  });
  it('keeps a plain type line whole', () => {
    expect(splitTypeLine(' Créature : humain et sorcier ')).toEqual({ typeLine: 'Créature : humain et sorcier', rest: null });
  });
});

describe('card fields', () => {
  it('reads power/toughness', () => {
    for (const pt of ['2/2', '0/0', '*/*', 'X/X', '1 / 1', '*/1+*']) expect(isPowerToughness(pt)).toBe(true);
    for (const pt of ['2/2 ahora', '12345/1', '{U/B}']) expect(isPowerToughness(pt)).toBe(false);
  });
  it('reads loyalty in every language', () => {
    for (const l of ['3', 'X', 'Lealtad: 4', 'Loyauté : 5', 'Lealdade 3']) expect(isLoyalty(l)).toBe(true);
    for (const l of ['100', 'Lealtad', 'tres']) expect(isLoyalty(l)).toBe(false);
  });
});
