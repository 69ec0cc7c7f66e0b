import { describe, expect, it } from 'vitest';
import { LANGS } from '../../languages.js';
import { appManifest } from './app-manifest.js';

describe('web app manifest', () => {
  it.each(LANGS)('installs the %s site as a standalone app that opens on its home, named in its language', (lang) => {
    const m = appManifest(lang);
    expect(m).toMatchObject({ lang, start_url: `/${lang}/`, id: `/${lang}/`, scope: '/', display: 'standalone' });
    expect(m.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['any', '192x192', '512x512']));
    expect(m.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('names the app in each language', () => {
    expect(LANGS.map((l) => appManifest(l).short_name)).toEqual(['Reglas', 'Règles', 'Regras']);
  });
});
