import { readFileSync } from 'node:fs';
import { decodeHTMLAttribute } from 'entities';
import { pageUrl, unsafeAttribute, type PageFacts } from './check-dist.js';

/** Elements whose content is text up to their end tag (script data, RAWTEXT, RCDATA; parse5 runs with scripting on). */
const TEXT_CONTENT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);

const isAlpha = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
/** Names are lower-cased in ASCII only, as the tokenizer does. */
const asciiLower = (s: string) => (/[A-Z]/.test(s) ? s.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : s);

/** A tag or attribute name, lower-cased: short ASCII names (nearly all) without leaving JavaScript. */
function nameAt(b: Buffer, from: number, to: number): string {
  if (to - from <= 16) {
    let s = '';
    for (let k = from; k < to; k++) {
      const c = b[k];
      if (c >= 0x80) return asciiLower(b.toString('utf8', from, to));
      s += String.fromCharCode(c >= 0x41 && c <= 0x5a ? c | 0x20 : c);
    }
    return s;
  }
  return asciiLower(b.toString('utf8', from, to));
}

/** The attributes whose values the checks read; the others are only seen by name. */
const READ_VALUES = new Set(['id', 'href', 'src', 'action', 'formaction', 'lang', 'rel', 'type']);

interface Tag {
  name: string;
  /** Each attribute once (the first), with its value when the checks read it (`READ_VALUES`), else ''. */
  attrs: Map<string, string>;
  /** Where the scan goes on after the tag; -1 when the document ends inside it (the tag does not exist). */
  end: number;
}

/** A start or end tag at `at` (just after `<` or `</`), read as HTML's tokenizer reads it. */
function readTag(b: Buffer, at: number): Tag {
  const n = b.length;
  let j = at;
  while (j < n) {
    const c = b[j];
    if (isSpace(c) || c === 0x2f || c === 0x3e) break;
    j++;
  }
  const name = nameAt(b, at, j);
  const attrs = new Map<string, string>();
  for (;;) {
    while (j < n && (isSpace(b[j]) || b[j] === 0x2f)) j++;
    if (j >= n) return { name, attrs, end: -1 };
    if (b[j] === 0x3e) return { name, attrs, end: j + 1 };
    // An attribute's name: its first character may be "=", then anything up to a space, "/", ">" or "=".
    const start = j++;
    while (j < n) {
      const c = b[j];
      if (isSpace(c) || c === 0x2f || c === 0x3e || c === 0x3d) break;
      j++;
    }
    const attr = nameAt(b, start, j);
    const read = READ_VALUES.has(attr);
    while (j < n && isSpace(b[j])) j++;
    let value = '';
    if (j < n && b[j] === 0x3d) {
      j++;
      while (j < n && isSpace(b[j])) j++;
      const q = b[j];
      if (q === 0x22 || q === 0x27) {
        const close = b.indexOf(q, j + 1);
        if (close < 0) return { name, attrs, end: -1 };
        if (read) value = b.toString('utf8', j + 1, close);
        j = close + 1;
      } else {
        const from = j;
        while (j < n && !isSpace(b[j]) && b[j] !== 0x3e) j++;
        if (read) value = b.toString('utf8', from, j);
      }
      if (read && value.includes('&')) value = decodeHTMLAttribute(value);
    }
    // A repeated attribute is dropped, as the tokenizer drops it.
    if (!attrs.has(attr)) attrs.set(attr, value);
  }
}

/** Where the text content of `name` (opened before `from`) ends: its end tag, in any case, or the end of the document. */
function textContentEnd(b: Buffer, name: string, from: number): number {
  let at = from;
  for (;;) {
    const k = b.indexOf('</', at);
    if (k < 0) return b.length;
    let same = true;
    for (let m = 0; m < name.length && same; m++) same = (b[k + 2 + m] | 0x20) === name.charCodeAt(m);
    const after = k + 2 + name.length;
    if (same && (after >= b.length || isSpace(b[after]) || b[after] === 0x2f || b[after] === 0x3e)) return k;
    at = k + 2;
  }
}

/**
 * What a page contains that the checks care about, found by one pass of HTML's tokenizer rules over the file's bytes
 * (tags, attributes with their character references decoded, comments, elements whose content is text) without
 * building a tree or even a string of the page: many times faster than parse5 (`readPage`), and the same facts on the
 * pages the site builds (tests compare the two on every page). It sees every tag the markup has, also those a tree
 * builder would drop (an `<img>` inside a `<select>`): it may find more live markup than `readPage`, never less.
 * Link texts are not read (`text` is empty).
 */
export function scanPage(distDir: string, file: string, html: string | Buffer = readFileSync(file)): PageFacts {
  const b = typeof html === 'string' ? Buffer.from(html) : html;
  const facts: PageFacts = { url: pageUrl(distDir, file), file, lang: null, ids: new Set(), links: [], resources: [], unsafe: [] };
  let langSeen = false;
  const n = b.length;
  let i = 0;
  while (i < n) {
    const lt = b.indexOf(0x3c, i);
    if (lt < 0) break;
    const c = b[lt + 1];
    if (isAlpha(c)) {
      const tag = readTag(b, lt + 1);
      if (tag.end < 0) break;
      let name = tag.name;
      if (name === 'image') name = 'img';
      const attrs = tag.attrs;
      if (name === 'html' && !langSeen && attrs.has('lang')) {
        facts.lang = attrs.get('lang')!;
        langSeen = true;
      }
      for (const [attr, value] of attrs) {
        if (attr === 'id') facts.ids.add(value);
        const unsafe = unsafeAttribute(name, attr, value);
        if (unsafe) facts.unsafe.push(unsafe);
      }
      if (name === 'script' && !attrs.has('src') && attrs.get('type') !== 'application/ld+json')
        facts.unsafe.push('inline <script> (the Content-Security-Policy forbids it)');
      if (name === 'iframe' || name === 'object' || name === 'embed' || name === 'svg') facts.unsafe.push(`unexpected <${name}>`);
      if (name === 'img') facts.unsafe.push('unexpected <img> (the site shows no images)');
      if (name === 'a' && attrs.has('href')) facts.links.push({ href: attrs.get('href')!, text: '' });
      if (name === 'link') {
        const href = attrs.get('href');
        if (href !== undefined && href.startsWith('/') && !href.startsWith('//'))
          facts.resources.push({ rel: attrs.get('rel') ?? '', href });
      }
      i = tag.end;
      if (name === 'plaintext') break;
      if (TEXT_CONTENT.has(name)) i = textContentEnd(b, name, i);
      continue;
    }
    if (c === 0x2f) {
      // "</x …>" closes (its attributes are read and dropped), "</>" is nothing, anything else is a bogus comment.
      if (isAlpha(b[lt + 2])) {
        const tag = readTag(b, lt + 2);
        if (tag.end < 0) break;
        i = tag.end;
      } else if (b[lt + 2] === 0x3e) i = lt + 3;
      else {
        const gt = b.indexOf(0x3e, lt + 2);
        if (gt < 0) break;
        i = gt + 1;
      }
      continue;
    }
    if (c === 0x21 && b[lt + 2] === 0x2d && b[lt + 3] === 0x2d) {
      const k = lt + 4;
      if (b[k] === 0x3e) i = k + 1;
      else if (b[k] === 0x2d && b[k + 1] === 0x3e) i = k + 2;
      else {
        const x = b.indexOf('-->', k);
        const y = b.indexOf('--!>', k);
        if (x < 0 && y < 0) break;
        i = x >= 0 && (y < 0 || x < y) ? x + 3 : y + 4;
      }
      continue;
    }
    if (c === 0x21 || c === 0x3f) {
      // <!DOCTYPE …>, <![CDATA[…]]> outside foreign content, <?…>: up to the next ">".
      const gt = b.indexOf(0x3e, lt + 2);
      if (gt < 0) break;
      i = gt + 1;
      continue;
    }
    i = lt + 1;
  }
  return facts;
}
