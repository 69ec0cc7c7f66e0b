import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';

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

function textOf(node: Element): string {
  let text = '';
  visit(node, 'text', (t: { value: string }) => {
    text += t.value;
  });
  return text.trim();
}

/** What a page contains that the checks care about: ids, internal links, live markup. */
export function readPage(distDir: string, file: string, html = readFileSync(file, 'utf8')): PageFacts {
  const rel = `/${relative(distDir, file).split('\\').join('/')}`;
  const url = rel.endsWith('/index.html') ? rel.slice(0, -'index.html'.length) : rel;
  const tree: Root = fromHtml(html);
  const facts: PageFacts = { url, file, lang: null, ids: new Set(), links: [], unsafe: [] };
  visit(tree, 'element', (el: Element) => {
    const p = el.properties ?? {};
    if (el.tagName === 'html') facts.lang = (p.lang as string) ?? null;
    if (typeof p.id === 'string') facts.ids.add(p.id);
    for (const name of Object.keys(p)) if (/^on/i.test(name)) facts.unsafe.push(`<${el.tagName}> has an event handler attribute ${name}`);
    for (const attr of ['href', 'src', 'action', 'formAction']) {
      const v = p[attr];
      if (typeof v === 'string' && /^\s*(javascript|vbscript|data:text\/html)/i.test(v)) facts.unsafe.push(`<${el.tagName}> ${attr}="${v.slice(0, 40)}"`);
    }
    if (el.tagName === 'script' && !p.src && p.type !== 'application/ld+json') facts.unsafe.push('inline <script> (the Content-Security-Policy forbids it)');
    if (['iframe', 'object', 'embed', 'svg', 'img', 'form'].includes(el.tagName) && el.tagName !== 'form' && el.tagName !== 'img') facts.unsafe.push(`unexpected <${el.tagName}>`);
    if (el.tagName === 'img') facts.unsafe.push('unexpected <img> (the site shows no images)');
    if (p.style !== undefined) facts.unsafe.push(`<${el.tagName}> has an inline style (the Content-Security-Policy forbids it)`);
    if (el.tagName === 'a' && typeof p.href === 'string') facts.links.push({ href: p.href, text: textOf(el) });
  });
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
  const files = walk(distDir).filter((f) => f.endsWith('.html'));
  const pages = new Map<string, PageFacts>();
  for (const file of files) {
    const facts = readPage(distDir, file);
    pages.set(facts.url, facts);
  }
  const problems: string[] = [];
  let links = 0;
  for (const page of pages.values()) {
    if (!page.lang) problems.push(`${page.url}: <html> has no lang`);
    for (const u of page.unsafe) problems.push(`${page.url}: ${u}`);
    for (const { href } of page.links) {
      if (/^(https?:|mailto:)/i.test(href) || href.startsWith('//')) continue;
      links++;
      const [pathPart, anchor] = href.split('#', 2);
      const target = pathPart === '' ? page.url : new URL(pathPart, `http://site${page.url}`).pathname;
      const decoded = decodeURIComponent(target);
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
      if (anchor && !targetPage.ids.has(decodeURIComponent(anchor))) problems.push(`${page.url}: link to ${href}: no element with id "${anchor}" on ${targetPage.url}`);
    }
  }
  return { pages: pages.size, links, problems };
}
