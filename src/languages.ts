/**
 * The three languages the knowledge base reads and speaks: the one list every layer uses (schema, parser, search,
 * site, browser code, Astro's i18n routing). Free of zod so browser code can import it.
 */
export const LANGS = ['es', 'fr', 'pt'] as const;
export type Lang = (typeof LANGS)[number];

/** The language the site opens in when the reader's browser says nothing useful. */
export const DEFAULT_LANG: Lang = 'es';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
