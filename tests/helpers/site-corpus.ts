import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeFileAtomic } from '../../src/files/atomic-write.js';
import { filesUnder } from '../../src/pipeline/build-id.js';
import { buildRecords } from '../../src/pipeline/pipeline.js';
import { readRulesTranslation } from '../../src/rules-translation/index.js';
import type { Corpus } from '../../src/records/index.js';
import { manifestEntrySchema } from '../../src/schema/index.js';
import { indexCorpus, type SiteCorpus } from '../../src/site/corpus.js';
import { CONTENT_DIR, content } from './content.js';

let cached: SiteCorpus | null = null;
const FIXTURES = join(import.meta.dirname, '../fixtures-rules-translation');
const ROOT = resolve(import.meta.dirname, '../..');
const CACHE = join(ROOT, 'node_modules/.cache/site-corpus');

/** Every file the corpus is built from (content/, the code in src/ but its tests and build:data's output), hashed. */
function inputsHash(): string {
  const hash = createHash('sha256');
  const code = filesUnder(join(ROOT, 'src'), new Set([join(ROOT, 'src/generated')]));
  for (const file of [...filesUnder(CONTENT_DIR, new Set()), ...code]) hash.update(`${file}\0`).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The records of content/ as build:data builds them in memory: 20–40 s, so they are kept on disk for the next test
 *  file, under the hash of what they are built from (any change to content/ or src/ builds them again). */
export function contentRecords(): Corpus {
  const file = join(CACHE, `${inputsHash()}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Corpus;
  const { corpus, problems } = buildRecords(content());
  if (!corpus) throw new Error(`content/ does not build:\n${problems.join('\n')}`);
  mkdirSync(CACHE, { recursive: true });
  writeFileAtomic(file, JSON.stringify(corpus));
  return corpus;
}

/** The corpus of content/, built as build:data builds it, with the site's lookups: page data functions are tested on
 *  it without Astro and without a previous build. */
export function siteCorpus(): SiteCorpus {
  cached ??= indexCorpus(contentRecords(), content().catalogue);
  return cached;
}

let translated: SiteCorpus | null = null;

/** The corpus of content/ with the rules translations of tests/fixtures-rules-translation/ added as build:data adds
 *  a `rules-translation` document: its document, its report and its records. */
export function siteCorpusWithTranslations(): SiteCorpus {
  if (!translated) {
    const base = siteCorpus();
    const read = readdirSync(FIXTURES).map((name) => {
      const entry = manifestEntrySchema.parse(JSON.parse(readFileSync(join(FIXTURES, name, 'case.json'), 'utf8')).entry);
      const bytes = readFileSync(join(FIXTURES, name, 'translation.po'));
      return readRulesTranslation(
        { content: bytes, file: `content/${entry.file}`, entry },
        content().rules,
        content().rulesGlossary?.terms ?? null,
      );
    });
    translated = indexCorpus(
      {
        ...base,
        documents: [...base.documents, ...read.map((r) => r.document)],
        reports: [...base.reports, ...read.map((r) => r.report)],
        ruleTranslations: read.flatMap((r) => r.translations),
      },
      base.catalogue,
    );
  }
  return translated;
}
