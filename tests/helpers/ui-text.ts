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

/** Every text of a page, with its language. */
export function pageTexts(html: string): PageText[] {
  const out: PageText[] = [];
  const walk = (node: Node, lang: string) => {
    if (node.nodeName === '#text') {
      const text = (node as DefaultTreeAdapterMap['textNode']).value.replace(/\s+/g, ' ').trim();
      if (text) out.push({ text, lang });
      return;
    }
    if (!('childNodes' in node)) return;
    let here = lang;
    if ('attrs' in node) {
      const el = node as Element;
      if (NOT_TEXT.has(el.tagName)) return;
      here = MIXED.has(el.tagName) ? 'mixed' : (el.attrs.find((a) => a.name === 'lang')?.value ?? lang).split('-')[0].toLowerCase();
      out.push(...attributeTexts(el, here));
    }
    for (const child of node.childNodes) walk(child, here);
  };
  walk(parse(html), '');
  return out;
}
