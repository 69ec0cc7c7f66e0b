import { describe, expect, it } from 'vitest';
import { gameWords } from './game-words.js';
import { namesIt, startsSentence } from './name-form.js';

/** Where `name` is found in `text` (the first time), does it name the card? */
const names = (text: string, name: string, gameWord: boolean, setOff = false) => {
  const start = text.toLowerCase().indexOf(name.toLowerCase());
  return namesIt(text, start, start + name.length, name, setOff, gameWord);
};

describe('a card name that is also a game word', () => {
  const french = gameWords(['exil*', 'sacrifi*', 'cimetière*', 'vol', 'créature', 'champ de bataille']);
  const spanish = gameWords(['choque', 'daño*']);

  it('is told by the language game words: whole words, prefixes of one-word names', () => {
    expect(['Vol', 'Exil', 'Sacrifice', 'Champ de bataille'].map(french)).toEqual([true, true, true, true]);
    expect(spanish('Choque')).toBe(true);
    expect(['Pris au piège', 'Balafreur invincible', 'Exil des âmes'].map(french)).toEqual([false, false, false]);
  });

  it('names the card only where the text sets it off: quotes, emphasis, a capital mid-sentence', () => {
    expect(names('Sacrifice une créature : piochez une carte.', 'Sacrifice', true)).toBe(false);
    expect(names('Exil. Le sort va en exil.', 'Exil', true)).toBe(false);
    expect(names('R : Vol et portée ne sont pas pareils.', 'Vol', true)).toBe(false);
    expect(names('Si vous lancez Sacrifice en réponse, la créature est déjà partie.', 'Sacrifice', true)).toBe(true);
    expect(names('La carte « Exil » cible une créature.', 'Exil', true)).toBe(true);
    expect(names('Vol ne fait rien ici.', 'Vol', true, true)).toBe(true);
    expect(names('¿Choque puede hacer objetivo a un planeswalker?', 'Choque', true)).toBe(false);
    expect(names('Respondo con Choque.', 'Choque', true)).toBe(true);
  });

  it('any other name still counts where written as printed, a sentence start included', () => {
    expect(names('Sacrifice une créature : piochez une carte.', 'Sacrifice', false)).toBe(true);
    expect(names('sacrifiez une créature.', 'Sacrifice', false)).toBe(false);
  });

  it('starts a sentence after a full stop, a colon, a line break, opening quotes or nothing', () => {
    expect(startsSentence('Vol.', 0)).toBe(true);
    expect(startsSentence('Oui. « Vol', 7)).toBe(true);
    expect(startsSentence('P: ¿Qué\nChoque', 8)).toBe(true);
    expect(startsSentence('avec Vol', 5)).toBe(false);
  });
});
