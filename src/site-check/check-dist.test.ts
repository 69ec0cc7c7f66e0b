import { describe, expect, it } from 'vitest';
import { checkPages, readPage } from './check-dist.js';

const page = (file: string, body: string, lang = 'es') =>
  readPage('/dist', `/dist/${file}`, `<!doctype html><html lang="${lang}"><head><title>t</title></head><body>${body}</body></html>`);

describe('readPage', () => {
  it('finds live markup: event handlers, javascript: URLs, inline scripts and styles, images, frames, svg', () => {
    const facts = page(
      'x/index.html',
      '<img src=x onerror=alert(1)><a href="javascript:alert(2)">a</a><script>alert(3)</script><p style="color:red" onclick="x()">p</p><iframe></iframe><svg onload=alert(4)></svg><script src="/ok.js"></script>',
    );
    expect(facts.unsafe).toEqual(
      expect.arrayContaining([
        '<img> has an event handler attribute onerror',
        'unexpected <img> (the site shows no images)',
        '<a> href="javascript:alert(2)"',
        'inline <script> (the Content-Security-Policy forbids it)',
        '<p> has an inline style (the Content-Security-Policy forbids it)',
        '<p> has an event handler attribute onclick',
        'unexpected <iframe>',
        'unexpected <svg>',
      ]),
    );
    expect(facts.unsafe.filter((u) => u.startsWith('inline <script>'))).toHaveLength(1); // the one with src is fine
  });

  it('markup shown as text is not markup', () => {
    expect(page('x/index.html', '<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;</p>').unsafe).toEqual([]);
  });
});

describe('checkPages', () => {
  it('reports links and anchors that point nowhere, and pages without lang', () => {
    const a = page(
      'es/a/index.html',
      '<h1 id="top">A</h1><a href="/es/b/">b</a><a href="/es/b/#missing">x</a><a href="/es/c/">c</a><a href="#top">top</a>',
    );
    const b = page('es/b/index.html', '<p id="here">B</p>', '');
    const report = checkPages('/dist', [a, { ...b, lang: null }]);
    expect(report.problems).toEqual([
      '/es/a/: link to /es/b/#missing: no element with id "missing" on /es/b/',
      '/es/a/: link to /es/c/ points nowhere',
      '/es/b/: <html> has no lang',
    ]);
  });

  it('reports <link>s to files of the site that do not exist; absolute URLs (canonical, alternates) are not its business', () => {
    const head =
      '<link rel="search" type="application/opensearchdescription+xml" href="/es/opensearch.xml"><link rel="icon" href="/gone.svg"><link rel="canonical" href="https://rulings.example/es/a/"><link rel="alternate" href="/es/a/">';
    const a = readPage('/dist', '/dist/es/a/index.html', `<!doctype html><html lang="es"><head>${head}</head><body></body></html>`);
    expect(a.resources).toEqual([
      { rel: 'search', href: '/es/opensearch.xml' },
      { rel: 'icon', href: '/gone.svg' },
      { rel: 'alternate', href: '/es/a/' },
    ]);
    const report = checkPages('/dist', [a]);
    expect(report.problems).toEqual([
      '/es/a/: <link rel="search"> to /es/opensearch.xml points nowhere',
      '/es/a/: <link rel="icon"> to /gone.svg points nowhere',
    ]);
  });
});
