// The home page's "download for offline" controls, one per pack (src/offline/packs.ts): the size first, then the
// service worker's progress.
import type { Lang } from '../languages.ts';
import type { Pack } from '../offline/packs.ts';
import { registered, workbox } from './offline.ts';
import { counted, fill } from './templates.ts';

interface Summary {
  files: number;
  bytes: number;
}
interface Progress {
  type: 'offline-progress';
  pack: Pack;
  done: number;
  total: number;
  failed: number;
  finished: boolean;
}

for (const box of document.querySelectorAll<HTMLElement>('[data-offline]')) if (workbox) control(box, workbox);

function control(box: HTMLElement, sw: NonNullable<typeof workbox>): void {
  const lang = box.dataset.lang as Lang;
  const pack = box.dataset.pack as Pack;
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
    if (data?.type !== 'offline-progress' || data.pack !== pack) return;
    if (data.total === 0) {
      status.textContent = texts['offline.unavailable'];
      button.disabled = false;
    } else show(data);
  });

  button.addEventListener('click', async () => {
    button.disabled = true;
    try {
      await sw.messageSW({ type: 'offline-download', pack });
    } catch {
      status.textContent = texts['offline.unavailable'];
      button.disabled = false;
    }
  });

  void (async () => {
    const res = await fetch(`/offline/${pack}.json`).catch(() => null);
    const summary = res?.ok ? ((await res.json()) as Summary) : null;
    if (summary) size.textContent = say('offline.size', { count: summary.files, size: megabytes.format(summary.bytes / 1e6) });
    box.hidden = false;
    await registered;
    const state = (await sw.messageSW({ type: 'offline-status', pack }).catch(() => null)) as { done: number; total: number } | null;
    if (state && state.total > 0) show({ ...state, finished: true });
  })();
}
