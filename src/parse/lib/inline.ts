import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';

const MARKUP = /[_*[\]<>`\\]/;
/** Starts a markdown block (list item, heading, quote, rule): kept as text, escaped before parsing. */
const BLOCK_START = /^(\s*)(?:(\d{1,9})([.)])|([-+*>#]|={3,}|_{3,}))(?=\s|$)/;
/** Past this length, or with this many markers, markdown parsing gets slow on hostile text: strip markers plainly. */
const MAX_PARSED = 2000;
const MAX_MARKERS = 200;

function stripPlainly(line: string): string {
  return line
    .replace(/\[([^\][\n]{0,300})\]\([^()[\]\s]{0,500}\)/g, '$1')
    .replace(/<((?:www\.|https?:\/\/)[^<>\s]+)>/g, '$1')
    .replace(/(^|[\s(])[*_]+(?=\S)|(?<=\S)[*_]+(?=$|[\s).,;:!?])/g, '$1');
}

/** Only emphasis pairs (`*(reminder)*`, `_Magic_`) and nothing else markdown would read: no need to parse. */
const EMPHASIS_ONLY = /^(?:[^_*[\]<>`\\]|(?<![\p{L}\p{N}])([*_])(?=[^\s*_])[^_*[\]<>`\\\n]*?(?<=[^\s*_])\1(?![\p{L}\p{N}]))*$/u;

function plainLine(line: string): string {
  if (!MARKUP.test(line)) return line.replace(/\s+/g, ' ').trim();
  if (line.length <= MAX_PARSED && !BLOCK_START.test(line) && EMPHASIS_ONLY.test(line))
    return line.replace(/(?<![\p{L}\p{N}])([*_])(?=[^\s*_])([^_*\n]*?)(?<=[^\s*_])\1(?![\p{L}\p{N}])/gu, '$2').replace(/\s+/g, ' ').trim();
  const markers = line.match(/[_*[\]<>`\\]/g)?.length ?? 0;
  if (line.length > MAX_PARSED || markers > MAX_MARKERS) return stripPlainly(line).replace(/\s+/g, ' ').trim();
  // Autolinks without a scheme (<www.wizards.com/…>) are not autolinks to markdown: keep their text.
  const prepared = line.replace(/<((?:www\.|https?:\/\/)[^<>\s]+)>/g, '$1').replace(BLOCK_START, (_m, space: string, digits?: string, delimiter?: string, marker?: string) =>
      digits ? `${space}${digits}\\${delimiter}` : `${space}\\${marker}`,
    );
  const out = toString(fromMarkdown(prepared), { includeHtml: true });
  return out.replace(/\s+/g, ' ').trim() || line.trim();
}

/**
 * Source inline markup (`_italic_`, `*italic*`, `[text](url)`, `<www…>` autolinks) → plain text, line by line so
 * numbered steps and list-like lines stay as written. Records keep plain text; pages escape it. Mana symbols pass.
 */
export function plainText(text: string): string {
  if (!MARKUP.test(text)) return text;
  return text.split('\n').map(plainLine).join('\n');
}
