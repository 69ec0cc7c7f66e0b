/**
 * Every ruling where it belongs, checked in the built pages (run after `npm run build`): own rulings as the card's own,
 * general rulings only where they apply, the same ruling in another language folded under it, Planechase's general
 * sections linked from its cards.
 */
import { describe, expect, it } from 'vitest';
import type { CorpusCard as Card, Ruling } from '../../src/schema/index.js';
import { LANGS } from '../../src/languages.js';
import { $, $$, attr, generated, page, text } from '../helpers/dist.js';
import { cardPageOf } from '../helpers/dist.js';

const cards = generated<Card[]>('cards');
const anchors = new Map(generated<Ruling[]>('rulings').map((r) => [r.id, r.anchor]));

describe('rulings where they belong (built pages)', () => {
  it("give the Shadowmoor theme section's cards their own rulings, and none of each other's", () => {
    for (const lang of LANGS) {
      const shield = page(`/${lang}/cards/shield-of-the-oversoul/`);
      const all = text($(shield, 'main'));
      // Its own ruling translates an official one: under it on the Spanish page, a link to it there on the others.
      if (lang === 'es') expect(all).toContain('Si la criatura encantada es de ambos colores nombrados, obtiene ambas bonificaciones.');
      else
        expect($$(shield, 'ol.official .also-translated a').map((a) => attr(a, 'href'))).toContainEqual(
          expect.stringMatching(/^\/es\/cards\/shield-of-the-oversoul\/#r-/),
        );
      expect(all).not.toContain('obtiene un total de +2/+2');
      expect(all).not.toContain('hará que se disparen ambas habilidades');
      // Their own rulings: in the document's list, or under the official ruling they translate (on the Spanish page; a
      // link to it there on the others).
      for (const id of ['es/torrente-de-almas', 'es/centellas-ceruleas', 'es/sierva-de-hojas-marchitas']) {
        const tree = page(`/${lang}/${cardPageOf(id)}`);
        const own = cards.find((c) => c.id === id)!.rulingIds.map((r) => anchors.get(r)!);
        const listed = $$(tree, 'ol.own-rulings > li').map((li) => attr(li, 'id'));
        const translated = $$(tree, 'ol.official [id^="r-"]').map((x) => attr(x, 'id'));
        const linked = $$(tree, 'ol.official .also-translated a').map((a) => attr(a, 'href')!.split('#')[1]);
        expect(own.length, id).toBeGreaterThan(0);
        for (const anchor of own)
          expect(listed.includes(anchor) || (lang === 'es' ? translated : linked).includes(anchor), `${lang} ${id} ${anchor}`).toBe(true);
      }
    }
  });

  it('show no ruling about a card the site does not have on the cards of another document (Longaperna Golgari)', () => {
    for (const card of cards.filter((c) => c.documentId !== 'return-to-ravnica-mechanics'))
      for (const lang of LANGS) expect(text($(page(`/${lang}/${cardPageOf(card.id)}`), 'main')), card.id).not.toContain('Longaperna');
  });

  it('show the French rulings of Constricteur tenace under the official rulings they translate, and the 2008 Spanish persist rulings that say the same once, in their section', () => {
    const tree = page('/fr/cards/persistent-constrictor/');
    const translations = $$(tree, 'ol.official .translated > .ruling-text');
    expect(translations.length).toBeGreaterThanOrEqual(2);
    for (const p of translations) expect(attr(p, 'lang')).toBe('fr');
    const spanish = $$(tree, 'ol.mechanic-rulings-list > li > .ruling-text').filter((p) => attr(p, 'lang') === 'es');
    expect(spanish.length).toBeGreaterThanOrEqual(2);
    // Each ruling once on the page.
    const texts = $$(tree, '.ruling-text').map(text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('give each of Kaito\'s official rulings once, in French on the French page (its source and date, the English one tap away, lang="en")', () => {
    const tree = page('/fr/cards/kaito-bane-of-nightmares/');
    const items = $$(tree, 'ol.official > li');
    expect(items).toHaveLength(10);
    for (const li of items) {
      const translation = $(li, '.translated')!;
      expect(attr($(translation, '.ruling-text'), 'lang')).toBe('fr');
      expect(text($(translation, '.source'))).toMatch(/^Source : Notes de publication de Mornebrune.*, 5 août 2024, ligne \d+$/);
      expect($$(translation, 'a').some((a) => attr(a, 'href') === `#${attr(li, 'id')}`)).toBe(true);
      const original = $(li, 'details.original')!;
      expect(text($(original, 'summary'))).toMatch(/^Original en anglais \(Gatherer\), \d+ septembre 2024$/);
      expect(attr($(original, '.ruling-text'), 'lang')).toBe('en');
    }
    // Not again in the document's list: Kaito's French card shows no ruling of its own there.
    expect($$(tree, 'ol.own-rulings > li')).toHaveLength(0);
    const texts = $$(tree, '.ruling-text').map(text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("give Kaito's official rulings in English on the Spanish page, each linking its French translation on the French page", () => {
    const es = page('/es/cards/kaito-bane-of-nightmares/');
    const fr = page('/fr/cards/kaito-bane-of-nightmares/');
    const items = $$(es, 'ol.official > li');
    expect(items).toHaveLength(10);
    for (const li of items) {
      expect($(li, '.translated')).toBeNull();
      expect(attr($(li, '.ruling-text'), 'lang')).toBe('en');
      const link = $(li, '.also-translated a')!;
      expect(text($(li, '.also-translated'))).toBe('También en francés');
      expect(attr(link, 'hrefLang')).toBe('fr');
      const [path, anchor] = attr(link, 'href')!.split('#');
      expect(path).toBe('/fr/cards/kaito-bane-of-nightmares/');
      expect(attr($(fr, `ol.official [id="${anchor}"] .ruling-text`), 'lang')).toBe('fr');
    }
    // The French document's card is still named with its document, but none of its rulings is on the Spanish page.
    expect($$(es, '.ruling-text').filter((p) => attr(p, 'lang') === 'fr')).toHaveLength(0);
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
