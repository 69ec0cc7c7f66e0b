import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentRecords } from '../parse/index.js';
import { buildCorpus, type Corpus } from '../records/index.js';
import type { Content } from '../records/load-content.js';
import { validateCorpus } from '../records/validate.js';
import { RECORD_KINDS, RECORD_KIND_NAMES, type RecordKindName } from '../schema/index.js';
import { writeSearchAssets } from '../search/build-index.js';
import { parseAndAudit } from './parse-documents.js';

/** Milliseconds spent in each stage of the pipeline. */
export interface StageTimings {
  parseMs: number;
  corpusMs: number;
  validateMs: number;
}

/** What one run of the pipeline produced, how long each stage took, and what stops publication. */
export interface PipelineResult {
  corpus: Corpus | null;
  /** "content/<file>:<line>: …" messages; any of them means the corpus must not be published. */
  problems: string[];
  bytes: number;
  timings: StageTimings;
}

/**
 * content/ → every document parsed and audited → one corpus → every record validated. With `recordsDir`, each record
 * is written there as it is validated (one JSON file per kind, what the site reads); the files replace the previous
 * ones only when the whole corpus is valid.
 */
export function buildRecords(content: Content, options: { recordsDir?: string } = {}): PipelineResult {
  const problems: string[] = [];
  const t0 = performance.now();
  let bytes = 0;
  const parsed: DocumentRecords[] = [];
  for (const entry of content.manifest) {
    const document = parseAndAudit(content, entry);
    bytes += document.bytes;
    problems.push(...document.problems);
    if (document.records) parsed.push(document.records);
  }
  const parseMs = performance.now() - t0;
  if (problems.length) return { corpus: null, problems, bytes, timings: { parseMs, corpusMs: 0, validateMs: 0 } };
  const t1 = performance.now();
  const corpus = buildCorpus(parsed, content);
  // One copy of the corpus: the parsed documents are not needed once it is assembled.
  parsed.length = 0;
  const corpusMs = performance.now() - t1;
  const t2 = performance.now();
  const writers = options.recordsDir ? recordWriters(options.recordsDir) : null;
  try {
    problems.push(...validateCorpus(corpus, content.manifest, writers ? (name, record) => writers.add(name, record) : undefined));
    writers?.finish(problems.length === 0);
  } catch (e) {
    writers?.finish(false);
    throw e;
  }
  const validateMs = performance.now() - t2;
  return { corpus: problems.length ? null : corpus, problems, bytes, timings: { parseMs, corpusMs, validateMs } };
}

/**
 * One JSON array file per record kind, written record by record in pieces of about a megabyte (byte for byte what
 * `JSON.stringify` of the whole kind gives), into temporary files renamed into place by `finish(true)`.
 */
function recordWriters(dir: string) {
  mkdirSync(dir, { recursive: true });
  const open = new Map<RecordKindName, { fd: number; tmp: string; file: string; chunk: string; count: number }>();
  const writerOf = (name: RecordKindName) => {
    let w = open.get(name);
    if (!w) {
      const file = join(dir, `${RECORD_KINDS[name].file}.json`);
      const tmp = `${file}.tmp-${process.pid}`;
      open.set(name, (w = { fd: openSync(tmp, 'w'), tmp, file, chunk: '[', count: 0 }));
    }
    return w;
  };
  return {
    add(name: RecordKindName, record: unknown) {
      const w = writerOf(name);
      w.chunk += (w.count++ ? ',' : '') + JSON.stringify(record);
      if (w.chunk.length >= 1 << 20) {
        writeSync(w.fd, w.chunk);
        w.chunk = '';
      }
    },
    finish(keep: boolean) {
      if (keep) for (const name of RECORD_KIND_NAMES) writerOf(name); // a kind without records is an empty array
      for (const w of open.values()) {
        if (keep) writeSync(w.fd, `${w.chunk}]`);
        closeSync(w.fd);
        if (keep) renameSync(w.tmp, w.file);
        else rmSync(w.tmp, { force: true });
      }
      open.clear();
    },
  };
}

/** A validated corpus → the search indexes. */
export function writeSearch(corpus: Corpus, searchDir: string) {
  const t0 = performance.now();
  const search = writeSearchAssets(corpus, searchDir);
  return { search, searchMs: performance.now() - t0 };
}
