import { describe, expect, it } from 'vitest';
import { content } from '../../../../tests/helpers/content.js';
import { lineKinds, readBlocks } from '../read-blocks.js';
import { sectionKind } from './sections.js';

const fr = () => content().vocabulary.fr;
const es = () => content().vocabulary.es;
/** Each non-blank line with the kind the reader gave it. */
const kinds = (text: string, vocab = fr()) => {
  const lines = text.split('\n');
  const k = lineKinds(lines, vocab);
  return lines.flatMap((l, i) => (l.trim() === '' ? [] : [[l.trim(), k[i]]]));
};

describe('the line rules: the kind of each line', () => {
  it('reads a card: name, cost, type line, stats, rules text, then rulings', () => {
    expect(
      kinds(
        'Rat inoffensif\n\n{1}{B}\n\nCréature : rat\n\n1/1\n\nQuand le Rat inoffensif meurt, piochez une carte.\n\n- Première note du rat.\n-',
      ),
    ).toEqual([
      ['Rat inoffensif', 'card-name'],
      ['{1}{B}', 'cost'],
      ['Créature : rat', 'type-line'],
      ['1/1', 'stats'],
      ['Quand le Rat inoffensif meurt, piochez une carte.', 'rules-text'],
      ['- Première note du rat.', 'ruling'],
      ['-', 'separator'],
    ]);
  });

  it('reads loyalty as stats and a wrapped rules-text line as rules text', () => {
    expect(
      kinds(
        'Jace\n{2}{U}\nPlaneswalker légendaire : Jace\n3\n+1 : Piochez une carte. Puis défaussez une carte, à moins que\nvous ne révéliez un éphémère.',
      ).map(([, k]) => k),
    ).toEqual(['card-name', 'cost', 'type-line', 'stats', 'rules-text', 'rules-text']);
  });

  it('reads the halves of a room card: `//`, the next face, the shared type line', () => {
    expect(
      kinds(
        'Atelier de peintre\n{2}{R}\nQuand vous déverrouillez cet accès, exilez une carte.\n//\nGalerie dégradée\n{1}{R}\nÀ chaque fois que vous attaquez, piochez.\n//\nEnchantement : pièce',
      ).map(([, k]) => k),
    ).toEqual(['card-name', 'cost', 'rules-text', 'face-separator', 'face-name', 'cost', 'rules-text', 'face-separator', 'shared-type']);
  });

  it('reads the bullets right under "Choisissez l\'un —" as modes, the bullet after a blank line as a ruling', () => {
    expect(
      kinds(
        "Défaillance\n{1}{R}\nÉphémère\nChoisissez l'un —\n- Détruisez un artefact ciblé.\n - Piochez une carte.\n\n- Le dernier mode ne cible pas.",
      ).map(([, k]) => k),
    ).toEqual(['card-name', 'cost', 'type-line', 'rules-text', 'mode', 'mode', 'ruling']);
  });

  it('reads headings: starred, all-caps, label, label over two lines, a short line standing alone', () => {
    expect(
      kinds(
        '***Cartas de plano***\n\nNOTAS GENERALES\n\nMecánica nueva: Híbrido\n\nCiclo:\nPortões de Guilda\n\nInformación del lanzamiento\n\nTexto.',
        es(),
      ),
    ).toEqual([
      ['***Cartas de plano***', 'heading'],
      ['NOTAS GENERALES', 'heading'],
      ['Mecánica nueva: Híbrido', 'heading'],
      ['Ciclo:', 'heading'],
      ['Portões de Guilda', 'heading'],
      ['Información del lanzamiento', 'heading'],
      ['Texto.', 'prose'],
    ]);
  });

  it('reads quoted rules and the lines that continue them, prose after a blank line, list items and numbered steps', () => {
    expect(
      kinds(
        '601.2b El jugador anuncia\nsus elecciones.\n\nUn párrafo que explica algo importante:\n1) primer paso\n -- un elemento',
        es(),
      ).map(([, k]) => k),
    ).toEqual(['quoted-rule', 'continuation', 'prose', 'list-item', 'list-item']);
  });

  it('reads a short bullet over quoted rules as a heading, a line of site furniture as boilerplate', () => {
    expect(kinds('- Lanzar hechizos\n601.1 Texto.\nPublicar un comentario', es()).map(([, k]) => k)).toEqual([
      'heading',
      'quoted-rule',
      'boilerplate',
    ]);
  });

  it('reads a bullet ending in a colon right above quoted rules as their introduction, not a ruling', () => {
    const text =
      '* Las reglas oficiales por las que se rige la habilidad de suspender son las siguientes:\n702.60. Suspender\n* Otra aclaración:\nsigue aquí.';
    expect(kinds(text, es()).map(([, k]) => k)).toEqual(['rules-intro', 'quoted-rule', 'ruling', 'continuation']);
  });

  it('continues a wrapped ruling; a new sentence after a finished one is prose', () => {
    expect(
      kinds(
        '- Si la criatura deja el campo de batalla\nantes de que la habilidad se resuelva, nada pasa.\n\nOtra cosa sin relación alguna con la anterior, que sigue aquí.',
        es(),
      ).map(([, k]) => k),
    ).toEqual(['ruling', 'continuation', 'prose']);
  });
});

describe('sectionKind: the one decision of what a section is', () => {
  const section = (over: Partial<Parameters<typeof sectionKind>[0]>) =>
    sectionKind({ part: null, implicit: false, cards: [], proseBeforeFirstCard: false, title: 'Título', ...over });
  it('follows the part the document names', () => {
    expect(section({ part: 'cards' })).toBe('cards');
    expect(section({ part: 'general', cards: [0] })).toBe('general');
  });
  it('calls a section without cards general notes, a section that opens with a card a card list', () => {
    expect(section({})).toBe('general');
    expect(section({ cards: [0] })).toBe('cards');
  });
  it('calls a section with prose before its first card, or a label title, general notes (its cards are examples)', () => {
    expect(section({ cards: [0], proseBeforeFirstCard: true })).toBe('general');
    expect(section({ cards: [0], title: 'Mecánica nueva: Híbrido' })).toBe('general');
  });
  it('calls the untitled start of a document that prints cards a card list, even after an introduction', () => {
    expect(section({ implicit: true, title: '', cards: [0], proseBeforeFirstCard: true })).toBe('cards');
  });
  it('is the kind the blocks carry', () => {
    const blocks = readBlocks(
      'Intro del documento, que explica cosas.\n\nAgente\n{1}{G}\nCriatura — Ninja\n\n* Regla del agente.'.split('\n'),
      es(),
    );
    expect(blocks.sections.map((s) => s.kind)).toEqual(['cards']);
    expect(blocks.rulings[0].owner).toEqual({ kind: 'card', card: 0 });
  });
});
