import { describe, expect, it } from 'vitest';
import { content } from '../../tests/helpers/content.js';
import type { Ruling } from '../schema/index.js';
import { likeness, rulingFeatures, termMatchers } from './ruling-sameness.js';
import { FeatureNumbers, sortedLikeness, withSameRulings } from './same-rulings.js';

const { vocabulary } = content();
const ruling = (id: string, lang: Ruling['lang'], text: string, keywords: string[] = []): Ruling =>
  ({ id, lang, text, mentions: { rules: [], keywords, cardIds: [] } }) as unknown as Ruling;

// Constricteur tenace (Duskmourn, 2024) and the Shadowmoor preview's persist rulings (2008).
const fr = ruling(
  'fr1',
  'fr',
  "Si une créature avec la persistance qui a des marqueurs +1/+1 sur elle reçoit suffisamment de marqueurs -1/-1 pour être détruite par des blessures mortelles ou mise dans le cimetière de son propriétaire parce que son endurance est inférieure ou égale à 0, la persistance ne se déclenche pas et la carte n'est pas renvoyée sur le champ de bataille.",
  ['persist'],
);
const es = ruling(
  'es1',
  'es',
  'Si una criatura con persistir y algunos contadores +1/+1 sobre ella recibe suficientes contadores -1/-1 para que sea destruida por daño letal o vaya al cementerio de su propietario por tener 0 o menos de resistencia, la habilidad de persistir no se disparará y la carta no regresará al juego.',
  ['persist'],
);
const esToken = ruling(
  'es2',
  'es',
  'Si una ficha tiene persistir, la habilidad se disparará cuando la ficha vaya a un cementerio desde el juego. Sin embargo, la ficha no puede regresar al juego porque ya habrá dejado de existir.',
  ['persist'],
);
const features = (r: Ruling) => rulingFeatures(r, termMatchers(vocabulary[r.lang].gameTerms));

describe('rulings that say the same in two languages', () => {
  it('reads game terms as concepts shared by the languages', () => {
    const f = features(fr);
    expect([...f].filter((x) => features(es).has(x))).toEqual(
      expect.arrayContaining(['term:graveyard', 'term:counter', 'term:toughness', 'keyword:persist', 'number:+1/+1', 'number:-1/-1']),
    );
    expect(likeness(f, features(es)).dice).toBeGreaterThan(0.9);
    expect(likeness(f, features(esToken)).dice).toBeLessThan(0.8);
  });

  it("pairs a card's own ruling with the general ruling that says the same in another language, and nothing else", () => {
    const card = { id: 'fr/c', rulingIds: ['fr1'], mechanicRulingIds: ['es2', 'es1'], identity: null };
    const [c] = withSameRulings([card] as never, [fr, es, esToken], vocabulary);
    expect(c.sameRulings).toEqual([['fr1', 'es1']]);
  });

  it('never pairs two rulings of one language, and pairs a ruling once per other language', () => {
    const esAgain = { ...es, id: 'es3' };
    const card = { id: 'es/c', rulingIds: ['es1'], mechanicRulingIds: ['es3', 'fr1'], identity: null };
    const [c] = withSameRulings([card] as never, [fr, es, esAgain], vocabulary);
    expect(c.sameRulings).toEqual([['es1', 'fr1']]);
  });

  it('compares features as sorted numbers with the very figures of the sets they stand for', () => {
    const numbers = new FeatureNumbers();
    const [a, b, c] = [fr, es, esToken].map((r) => features(r));
    for (const [x, y] of [
      [a, b],
      [a, c],
      [b, c],
      [a, new Set<string>()],
    ])
      expect(sortedLikeness(numbers.of(x), numbers.of(y))).toEqual(likeness(x, y));
    expect([...numbers.of(['b', 'a', 'b2'])]).toEqual([...numbers.of(['a', 'b2', 'b'])]);
  });
});
