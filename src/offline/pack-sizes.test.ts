import { describe, expect, it } from 'vitest';
import { showsPackSizes, UnknownPack, writePackSizes } from './pack-sizes.js';
import { formatSize, isPack, setPack } from './packs.js';

const page = '<p>Descarga: <data data-pack-size="es" value="0"></data>.</p><li><data data-pack-size="es-set-m10" value="0"></data></li>';

describe('pack sizes in the built pages', () => {
  it('writes each pack’s bytes and size, in the page’s language, where the page left their place', () => {
    const sizes = new Map([
      ['es', 48_213_000],
      ['es-set-m10', 412_000],
    ] as const);
    expect(writePackSizes(page, sizes, 'es', 'es/index.html')).toBe(
      '<p>Descarga: <data data-pack-size="es" value="48213000">48,2 MB</data>.</p><li><data data-pack-size="es-set-m10" value="412000">412 kB</data></li>',
    );
    expect(formatSize(48_213_000, 'fr')).toBe('48,2\u202fMo');
    expect(showsPackSizes(Buffer.from(page))).toBe(true);
    expect(showsPackSizes(Buffer.from('<p>data-pack-size</p>'))).toBe(false);
  });

  it('refuses the place of a pack the site does not have, naming the page', () => {
    expect(() => writePackSizes(page, new Map([['es', 1]]), 'es', 'dist/es/index.html')).toThrow(UnknownPack);
    expect(() => writePackSizes(page, new Map([['es', 1]]), 'es', 'dist/es/index.html')).toThrow(
      'dist/es/index.html: shows the size of "es-set-m10", which is no pack of the site',
    );
  });

  it('names packs by language and set code', () => {
    expect(setPack('pt', 'MH3')).toBe('pt-set-mh3');
    expect(['es', 'fr-set-10e', 'pt-set-mh3'].every(isPack)).toBe(true);
    expect(['de', 'es-cards', 'es-set-', 'es-set-M10', '../es'].some(isPack)).toBe(false);
  });
});
