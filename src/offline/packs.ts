/**
 * What a reader can keep offline, per UI language (browser-safe: the service worker and the home page use it too):
 * the language's site (`es`: every page but the pages of the catalogue's cards no document gives, and the search),
 * and the pages of every other card (`es-cards`), a download several times larger, asked for on its own.
 */
import { LANGS, type Lang } from '../languages.js';

export type Pack = Lang | `${Lang}-cards`;

export const cardsPack = (lang: Lang): Pack => `${lang}-cards`;
export const PACKS: readonly Pack[] = LANGS.flatMap((lang) => [lang, cardsPack(lang)]);
export const isPack = (value: unknown): value is Pack => typeof value === 'string' && (PACKS as readonly string[]).includes(value);
/** The UI language whose pages a pack holds. */
export const packLang = (pack: Pack): Lang => pack.slice(0, 2) as Lang;
export const isCardsPack = (pack: Pack): boolean => pack.endsWith('-cards');
