import { closeSync, openSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stageDirectory, writeAll } from '../files/atomic-write.js';
import type { DocumentRecords } from '../parse/index.js';
import { buildCorpus, type Corpus } from '../records/index.js';
import type { Content } from '../load/content.js';
import { validateCorpus } from '../records/validate.js';
import { alignCorpus } from '../records/align-corpus.js';
import { markFormerWords } from '../records/former-words.js';
import { BUILD_INFO_FILE, type BuildInfo } from '../schema/build-info.js';
import { RECORD_KINDS, RECORD_KIND_NAMES, type RecordKindName, type RuleTranslation } from '../schema/index.js';
import { writeSearchAssets } from '../search/build-index.js';
import { ruleNumberSearch } from '../search/rule-numbers.js';
import { topicSearch } from '../search/topics.js';
import { buildIdOf } from './build-id.js';
import { parseAndAudit } from './parse-documents.js';

/** Milliseconds spent in each stage of the pipeline. */
export interface StageTimings {
  parseMs: number;
  corpusMs: number;
  /** Aligning the documents' rulings with the official rulings they translate. */
  alignMs: number;
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
 * content/ → every document parsed and audited → one corpus → every record validated. With `recordsDir` (an empty
 * folder), each record is written there as it is validated, one JSON file per kind.
 */
export function buildRecords(content: Content, options: { recordsDir?: string } = {}): PipelineResult {
  const problems: string[] = [];
  const t0 = performance.now();
  let bytes = 0;
  const parsed: DocumentRecords[] = [];
  const translations: RuleTranslation[] = [];
  for (const entry of content.manifest) {
    const document = parseAndAudit(content, entry);
    bytes += document.bytes;
    problems.push(...document.problems);
    if (document.records) parsed.push(document.records);
    translations.push(...document.translations);
  }
  const parseMs = performance.now() - t0;
  if (problems.length) return { corpus: null, problems, bytes, timings: { parseMs, corpusMs: 0, alignMs: 0, validateMs: 0 } };
  const t1 = performance.now();
  const corpus = buildCorpus(parsed, content, translations);
  markFormerWords(corpus.rulings, corpus.documents, content.gameTerms);
  // One copy of the corpus: the parsed documents are not needed once it is assembled.
  parsed.length = 0;
  const corpusMs = performance.now() - t1;
  const ta = performance.now();
  alignCorpus(corpus, content.catalogue, content.glossary.keywords);
  const alignMs = performance.now() - ta;
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
  return { corpus: problems.length ? null : corpus, problems, bytes, timings: { parseMs, corpusMs, alignMs, validateMs } };
}

/**
 * One JSON array file per record kind, written record by record in pieces of about a megabyte (byte for byte what
 * `JSON.stringify` of the whole kind gives), into `dir`: a fresh folder (`stageDirectory`) that its caller swaps in
 * once everything is written, or discards.
 */
function recordWriters(dir: string) {
  const open = new Map<RecordKindName, { fd: number; chunk: string; count: number }>();
  const writerOf = (name: RecordKindName) => {
    let w = open.get(name);
    if (!w) open.set(name, (w = { fd: openSync(join(dir, `${RECORD_KINDS[name].file}.json`), 'wx'), chunk: '[', count: 0 }));
    return w;
  };
  return {
    add(name: RecordKindName, record: unknown) {
      const w = writerOf(name);
      w.chunk += (w.count++ ? ',' : '') + JSON.stringify(record);
      if (w.chunk.length >= 1 << 20) {
        writeAll(w.fd, w.chunk);
        w.chunk = '';
      }
    },
    finish(keep: boolean) {
      try {
        if (keep) for (const name of RECORD_KIND_NAMES) writerOf(name); // a kind without records is an empty array
        if (keep) for (const w of open.values()) writeAll(w.fd, `${w.chunk}]`);
      } finally {
        for (const w of open.values()) closeSync(w.fd);
        open.clear();
      }
    },
  };
}

/**
 * build:data's outputs: the records (one JSON file per kind, what the site reads) and the search assets, each built
 * in a fresh folder beside its target and swapped in only once both are complete, with the build's id
 * (`<records>/build.json`: a hash of both, of the catalogue and of the code, `project`). Invalid records, a failed write (disk full,
 * the file-size limit) or a crash leave the previous folders as they were.
 */
export function buildAndWrite(content: Content, dirs: { records: string; search: string }, project: { root: string; publicDir: string }) {
  const records = stageDirectory(dirs.records);
  const search = stageDirectory(dirs.search);
  try {
    const result = records.fill((dir) => buildRecords(content, { recordsDir: dir }));
    const corpus = result.corpus;
    if (!corpus) return { ...result, search: null, searchMs: 0, build: null, written: null };
    const written = search.fill((dir) => writeSearch(corpus, dir, content));
    const build = buildIdOf({
      records: records.path,
      search: search.path,
      catalogue: join(content.root, 'catalogue'),
      ...project,
      outputs: [records.written, search.written],
    });
    const info: BuildInfo = { format: 'build/1', build };
    records.fill((dir) => writeFileSync(join(dir, BUILD_INFO_FILE), JSON.stringify(info)));
    records.commit();
    search.commit();
    // Where they went: the targets, or what they lead to when they are symbolic links.
    return { ...result, ...written, build, written: { records: records.written, search: search.written } };
  } finally {
    records.discard();
    search.discard();
  }
}

/** A validated corpus → the search indexes (with search by rule number, from the content's rules and glossary). */
export function writeSearch(
  corpus: Corpus,
  searchDir: string,
  content: Pick<Content, 'rules' | 'glossary' | 'vocabulary' | 'catalogue' | 'rulesGlossary' | 'gameTerms' | 'ruleSections'>,
) {
  const t0 = performance.now();
  const search = writeSearchAssets(corpus, content.catalogue, searchDir, ruleNumberSearch(corpus, content), topicSearch(corpus, content));
  return { search, searchMs: performance.now() - t0 };
}
