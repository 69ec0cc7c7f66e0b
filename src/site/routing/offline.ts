import { PLURAL_KEYS, UI_KEYS, useTranslations } from '../../i18n/index.js';
import type { Lang } from '../../languages.js';

/** The strings of the home page's download control, as templates ({{count}}, {{size}}) the browser code fills in. */
export function offlineControl(lang: Lang) {
  const t = useTranslations(lang);
  const keys = UI_KEYS.filter((k) => k.startsWith('offline.') && !k.startsWith('offline.page.'));
  // Plural keys are asked for by each form (`offline.size_one`): the browser picks the form with Intl.PluralRules.
  const forms = keys.flatMap((k) => (PLURAL_KEYS.has(k) ? ['one', 'other'].map((f) => `${k}_${f}`) : [k]));
  const texts = Object.fromEntries(forms.map((k) => [k, t(k as never)]));
  return { t, texts: JSON.stringify(texts) };
}
