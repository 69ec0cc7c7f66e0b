/**
 * A record's text as a page shows it (`richText` of site/ has made its nodes): the document's own emphasis, strong and
 * links, the records' links to rules, cards and keywords, and mana symbols. Every text is escaped by the `html` tag:
 * document text never reaches a page as markup.
 */
import { useTranslations } from '../i18n/index.js';
import type { Lang } from '../languages.js';
import type { InlineNode, TextLink } from '../schema/index.js';
import { cardPath, keywordPath, rulePath, withLang } from '../site-paths.js';
import { richText as richNodes, type LinkSelf, type RichNode, type Segment } from '../site/rich-text.js';
import { symbolView } from '../site/routing/card-text.js';
import { manaSymbol } from './card.js';
import { html, type Html } from './html.js';

/** What a record gives of a text: the text, its markup (emphasis, strong, links) and the spans that link. */
export interface RichTextOf {
  text: string;
  markup?: InlineNode[] | null;
  links?: TextLink[] | null;
}

/** One segment: text, a mana symbol, or a link to a rule, card or keyword (plain text inside a document's link). */
function segment(s: Segment, lang: Lang, inLink: boolean): Html | string {
  if (s.kind === 'text') return s.text;
  if (s.kind === 'mana') return manaSymbol(symbolView(s.symbol, lang, useTranslations(lang)));
  if (inLink) return s.text;
  if (s.kind === 'rule') return html`<a class="ref rule-ref" href="${withLang(lang, rulePath(s.number))}">${s.text}</a>`;
  if (s.kind === 'card') return html`<a class="ref card-ref" href="${withLang(lang, cardPath(s.page))}">${s.text}</a>`;
  return html`<a class="ref keyword-ref" href="${withLang(lang, keywordPath(s.key))}">${s.text}</a>`;
}

function nodes(list: readonly RichNode[], lang: Lang, inLink: boolean): Html {
  return html`${list.map((n) => {
    if (n.type === 'segments') return n.segments.map((s) => segment(s, lang, inLink));
    if (n.type === 'emphasis') return html`<em>${nodes(n.children, lang, inLink)}</em>`;
    if (n.type === 'strong') return html`<strong>${nodes(n.children, lang, inLink)}</strong>`;
    return html`<a class="doc-link" href="${n.url}" rel="nofollow noopener">${nodes(n.children, lang, true)}</a>`;
  })}`;
}

/** A record's text in the reader's interface `lang` (where its links go, the language of the symbols' labels); the
 *  page's own card or keyword (`self`) left unlinked. */
export function richText(of: RichTextOf, lang: Lang, self?: LinkSelf): Html {
  return nodes(richNodes(of.text, of.markup, of.links, self), lang, false);
}
