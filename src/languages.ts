/**
 * The languages the knowledge base reads and speaks: the one table of what differs by language, which every layer
 * reads (schema, parser, importers, search, site, browser code, astro.config.mjs). Free of zod so browser code
 * can import it.
 *
 * One row each: the code (its BCP 47 tag: paths, `lang` attributes, the records), its name in itself (the language
 * picker), its ISO 639-3 code (language detection), MTGJSON's name for it (its cards' `foreignData`, its sets'
 * `translations`), the short name of its OpenSearch description (16 characters at most), how its dates write the
 * first of a month (Intl writes a plain 1). The first row is the default language. Words are not facts of this table:
 * they are in the translation files (src/i18n/<lang>.json), the parser's vocabulary (content/vocabulary.json), the
 * stemmers (src/text/stemmers.ts) and the keyword importer's verb endings (src/keyword-names/lib/dictionary-form.ts).
 */
export const LANGUAGES = [
  { code: 'es', name: 'Español', iso3: 'spa', mtgjson: 'Spanish', openSearchShortName: 'Reglas MTG', firstOfMonth: null },
  { code: 'fr', name: 'Français', iso3: 'fra', mtgjson: 'French', openSearchShortName: 'Règles MTG', firstOfMonth: '1er' },
  { code: 'pt', name: 'Português', iso3: 'por', mtgjson: 'Portuguese (Brazil)', openSearchShortName: 'Regras MTG', firstOfMonth: '1º' },
] as const;
export type Language = (typeof LANGUAGES)[number];
export type Lang = Language['code'];

/** The codes, in the table's order. */
export const LANGS = LANGUAGES.map((l) => l.code) as unknown as readonly [Lang, ...Lang[]];

/** A language's row of the table. */
export const languageOf = (lang: Lang): Language => LANGUAGES.find((l) => l.code === lang)!;

/** The language whose `fact` is `value` (`langWith('iso3', 'fra')`, `langWith('mtgjson', 'Spanish')`); undefined for
 *  a language the site does not have. */
export function langWith(fact: 'iso3' | 'mtgjson', value: string): Lang | undefined {
  return LANGUAGES.find((l) => l[fact] === value)?.code;
}

/** The language the site opens in when the reader's browser says nothing useful: the table's first. */
export const DEFAULT_LANG: Lang = LANGUAGES[0].code;

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
