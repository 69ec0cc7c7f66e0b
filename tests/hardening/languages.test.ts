/**
 * One table per language: what differs by language is read from src/languages.ts (and the translation files), so a
 * source file that lists the languages on its own (two or more codes in one array, object, union type, glob or
 * pattern, or in markup) fails here, but for the few that hold a language's words rather than facts, listed below.
 * The files are those of src/ and scripts/ and astro.config.mjs (which imports the table).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/languages.js';
import { rel, sources, src } from '../helpers/sources.js';
import { ROOT } from '../helpers/temp-content.js';

/** Files that must list the languages, each with why: they hold what is not a fact of the table. The test fails
 *  when one no longer does (remove it here). */
const LISTING_BY_NEED: Record<string, string> = {
  // Bundlers find a translation file only by a static import; `satisfies Record<Lang, …>` keeps it to LANGS.
  'src/i18n/index.ts': "i18next's resources: one static import per translation file",
  // Words, not facts: the regular morphology of each language's verbs, as src/text/stemmers.ts holds its stemmer.
  'src/keyword-names/lib/dictionary-form.ts': "each language's verb endings (language knowledge)",
};

/** Where a source file lists two or more language codes together. */
function listings(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const found: string[] = [];
  const isCode = (s: string) => (LANGS as readonly string[]).includes(s);
  const patterns = [
    new RegExp(`\\{(?:${LANGS.join('|')})(?:,(?:${LANGS.join('|')}))+\\}`),
    new RegExp(`\\b(?:${LANGS.join('|')})(?:\\|(?:${LANGS.join('|')}))+\\b`),
    new RegExp(`\\b(?:${LANGS.join('|')})(?: / (?:${LANGS.join('|')}))+\\b`),
  ];
  const code = file.endsWith('.astro') ? astroCode(text) : text;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('.astro') ? ts.ScriptKind.TS : undefined);
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const literal = (n: ts.Node | undefined) =>
    n !== undefined && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) && isCode(n.text);
  /** The languages whose property an expression reads (`ids.es || ids.fr`, `${sizes.es} / ${sizes.fr}`). */
  const propertiesRead = (node: ts.Node): Set<string> => {
    const read = new Set<string>();
    const walk = (n: ts.Node) => {
      if (ts.isPropertyAccessExpression(n) && isCode(n.name.text)) read.add(n.name.text);
      if (ts.isElementAccessExpression(n) && literal(n.argumentExpression)) read.add((n.argumentExpression as ts.StringLiteral).text);
      ts.forEachChild(n, walk);
    };
    walk(node);
    return read;
  };
  const visit = (node: ts.Node) => {
    let codes = 0;
    if (ts.isArrayLiteralExpression(node)) codes = node.elements.filter(literal).length;
    else if (ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.filter((p) => p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && isCode(p.name.text));
      const values = node.properties.filter((p) => ts.isPropertyAssignment(p) && literal(p.initializer));
      codes = Math.max(keys.length, values.length);
    } else if (ts.isUnionTypeNode(node)) codes = node.types.filter((t) => ts.isLiteralTypeNode(t) && literal(t.literal)).length;
    else if (ts.isTemplateExpression(node) || (ts.isBinaryExpression(node) && !ts.isBinaryExpression(node.parent)))
      codes = propertiesRead(node).size;
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isRegularExpressionLiteral(node)
    )
      codes = patterns.some((p) => p.test(node.getText())) ? 2 : 0;
    if (codes >= 2) found.push(`${rel(file)}:${line(node)}: ${node.getText().split('\n')[0].slice(0, 80)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Markup: attributes naming two or more languages (`lang="es"` … `lang="fr"`) in one element list.
  if (file.endsWith('.astro')) {
    const markup = text.replace(/^---[\s\S]*?---/, '').replace(/<script[\s\S]*?<\/script>/g, '');
    const attributes = [...markup.matchAll(/\b(?:lang|hreflang|value|data-lang)="([a-z]+)"/g)].map((m) => m[1]).filter(isCode);
    if (new Set(attributes).size >= 2) found.push(`${rel(file)}: markup names ${[...new Set(attributes)].join(', ')}`);
  }
  return found;
}

/** An Astro file's code: its frontmatter and its scripts. */
function astroCode(text: string): string {
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [front, ...scripts].join('\n');
}

const files = [...sources(src()), ...sources(join(ROOT, 'scripts')), join(ROOT, 'astro.config.mjs')].filter(
  (f) => !f.endsWith(join('src', 'languages.ts')) && !f.endsWith('.d.ts'),
);

describe('one table per language (src/languages.ts)', () => {
  it('no other source file lists the languages (but those holding words, not facts)', () => {
    const offenders = files.flatMap((f) => (LISTING_BY_NEED[rel(f)] ? [] : listings(f)));
    expect(offenders).toEqual([]);
  });

  it('the files allowed to list them still do (a file that no longer does leaves the list)', () => {
    const done = Object.keys(LISTING_BY_NEED).filter((f) => listings(join(ROOT, f)).length === 0);
    expect(done).toEqual([]);
  });

  it('would catch the languages in an array, an object, a union type, a glob, a pattern, a label, properties read together and markup', () => {
    const [a, b] = LANGS;
    const cases = [
      `const l = ['${a}', '${b}'];`,
      `const n = { ${a}: 1, ${b}: 2 };`,
      `const iso = { x: '${a}', y: '${b}' };`,
      `type L = '${a}' | '${b}';`,
      `const g = 'dist/{${a},${b}}/index.html';`,
      `const p = /^\\/(${a}|${b})\\//;`,
      `const t = 'sizes ${a} / ${b}';`,
      `const s = \`\${x.${a}} \${x.${b}}\`;`,
      `const f = ids.${a} || ids['${b}'];`,
    ];
    const tmp = join(ROOT, 'node_modules', '.cache', 'languages-lint');
    mkdirSync(tmp, { recursive: true });
    for (const [i, c] of cases.entries()) {
      const file = join(tmp, `case-${i}.ts`);
      writeFileSync(file, `${c}\n`);
      expect(listings(file), c).toHaveLength(1);
    }
    const astro = join(tmp, 'case.astro');
    writeFileSync(astro, `---\nconst x = 1;\n---\n<a lang="${a}">A</a> <a lang="${b}">B</a>\n`);
    expect(listings(astro)).toHaveLength(1);
    const one = join(tmp, 'one.ts');
    writeFileSync(one, `const l = ['${a}'];\nconst o = { ${a}: 1, other: 2 };\nconst f = ids.${a} || ids[lang];\n`);
    expect(listings(one)).toEqual([]);
  });
});
