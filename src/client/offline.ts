// Every page registers the service worker (src/offline/sw/): pages opened are kept for offline use.
import { Workbox } from 'workbox-window';

/** The site's service worker, where the browser has them (and the site is served over https or from localhost). */
export const workbox = 'serviceWorker' in navigator && window.isSecureContext ? new Workbox('/sw.js') : null;

if (workbox) {
  // A new build took over (its worker deleted the old build's caches): this page is the old build's, so it reloads.
  // The first worker taking over a page that had none changes nothing the page shows.
  let hadWorker = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadWorker) location.reload();
    hadWorker = true;
  });
}

/** Registered once the page has loaded; a language the reader downloaded and this build lacks comes then. */
export const registered = workbox
  ? workbox
      .register()
      .then(async () => {
        if (navigator.onLine) (await navigator.serviceWorker.ready).active?.postMessage({ type: 'offline-resume' });
      })
      .catch(() => undefined)
  : Promise.resolve();
