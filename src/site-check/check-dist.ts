import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'parse5';

export interface PageFacts {
  /** Path as served: /es/cards/x/ */
  url: string;
  file: string;
  lang: string | null;
  ids: Set<string>;
  links: { href: string; text: string }[];
  /** Problems found in the page itself (live markup that must not be there). */
  unsafe: string[];
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

interface Node5 {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node5[];
  content?: Node5;
}

function textOf(node: Node5): string {
  let text = '';
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.nodeName === '#text') text = (n.value ?? '') + text;
    else if (n.childNodes) for (const c of n.childNodes) stack.push(c);
  }
  return text.trim();
}

/** What a page contains that the checks care about: ids, internal links, live markup. (parse5 directly: fast.) */
export function readPage(distDir: string, file: string, html = readFileSync(file, 'utf8')): PageFacts {
  const rel = `/${relative(distDir, file).split('\\').join('/')}`;
  const url = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
  const facts: PageFacts = { url, file, lang: null, ids: new Set(), links: [], unsafe: [] };
  const stack: Node5[] = [parse(html) as unknown as Node5];
  while (stack.length) {
    const el = stack.pop()!;
    if (el.childNodes) for (let i = el.childNodes.length - 1; i >= 0; i--) stack.push(el.childNodes[i]);
    if (el.content) stack.push(el.content);
    const tag = el.tagName;
    if (!tag) continue;
    const attr = (name: string) => el.attrs!.find((a) => a.name === name)?.value;
    if (tag === 'html') facts.lang = attr('lang') ?? null;
    for (const { name, value } of el.attrs ?? []) {
      if (name === 'id') facts.ids.add(value);
      if (/^on/i.test(name)) facts.unsafe.push(`<${tag}> has an event handler attribute ${name}`);
      if ((name === 'href' || name === 'src' || name === 'action' || name === 'formaction') && /^\s*(javascript|vbscript|data:text\/html)/i.test(value))
        facts.unsafe.push(`<${tag}> ${name}="${value.slice(0, 40)}"`);
      if (name === 'style') facts.unsafe.push(`<${tag}> has an inline style (the Content-Security-Policy forbids it)`);
    }
    if (tag === 'script' && attr('src') === undefined && attr('type') !== 'application/ld+json') facts.unsafe.push('inline <script> (the Content-Security-Policy forbids it)');
    if (tag === 'iframe' || tag === 'object' || tag === 'embed' || tag === 'svg') facts.unsafe.push(`unexpected <${tag}>`);
    if (tag === 'img') facts.unsafe.push('unexpected <img> (the site shows no images)');
    if (tag === 'a') {
      const href = attr('href');
      if (href !== undefined) facts.links.push({ href, text: textOf(el) });
    }
  }
  return facts;
}

export interface SiteReport {
  pages: number;
  links: number;
  problems: string[];
}

/**
 * Every internal link and #anchor in dist/ must resolve, every page must have a lang, and nothing from a
 * document may be live markup. Returns the problems; the build fails when there are any.
 */
export function checkSite(distDir: string): SiteReport {
  return checkPages(distDir, htmlFiles(distDir).map((file) => readPage(distDir, file)));
}

export function htmlFiles(distDir: string): string[] {
  return walk(distDir).filter((f) => f.endsWith('.html'));
}

/** The cross-page checks, once every page has been read (in this thread or in workers). */
export function checkPages(distDir: string, facts: PageFacts[]): SiteReport {
  const pages = new Map<string, PageFacts>();
  for (const f of facts) pages.set(f.url, f);
  const problems: string[] = [];
  let links = 0;
  for (const page of pages.values()) {
    if (!page.lang) problems.push(`${page.url}: <html> has no lang`);
    for (const u of page.unsafe) problems.push(`${page.url}: ${u}`);
    for (const { href } of page.links) {
      if (/^(https?:|mailto:)/i.test(href) || href.startsWith('//')) continue;
      links++;
      const hash = href.indexOf('#');
      const pathPart = hash < 0 ? href : href.slice(0, hash);
      const anchor = hash < 0 ? '' : href.slice(hash + 1);
      // Site links are absolute paths; only the odd relative one needs URL resolution.
      const target = pathPart === '' ? page.url : pathPart.startsWith('/') && !/[?%.]{1}\.|[?]/.test(pathPart) ? pathPart : new URL(pathPart, `http://site${page.url}`).pathname;
      const decoded = target.includes('%') ? decodeURIComponent(target) : target;
      let targetPage = pages.get(decoded) ?? pages.get(decoded.endsWith('/') ? decoded : `${decoded}/`);
      if (!targetPage) {
        const asFile = join(distDir, decoded);
        if (!(existsSync(asFile) && statSync(asFile).isFile())) {
          problems.push(`${page.url}: link to ${href} points nowhere`);
          continue;
        }
        if (anchor) problems.push(`${page.url}: link to ${href} has an anchor on a non-HTML file`);
        continue;
      }
      if (anchor && !targetPage.ids.has(anchor.includes('%') ? decodeURIComponent(anchor) : anchor)) problems.push(`${page.url}: link to ${href}: no element with id "${anchor}" on ${targetPage.url}`);
    }
  }
  return { pages: pages.size, links, problems };
}
