/** Guarantees that are about the code itself: no raw HTML from content anywhere, every UI string in every language. */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import es from '../../src/i18n/es.json' with { type: 'json' };
import fr from '../../src/i18n/fr.json' with { type: 'json' };
import pt from '../../src/i18n/pt.json' with { type: 'json' };
import { translationSchema, UI_KEYS } from '../../src/i18n/index.js';
import { ROOT } from '../helpers/temp-content.js';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'generated' ? [] : sources(p);
    return /\.(ts|astro|mjs|js)$/.test(n) ? [p] : [];
  });
}
const files = sources(join(ROOT, 'src'));

describe('no raw HTML', () => {
  it('no page or component uses set:html, and no script writes HTML', () => {
    const offenders = files.filter((f) =>
      /set:html|\.innerHTML\s*=|outerHTML\s*=|insertAdjacentHTML|document\.write\(/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
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
