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

/** One value per language: `{ es: make('es'), fr: make('fr'), pt: make('pt') }`, in the order of LANGS. */
export function perLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return Object.fromEntries(LANGS.map((lang) => [lang, make(lang)])) as Record<Lang, T>;
}

/** The languages as alternatives (`es|fr|pt`): for patterns of paths and for usage lines. (Marked pure so that the
 *  browser bundles, which do not use it, leave it out.) */
export const LANG_ALTERNATIVES = /* @__PURE__ */ LANGS.join('|');
