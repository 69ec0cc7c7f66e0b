import { describe, expect, it } from 'vitest';
import type { CardIdentityTable } from '../schema/index.js';
import { rulingsNamingCardsOffSite } from './named-cards.js';

const identity = (name: string, pt: string, es?: string) => ({
  name,
  set: 'RTR',
  number: '1',
  scryfallId: '00000000-0000-0000-0000-000000000000',
  names: { pt, ...(es ? { es } : {}) },
});
const identities = {
  version: 1,
  sets: [{ code: 'RTR', cards: 2 }],
  cards: [identity('Golgari Longlegs', 'Longaperna Golgari'), identity('Wasp Lancer', 'Lanceira Vespa', 'Lancera avispa')],
} as unknown as CardIdentityTable;
const onSite = [{ identity: identities.cards[1] }];
const ruling = (id: string, lang: 'es' | 'pt', text: string) => ({ id, lang, text });

describe('rulingsNamingCardsOffSite', () => {
  it('finds a card of the card data that no document prints, written as printed', () => {
    const named = rulingsNamingCardsOffSite(
      [ruling('r1', 'pt', 'Por exemplo, Longaperna Golgari acima é preto e verde.')],
      onSite,
      identities,
    );
    expect(named).toEqual(new Map([['r1', ['Golgari Longlegs']]]));
  });

  it('ignores the cards of the site, other languages, and names not written as printed (lower case prose)', () => {
    const named = rulingsNamingCardsOffSite(
      [
        ruling('r2', 'pt', 'Por exemplo, Lanceira Vespa é azul e preta.'),
        ruling('r3', 'es', 'Longaperna Golgari no es un nombre en español.'),
        ruling('r4', 'pt', 'uma longaperna golgari qualquer'),
      ],
      onSite,
      identities,
    );
    expect(named).toEqual(new Map());
  });
});
