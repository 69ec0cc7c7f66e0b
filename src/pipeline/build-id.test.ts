import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIdOf, type BuildInputs } from './build-id.js';

/** A tiny project: code, public files, the records and search folders a build wrote. */
function project(): BuildInputs {
  const root = mkdtempSync(join(tmpdir(), 'build-id-'));
  for (const dir of ['src/pages', 'src/generated', 'public/search', 'out/records', 'out/search', 'content/catalogue/cards'])
    mkdirSync(join(root, dir), { recursive: true });
  const files: Record<string, string> = {
    'src/pages/index.astro': 'page',
    'astro.config.mjs': 'config',
    'package.json': '{}',
    'package-lock.json': '{}',
    'public/favicon.svg': '<svg/>',
    'out/records/cards.json': '[]',
    'out/search/manifest.json': '{}',
    'content/catalogue/catalogue.json': '{}',
    'content/catalogue/cards/00.json.gz': 'cards',
  };
  for (const [path, text] of Object.entries(files)) writeFileSync(join(root, path), text);
  return {
    root,
    publicDir: join(root, 'public'),
    records: join(root, 'out/records'),
    search: join(root, 'out/search'),
    catalogue: join(root, 'content/catalogue'),
    outputs: [join(root, 'public/search')],
  };
}

describe('buildIdOf', () => {
  it('is the same for the same records, search files, catalogue and code, and changes with any of them', () => {
    const p = project();
    const id = buildIdOf(p);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    expect(buildIdOf(p)).toBe(id);
    const changes = [
      'out/records/cards.json',
      'out/search/manifest.json',
      'content/catalogue/cards/00.json.gz',
      'src/pages/index.astro',
      'package-lock.json',
      'public/favicon.svg',
    ];
    const seen = new Set([id]);
    for (const path of changes) {
      writeFileSync(join(p.root, path), `changed ${path}`);
      const next = buildIdOf(p);
      expect(seen.has(next), path).toBe(false);
      seen.add(next);
    }
  });

  it('leaves out outputs lying among the code (src/generated, public/search), staging folders and tests', () => {
    const p = project();
    const id = buildIdOf(p);
    writeFileSync(join(p.root, 'src/generated/cards.json'), 'an older build');
    writeFileSync(join(p.root, 'public/search/names-es-0.json'), 'an older build');
    writeFileSync(join(p.root, 'src/pages/index.test.ts'), 'a test builds nothing');
    mkdirSync(join(p.root, 'src/.pages.next-123-0'));
    writeFileSync(join(p.root, 'src/.pages.next-123-0/x.astro'), 'half written');
    expect(buildIdOf(p)).toBe(id);
  });
});
