import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

const MARKUP = /[_*[\]<>`\\]/;

/**
 * Source inline markup (`_italic_`, `*italic*`, `[text](url)`, `<www…>` autolinks) → plain text.
 * Records keep plain text; pages escape it. Mana symbols `{R}` are not markdown and pass through.
 */
export function plainText(text: string): string {
  if (!MARKUP.test(text)) return text;
  // Autolinks without a scheme (<www.wizards.com/…>) are not autolinks to markdown: keep their text.
  const prepared = text.replace(/<((?:www\.|https?:\/\/)[^<>\s]+)>/g, '$1');
  // Lone emphasis markers that would swallow text (odd counts) are kept literally.
  const tree = fromMarkdown(prepared);
  const out = toString(tree, { includeHtml: true });
  return out.replace(/\s+/g, ' ').trim() || text.trim();
}
