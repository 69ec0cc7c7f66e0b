/**
 * A ruling as every page shows it (card, keyword, rule and document pages), and what goes with it: where it comes
 * from, what may be outdated in it, the rulings that say the same folded under it; a card's official rulings. The
 * route data (site/routing/) has worked out every word; these only write the markup.
 */
import { useTranslations } from '../i18n/index.js';
import type { Lang } from '../languages.js';
import type { Ruling } from '../schema/index.js';
import type { LinkSelf } from '../site/rich-text.js';
import type { officialRulingView } from '../site/routing/card-catalogue.js';
import type { ChangeMark } from '../site/routing/rule-links.js';
import type { RulingMarks } from '../site/routing/ruling-marks.js';
import type { SourceView } from '../site/routing/source.js';
import { paragraphs } from './card.js';
import { attribute, html, Html, joined } from './html.js';
import { richText } from './rich-text.js';

/** "Fuente: <document>, <date>, línea 12": a link to a document and line, dated. `label` where the context does not
 *  make it plain (its colon written the reader's way). */
export function sourceLine(s: SourceView, label?: string): Html {
  const date = s.date && html`, ${s.datetime ? html`<time datetime="${s.datetime}">${s.date}</time>` : s.date}`;
  return html`<span class="source">${label && html`${label} `}<a href="${s.href}" lang="${s.titleLang}">${s.title}</a>${date}, ${s.line}</span>`;
}

/** The marks of cited or quoted rules whose wording changed since: each a link to the diff. */
export function changeMarks(marks: readonly ChangeMark[]): Html {
  return html`${marks.map((m) => html`<p class="change-mark"><a href="${m.href}">${m.text}</a></p>`)}`;
}

/** What may be outdated in a ruling, in the reader's language: its original rewritten since, words the rules renamed
 *  (the ruling's and today's, each in its language), the cited rules changed since. */
export function rulingMarks(marks: RulingMarks): Html {
  const outdated = marks.outdated.map((text) => html`<p class="outdated-mark">${text}</p>`);
  const formerWords = marks.formerWords.map(
    ({ pieces, words, today }) =>
      html`<p class="outdated-mark former-word">${pieces[0]}<span lang="${words.lang}">${words.text}</span>${pieces[1]}<span lang="${today.lang}">${today.text}</span>${pieces[2]}</p>`,
  );
  return html`${outdated}${formerWords}${changeMarks(marks.changes)}`;
}

type RulingText = Pick<Ruling, 'text' | 'markup' | 'links' | 'lang'>;

/** The same ruling in another language (or another document), folded under the one shown: "También en: español, 2008". */
export interface FoldedRuling {
  ruling: RulingText;
  label: string;
  href: string;
  source: SourceView;
  marks?: RulingMarks;
  /** Its anchor, where this page is its address. */
  anchor?: string;
}

/** One document ruling and what the page says around it. */
export interface DocumentRulingView {
  ruling: RulingText;
  /** The reader's language. */
  lang: Lang;
  /** The page's own card or keyword, left unlinked. */
  self?: LinkSelf;
  link: { href: string; text: string; lang?: string };
  /** Its language, named as a badge. */
  badge?: string;
  source?: SourceView;
  sourceLabel?: string;
  /** Where it comes from in plain words (on its document's page: the date and line). */
  where?: string;
  marks?: RulingMarks;
  alsoIn?: readonly FoldedRuling[];
  /** The permalink's words, for the folded rulings. */
  permalink?: string;
}

/**
 * One document ruling: its text, what may be outdated in it, a meta line (a link — its permalink, or its card or
 * section away from its home — its language, where it comes from) and the rulings that say the same folded under it.
 * The caller writes the element around it (`<li>`, `<div>`).
 */
export function documentRuling(v: DocumentRulingView): Html {
  const { ruling: r, lang, self, link, alsoIn = [], permalink = link.text } = v;
  const meta = [
    html`<a href="${link.href}"${attribute('lang', link.lang)}>${link.text}</a>`,
    v.badge && html`<span class="lang-badge">${v.badge}</span>`,
    v.source && sourceLine(v.source, v.sourceLabel),
    v.where && html`<span>${v.where}</span>`,
  ].filter((x): x is Html => x instanceof Html);
  const folded = alsoIn.map(
    (f) =>
      html`<details class="also-in"${attribute('id', f.anchor)}><summary>${f.label}</summary>${documentRuling({
        ruling: f.ruling,
        lang,
        self,
        link: { href: f.href, text: permalink },
        source: f.source,
        sourceLabel: v.sourceLabel,
        marks: f.marks,
      })}</details>`,
  );
  return html`<p class="ruling-text" lang="${r.lang}">${richText(r, lang, self)}</p>${v.marks && rulingMarks(v.marks)}<p class="ruling-meta">${joined(meta, ' ')}</p>${folded}`;
}

type OfficialRulingView = ReturnType<typeof officialRulingView>;

/** One official ruling: in the reader's language where a document of theirs translates it (the translation with its
 *  source, marks and permalink, the English original folded under it), else in English and dated; then a link to its
 *  translation in each other language. */
function officialRuling(r: OfficialRulingView, self: LinkSelf, lang: Lang): Html {
  const t = useTranslations(lang);
  const shown = r.translations.shown;
  const english = html`<div class="ruling-text" lang="en">${paragraphs(r.lines)}</div>`;
  const date = html`<time datetime="${r.datetime}">${r.date}</time>`;
  const body = shown
    ? html`<div class="translated" id="${shown.ruling.anchor}">${documentRuling({
        ruling: shown.ruling,
        lang,
        self,
        link: { href: `#${r.anchor}`, text: t('card.permalink') },
        source: shown.source,
        sourceLabel: t('card.sourceLabel'),
        marks: shown.marks,
        alsoIn: r.translations.older.map((o) => ({ ...o, anchor: o.ruling.anchor })),
      })}</div><details class="original"><summary>${t('card.originalInEnglish')}, ${date}</summary>${english}</details>`
    : html`<div class="official">${english}<p class="ruling-meta"><a href="#${r.anchor}">${t('card.permalink')}</a> ${date}</p></div>`;
  const links = r.translations.alsoIn.map((a) => html`<a href="${a.href}" hreflang="${a.lang}">${a.language}</a>`);
  const alsoIn =
    links.length > 0 && html`<p class="ruling-meta also-translated"><span>${t('card.alsoTranslatedIn')} ${joined(links, ', ')}</span></p>`;
  return html`<li id="${r.anchor}">${body}${alsoIn}</li>`;
}

/** A card page's list of official rulings, each once (the items of its `<ol>`). */
export function officialRulings(rulings: readonly OfficialRulingView[], self: LinkSelf, lang: Lang): Html {
  return html`${rulings.map((r) => officialRuling(r, self, lang))}`;
}
