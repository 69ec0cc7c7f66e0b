import { buildRecords } from '../../src/pipeline/pipeline.js';
import { indexCorpus, type SiteCorpus } from '../../src/site/corpus.js';
import { content } from './content.js';

let cached: SiteCorpus | null = null;

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
