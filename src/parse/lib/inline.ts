import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { MAX_INLINE_DEPTH, inlineText, webUrlSchema, type InlineNode } from '../../schema/inline.js';

/** Characters that can start markdown: a line without any is text as it stands, with no need to parse it. */
const MARKUP = /[_*[\]<>`\\]/;
/** Markup but brackets, and what else markdown changes in text: character references (`&amp;`), NUL (U+FFFD). */
const MARKUP_BUT_BRACKETS = /[_*<>`\\&\0]/;

/** Does markdown read anything in this line? Not when its only markers are brackets that open no link ("Ninjutsu
 *  [coste]"): reference definitions are off, so a link needs `](`, and the brackets stay text. */
const hasMarkup = (line: string) => MARKUP.test(line) && (MARKUP_BUT_BRACKETS.test(line) || line.includes(']('));
/** Past this length, or with this many markers, remark's parsing gets slow on hostile text (quadratic on "*a_"
 *  or "[a](" runs): such a line is read plainly, without structure (`stripPlainly`). Real lines stay far below
 *  (under 1,000 characters and 30 markers). */
const MAX_PARSED = 2000;
const MAX_MARKERS = 200;

/**
 * Markdown's block constructs are off: a line is one paragraph whatever it starts with ("1) ", "- ", "# ", "> ",
 * "---", four spaces), and "[a]: b" defines no link. Only inline constructs are read.
 */
const BLOCKS_OFF = [
  'blockQuote',
  'codeFenced',
  'codeIndented',
  'definition',
  'headingAtx',
  'htmlFlow',
  'list',
  'setextUnderline',
  'thematicBreak',
];

function inlineOnly(this: Processor) {
  const data = this.data();
  (data.micromarkExtensions ??= []).push({ disable: { null: BLOCKS_OFF } });
}

const markdown = unified().use(remarkParse).use(inlineOnly).freeze();
/** A node of remark's syntax tree (mdast). */
type MdNode = ReturnType<typeof markdown.parse>['children'][number];

/** The URL a link may keep: a web page (http, https), as the URL standard writes it and the schema accepts it
 *  (`webUrlSchema`); anything else is refused. */
function webUrl(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    const href = new URL(url).href;
    return webUrlSchema.safeParse(href).success ? href : null;
  } catch {
    return null;
  }
}

/** A scheme-less autolink (`<www.wizards.com/locator>`): markdown reads it as text; it is a link to https://www…. */
const WWW_AUTOLINK = /<(www\.[^<>\s]+)>/g;

function textNodes(value: string, links: boolean): InlineNode[] {
  if (!links || !value.includes('<www.')) return [{ type: 'text', value }];
  const out: InlineNode[] = [];
  let at = 0;
  for (const m of value.matchAll(WWW_AUTOLINK)) {
    const url = webUrl(`https://${m[1]}`);
    if (!url) continue;
    if (m.index > at) out.push({ type: 'text', value: value.slice(at, m.index) });
    out.push({ type: 'link', url, children: [{ type: 'text', value: m[1] }] });
    at = m.index + m[0].length;
  }
  if (at < value.length) out.push({ type: 'text', value: value.slice(at) });
  return out;
}

/**
 * mdast → inline nodes. Emphasis, strong and links to web pages are kept (a link with a title, or to anything but a
 * web page, is not); every other construct (code, HTML, images, …) is the source text exactly as written. Text
 * values are markdown's reading of the source (`\*` is `*`, `&amp;` is `&`).
 */
function convert(nodes: readonly MdNode[], source: string, depth: number, inLink: boolean): InlineNode[] {
  const out: InlineNode[] = [];
  const asWritten = (n: MdNode) => ({ type: 'text' as const, value: source.slice(n.position!.start.offset, n.position!.end.offset) });
  for (const n of nodes) {
    if (n.type === 'paragraph') out.push(...convert(n.children, source, depth, inLink));
    else if (n.type === 'text') out.push(...textNodes(n.value, !inLink && depth < MAX_INLINE_DEPTH));
    else if (n.type === 'emphasis' || n.type === 'strong') {
      const children = convert(n.children, source, depth + 1, inLink);
      // Deeper than the schema allows (hostile text only): the words stay, the structure goes.
      if (depth >= MAX_INLINE_DEPTH) out.push(...children);
      else out.push({ type: n.type, children });
    } else if (n.type === 'link') {
      const url = inLink || n.title != null ? null : webUrl(n.url);
      const children = url ? convert(n.children, source, depth + 1, true) : [];
      // A link without words ("[](https://…)") would be an empty anchor: it stays text too.
      if (!url || !inlineText(children).trim()) out.push(asWritten(n));
      else {
        if (depth >= MAX_INLINE_DEPTH) out.push(...children);
        else out.push({ type: 'link', url, children });
      }
    } else out.push(asWritten(n));
  }
  return out;
}

/**
 * Whitespace as the plain text has it: runs of whitespace are one space, none at either end; empty text nodes and
 * emptied elements go, adjacent text nodes are one.
 */
function normalize(nodes: InlineNode[]): InlineNode[] {
  let afterSpace = true;
  const collapse = (list: InlineNode[]): InlineNode[] => {
    const out: InlineNode[] = [];
    for (const n of list) {
      if (n.type === 'text') {
        let value = n.value.replace(/\s+/g, ' ');
        if (afterSpace && value.startsWith(' ')) value = value.slice(1);
        if (!value) continue;
        afterSpace = value.endsWith(' ');
        const last = out.at(-1);
        if (last?.type === 'text') last.value += value;
        else out.push({ type: 'text', value });
      } else {
        const children = collapse(n.children);
        if (children.length) out.push({ ...n, children });
      }
    }
    return out;
  };
  const trimEnd = (list: InlineNode[]): InlineNode[] => {
    const last = list.at(-1);
    if (!last) return list;
    if (last.type === 'text') {
      const value = last.value.replace(/ $/, '');
      if (value) return [...list.slice(0, -1), { type: 'text', value }];
    } else {
      const children = trimEnd(last.children);
      if (children.length) return [...list.slice(0, -1), { ...last, children }];
    }
    return trimEnd(list.slice(0, -1));
  };
  return trimEnd(collapse(nodes));
}

/** A long or marker-heavy line, read without a parser: web links and autolinks give their text, emphasis markers at
 *  word edges go. Linear time; no structure. */
function stripPlainly(line: string): string {
  return line
    .replace(/\[([^\][\n]{0,300})\]\(https?:\/\/[^()[\]\s]{0,500}\)/g, '$1')
    .replace(/<((?:www\.|https?:\/\/)[^<>\s]+)>/g, '$1')
    .replace(/(^|[\s(])[*_]+(?=\S)|(?<=\S)[*_]+(?=$|[\s).,;:!?])/g, '$1');
}

const collapsed = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A line remark would be slow on (hostile text): read plainly instead (`stripPlainly`). */
const tooHeavy = (line: string) => line.length > MAX_PARSED || line.match(/[_*[\]<>`\\]/g)!.length > MAX_MARKERS;

/**
 * Lines markdown has read (whitespace collapsed), with their nodes: one document's, read ahead in one parse
 * (`readInlineAhead`), and those read one at a time since. A text that two steps read (a section's paragraphs are
 * its mechanic's explanation too) is parsed once. Bounded: a long run of reads without a read-ahead starts it over.
 */
const readLines = new Map<string, readonly InlineNode[]>();
const MAX_REMEMBERED = 4096;

function remember(plain: string, nodes: readonly InlineNode[]) {
  if (readLines.size >= MAX_REMEMBERED) readLines.clear();
  readLines.set(plain, nodes);
}

/** One line's inline nodes: never empty for a line with text. */
function lineNodes(line: string): InlineNode[] {
  const plain = collapsed(line);
  if (!plain) return [];
  if (!hasMarkup(line)) return [{ type: 'text', value: plain }];
  if (tooHeavy(line)) return [{ type: 'text', value: collapsed(stripPlainly(line)) || plain }];
  let nodes = readLines.get(plain);
  // Whitespace collapsed before parsing: markdown reads a run of spaces as it reads one, and positions then match.
  if (!nodes) remember(plain, (nodes = normalize(convert(markdown.parse(plain).children, plain, 0, false))));
  return nodes.length ? [...nodes] : [{ type: 'text', value: plain }];
}

/** Lines markdown reads in one parse at most: a document's marked-up lines are a few hundred. */
const BATCH_LINES = 500;

/**
 * Reads ahead the lines of `texts` that have markup, in one parse per few hundred lines (each of remark's parses
 * sets up its tokenizers and compiler afresh, which costs more than a short line's reading): later `readInline`
 * calls on these texts find their lines read. Each line is a paragraph of its own (blank lines between them, block
 * constructs off), so markdown reads it exactly as alone; a batch whose paragraphs are not its lines one for one is
 * left to be read line by line. Forgets the lines read before (another document's). Returns how many lines it read.
 */
export function readInlineAhead(texts: Iterable<string>): number {
  readLines.clear();
  const lines = new Set<string>();
  for (const text of texts) {
    if (!MARKUP.test(text)) continue;
    for (const line of text.split('\n')) {
      const plain = collapsed(line);
      if (plain && hasMarkup(line) && !tooHeavy(line)) lines.add(plain);
    }
  }
  const all = [...lines];
  let read = 0;
  for (let at = 0; at < all.length; at += BATCH_LINES) read += readBatch(all.slice(at, at + BATCH_LINES));
  return read;
}

/** Lines (distinct, whitespace collapsed) read in one parse: how many were read (all, or none). */
function readBatch(lines: string[]): number {
  const source = lines.join('\n\n');
  const paragraphs = markdown.parse(source).children;
  if (paragraphs.length !== lines.length) return 0;
  let start = 0;
  for (let i = 0; i < lines.length; i++) {
    const p = paragraphs[i];
    const end = start + lines[i].length;
    if (p.type !== 'paragraph' || p.position?.start.offset !== start || p.position.end.offset !== end) return 0;
    start = end + 2;
  }
  paragraphs.forEach((p, i) => remember(lines[i], normalize(convert([p], source, 0, false))));
  return lines.length;
}

/** A text read for its inline markup: its plain text, and its structure when it has any. */
export interface InlineReading {
  text: string;
  /** Present only when the text has emphasis, strong or a link. */
  markup?: InlineNode[];
}

/**
 * Source inline markup (`_italic_`, `*italic*`, `**strong**`, `[text](https://…)`, `<www…>` autolinks) read with
 * remark, line by line so numbered steps and list-like lines stay as written: the plain text (markers gone, a
 * link's text kept, its URL not) and, when there is any, the structure. Mana symbols pass as text.
 */
export function readInline(text: string): InlineReading {
  if (!MARKUP.test(text)) return { text };
  const nodes: InlineNode[] = [];
  text.split('\n').forEach((line, i) => {
    const own = lineNodes(line);
    if (i > 0) own.unshift({ type: 'text', value: '\n' });
    for (const n of own) {
      const last = nodes.at(-1);
      if (n.type === 'text' && last?.type === 'text') last.value += n.value;
      else nodes.push(n.type === 'text' ? { ...n } : n);
    }
  });
  const plain = inlineText(nodes);
  return nodes.some((n) => n.type !== 'text') ? { text: plain, markup: nodes } : { text: plain };
}

/** The plain text of a text's inline markup (card names, section titles: their structure is not kept). */
export function plainText(text: string): string {
  return readInline(text).text;
}

/** A paragraph of prose as records keep it: its plain text, its markup when it has any, its line. */
export function paragraphOf(p: { text: string; line: number }): { text: string; markup?: InlineNode[]; line: number } {
  const { text, markup } = readInline(p.text);
  return { text, ...(markup && { markup }), line: p.line };
}
