import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildRecords } from '../../src/pipeline/pipeline.js';
import { readRulesTranslation } from '../../src/rules-translation/index.js';
import { manifestEntrySchema } from '../../src/schema/index.js';
import { indexCorpus, type SiteCorpus } from '../../src/site/corpus.js';
import { content } from './content.js';

let cached: SiteCorpus | null = null;
const FIXTURES = join(import.meta.dirname, '../fixtures-rules-translation');

/** The corpus of content/, built in memory as build:data builds it, with the site's lookups: page data functions
 *  are tested on it without Astro and without a previous build. */
export function siteCorpus(): SiteCorpus {
  if (!cached) {
    const { corpus, problems } = buildRecords(content());
    if (!corpus) throw new Error(`content/ does not build:\n${problems.join('\n')}`);
    cached = indexCorpus(corpus, content().catalogue);
  }
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
