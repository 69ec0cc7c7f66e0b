// The offline controls: the home page's box (the language's site) and the page that chooses packs (the site and sets).
// Every size is in the page already (the build wrote it): the script only counts what is chosen, asks the service
// worker to download it, shows its progress, and says what this device keeps.
import type { Lang } from '../languages.ts';
import { formatSize, isSetPack, packLang, PACK_SIZE_ATTRIBUTE, type Pack } from '../offline/packs.ts';
import type { OfflineProgress, OfflineStatus } from '../offline/sw/downloads.ts';
import { registered, workbox } from './offline.ts';
import { counted, fill, type Texts } from './templates.ts';

for (const box of document.querySelectorAll<HTMLElement>('[data-offline]')) control(box);

/** What one control shows the reader: progress, what is kept, why nothing happens. */
function statusOf(box: HTMLElement, lang: Lang, texts: Texts) {
  const status = box.querySelector<HTMLElement>('[data-offline-status]')!;
  const bar = box.querySelector<HTMLProgressElement>('progress')!;
  const say = (key: string, values: Record<string, number | string> = {}) =>
    'count' in values ? counted(texts, lang, key, values) : fill(texts[key] ?? '', values, lang);
  return {
    text: (key: string, values?: Record<string, number | string>) => void (status.textContent = say(key, values)),
    progress(p: { done: number; total: number; finished: boolean }) {
      bar.hidden = p.total === 0;
      bar.max = p.total;
      bar.value = p.done;
      if (p.total > 0 && p.done === p.total) status.textContent = say('offline.done', { count: p.total });
      else if (p.finished) status.textContent = say('offline.partial', { missing: p.total - p.done, count: p.total });
      else status.textContent = say('offline.progress', { done: p.done, count: p.total });
    },
    /** What this device keeps of the language's packs, in one sentence; nothing when it keeps nothing yet (a pack's
     *  list is fetched with its first file: a pack asked for before a new build comes again in the background). */
    kept(statuses: OfflineStatus[]) {
      const kept = statuses.filter((s) => s.total > 0);
      const missing = kept.reduce((n, s) => n + s.total - s.done, 0);
      if (kept.length === 0) status.textContent = '';
      else if (missing > 0) status.textContent = say('offline.partial', { missing, count: kept.reduce((n, s) => n + s.total, 0) });
      else {
        const sets = kept.filter((s) => isSetPack(s.pack)).length;
        const parts = [
          ...(kept.length > sets ? [say('offline.keptSite')] : []),
          ...(sets ? [say('offline.keptSets', { count: sets })] : []),
        ];
        status.textContent = say('offline.kept', { packs: new Intl.ListFormat(lang, { type: 'conjunction' }).format(parts) });
      }
    },
  };
}

/** The packs a control downloads: the home box's one, or those ticked on the choosing page. */
function chosenPacks(box: HTMLElement): Pack[] {
  const button = box.querySelector<HTMLElement>('[data-offline-packs]');
  if (button) return [button.dataset.offlinePacks as Pack];
  return [...box.querySelectorAll<HTMLInputElement>('input[name="pack"]:checked')].map((input) => input.value as Pack);
}

/** The choosing page's total: the sum of the sizes of the packs ticked (a card of two sets counted twice: "up to"). */
function showTotal(box: HTMLElement, lang: Lang): void {
  const total = box.querySelector<HTMLDataElement>(`[data-offline-total] data[${PACK_SIZE_ATTRIBUTE}]`);
  if (!total) return;
  const bytes = [...box.querySelectorAll<HTMLInputElement>('input[name="pack"]:checked')].reduce(
    (sum, input) => sum + Number(input.closest('label')?.querySelector<HTMLDataElement>('data')?.value ?? 0),
    0,
  );
  total.value = String(bytes);
  total.textContent = formatSize(bytes, lang);
}

function control(box: HTMLElement): void {
  const lang = box.dataset.lang as Lang;
  const texts = JSON.parse(box.dataset.texts ?? '{}') as Texts;
  const status = statusOf(box, lang, texts);
  const button = box.querySelector<HTMLButtonElement>('button')!;
  if (!workbox) {
    button.disabled = true;
    status.text('offline.unsupported');
    return;
  }
  const sw = workbox;
  const ours = (packs: Pack[]) => packs.length > 0 && packLang(packs[0]) === lang;
  let running = false;

  /** Marks what this device keeps; `say`: in the status too (on load; after a download, its own count stays). */
  const showKept = async (say: boolean) => {
    await registered;
    const all = (await sw.messageSW({ type: 'offline-status' }).catch(() => [])) as OfflineStatus[];
    const kept = all.filter((s) => packLang(s.pack) === lang);
    if (say && !running) status.kept(kept);
    // On the choosing page, each pack this device keeps whole says so, and is not ticked for a second download.
    for (const s of kept) {
      const input = box.querySelector<HTMLInputElement>(`input[name="pack"][value="${s.pack}"]`);
      const row = input?.closest('li');
      if (!input || !row || s.total === 0 || s.done < s.total || row.querySelector('.kept-mark')) continue;
      input.checked = false;
      const mark = document.createElement('span');
      mark.className = 'kept-mark';
      mark.textContent = texts['offline.keptMark'] ?? '';
      row.append(' ', mark);
    }
    showTotal(box, lang);
  };

  // From whichever build's worker is at work (workbox-window's own message event hears only the first it registered).
  navigator.serviceWorker.addEventListener('message', (event) => {
    const data = event.data as OfflineProgress;
    if (data?.type !== 'offline-progress' || !ours(data.packs)) return;
    if (data.total === 0) status.text('offline.unavailable');
    else status.progress(data);
    running = !data.finished;
    button.disabled = running;
    if (data.finished) void showKept(false);
  });

  box.addEventListener('change', () => showTotal(box, lang));
  const start = async (event: Event) => {
    event.preventDefault();
    const packs = chosenPacks(box);
    if (packs.length === 0) return status.text('offline.choose.nothing');
    button.disabled = true;
    try {
      await sw.messageSW({ type: 'offline-download', packs });
    } catch {
      status.text('offline.unavailable');
      button.disabled = false;
    }
  };
  if (box instanceof HTMLFormElement) box.addEventListener('submit', start);
  else button.addEventListener('click', start);
  void showKept(true);
}
