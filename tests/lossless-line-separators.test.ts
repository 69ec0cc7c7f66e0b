/**
 * Line and paragraph separators inside a line (U+2028, U+2029, NEL, VT, FF) lose nothing: they are read as spaces
 * before lines are classified, and counted. Every bullet line of every document of content/ gets one (in place of a
 * space between two words, so the text read must not change), and each document must read exactly as it did, every
 * separator counted on its line.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../src/parse/index.js';
import { documentLines } from '../src/parse/lib/normalize.js';
import { unexplainedBulletLines } from '../src/records/audit.js';
import { content } from './helpers/content.js';
import { GREP_BULLET } from './helpers/lossless-docs.js';

const SEPARATORS = ['\u2028', '\u2029', '\u0085', '\u000b', '\u000c'];

/** The document with a separator for the first space between two words of each bullet line, and those lines. */
function withSeparators(text: string): { text: string; lines: number[] } {
  const lines: number[] = [];
  const out = text.split('\n').map((line, i) => {
    const at = GREP_BULLET.test(line) ? line.search(/(?<=\p{L}) (?=\p{L})/u) : -1;
    if (at < 0) return line;
    lines.push(i + 1);
    return `${line.slice(0, at)}${SEPARATORS[lines.length % SEPARATORS.length]}${line.slice(at + 1)}`;
  });
  return { text: out.join('\n'), lines };
}

describe('line separators inside bullet lines, in every document of content/', () => {
  const { root, manifest, glossary, vocabulary, rules } = content();
  for (const entry of manifest)
    it(`${entry.id}: reads as before, each separator counted`, () => {
      const file = join(root, entry.file);
      const original = readFileSync(file, 'utf8');
      const changed = withSeparators(original);
      expect(changed.lines.length).toBeGreaterThan(0);
      expect(documentLines(changed.text).separatorLines).toEqual(changed.lines);
      const parse = (text: string) => parseDocument({ content: Buffer.from(text), file, entry }, glossary, vocabulary, rules);
      const [before, after] = [parse(original), parse(changed.text)];
      expect(unexplainedBulletLines(after)).toEqual([]);
      expect(after.rulings.map((r) => [r.line, r.text])).toEqual(before.rulings.map((r) => [r.line, r.text]));
      expect(after.cards.length).toBe(before.cards.length);
    });
});
