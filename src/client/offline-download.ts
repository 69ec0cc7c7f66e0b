// The home page's "download for offline" control: the size first, then the service worker's progress.
import type { Lang } from '../languages.ts';
import { registered, workbox } from './offline.ts';
import { counted, fill } from './templates.ts';

interface Summary {
  files: number;
  bytes: number;
}
interface Progress {
  type: 'offline-progress';
  lang: Lang;
  done: number;
  total: number;
  failed: number;
  finished: boolean;
}

const box = document.querySelector<HTMLElement>('[data-offline]');
if (box && workbox) {
  const sw = workbox;
  const lang = box.dataset.lang as Lang;
  const texts = JSON.parse(box.dataset.texts ?? '{}') as Record<string, string>;
  const size = box.querySelector<HTMLElement>('[data-offline-size]')!;
  const status = box.querySelector<HTMLElement>('[data-offline-status]')!;
  const bar = box.querySelector<HTMLProgressElement>('progress')!;
  const button = box.querySelector<HTMLButtonElement>('button')!;
  const megabytes = new Intl.NumberFormat(lang, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  /** A template of the page's language; counts pick their plural form as i18next would (Intl.PluralRules). */
  const say = (key: string, values: Record<string, number | string>) =>
    'count' in values ? counted(texts, lang, key, values) : fill(texts[key] ?? '', values, lang);

  const show = (p: { done: number; total: number; failed?: number; finished?: boolean }) => {
    bar.hidden = p.total === 0;
    bar.max = p.total;
    bar.value = p.done;
    if (p.total > 0 && p.done === p.total) status.textContent = say('offline.done', { count: p.total });
    else if (p.finished) status.textContent = say('offline.partial', { missing: p.total - p.done, count: p.total });
    else if (p.total > 0) status.textContent = say('offline.progress', { done: p.done, count: p.total });
    button.disabled = p.total > 0 && !p.finished && p.done < p.total;
  };

  // From whichever build's worker is at work (workbox-window's own message event hears only the first it registered).
  navigator.serviceWorker.addEventListener('message', (event) => {
    const data = event.data as Progress;
    if (data?.type !== 'offline-progress' || data.lang !== lang) return;
    if (data.total === 0) {
      status.textContent = texts['offline.unavailable'];
      button.disabled = false;
    } else show(data);
  });

  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await sw.messageSW({ type: 'offline-download', lang });
    } catch {
      status.textContent = texts['offline.unavailable'];
      button.disabled = false;
    }
  });

  void (async () => {
    const res = await fetch(`/offline/${lang}.json`).catch(() => null);
    const summary = res?.ok ? ((await res.json()) as Summary) : null;
    if (summary) size.textContent = say('offline.size', { count: summary.files, size: megabytes.format(summary.bytes / 1e6) });
    box.hidden = false;
    await registered;
    const state = (await sw.messageSW({ type: 'offline-status', lang }).catch(() => null)) as { done: number; total: number } | null;
    if (state && state.total > 0) show({ ...state, finished: true });
  })();
}
