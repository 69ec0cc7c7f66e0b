import type { Lang } from '../languages.ts';
import type { SearchResults } from '../search/query.ts';
import { appendHighlighted } from './highlight.ts';
import { appendWithManaSymbols } from './mana-symbols.ts';
import { markNotSaved } from './offline-results.ts';
import { siteSearch } from './search-client.ts';
import { counted, documentSnippet, fill } from './templates.ts';

const root = document.querySelector<HTMLElement>('[data-search-page]');
if (root) {
  const lang = root.dataset.lang as Lang;
  const texts = JSON.parse(root.dataset.texts ?? '{}') as Record<string, string>;
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const list = root.querySelector<HTMLElement>('[data-search-results]')!;
  const input = root.querySelector<HTMLInputElement>('input[name="q"]')!;
  const translate = (key: string, values: Record<string, unknown> = {}) => fill(texts[key] ?? key, values as Record<string, string>);
  let latest = 0;

  // data-answered names the query that the results (or the error) on the page answer: tests and scripts wait for it,
  // not for a status text that may still be the previous query's; data-failed marks an answer that is the error.
  const answered = (query: string | null, failed = false) => {
    if (query === null) delete list.dataset.answered;
    else list.dataset.answered = query;
    list.toggleAttribute('data-failed', failed);
  };

  const render = (results: SearchResults, query: string) => {
    list.replaceChildren();
    status.textContent = results.total
      ? counted(texts, lang, 'results', { count: results.total, query: results.query })
      : fill(texts.none, { query: results.query });
    for (const group of results.groups) {
      const section = document.createElement('section');
      section.dataset.kind = group.kind;
      const h = document.createElement('h2');
      h.textContent = texts[`kind.${group.kind}`] ?? group.kind;
      const ol = document.createElement('ol');
      for (const hit of group.hits) {
        const li = document.createElement('li');
        const a = document.createElement('a');
        a.href = `/${lang}/${hit.u}`;
        a.setAttribute('data-result', '');
        const title = document.createElement('span');
        title.lang = hit.l;
        appendHighlighted(title, hit.t, results.terms);
        a.append(title);
        li.append(a);
        if (hit.s) {
          const snippet = document.createElement('span');
          snippet.className = 'snippet';
          snippet.lang = hit.sl ?? hit.l;
          if (hit.dk) {
            snippet.lang = lang;
            snippet.textContent = documentSnippet(texts, lang, hit);
          } else if (hit.k === 'card') appendWithManaSymbols(snippet, hit.s, results.terms, translate);
          else appendHighlighted(snippet, hit.s, results.terms);
          li.append(snippet);
        }
        ol.append(li);
      }
      section.append(h, ol);
      list.append(section);
    }
    if (!navigator.onLine) void markNotSaved(list, texts.notSaved);
    answered(query);
  };

  const run = async (query: string) => {
    const id = ++latest;
    if (!query.trim()) {
      list.replaceChildren();
      status.textContent = texts.hint;
      answered(query);
      return;
    }
    status.textContent = texts.loading;
    answered(null);
    try {
      const results = await siteSearch.search(query, lang, 30);
      if (id === latest) render(results, query);
    } catch {
      if (id !== latest) return;
      // Offline, a query whose index files this device has not kept: say so, not that search is broken.
      status.textContent = navigator.onLine ? texts.error : texts.offline;
      answered(query, true);
    }
  };

  // The header's box says what is searched too: a reader who searched from it finds their words where they typed them.
  const header = document.querySelector<HTMLInputElement>('header [data-search-input]');
  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const url = new URL(location.href);
      url.searchParams.set('q', input.value);
      history.replaceState(null, '', url);
      if (header) header.value = input.value;
      void run(input.value);
    }, 150);
  });
  root.querySelector('form')?.addEventListener('submit', (e) => {
    e.preventDefault();
    void run(input.value);
  });
  // Arrow keys move between the search box and the results.
  root.addEventListener('keydown', (e) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a[data-result]')];
    if (!links.length) return;
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    e.preventDefault();
    if (e.key === 'ArrowDown') links[Math.min(at + 1, links.length - 1)].focus();
    else if (at <= 0) input.focus();
    else links[at - 1].focus();
  });

  const q = new URL(location.href).searchParams.get('q') ?? '';
  input.value = q;
  if (header) header.value = q;
  void run(q);
}
