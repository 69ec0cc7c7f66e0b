/**
 * The shell the service worker installs with (workbox-build globs, below dist/): what every page needs — styles,
 * scripts, icons, app manifests — and what lets a reader start offline: each language's home, search and offline
 * page, the search manifest. Pages, search shards and the packs' lists are cached as they are opened or downloaded,
 * never all at install.
 */
export const SHELL_PATTERNS = [
  '_astro/*.{js,css}',
  'favicon.svg',
  'icons/*',
  'index.html',
  '{es,fr,pt}/index.html',
  '{es,fr,pt}/search/index.html',
  '{es,fr,pt}/offline/index.html',
  '{es,fr,pt}/manifest.webmanifest',
  'search/manifest.json',
];
