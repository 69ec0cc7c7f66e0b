/**
 * The shell the service worker installs with (workbox-build globs, below dist/): what every page needs — styles,
 * scripts, icons, app manifests — and what lets a reader start offline: each language's home, search and offline
 * page, the search manifest. Pages, search shards and the packs' lists are cached as they are opened or downloaded,
 * never all at install.
 */
import { LANGS } from '../languages.js';

export const SHELL_PATTERNS = [
  '_astro/*.{js,css}',
  'favicon.svg',
  'icons/*',
  'index.html',
  ...eachLang('<lang>/index.html', '<lang>/search/index.html', '<lang>/offline/index.html', '<lang>/manifest.webmanifest'),
  'search/manifest.json',
];

/** The patterns for every language, `<lang>` its code: one pattern each (a brace `{es}` of one language would be
 *  read as written). */
function eachLang(...patterns: string[]): string[] {
  return patterns.flatMap((p) => LANGS.map((lang) => p.replace('<lang>', lang)));
}
