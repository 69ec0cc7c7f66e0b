import { createSearch } from '../search/query.ts';
import { DEFAULT_LANG } from '../languages.ts';

/** The browser's search: index files come from /search/, fetched only when a query needs them. */
export const siteSearch = createSearch(async (file) => {
  const res = await fetch(`/search/${file}`);
  if (!res.ok) throw new Error(`${file}: HTTP ${res.status}`);
  const text = await res.text();
  return { data: JSON.parse(text), bytes: Number(res.headers.get('content-length')) || text.length };
});

export function prefetch(): void {
  void siteSearch.search('a', DEFAULT_LANG, 1).catch(() => undefined);
}
