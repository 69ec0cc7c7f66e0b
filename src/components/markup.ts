/**
 * Markup made by the `html` tag of src/html/ (every text in it escaped; nothing else makes an `Html`), as a page writes
 * it: `{markup(cardBoxes(p))}`. The one place a page takes markup as a string.
 *
 * Not a component: each use of an Astro component costs the build a component instance (about 9 µs; the card pages
 * used a dozen each, some 900,000 in the whole site), where an expression Astro knows to be markup costs nothing.
 * `unescapeHTML` is what the code Astro compiles from a template itself calls to write markup given as a string.
 */
import { unescapeHTML } from 'astro/runtime/server/index.js';
import type { Html } from '../html/html.js';

export function markup(html: Html): ReturnType<typeof unescapeHTML> {
  return unescapeHTML(html.toString());
}
