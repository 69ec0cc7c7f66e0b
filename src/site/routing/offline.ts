/**
 * What the site offers to keep offline: the home page's box (the language's site, and a link to choose sets) and the
 * page that chooses sets, newest first, grouped by year. Every size is written into the built pages by the offline
 * stage (src/offline/pack-sizes.ts), where each sentence leaves a place for it.
 */
import { PLURAL_KEYS, UI_KEYS, useTranslations, type Translate, type UiKey } from '../../i18n/index.js';
import type { Lang } from '../../languages.js';
import { setPack, sitePack } from '../../offline/packs.js';
import { downloadPath } from '../../site-paths.js';
import type { SiteCorpus } from '../corpus.js';
import { pageContext } from './context.js';

/** The strings of the download controls, as templates ({{count}}, {{size}}) the browser code fills in. */
export function offlineTexts(lang: Lang): string {
  const t = useTranslations(lang);
  const keys = UI_KEYS.filter((k) => k.startsWith('offline.') && !k.startsWith('offline.page.'));
  // Plural keys are asked for by each form (`offline.done_one`): the browser picks the form with Intl.PluralRules.
  const forms = keys.flatMap((k) => (PLURAL_KEYS.has(k) ? ['one', 'other'].map((f) => `${k}_${f}`) : [k]));
  return JSON.stringify(Object.fromEntries(forms.map((k) => [k, t(k as never)])));
}

const SIZE = '\u0000';

/** A sentence that holds a pack's size, cut where the size goes: the page renders the size's place between. */
export function aroundSize(t: Translate, key: UiKey, values: Record<string, unknown> = {}) {
  const [before, after = ''] = t(key, { ...values, size: SIZE } as never).split(SIZE);
  return { before, after };
}

/** The home page's box: the language's site, its size, and the page that chooses sets too. */
export function offlineBox(lang: Lang) {
  const t = useTranslations(lang);
  return {
    t,
    texts: offlineTexts(lang),
    pack: sitePack(lang),
    size: aroundSize(t, 'offline.size'),
    choose: { label: t('offline.chooseSets'), href: `/${lang}/${downloadPath()}` },
  };
}

/** The page that chooses what to keep: the language's site, then every set that holds cards, by year, newest first. */
export async function offlinePage(lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const { t } = p;
  const sets = p.c.catalogue.sets
    .filter((s) => s.cards > 0)
    .slice()
    .sort((a, b) => (a.released < b.released ? 1 : a.released > b.released ? -1 : a.code < b.code ? -1 : 1));
  const years = [...new Set(sets.map((s) => s.released.slice(0, 4)))];
  return {
    title: t('offline.choose.title'),
    path: downloadPath(),
    texts: offlineTexts(lang),
    site: { pack: sitePack(lang), label: t('offline.choose.site') },
    years: years.map((year, i) => {
      const ofYear = sets.filter((s) => s.released.startsWith(year));
      return {
        label: t('offline.choose.year', { year, count: ofYear.length }),
        open: i === 0,
        sets: ofYear.map((s) => ({
          pack: setPack(lang, s.code),
          code: s.code,
          name: s.names?.[lang] ?? s.name,
          nameLang: s.names?.[lang] ? lang : 'en',
          count: t('cards.count', { count: s.cards }),
        })),
      };
    }),
    total: aroundSize(t, 'offline.choose.total'),
    ...p,
  };
}
