import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../languages.js';
import { catalogueOf } from '../catalogue/index.js';
import type { CatalogueCard, Printing } from '../schema/index.js';
import { cardNamesOfCatalogue } from './card-names.js';

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const printing = (set: string, langs: Printing['langs'], released = '2020-01-01'): Printing => ({
  set,
  number: String(++n),
  released,
  ids: { en: uuid() },
  ...(langs ? { langs } : {}),
});

/** A card of the catalogue: its English name and faces, its printed names per language, its printings. */
function card(name: string, printed: Partial<Record<Lang, string>>, printings: Printing[], faces: string[] = [name]) {
  return {
    oracleId: uuid(),
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    layout: faces.length > 1 ? 'split' : 'normal',
    oracleAsOf: '2026-07-09',
    manaValue: 1,
    colors: [],
    keywords: [],
    faces: faces.map((f) => ({ name: f })),
    printed: Object.fromEntries(
      Object.entries(printed).map(([lang, p]) => [
        lang,
        { name: p, faces: p.split(' // ').map((f) => ({ name: f })), set: printings.at(-1)!.set, released: '2020-01-01' },
      ]),
    ),
    printings,
    rulings: [],
  } as CatalogueCard;
}

const catalogue = catalogueOf(
  {
    sets: [{ code: 'CSP', name: 'Coldsnap', released: '2006-07-21', cards: 1 }],
    data: { newest: '2026-07-09', files: 1 },
    counts: { cards: 3, printings: 5, rulings: 0, scryfallIds: { en: 5, es: 0, fr: 0, pt: 0 } },
  },
  [
    card('Unstoppable Slasher', { es: 'Acuchillador imparable', fr: 'Balafreur invincible' }, [printing('DSK', ['es', 'fr'])]),
    card('Soul Warden', { es: 'Protectora de almas', fr: 'Garde des âmes', pt: 'Encarregado das Almas' }, [
      printing('10E', ['es', 'fr'], '2007-07-13'),
      printing('M10', [...LANGS], '2009-07-17'),
      printing('PRM', undefined),
    ]),
    card(
      'Dollmaker’s Shop // Porcelain Gallery',
      { fr: 'Atelier du fabriquant de poupées // Galerie de porcelaine' },
      [printing('DSK', ['fr'])],
      ['Dollmaker’s Shop', 'Porcelain Gallery'],
    ),
    card('Cold Snap', { es: 'Ola de frío' }, [printing('ICE', ['es'])]),
    card('Night // Day', { es: 'Noche // Día' }, [printing('APC', ['es'])], ['Night', 'Day']),
  ],
);

describe('the card names a text may use (the catalogue behind the interface)', () => {
  const names = cardNamesOfCatalogue(catalogue);

  it('a language has its printed names, faces included, and every English name', () => {
    expect(names.namesIn('fr')).toEqual(
      expect.arrayContaining(['Balafreur invincible', 'Unstoppable Slasher', 'Galerie de porcelaine', 'Porcelain Gallery']),
    );
    expect(names.namesIn('pt')).not.toContain('Balafreur invincible');
  });

  const codes = (name: string, lang: Lang) => names.setsPrinting(name, lang).map((s) => s.code);

  it('gives the sets that print a name in the language, with their release, compared folded', () => {
    expect(names.setsPrinting('Garde des ames', 'fr')).toEqual([
      { code: '10E', released: '2007-07-13' },
      { code: 'M10', released: '2009-07-17' },
    ]);
    expect(codes('Encarregado das Almas', 'pt')).toEqual(['M10']);
    expect(codes('Acuchillador imparable', 'fr')).toEqual([]);
  });

  it('an English name: the sets printing the card in the language, else every set printing it', () => {
    expect(codes('Soul Warden', 'es')).toEqual(['10E', 'M10']);
    expect(codes('Unstoppable Slasher', 'pt')).toEqual(['DSK']);
  });

  it('leaves out the names a text more often means as something else, which still give their sets', () => {
    const es = names.namesIn('es');
    // A card named after a set (Cold Snap, the set Coldsnap), a one-word face of a card of several faces.
    for (const name of ['Ola de frío', 'Cold Snap', 'Noche', 'Day']) expect(es).not.toContain(name);
    expect(es).toEqual(expect.arrayContaining(['Noche // Día', 'Night // Day', 'Protectora de almas']));
    expect(codes('Ola de frío', 'es')).toEqual(['ICE']);
    expect(codes('Noche', 'es')).toEqual(['APC']);
  });

  it('is built once per catalogue', () => {
    expect(cardNamesOfCatalogue(catalogue)).toBe(names);
  });
});
