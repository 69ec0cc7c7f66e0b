/** Guarantees that are about the code itself: no raw HTML from content anywhere, every UI string in every language. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/es.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import pt from '../../src/i18n/pt.json' with { type: 'json' };
import { translationSchema, UI_KEYS } from '../../src/i18n/index.js';
import { LANGS } from '../../src/languages.js';
import { ROOT } from '../helpers/temp-content.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'generated' ? [] : sources(p);
    return /\.(ts|astro|mjs|js)$/.test(n) ? [p] : [];
  });
}
const files = sources(join(ROOT, 'src'));
/** Every source file of the project: the site and pipeline, the commands, the tests, the browser tests, the config. */
const allSources = [...files, ...['scripts', 'tests', 'e2e'].flatMap((d) => sources(join(ROOT, d))), join(ROOT, 'astro.config.mjs')];

/** The one module that hands a page markup as a string: `markup`, which takes only the `Html` that the escaping `html`
 *  tag of src/html/ makes. */
const MARKUP_MODULE = join(ROOT, 'src/components/markup.ts');

describe('no raw HTML', () => {
  it('no page or component uses set:html, no script writes HTML', () => {
    const offenders = files.filter((f) =>
      /set:html|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it("only markup.ts marks a string as markup for Astro, and it takes only the html tag's Html", () => {
    const marking = /unescapeHTML|markHTMLString|HTMLString|astro\/runtime\/server/;
    expect(files.filter((f) => f !== MARKUP_MODULE && marking.test(readFileSync(f, 'utf8')))).toEqual([]);
    const source = readFileSync(MARKUP_MODULE, 'utf8');
    expect(source).toMatch(/import type \{ Html \} from '\.\.\/html\/html\.js';/);
    expect(source).toMatch(/export function markup\(html: Html\)/);
    expect(source.match(/unescapeHTML\(.*;/g)).toEqual(['unescapeHTML(html.toString());']);
  });
});

describe('translations', () => {
  it('every language has exactly the same keys, none empty', () => {
    for (const strings of [es, fr, pt]) expect(() => translationSchema.parse(strings)).not.toThrow();
    expect(Object.keys(fr).sort()).toEqual(Object.keys(es).sort());
    expect(Object.keys(pt).sort()).toEqual(Object.keys(es).sort());
  });

  it('a missing key fails', () => {
    const { ['nav.cards']: _gone, ...missing } = fr;
    expect(() => translationSchema.parse(missing)).toThrow(/nav\.cards/);
  });

  it('every key the code asks for exists', () => {
    const used = new Set<string>();
    for (const f of files) for (const m of readFileSync(f, 'utf8').matchAll(/\bt\('([a-zA-Z0-9.-]+)'/g)) used.add(m[1]);
    // A plural key is asked for by its base name: `cards.count` is `cards.count_one`, `cards.count_other`.
    const missing = [...used].filter((k) => !(UI_KEYS as string[]).includes(k));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(40);
  });
});

describe('the language list', () => {
  it('is written out only in src/languages.ts: everything else derives it (LANGS, perLang, LANG_ALTERNATIVES)', () => {
    const [a, b, c] = LANGS;
    // The codes quoted and joined by commas (an array) or bars (a type), or bare between bars (a pattern, a usage line).
    const written = [
      new RegExp(`(['"])${a}\\1\\s*([,|])\\s*(['"])${b}\\3\\s*\\2\\s*(['"])${c}\\4`),
      new RegExp(`\\b${a}\\|${b}\\|${c}\\b`),
    ];
    const offenders = allSources
      .filter((f) => !f.endsWith(join('src', 'languages.ts')))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (written.some((p) => p.test(line)) ? [`${f.slice(ROOT.length + 1)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });

  it('would catch the list written out', () => {
    const [a, b, c] = LANGS;
    const pattern = new RegExp(`(['"])${a}\\1\\s*([,|])\\s*(['"])${b}\\3\\s*\\2\\s*(['"])${c}\\4`);
    expect(pattern.test(`const L = ['${a}', '${b}', '${c}'];`)).toBe(true);
    expect(pattern.test(`type L = '${a}' | '${b}' | '${c}';`)).toBe(true);
    expect(pattern.test(`{ ${a}: 1, ${b}: 2, ${c}: 3 }`)).toBe(false);
  });
});
