import { describe, expect, it } from 'vitest';
import { learnLexicon, lexicalLikeness, lexiconWords } from './lexicon.js';

const pair = (fr: string, en: string) => [lexiconWords(fr, 'fr'), lexiconWords(en, 'en')] as [string[], string[]];

describe('the lexicon learned from texts that say the same', () => {
  const lexicon = learnLexicon([
    pair('Le Rat inflige 2 blessures à chaque adversaire.', 'The Rat deals 2 damage to each opponent.'),
    pair('Piochez une carte.', 'Draw a card.'),
    pair('Chaque adversaire pioche une carte.', 'Each opponent draws a card.'),
    pair('Inflige 3 blessures à la créature ciblée.', 'Deals 3 damage to target creature.'),
    pair('Détruisez la créature ciblée.', 'Destroy target creature.'),
  ]);

  it('stems words, so that the forms of a verb are one word', () => {
    expect(lexiconWords('Piochez, piocher', 'fr')).toEqual([lexiconWords('pioche', 'fr')[0], lexiconWords('pioche', 'fr')[0]]);
    expect(lexiconWords('draws', 'en')).toEqual(lexiconWords('draw', 'en'));
  });

  it('finds a translation more alike than a text about something else', () => {
    const translation = lexicalLikeness(
      lexicon,
      lexiconWords('Chaque adversaire subit 2 blessures.', 'fr'),
      lexiconWords('Each opponent is dealt 2 damage.', 'en'),
    );
    const other = lexicalLikeness(
      lexicon,
      lexiconWords('Chaque adversaire subit 2 blessures.', 'fr'),
      lexiconWords('Destroy target creature.', 'en'),
    );
    expect(translation).toBeGreaterThan(other + 0.2);
  });
});
