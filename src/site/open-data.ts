/**
 * Open data: every record whose content is in one language, as one JSON file (like a card database's bulk file),
 * written as a stream of pieces. At 100× the corpus the French file is 95 MB: one `JSON.stringify` of it held the
 * string, its UTF-8 copy and Astro's copy at once, three languages at a time (600 MB at the end of the build).
 */
import type { Lang } from '../languages.js';
import { RECORD_KINDS, RECORD_KIND_NAMES } from '../schema/index.js';
import type { SiteCorpus } from './corpus.js';

/** The kinds of record published, each with the records of one language (or all, for the shared kinds). */
function publishedKinds(c: SiteCorpus, lang: Lang): [string, unknown[]][] {
  return RECORD_KIND_NAMES.filter((name) => RECORD_KINDS[name].openData !== 'none').map((name) => {
    const records = c[name] as { lang?: Lang }[];
    return [name, RECORD_KINDS[name].openData === 'per-language' ? records.filter((r) => r.lang === lang) : records];
  });
}

/**
 * The file of one language, in pieces whose concatenation is exactly `JSON.stringify` of
 * `{ lang, schema, <kind>: [records…] … }`: one piece per record, never the whole file as one string.
 */
export function* openDataPieces(c: SiteCorpus, lang: Lang, schemaUrl: string): Generator<string> {
  yield `{"lang":${JSON.stringify(lang)},"schema":${JSON.stringify(schemaUrl)}`;
  for (const [name, records] of publishedKinds(c, lang)) {
    yield `,${JSON.stringify(name)}:[`;
    for (let i = 0; i < records.length; i++) yield (i ? ',' : '') + JSON.stringify(records[i]);
    yield ']';
  }
  yield '}';
}

const CHUNK_CHARS = 1 << 16;

/** The pieces as UTF-8 chunks of about 64 kB, made as the reader asks for them. */
export function utf8Stream(pieces: Iterator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    pull(controller) {
      let chunk = '';
      for (let next = pieces.next(); !next.done; next = pieces.next()) {
        chunk += next.value;
        if (chunk.length >= CHUNK_CHARS) break;
      }
      if (chunk) controller.enqueue(encoder.encode(chunk));
      else controller.close();
    },
  });
}
