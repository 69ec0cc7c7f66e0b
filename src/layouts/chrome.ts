/**
 * The words and links of what every page repeats around its content (its head, the site's header and footer), for
 * `src/html/layout.ts` to write. The three layouts pass only what their pages differ in.
 */
// Every page's head links the site's stylesheet: Astro links what any module of a page imports.
import '../styles/site.css';
import type { FooterView, HeadView, HeaderView } from '../html/layout.js';
import { LANGUAGE_NAMES, useTranslations } from '../i18n/index.js';
import { LANGS, type Lang } from '../languages.js';
import type { Indexing } from '../seo/indexing.js';
import { openSearchPath } from '../seo/urls.js';
import { CONTENT_SECURITY_POLICY } from '../site/csp.js';
import { buildIdOfRecords } from '../site/corpus.js';
import { appManifestPath, THEME_COLOR } from '../site/routing/app-manifest.js';
import { BUILD_META } from '../site-paths.js';

/** What a layout says of its page's head. */
export interface HeadProps {
  title: string;
  indexing: Indexing;
  /** The languages whose OpenSearch description the page offers; several: each says its language. */
  searches: readonly Lang[];
  /** The web app of this language (touch icon, manifest, theme colour): pages of one UI language. */
  app?: Lang;
  description?: string;
  /** A moved page's new path: the browser goes on to it at once. */
  refresh?: string;
}

export function headView({ title, indexing, searches, app, description, refresh }: HeadProps): HeadView {
  return {
    csp: CONTENT_SECURITY_POLICY,
    build: { name: BUILD_META, content: buildIdOfRecords() },
    refresh: refresh ?? null,
    app: app ? { manifest: appManifestPath(app), themeColor: THEME_COLOR } : null,
    title,
    description: description ?? null,
    noindex: indexing.noindex,
    canonical: indexing.canonical,
    alternates: indexing.alternates,
    searches: searches.map((l) => ({
      title: useTranslations(l)('site.name'),
      href: openSearchPath(l),
      hreflang: searches.length > 1 ? l : null,
    })),
  };
}

/** The header of a page of one UI language at `path` below its prefix ("cards/lightning-bolt/"). */
export function headerView(lang: Lang, path: string, searchValue = ''): HeaderView {
  const t = useTranslations(lang);
  return {
    skip: t('nav.skip'),
    home: { href: `/${lang}/`, text: t('site.name') },
    languages: {
      label: t('lang.switch'),
      versions: LANGS.map((l) => ({ lang: l, name: LANGUAGE_NAMES[l], href: l === lang ? null : `/${l}/${path}` })),
    },
    search: searchFormView(lang, 'site-search', searchValue),
    nav: {
      label: t('nav.main'),
      links: [
        { href: `/${lang}/cards/`, text: t('nav.cards') },
        { href: `/${lang}/keywords/`, text: t('nav.keywords') },
        { href: `/${lang}/rules/`, text: t('nav.rules') },
        { href: `/${lang}/documents/`, text: t('nav.documents') },
      ],
    },
  };
}

/** The search form of a page of one UI language; `id` names its input. */
export function searchFormView(lang: Lang, id: string, value = '') {
  const t = useTranslations(lang);
  return {
    action: `/${lang}/search/`,
    id,
    value,
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
  };
}

export function footerView(lang: Lang): FooterView {
  const t = useTranslations(lang);
  return {
    data: { href: `/data/${lang}.json`, text: t('footer.data') },
    schema: { href: '/data/schema.json', text: 'JSON Schema' },
    note: t('footer.note'),
  };
}
