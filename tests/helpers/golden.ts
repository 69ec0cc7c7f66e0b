/**
 * Golden files, one runner for all of them (parser cases, document counts, rules translations, hostile cases of the
 * importers and the commands, importer fixtures): what a case gives is compared with the file beside it, and the file
 * is rewritten only with UPDATE=1, never under CI. A missing file fails, saying how to write it, unless it is optional
 * (a document's counts are checked once written). An expected text starting with `re:` is a regular expression (a
 * message that holds a platform's words): it is matched, and never rewritten.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { expect } from 'vitest';
import { ROOT } from './temp-content.js';

/** Golden files are rewritten: UPDATE=1, and not under CI. */
export const UPDATE = process.env.UPDATE === '1' && !process.env.CI;

interface GoldenOptions {
  /** A missing file is no failure: the case is checked once its file is written. */
  optional?: boolean;
  /** The file another test writes (the same case run another way): only compared. */
  readOnly?: boolean;
}

/** `actual`, a text, is the golden file's text (or matches its `re:` pattern). */
export function expectGoldenText(file: string, actual: string, options: GoldenOptions = {}): void {
  const expected = golden(file, actual, options);
  if (expected === null) return;
  if (expected.startsWith('re:')) expect(actual).toMatch(new RegExp(expected.slice(3).trim()));
  else expect(actual).toBe(expected);
}

/** `actual` equals the golden JSON file (written with `indent` spaces). */
export function expectGoldenJson(file: string, actual: unknown, options: GoldenOptions & { indent?: number } = {}): void {
  const expected = golden(file, `${JSON.stringify(actual, null, options.indent ?? 2)}\n`, options);
  if (expected !== null) expect(actual).toEqual(JSON.parse(expected));
}

/** The golden file's text, written first when asked; null when it is missing and may be. */
function golden(file: string, text: string, { optional = false, readOnly = false }: GoldenOptions): string | null {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (UPDATE && !readOnly && !current?.startsWith('re:')) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    return text;
  }
  if (current === null && !optional) {
    const testFile = expect.getState().testPath;
    throw new Error(
      `${relative(ROOT, file)} is missing: run UPDATE=1 npx vitest run ${testFile ? relative(ROOT, testFile) : ''} and check it by reading`,
    );
  }
  return current;
}
