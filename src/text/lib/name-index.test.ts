import { describe, expect, it } from 'vitest';
import { foldText } from './fold.js';
import { nameIndex, scanNames } from './name-index.js';

const scan = (text: string, names: string[]) =>
  scanNames(foldText(text), nameIndex(names.map((name, i) => ({ name, value: i })))).map((h) => [
    foldText(text).slice(h.start, h.end),
    h.value,
  ]);

describe('scanNames', () => {
  it('finds the longest name among those sharing first words', () => {
    expect(scan('El Ángel de la Guarda ataca.', ['El Ángel', 'El Ángel de la Guarda', 'El'])).toEqual([['el angel de la guarda', 1]]);
    expect(scan('El Ángel de la noche.', ['El Ángel', 'El Ángel de la Guarda'])).toEqual([['el angel', 0]]);
  });

  it('keeps the first value when two names fold alike', () => {
    expect(scan('Écorcheur', ['ecorcheur', 'Écorcheur'])).toEqual([['ecorcheur', 0]]);
  });

  it('matches an elided first word without its article, and only whole words', () => {
    expect(scan("Sacrifiez l'Écorcheur et l'Écorcheurs.", ['Écorcheur'])).toEqual([['ecorcheur', 0]]);
    expect(scan('La Rata, la rata-topo', ['La Rata'])).toEqual([
      ['la rata', 0],
      ['la rata', 0],
    ]);
  });

  it('finds no overlapping names and goes on after a match', () => {
    expect(scan('Gran Dragón Rojo y Dragón Rojo', ['Gran Dragón', 'Dragón Rojo'])).toEqual([
      ['gran dragon', 0],
      ['dragon rojo', 1],
    ]);
  });

  it('looks up one node per word however many names share a first word (a trie by whole words, not a list per word)', () => {
    const names = Array.from({ length: 20_000 }, (_, i) => `La Carta ${i.toString(36)}`);
    const text = Array.from({ length: 2_000 }, (_, i) => `la carta ${(i * 7).toString(36)}`).join(', ');
    expect(scan(text, names)).toHaveLength(2_000);
    // The 20,000 names hang from one node per shared word: a lookup takes one map access a word of the text.
    const index = nameIndex(names.map((name, value) => ({ name, value })));
    expect([...index.byFirstWord.keys()]).toEqual(['la']);
    const carta = index.byFirstWord.get('la')!.next!;
    expect([...carta.keys()]).toEqual(['carta']);
    expect(carta.get('carta')!.next!.size).toBe(20_000);
  });
});
