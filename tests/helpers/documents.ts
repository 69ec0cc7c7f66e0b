/**
 * Every document the properties that hold for any document are checked on: each document of content/ (CONTENT_DIR
 * when set) and each golden fixture that is a whole document as a maintainer adds one (its case.json carries the
 * manifest's `kind`). Nothing here names a document: adding one to content/ or to tests/fixtures/ adds it to the list.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../src/languages.js';
import { readDocument } from '../../src/load/content.js';
import type { ManifestEntry } from '../../src/schema/index.js';
import { content } from './content.js';

export const FIXTURES = join(import.meta.dirname, '..', 'fixtures');

export interface CheckedDocument {
  /** `content/<id>` or `fixtures/<case>`. */
  name: string;
  bytes: Uint8Array;
  /** The manifest entry of a document of content/. */
  entry?: ManifestEntry;
  lang?: Lang;
  date?: string;
}

/** The documents of content/, as the build reads them. */
export function contentDocuments(): CheckedDocument[] {
  const c = content();
  return c.manifest.map((entry) => ({ name: `content/${entry.id}`, bytes: readDocument(c, entry), entry }));
}

/** The golden fixtures that are whole documents: input.txt with a case.json giving the manifest's kind. */
export function documentFixtures(): CheckedDocument[] {
  return readdirSync(FIXTURES)
    .sort()
    .flatMap((name) => {
      const caseFile = join(FIXTURES, name, 'case.json');
      if (!existsSync(caseFile)) return [];
      const { kind, lang, date } = JSON.parse(readFileSync(caseFile, 'utf8'));
      return kind ? [{ name: `fixtures/${name}`, bytes: readFileSync(join(FIXTURES, name, 'input.txt')), lang, date }] : [];
    });
}

export const allDocuments = (): CheckedDocument[] => [...contentDocuments(), ...documentFixtures()];
