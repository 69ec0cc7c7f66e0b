/**
 * Every ruling where it belongs, checked in the built pages (run after `npm run build`): own rulings as the card's own,
 * general rulings only where they apply, the same ruling in another language folded under it, Planechase's general
 * sections linked from its cards.
 */
import { describe, expect, it } from 'vitest';
import type { CorpusCard as Card } from '../../src/schema/index.js';
import { LANGS } from '../../src/languages.js';
import { $, $$, attr, generated, page, text } from '../helpers/dist.js';
import { cardPageOf } from '../helpers/dist.js';

const cards = generated<Card[]>('cards');

describe('rulings where they belong (built pages)', () => {
  it("give the Shadowmoor theme section's cards their own rulings, and none of each other's", () => {
    for (const lang of LANGS) {
      const shield = page(`/${lang}/cards/shield-of-the-oversoul/`);
      const all = text($(shield, 'main'));
      expect(all).toContain('Si la criatura encantada es de ambos colores nombrados, obtiene ambas bonificaciones.');
      expect(all).not.toContain('obtiene un total de +2/+2');
      expect(all).not.toContain('hará que se disparen ambas habilidades');
      for (const id of ['es/torrente-de-almas', 'es/centellas-ceruleas', 'es/sierva-de-hojas-marchitas'])
        expect($$(page(`/${lang}/${cardPageOf(id)}`), 'ol.own-rulings > li').length, id).toBeGreaterThan(0);
    }
  });

  it('show no ruling about a card the site does not have on the cards of another document (Longaperna Golgari)', () => {
    for (const card of cards.filter((c) => c.documentId !== 'return-to-ravnica-mechanics'))
      for (const lang of LANGS) expect(text($(page(`/${lang}/${cardPageOf(card.id)}`), 'main')), card.id).not.toContain('Longaperna');
  });

  it('fold the 2008 Spanish persist rulings that repeat the French rulings of Constricteur tenace under them', () => {
    const tree = page('/fr/cards/persistent-constrictor/');
    const folded = $$(tree, 'ol.own-rulings > li details.also-in');
    expect(folded.length).toBeGreaterThanOrEqual(2);
    for (const d of folded) {
      expect(text($(d, 'summary'))).toBe('Aussi en : espagnol, 2008');
      expect(attr($(d, '.ruling-text'), 'lang')).toBe('es');
    }
    // Each folded ruling is shown once: not again among the general rulings.
    const general = $$(tree, 'ol.mechanic-rulings-list > li > .ruling-text').map(text);
    for (const d of folded) expect(general).not.toContain(text($(d, '.ruling-text')));
  });

  it('link the Planechase sections on plane and phenomenon pages, and planeswalking in their reminder text', () => {
    const phenomenon = page('/fr/cards/time-distortion/');
    const explained = $$(phenomenon, '.explained-in a').filter((a) =>
      (attr(a, 'href') ?? '').includes('/documents/planechase-2012-faq/#m-'),
    );
    expect(explained.map(text)).toEqual(
      expect.arrayContaining(['Los encuentros con un fenómeno', 'Cómo utilizar tu mazo planar', 'Caminar por los planos hacia un plano']),
    );
    const reminder = $$(phenomenon, '.rules-text a').map((a) => [text(a), attr(a, 'href')]);
    expect(reminder).toContainEqual(['camina por los planos', '/fr/keywords/planeswalk/']);
    const plane = page('/pt/cards/akoum/');
    expect($$(plane, '.explained-in a').map(text)).toEqual(
      expect.arrayContaining(['Cómo utilizar tu mazo planar', 'Caminar por los planos hacia un plano']),
    );
  });
});
