import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'parse5';
import { servedPath } from '../site-paths.js';

export interface PageFacts {
  /** Path as served: /es/cards/x/ */
  url: string;
  file: string;
  lang: string | null;
  ids: Set<string>;
  links: { href: string; text: string }[];
  /** Files the page's <link> elements load or point to on this site (stylesheets, icon, OpenSearch description). */
  resources: { rel: string; href: string }[];
  /** Problems found in the page itself (live markup that must not be there). */
  unsafe: string[];
}

/** Every file under dir, depth first in directory order. */
function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
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

/** What is live about an attribute (an event handler, a script URL, an inline style), or null when nothing is. */
export function unsafeAttribute(tag: string, name: string, value: string): string | null {
  if (/^on/i.test(name)) return `<${tag}> has an event handler attribute ${name}`;
  if (
    (name === 'href' || name === 'src' || name === 'action' || name === 'formaction') &&
    /^\s*(javascript|vbscript|data:text\/html)/i.test(value)
  )
    return `<${tag}> ${name}="${value.slice(0, 40)}"`;
  if (name === 'style') return `<${tag}> has an inline style (the Content-Security-Policy forbids it)`;
  return null;
}

/** A built file's address as served: dist/es/cards/x/index.html → /es/cards/x/. */
export const pageUrl = (distDir: string, file: string): string => servedPath(relative(distDir, file));

/** What a page contains that the checks care about: ids, internal links, live markup. (parse5's tree: the reference.) */
export function readPage(distDir: string, file: string, html = readFileSync(file, 'utf8')): PageFacts {
  const facts: PageFacts = { url: pageUrl(distDir, file), file, lang: null, ids: new Set(), links: [], resources: [], unsafe: [] };
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
      const unsafe = unsafeAttribute(tag, name, value);
      if (unsafe) facts.unsafe.push(unsafe);
    }
    if (tag === 'script' && attr('src') === undefined && attr('type') !== 'application/ld+json')
      facts.unsafe.push('inline <script> (the Content-Security-Policy forbids it)');
    if (tag === 'iframe' || tag === 'object' || tag === 'embed' || tag === 'svg') facts.unsafe.push(`unexpected <${tag}>`);
    if (tag === 'img') facts.unsafe.push('unexpected <img> (the site shows no images)');
    if (tag === 'a') {
      const href = attr('href');
      if (href !== undefined) facts.links.push({ href, text: textOf(el) });
    }
    if (tag === 'link') {
      // Canonical and alternate links are absolute URLs on the public origin: the built-site tests check those.
      const href = attr('href');
      if (href !== undefined && href.startsWith('/') && !href.startsWith('//')) facts.resources.push({ rel: attr('rel') ?? '', href });
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
 * Every internal link and #anchor in dist/, and every <link> to a file of the site, must resolve, every page must have
 * a lang, and nothing from a document may be live markup. Returns the problems; the build fails when there are any.
 */
export function checkSite(distDir: string): SiteReport {
  return checkPages(
    distDir,
    htmlFiles(distDir).map((file) => readPage(distDir, file)),
  );
}

export function htmlFiles(distDir: string): string[] {
  return walk(distDir).filter((f) => f.endsWith('.html'));
}

/** A problem found on a page, or a link to an anchor of another page, checked once that page has been read. */
export type PageItem = string | { href: string; target: string; anchor: string };

/** What a page's checks need of the site: the page a path serves (its URL), and whether a path is a file. */
export interface SiteIndex {
  page(path: string): string | undefined;
  isFile(path: string): boolean;
}

/**
 * One page's checks, in order: lang, live markup, <link>s, then every internal link; a link to an anchor of another
 * page is left for `anchorProblem` (that page may not have been read yet).
 */
export function pageItems(page: PageFacts, site: SiteIndex): { items: PageItem[]; links: number } {
  const items: PageItem[] = [];
  let links = 0;
  if (!page.lang) items.push(`${page.url}: <html> has no lang`);
  for (const u of page.unsafe) items.push(`${page.url}: ${u}`);
  for (const { rel, href } of page.resources ?? []) {
    const path = decodeURIComponent(href.replace(/[?#].*$/, ''));
    if (!site.isFile(path) && site.page(path) !== path) items.push(`${page.url}: <link rel="${rel}"> to ${href} points nowhere`);
  }
  for (const { href } of page.links) {
    if (/^(https?:|mailto:)/i.test(href) || href.startsWith('//')) continue;
    links++;
    const hash = href.indexOf('#');
    const pathPart = hash < 0 ? href : href.slice(0, hash);
    const anchor = hash < 0 ? '' : href.slice(hash + 1);
    // Site links are absolute paths; only the odd relative one needs URL resolution.
    const target =
      pathPart === ''
        ? page.url
        : pathPart.startsWith('/') && !/[?%.]{1}\.|[?]/.test(pathPart)
          ? pathPart
          : new URL(pathPart, `http://site${page.url}`).pathname;
    const decoded = target.includes('%') ? decodeURIComponent(target) : target;
    const targetUrl = site.page(decoded) ?? site.page(decoded.endsWith('/') ? decoded : `${decoded}/`);
    if (targetUrl === undefined) {
      if (!site.isFile(decoded)) {
        items.push(`${page.url}: link to ${href} points nowhere`);
        continue;
      }
      if (anchor) items.push(`${page.url}: link to ${href} has an anchor on a non-HTML file`);
      continue;
    }
    if (!anchor) continue;
    if (targetUrl === page.url) {
      const problem = anchorProblem(page.url, { href, target: targetUrl, anchor }, page.ids);
      if (problem) items.push(problem);
    } else items.push({ href, target: targetUrl, anchor });
  }
  return { items, links };
}

/** A link to `#anchor` on its target page, whose ids are known: the problem, or null when the anchor is there. */
export function anchorProblem(
  from: string,
  link: { href: string; target: string; anchor: string },
  targetIds: { has(id: string): boolean },
): string | null {
  const { href, target, anchor } = link;
  return targetIds.has(anchor.includes('%') ? decodeURIComponent(anchor) : anchor)
    ? null
    : `${from}: link to ${href}: no element with id "${anchor}" on ${target}`;
}

/** Whether a path of the site is a file of dist/, asked of the disk once per path. */
export function fileLookup(distDir: string): (path: string) => boolean {
  const files = new Map<string, boolean>();
  return (path) => {
    let found = files.get(path);
    if (found === undefined) {
      const asFile = join(distDir, path);
      files.set(path, (found = existsSync(asFile) && statSync(asFile).isFile()));
    }
    return found;
  };
}

/** The cross-page checks, once every page has been read (in this thread or in workers). */
export function checkPages(distDir: string, facts: PageFacts[]): SiteReport {
  const pages = new Map<string, PageFacts>();
  for (const f of facts) pages.set(f.url, f);
  const problems: string[] = [];
  let links = 0;
  const site: SiteIndex = { page: (path) => pages.get(path)?.url, isFile: fileLookup(distDir) };
  for (const page of pages.values()) {
    const checked = pageItems(page, site);
    links += checked.links;
    for (const item of checked.items) {
      if (typeof item === 'string') problems.push(item);
      else {
        const problem = anchorProblem(page.url, item, pages.get(item.target)!.ids);
        if (problem) problems.push(problem);
      }
    }
  }
  return { pages: pages.size, links, problems };
}
