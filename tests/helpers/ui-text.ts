/**
 * What a reader of one interface language reads on a built page: every text node and every attribute a browser shows
 * or speaks (aria-label, title, placeholder, alt, the search page's templates), each with the language it is marked
 * in. parse5 directly: the whole of dist/ is read in one test.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

export interface PageText {
  text: string;
  /** The language the text is marked in (its nearest `lang`), primary subtag only. */
  lang: string;
  /** Marked by an element of the page with its own `lang`: content (a document's text, a language's own name), never
   *  an interface string — unless it marks the page's language again inside content of another language (a label of
   *  the interface within a French card on the Spanish site). */
  content?: true;
}

const SHOWN_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];
const NOT_TEXT = new Set(['script', 'style', 'template']);
/** Elements whose text mixes content and interface with no way to mark either ("<title>Card name · Site</title>"). */
const MIXED = new Set(['title']);

/** The search page hands its strings to the browser as JSON in `data-texts`: each one is read as the page's text. */
function attributeTexts(el: Element, lang: string): PageText[] {
  const out: PageText[] = [];
  for (const { name, value } of el.attrs) {
    if (SHOWN_ATTRIBUTES.includes(name)) out.push({ text: value, lang });
    if (name === 'data-texts')
      for (const v of Object.values(JSON.parse(value) as Record<string, string>))
        out.push({ text: v.replace(/\{\{[^{}]+\}\}/g, ' '), lang });
  }
  return out;
}

/** Every text of a page, with its language (and whether an element of the page marks it as content). */
export function pageTexts(html: string): PageText[] {
  const out: PageText[] = [];
  let pageLang = '';
  const walk = (node: Node, lang: string, content: boolean) => {
    if (node.nodeName === '#text') {
      const text = (node as DefaultTreeAdapterMap['textNode']).value.replace(/\s+/g, ' ').trim();
      if (text) out.push({ text, lang, ...(content && { content: true as const }) });
      return;
    }
    if (!('childNodes' in node)) return;
    let here = lang;
    let marked = content;
    if ('attrs' in node) {
      const el = node as Element;
      if (NOT_TEXT.has(el.tagName)) return;
      const own = el.attrs
        .find((a) => a.name === 'lang')
        ?.value?.split('-')[0]
        .toLowerCase();
      if (el.tagName === 'html') pageLang = own ?? '';
      else if (own !== undefined) marked = !(own === pageLang && content);
      here = MIXED.has(el.tagName) ? 'mixed' : (own ?? lang);
      out.push(...attributeTexts(el, here).map((t) => (marked ? { ...t, content: true as const } : t)));
    }
    for (const child of node.childNodes) walk(child, here, marked);
  };
  walk(parse(html), '', false);
  return out;
}
