/**
 * What every page repeats around its own content: the tags of its head, the site's header (language switch, search
 * form, navigation) and footer. Written as strings, not as Astro components: 94,000 pages render them, and each
 * component and each attribute costs Astro's renderer time of its own. The layouts work out every word and link
 * (`src/layouts/chrome.ts`); these only write the markup.
 */
import { html, type Html } from './html.js';

/** Everything a page's head says, each tag's value worked out. */
export interface HeadView {
  csp: string;
  build: { name: string; content: string };
  /** A moved page's new path: the browser goes on to it at once. */
  refresh: string | null;
  /** The web app of the page's language (touch icon, manifest, theme colour). */
  app: { manifest: string; themeColor: string } | null;
  title: string;
  description: string | null;
  noindex: boolean;
  canonical: string | null;
  /** The page in each language, by its hreflang. */
  alternates: { hreflang: string; href: string }[];
  /** The OpenSearch descriptions offered, each said in its language where there are several. */
  searches: { title: string; href: string; hreflang: string | null }[];
}

/** The tags of a page's head (Astro adds the stylesheet and the scripts after them). */
export function headTags(h: HeadView): Html {
  const refresh = h.refresh && html`<meta http-equiv="refresh" content="${`0; url=${h.refresh}`}">`;
  const app =
    h.app &&
    html`<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png"><link rel="manifest" href="${h.app.manifest}"><meta name="theme-color" content="${h.app.themeColor}">`;
  const description = h.description && html`<meta name="description" content="${h.description}">`;
  const noindex = h.noindex && html`<meta name="robots" content="noindex">`;
  const canonical = h.canonical && html`<link rel="canonical" href="${h.canonical}">`;
  const alternates = h.alternates.map((a) => html`<link rel="alternate" hreflang="${a.hreflang}" href="${a.href}">`);
  const searches = h.searches.map(
    (s) =>
      html`<link rel="search" type="application/opensearchdescription+xml" title="${s.title}" href="${s.href}"${s.hreflang && html` hreflang="${s.hreflang}"`}>`,
  );
  return html`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta http-equiv="Content-Security-Policy" content="${h.csp}"><meta name="${h.build.name}" content="${h.build.content}">${refresh}<link rel="icon" href="/favicon.svg" type="image/svg+xml">${app}<title>${h.title}</title>${description}${noindex}${canonical}${alternates}${searches}`;
}

/** The search form of the header and of the search page. */
export interface SearchFormView {
  action: string;
  id: string;
  value: string;
  label: string;
  placeholder: string;
  submit: string;
}

export function searchForm(f: SearchFormView): Html {
  return html`<form role="search" method="get" action="${f.action}" class="search-form" data-search-form><label for="${f.id}" class="visually-hidden">${f.label}</label><input id="${f.id}" name="q" type="search" value="${f.value}" placeholder="${f.placeholder}" autocomplete="off" maxlength="200" spellcheck="false" data-search-input><button type="submit">${f.submit}</button></form>`;
}

interface Link {
  href: string;
  text: string;
}

/** The site's header on a page of one UI language. */
export interface HeaderView {
  skip: string;
  home: Link;
  /** The page in each UI language: the reader's own has no link. */
  languages: { label: string; versions: { lang: string; name: string; href: string | null }[] };
  search: SearchFormView;
  nav: { label: string; links: Link[] };
}

/** The skip link and the header: the site's name, the language switch, the search form, the main navigation. */
export function siteHeader(v: HeaderView): Html {
  const versions = v.languages.versions.map((l) =>
    l.href === null
      ? html`<li><span aria-current="page" lang="${l.lang}">${l.name}</span></li>`
      : html`<li><a href="${l.href}" hreflang="${l.lang}" lang="${l.lang}">${l.name}</a></li>`,
  );
  const nav = v.nav.links.map((l) => html`<li><a href="${l.href}">${l.text}</a></li>`);
  return html`<a class="skip-link" href="#main">${v.skip}</a><header class="site-header"><div class="header-row"><a class="site-name" href="${v.home.href}">${v.home.text}</a><nav class="lang-switch" aria-label="${v.languages.label}"><ul>${versions}</ul></nav></div>${searchForm(v.search)}<nav class="main-nav" aria-label="${v.nav.label}"><ul>${nav}</ul></nav></header>`;
}

/** The site's footer: the open data of the reader's language and its schema, and the site's note. */
export interface FooterView {
  data: Link;
  schema: Link;
  note: string;
}

export function siteFooter(v: FooterView): Html {
  return html`<footer class="site-footer"><p><a href="${v.data.href}">${v.data.text}</a> · <a href="${v.schema.href}">${v.schema.text}</a></p><p>${v.note}</p></footer>`;
}
