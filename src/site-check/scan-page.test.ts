import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breathe, DIST, htmlFilesUnder, readsPage } from '../../tests/helpers/dist.js';
import { readPage, type PageFacts } from './check-dist.js';
import { scanPage } from './scan-page.js';

const doc = (body: string, head = '<title>t</title>', lang = 'es') =>
  `<!doctype html><html lang="${lang}"><head>${head}</head><body>${body}</body></html>`;
/** The facts both readers must agree on (scanPage does not read link texts). */
const comparable = (f: PageFacts) => ({ ...f, ids: [...f.ids].sort(), links: f.links.map((l) => l.href) });
const both = (html: string) =>
  [readPage('/dist', '/dist/x/index.html', html), scanPage('/dist', '/dist/x/index.html', html)].map(comparable);

describe('scanPage reads what readPage (parse5) reads', () => {
  const cases: Record<string, string> = {
    'live markup': doc(
      '<img src=x onerror=alert(1)><a href="javascript:alert(2)">a</a><script>alert(3)</script><p style="color:red" onclick="x()">p</p><iframe></iframe><svg onload=alert(4)></svg><script src="/ok.js"></script>',
    ),
    'markup shown as text': doc('<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;</p>'),
    'character references in attributes': doc(
      '<a href="&#106;avascript&colon;alert(1)">x</a><a href="/es/a/?x=1&amp;y=2#r&#45;1">y</a><p id="a&amp;b">z</p><a href=JaVaScRiPt:alert(1)>w</a>',
    ),
    'text elements hide tags': doc(
      '<textarea><img src=x></textarea><title><a href="/no/">x</a></title><noscript><p id="hidden">n</p></noscript><style>a{}</style><script type="application/ld+json">{"a":"</scrip"}</script><p id="after">p</p>',
    ),
    'comments and odd tags': doc(
      '<!-- <img src=x> --><!--><p id="c1">1</p><!---><p id="c2">2</p><!-- a --!><p id="c3">3</p></p foo="<img>"><?php echo "<img>" ?><p id=unquoted class=x>u</p><IMAGE SRC=x>',
    ),
    'repeated attributes and upper case': doc('<A HREF="/es/a/" href="/es/b/" ID=one id=two ONCLICK="x">a</A>'),
    'links and resources': doc(
      '<a href="/es/a/#r-1">a</a><a href="https://x.example/">b</a><a>no href</a>',
      '<title>t</title><link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://rulings.example/es/"><link rel="alternate" href="/fr/">',
    ),
    'no lang': '<!doctype html><html><head><title>t</title></head><body><p id="x">x</p></body></html>',
  };
  for (const [name, html] of Object.entries(cases))
    it(name, () => {
      const [reference, scanned] = both(html);
      expect(scanned).toEqual(reference);
    });

  // A fifth of the pages whole-site tests read (every kind of page, most catalogue card pages aside:
  // tests/helpers/dist.ts): the build's own check reads them all with scanPage, every build.
  it.runIf(existsSync(DIST))(
    'on the pages of the built site whole-site tests read, one in five',
    async () => {
      const files = (await htmlFilesUnder(DIST)).filter((file, i) => readsPage(file.slice(DIST.length)) && i % 5 === 0);
      for (const [i, file] of files.entries()) {
        const html = readFileSync(file, 'utf8');
        expect(comparable(scanPage(DIST, file, html)), file).toEqual(comparable(readPage(DIST, file, html)));
        if (i % 50 === 0) await breathe();
      }
    },
    600_000,
  );
});
