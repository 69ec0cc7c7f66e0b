import { useTranslations } from '../../i18n/index.js';
import type { Lang } from '../../languages.js';

export const THEME_COLOR = '#7a2e0e';
export const appManifestPath = (lang: Lang) => `/${lang}/manifest.webmanifest`;

/**
 * The web app manifest of one UI language: installed from a Spanish page, the app opens on the Spanish home, named in
 * Spanish. Its scope is the whole site, so that the other languages' pages (linked from every page) stay in the app.
 */
export function appManifest(lang: Lang) {
  const t = useTranslations(lang);
  return {
    id: `/${lang}/`,
    name: t('site.name'),
    short_name: t('app.shortName'),
    description: t('site.tagline'),
    lang,
    dir: 'ltr',
    start_url: `/${lang}/`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [{ name: t('search.title'), url: `/${lang}/search/` }],
  };
}
