import i18next, { type TFunction } from 'i18next';
import { z } from 'zod';
import { DEFAULT_LANG, languageOf, perLang, type Lang } from '../languages.js';
import { formatDocumentDate } from './intl.js';
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

/** Every UI string, keyed as in es.json: a language missing a key fails here, at build time. */
export const translationSchema = z.object(Object.fromEntries(Object.keys(es).map((k) => [k, z.string().min(1)]))).strict();
/** i18next picks a plural form by `count`: `key_one`, `key_other` in the files are asked for as `key`. */
type PluralBase<K extends string> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;
export type UiKey = PluralBase<keyof typeof es>;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** Every UI string's key (plural forms once, by their base key). */
export const UI_KEYS = [...new Set(Object.keys(es).map((k) => k.replace(PLURAL_SUFFIX, '')))] as UiKey[];
/** The keys that have plural forms (`cards.count` for `cards.count_one`, `cards.count_other`). */
export const PLURAL_KEYS: ReadonlySet<string> = new Set(
  Object.keys(es)
    .filter((k) => PLURAL_SUFFIX.test(k))
    .map((k) => k.replace(PLURAL_SUFFIX, '')),
);

/** The translation files by language: one static import each, so that bundlers find them (a language of LANGS
 *  missing here fails to compile). */
const TRANSLATIONS = { es, fr, pt } satisfies Record<Lang, unknown>;
const resources = perLang((lang) => ({ translation: translationSchema.parse(TRANSLATIONS[lang]) }));

// The one i18next instance of the site. Flat dotted keys: no key or namespace separators.
const instance = i18next.createInstance();
void instance.init({
  resources,
  lng: DEFAULT_LANG,
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  // Astro escapes what it renders; escaping here too would double-escape "«" and apostrophes.
  interpolation: { escapeValue: false },
  returnNull: false,
});

// `{{edition, date}}`: a date of the data (`2012-06-01`) written the reader's way mid-sentence ("vigentes el 1 de junio
// de 2012", "en vigueur au 1er juin 2012"): ISO dates stay in the data and in `<time datetime>`.
instance.services.formatter?.add('date', (value, lng) => formatDocumentDate(String(value), lng as Lang));
// `{{count, number}}`: a count written the reader's way ("28.116 cartas", "28 116 cartes"); a template handed to the
// browser keeps its placeholder (`{{count}}` given as the value), which the browser fills the same way.
instance.services.formatter?.add('number', (value, lng) =>
  typeof value === 'number' ? new Intl.NumberFormat(lng).format(value) : String(value),
);

export type Translate = (key: UiKey, options?: Record<string, unknown>) => string;
const bound = new Map<Lang, Translate>();

// Pages ask for the same few strings thousands of times ("line 12", "2 generic mana"): each (key, options) is
// translated once. Bounded, because options such as a card's name make keys that are not asked for again.
const MEMO_ENTRIES = 50_000;

type Primitive = string | number | boolean;

/** The name of the one option when there is exactly one and its value is a string, number or boolean. */
function onlyOption(options: Record<string, unknown>): string | null {
  let only: string | null = null;
  for (const name in options) {
    if (only !== null) return null;
    only = name;
  }
  const value = only === null ? null : options[only];
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? only : null;
}

/** `t` bound to one UI language; a string is looked up once per build for each key and set of options. Most calls
 *  have no option or one (a count, a language's name): those are found by key, option and value in nested maps,
 *  without making a string of the options at each call (a million calls in a build); the others by their JSON. */
export function useTranslations(lang: Lang): Translate {
  let translate = bound.get(lang);
  if (!translate) {
    const t: TFunction = instance.getFixedT(lang);
    const byKey = new Map<string, string>();
    const byOption = new Map<string, Map<string, Map<Primitive, string>>>();
    let entries = 0;
    const counted = () => {
      if (++entries > MEMO_ENTRIES) {
        byKey.clear();
        byOption.clear();
        entries = 1;
      }
    };
    translate = (key, options) => {
      const name = options ? onlyOption(options) : null;
      if (options && name !== null) {
        const value = options[name] as Primitive;
        let names = byOption.get(key);
        if (!names) byOption.set(key, (names = new Map()));
        let values = names.get(name);
        if (!values) names.set(name, (values = new Map()));
        let found = values.get(value);
        if (found === undefined) {
          found = t(key, options) as string;
          counted();
          values.set(value, found);
        }
        return found;
      }
      const memoKey = options ? `${key}\u0000${JSON.stringify(options)}` : key;
      let found = byKey.get(memoKey);
      if (found === undefined) {
        found = (options ? t(key, options) : t(key)) as string;
        counted();
        byKey.set(memoKey, found);
      }
      return found;
    };
    bound.set(lang, translate);
  }
  return translate;
}

/** Each language's name in itself (the language picker). */
export const LANGUAGE_NAMES: Record<Lang, string> = perLang((l) => languageOf(l).name);
