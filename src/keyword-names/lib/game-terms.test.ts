import { describe, expect, it } from 'vitest';
import { singular } from './game-terms.js';

/** A printed corpus of a few words: what `printed` says of any other word is no. */
const corpus = (...words: string[]) => {
  const set = new Set(words);
  return (w: string) => set.has(w);
};

const words = (name: string) => ({ name, printings: 9, forms: [] });

describe('singular: a plural name of a term written in the singular, in the singular the language prints', () => {
  it('puts the head and the words agreeing with it in the singular, by each language’s plural endings', () => {
    expect(singular(words('flores rojas'), 'red flower', 'es', corpus('flor', 'roja'))).toEqual({
      name: 'flor roja',
      printings: 9,
      forms: ['flores rojas'],
    });
    expect(singular(words('luces'), 'light', 'es', corpus('luz')).name).toBe('luz');
    expect(singular(words('chevaux'), 'horse', 'fr', corpus('cheval')).name).toBe('cheval');
    expect(singular(words('canções tristes'), 'sad song', 'pt', corpus('canção', 'triste')).name).toBe('canção triste');
  });

  it('leaves a complement after a function word as printed (`de lealdade` stays, `des îles` stays)', () => {
    expect(singular(words('portas de ferro'), 'iron door', 'pt', corpus('porta', 'ferro')).name).toBe('porta de ferro');
    expect(singular(words('voyages des rois'), 'journey', 'fr', corpus('voyage', 'roi')).name).toBe('voyage des rois');
  });

  it('keeps the name as printed where its head is no plural, its singular is never printed, or the term is plural', () => {
    expect(singular(words('traversée des îles'), 'islandwalk', 'fr', corpus('île')).name).toBe('traversée des îles');
    expect(singular(words('ruedas'), 'wheel', 'es', corpus()).name).toBe('ruedas');
    expect(singular(words('ruedas'), 'wheels', 'es', corpus('rueda')).name).toBe('ruedas');
  });
});
