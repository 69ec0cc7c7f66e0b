/**
 * A document full of markup and script builds into a site where none of it is live; two builds of the same
 * content are byte-identical; a card name shared by two languages is one card, whose page holds both documents' rulings.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { astroBuildArgs } from '../../src/pipeline/astro-build.js';
import { checkSiteParallel } from '../../src/site-check/check-parallel.js';
import { LANGS } from '../../src/languages.js';
import type { CatalogueCard, PrintedWording } from '../../src/schema/index.js';
import { writeCatalogueOf } from '../helpers/catalogue.js';
import { ROOT, buildData, tempContent } from '../helpers/temp-content.js';

const MARKUP = [
  'NOTES SUR DES CARTES SPÉCIFIQUES',
  '',
  '<script>alert(1)</script>',
  '',
  '{R}',
  '',
  'Éphémère',
  '',
  'Inflige 3 blessures. <img src=x onerror=alert(2)> "><svg onload=alert(3)>',
  '',
  '- Voir [ce lien](javascript:alert(4)) et <a href="javascript:alert(5)">celui-ci</a> </script><script>alert(6)</script>.',
  '- Un <iframe src="https://example.com"></iframe> et un style="color:red" et onclick="alert(7)".',
  '- Un *rappel* et [un site](https://example.com/a) et [pas un site](data:text/html,<script>alert(8)</script>) et [un autre](JaVaScRiPt:alert(9)) et <javascript:alert(10)> et [*x*](https://example.com/"onmouseover=alert(11)).',
  '-',
  '',
  'Gavony',
  '',
  'Plan : Innistrad',
  '',
  'Toutes les créatures ont la vigilance.',
  '',
  '- Une note en français sur Gavony.',
].join('\n');
const SPANISH = [
  'NOTAS DE CARTAS ESPECÍFICAS',
  '***Cartas de plano***',
  'Gavony',
  'Plano -- Innistrad',
  'Todas las criaturas tienen la habilidad de vigilancia.',
  '* Una aclaración en español sobre Gavony.',
].join('\n');

/** A card of the catalogue whose every text of the data is markup: it reaches the page as text. */
const HOSTILE_CARD = 'Lightning Bolt';
const DATA_MARKUP = '<script>alert(12)</script><img src=x onerror=alert(13)> "><svg onload=alert(14)>';
function hostileData(card: CatalogueCard): CatalogueCard {
  if (card.name !== HOSTILE_CARD) return card;
  const wording = (w: PrintedWording): PrintedWording => ({
    ...w,
    name: DATA_MARKUP,
    faces: w.faces.map((f) => ({ ...f, typeLine: DATA_MARKUP, text: `${DATA_MARKUP} {R}` })),
  });
  return {
    ...card,
    otherNames: [DATA_MARKUP],
    faces: card.faces.map((f) => ({ ...f, name: DATA_MARKUP, typeLine: DATA_MARKUP, text: `${DATA_MARKUP}\n{T}: ${DATA_MARKUP}` })),
    printed: { es: wording(card.printed.es!), fr: wording(card.printed.fr!) },
    earlier: { es: [wording(card.printed.es!)] },
    rulings: [{ date: '2024-01-01', text: DATA_MARKUP }],
    superseded: [{ date: '2020-01-01', text: `${DATA_MARKUP} {R}` }],
  };
}

/** A page's tags outside attribute values (where "<" is only text) that a document or the data would have injected. */
const injected = (page: string) => page.replace(/="[^"]*"/g, '=""').match(/<img|<svg|<iframe|<script>alert|<a href="javascript/gi) ?? [];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
}

/** astro build in a child process, awaited: a synchronous spawn would block this worker for the whole build. */
async function astroBuild(out: string, content: string, records: string, publicDir: string) {
  // Its own cache folder, and an output folder inside the project's: Astro puts a build's server chunks in the
  // output folder, or in the project's .astro/ (one for every build) when the output folder is outside it.
  const child = spawn(
    process.execPath,
    astroBuildArgs(['--outDir', out, '--force', '--silent'], join(ROOT, 'node_modules/astro/astro.js')),
    {
      cwd: ROOT,
      env: { ...process.env, CONTENT_DIR: content, RECORDS_DIR: records, PUBLIC_DIR: publicDir, ASTRO_CACHE_DIR: `${out}-cache` },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  const status = await new Promise((done) => child.on('close', done));
  expect(status, stderr).toBe(0);
}

let first: string;
let second: string;
let builds: string;
beforeAll(async () => {
  const content = tempContent([
    { id: 'markup', lang: 'fr', text: MARKUP },
    { id: 'planos', lang: 'es', text: SPANISH, date: '2012-06' },
  ]);
  // The one catalogue card the documents name, and a card of the data full of markup: the site is its rules,
  // keywords and documents, and these cards.
  rmSync(join(content, 'catalogue'), { recursive: true });
  writeCatalogueOf(join(content, 'catalogue'), (card) => card.name === 'Gavony' || card.name === HOSTILE_CARD, hostileData);
  const data = await buildData(content);
  expect(data.status, data.stderr).toBe(0);
  // Every page links the favicon and the app icons (the web app manifest is a page of the build): Astro's public folder.
  cpSync(join(ROOT, 'public/site'), join(data.out, 'public/site'), { recursive: true });
  mkdirSync(join(ROOT, 'node_modules/.cache'), { recursive: true });
  builds = mkdtempSync(join(ROOT, 'node_modules/.cache/hostile-site-'));
  first = join(builds, 'dist-1');
  second = join(builds, 'dist-2');
  await astroBuild(first, content, join(data.out, 'records'), join(data.out, 'public'));
  await astroBuild(second, content, join(data.out, 'records'), join(data.out, 'public'));
}, 900_000); // build:data and two Astro builds of some 5,000 pages each (rules, keywords, documents, three cards)
afterAll(() => rmSync(builds, { recursive: true, force: true }));

describe('a hostile document', () => {
  it('builds into pages with no live markup: no injected elements, no on* attributes, no javascript: URLs', async () => {
    // The build's check, in two threads, and in one (the one-thread checks run in this worker: a 5,000-page read with
    // parse5 here would block it past the runner's reply timeout).
    const { threads: _two, ...report } = await checkSiteParallel(first, 2);
    expect(report.problems).toEqual([]);
    const { threads: _one, ...single } = await checkSiteParallel(first, 1);
    expect(single).toEqual(report);
    const card = readFileSync(join(first, 'fr/cards/fr/script-alert-1-script/index.html'), 'utf8');
    expect(card).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(card).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(injected(card)).toEqual([]);
  }, 600_000); // two reads of 5,000 pages

  it('shows every text of the data as text: a card whose name, Oracle text, printed texts and rulings are markup', () => {
    for (const lang of LANGS) {
      const card = readFileSync(join(first, `${lang}/cards/lightning-bolt/index.html`), 'utf8');
      expect(card).toContain('&lt;script&gt;alert(12)&lt;/script&gt;');
      expect(injected(card)).toEqual([]);
    }
  });

  it('renders emphasis and links to web pages as elements, and every other link as the text the document wrote', () => {
    const card = readFileSync(join(first, 'fr/cards/fr/script-alert-1-script/index.html'), 'utf8');
    // "rappel" is a keyword's name (buyback): a link to its page, inside the emphasis.
    expect(card).toContain(
      'Un <em><a class="ref keyword-ref" href="/fr/keywords/buyback/">rappel</a></em> et <a class="doc-link" href="https://example.com/a" rel="nofollow noopener">un site</a> et ',
    );
    expect(card).toContain('Voir [ce lien](javascript:alert(4)) et ');
    expect(card).toContain('[pas un site](data:text/html,&lt;script&gt;alert(8)&lt;/script&gt;)');
    expect(card).toContain('[un autre](JaVaScRiPt:alert(9))');
    expect(card).toContain('&lt;javascript:alert(10)&gt;');
    // A quote in a URL is percent-encoded: it never closes the attribute.
    expect(card).toContain(
      '<a class="doc-link" href="https://example.com/%22onmouseover=alert(11)" rel="nofollow noopener"><em>x</em></a>',
    );
    const hrefs = [...card.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]);
    for (const href of hrefs) expect(href).toMatch(/^(\/|#|https:\/\/)/);
  });

  it('two builds of the same content are byte-identical', () => {
    const a = files(first)
      .map((f) => relative(first, f))
      .sort();
    const b = files(second)
      .map((f) => relative(second, f))
      .sort();
    expect(b).toEqual(a);
    expect(a.filter((f) => !readFileSync(join(second, f)).equals(readFileSync(join(first, f))))).toEqual([]);
  });
});

describe('the same card name in two languages', () => {
  it("is one card: its page holds each document's own rulings, and both documents' old paths lead to it", () => {
    const card = readFileSync(join(first, 'es/cards/gavony/index.html'), 'utf8');
    expect(card).toContain('Une note en français sur Gavony.');
    expect(card).toContain('Una aclaración en español sobre Gavony.');
    for (const old of ['es/cards/fr/gavony/', 'es/cards/es/gavony/'])
      expect(readFileSync(join(first, old, 'index.html'), 'utf8')).toContain('url=/es/cards/gavony/');
  });
});
