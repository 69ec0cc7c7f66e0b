import { UI_KEYS, useTranslations, type UiKey } from '../../i18n/index.js';
import type { Lang } from '../../languages.js';
import { DOCUMENT_KINDS } from '../../schema/index.js';
import { perLanguage } from './paths.js';

export const searchPaths = perLanguage;

const SEARCH_KEYS: UiKey[] = [
  'search.none',
  'search.loading',
  'search.error',
  'search.offline',
  'search.notSaved',
  'search.hint',
  'kind.card',
  'kind.keyword',
  'kind.rule',
  'kind.glossary',
  'kind.ruling',
  'kind.mechanic',
  'kind.document',
  'document.dateInferred',
  ...DOCUMENT_KINDS.map((kind) => `document.kind.${kind}` as UiKey),
];
/** Counted strings: the browser picks the form by `Intl.PluralRules` of the reader's language (`results_one`, …). */
const PLURAL_KEYS: UiKey[] = ['search.results'];
const PLACEHOLDERS = {
  ...Object.fromEntries(['count', 'query', 'n', 'a', 'b', 'color', 'symbol'].map((v) => [v, `{{${v}}}`])),
  // A date keeps its format: the browser writes it the reader's way.
  edition: '{{edition, date}}',
};

/** The search page: its strings for the browser code, templates with {{placeholders}} that the browser fills in. */
export function searchPage(lang: Lang) {
  const t = useTranslations(lang);
  const manaKeys = UI_KEYS.filter((k) => k.startsWith('mana.'));
  const template = (k: UiKey) => t(k, { interpolation: { skipOnVariables: true }, ...PLACEHOLDERS });
  const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
  const texts = Object.fromEntries([
    ...[...SEARCH_KEYS, ...manaKeys].map((k) => [k.replace(/^search\./, ''), template(k)]),
    ...PLURAL_KEYS.flatMap((k) => forms.map((form) => [`${k.replace(/^search\./, '')}_${form}`, template(`${k}_${form}` as UiKey)])),
  ]);
  return { t, lang, texts: JSON.stringify(texts) };
}
