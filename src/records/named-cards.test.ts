import { describe, expect, it } from 'vitest';
import type { CatalogueCard } from '../schema/index.js';
import { rulingsNamingCardsOffSite } from './named-cards.js';

const card = (n: number, name: string, pt: string, es?: string) =>
  ({
    oracleId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    printed: {
      pt: { name: pt, faces: [{ name: pt }], set: 'RTR', released: '2012-10-05' },
      ...(es ? { es: { name: es, faces: [{ name: es }], set: 'RTR', released: '2012-10-05' } } : {}),
    },
  }) as unknown as CatalogueCard;
const inSets = [card(1, 'Golgari Longlegs', 'Longaperna Golgari'), card(2, 'Wasp Lancer', 'Lanceira Vespa', 'Lancera avispa')];
const onSite = [{ identity: { oracleId: inSets[1].oracleId, name: 'Wasp Lancer', slug: 'wasp-lancer', set: 'RTR' } }];
const ruling = (id: string, lang: 'es' | 'pt', text: string) => ({ id, lang, text });

describe('rulingsNamingCardsOffSite', () => {
  it('finds a card of the card data that no document prints, written as printed', () => {
    const named = rulingsNamingCardsOffSite([ruling('r1', 'pt', 'Por exemplo, Longaperna Golgari acima é preto e verde.')], onSite, inSets);
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
      inSets,
    );
    expect(named).toEqual(new Map());
  });
});
