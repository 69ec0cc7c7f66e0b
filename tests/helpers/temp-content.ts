import { copyFileSync, cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawn } from 'node:child_process';
import type { Lang } from '../../src/languages.js';
import { smallCatalogueFolder } from './catalogue.js';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface TempDocument {
  id: string;
  lang: Lang;
  text: string | Uint8Array;
  date?: string;
}

/** A content/ folder of its own: the real glossary, vocabulary, rules and the site's titles of their sections, the
 *  small catalogue of the documents' sets (see catalogue.ts), these documents, and this manifest. */
export function tempContent(documents: TempDocument[], manifest?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'kb-content-'));
  copyFileSync(join(ROOT, 'content/glossary.json'), join(dir, 'glossary.json'));
  copyFileSync(join(ROOT, 'content/vocabulary.json'), join(dir, 'vocabulary.json'));
  copyFileSync(join(ROOT, 'content/rules-history.json'), join(dir, 'rules-history.json'));
  copyFileSync(join(ROOT, 'content/rules-text.json'), join(dir, 'rules-text.json'));
  copyFileSync(join(ROOT, 'content/rule-sections.json'), join(dir, 'rule-sections.json'));
  cpSync(smallCatalogueFolder(), join(dir, 'catalogue'), { recursive: true });
  for (const d of documents) {
    mkdirSync(join(dir, 'documents', d.lang), { recursive: true });
    writeFileSync(join(dir, 'documents', d.lang, `${d.id}.txt`), d.text);
  }
  const entries =
    manifest ??
    documents.map((d) => ({
      id: d.id,
      file: `documents/${d.lang}/${d.id}.txt`,
      lang: d.lang,
      title: d.id,
      sets: [],
      kind: 'release-notes',
      date: d.date ?? '2024-08',
      source: 'test',
    }));
  writeFileSync(join(dir, 'documents.json'), typeof entries === 'string' ? entries : JSON.stringify(entries, null, 2));
  return dir;
}

/** Runs `npm run build:data` on a content folder, writing records and search assets into a temp folder. Awaited, not
 *  synchronous: a build of a minute would block the test worker past the runner's one-minute reply timeout. */
export function buildData(contentDir: string, extraEnv: Record<string, string> = {}): Promise<BuildDataRun> {
  const out = mkdtempSync(join(tmpdir(), 'kb-records-'));
  const child = spawn(process.execPath, [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), join(ROOT, 'scripts/build-data.ts')], {
    cwd: ROOT,
    env: { ...process.env, CONTENT_DIR: contentDir, RECORDS_DIR: join(out, 'records'), PUBLIC_DIR: join(out, 'public'), ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
  child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
  return new Promise((done) => child.on('close', (status) => done({ status, stdout, stderr, out })));
}

export interface BuildDataRun {
  status: number | null;
  stdout: string;
  stderr: string;
  out: string;
}
