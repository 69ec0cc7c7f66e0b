/**
 * What a reader can keep offline, per UI language (browser-safe: the service worker and the pages use it too): the
 * language's site (`es`: its rules, keywords, glossary, documents and the cards they print, and the search over every
 * card's names) and, one by one, the sets the reader chooses (`es-set-dsk`: the set's page and the page of each of its
 * cards). Each pack's list of URLs is a file of its own, fetched by the service worker only when the pack is asked for.
 */
import { LANG_ALTERNATIVES, type Lang } from '../languages.js';

export type Pack = Lang | `${Lang}-set-${string}`;

export const sitePack = (lang: Lang): Pack => lang;
export const setPack = (lang: Lang, code: string): Pack => `${lang}-set-${code.toLowerCase()}`;

const PACK = new RegExp(`^(?:${LANG_ALTERNATIVES})(?:-set-[a-z0-9_]+)?$`);
export const isPack = (value: unknown): value is Pack => typeof value === 'string' && PACK.test(value);
/** The UI language whose pages a pack holds. */
export const packLang = (pack: Pack): Lang => pack.slice(0, 2) as Lang;
export const isSetPack = (pack: Pack): boolean => pack.includes('-set-');

/** A pack's list (`{ build, pack, bytes, urls }`), below the site's root. */
export const packListPath = (pack: Pack) => `offline/${pack}.json`;

/** What the service worker fetches to keep a pack: every URL, and the bytes they weigh together. */
export interface PackList {
  build: string;
  pack: Pack;
  bytes: number;
  urls: string[];
}

/** The attribute of the `<data>` element that shows a pack's size: the build writes its bytes (`value`) and its
 *  text once the site is built (src/offline/pack-sizes.ts), so a page shows every size before any script runs. */
export const PACK_SIZE_ATTRIBUTE = 'data-pack-size';

/** A download's size as the reader reads it ("81,8 MB", "81,8 Mo", "450 kB"): in the build and the browser alike. */
export function formatSize(bytes: number, lang: Lang): string {
  const [unit, value] = bytes < 1e6 ? (['kilobyte', bytes / 1e3] as const) : (['megabyte', bytes / 1e6] as const);
  return new Intl.NumberFormat(lang, { style: 'unit', unit, maximumFractionDigits: unit === 'megabyte' ? 1 : 0 }).format(value);
}
