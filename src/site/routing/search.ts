import { UI_KEYS, useTranslations, type UiKey } from '../../i18n/index.js';
import type { Lang } from '../../languages.js';
import { perLanguage } from './paths.js';

export const searchPaths = perLanguage;

const SEARCH_KEYS: UiKey[] = [
  'search.results',
  'search.none',
  'search.loading',
  'search.error',
  'search.offline',
  'search.notSaved',
  'search.hint',
  'kind.card',
  'kind.keyword',
  'kind.rule',
  'kind.ruling',
  'kind.mechanic',
  'kind.document',
];
const PLACEHOLDERS = Object.fromEntries(['count', 'query', 'n', 'a', 'b', 'color', 'symbol'].map((v) => [v, `{{${v}}}`]));

/** The search page: its strings for the browser code, templates with {{placeholders}} that the browser fills in. */
export function searchPage(lang: Lang) {
  const t = useTranslations(lang);
  const manaKeys = UI_KEYS.filter((k) => k.startsWith('mana.'));
  const texts = Object.fromEntries(
    [...SEARCH_KEYS, ...manaKeys].map((k) => [
      k.replace(/^search\./, ''),
      t(k, { interpolation: { skipOnVariables: true }, ...PLACEHOLDERS }),
    ]),
  );
  return { t, lang, texts: JSON.stringify(texts) };
}
