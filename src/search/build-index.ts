import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Corpus } from '../records/build-corpus.js';
import type { Catalogue } from '../catalogue/index.js';
import { LANGS, type Lang } from '../languages.js';
import { searchDocuments, type SearchDoc, type SearchMeta } from './documents.js';
import { lunr, preStemSteps, stemmerFor, RAW_FIELD, WHOLE_EN_FIELD, WHOLE_FIELD, type IndexLang } from './lunr-setup.js';
import { metaBucket, prefixOf, ruleNumbersFile, type SearchManifest, type ShardInfo } from './manifest.js';
import type { RuleNumberEntry } from './rule-numbers.js';
import type { TopicSearch } from './topics.js';

/** The number lists of search by rule number, per UI language and section, and the words typed before a number. */
export interface RuleNumberSearch {
  entries: Record<Lang, Map<string, RuleNumberEntry[]>>;
  ruleWords: string[];
}

import { shardIndex, type CompactShard } from './shards.js';

/** About how large one shard may grow: a query downloads a few such files, never a whole index. */
const SHARD_TARGET_BYTES = 16_000;
/** The rules' English is cut between any two terms, in smaller files: a word is looked up in one of them. */
const ENGLISH_SHARD_BYTES = 6_000;
/** Results' metadata is fetched per small bucket, only for the results shown. */
const META_BUCKET_ENTRIES = 24;

// alias: a card's names in English and the other languages, as strong as its own name.
const FIELD_BOOSTS: Record<string, number> = {
  name: 10,
  alias: 10,
  [RAW_FIELD]: 6,
  [WHOLE_FIELD]: 10,
  [WHOLE_EN_FIELD]: 10,
  syn: 5,
  type: 1,
  text: 1,
  owner: 2,
  en: 1,
};

/** One lunr index over entries, with the site's pipeline for the language (the same steps the queries use). */
export function buildIndex(lang: Lang, docs: SearchDoc[]): lunr.Index {
  const fields = [...new Set(docs.flatMap((d) => Object.keys(d.fields)))].sort();
  return lunr(function () {
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.pipeline.add(...preStemSteps(lang), stemmerFor(lang));
    this.searchPipeline.add(stemmerFor(lang));
    this.ref('ref');
    for (const f of fields) this.field(f, { boost: FIELD_BOOSTS[f] ?? 1 });
    this.metadataWhitelist = [];
    for (const d of docs) this.add({ ref: d.ref, ...d.fields });
  });
}

/** lunr's BM25 parameters (lunr.Builder's defaults, which buildIndex keeps). */
const K1 = 1.2;
const B = 0.75;

/**
 * The compact shards of the lunr index `buildIndex(lang, docs)` would build, exactly (same terms, term indexes,
 * postings, scores and shard boundaries as `shardIndex(buildIndex(lang, docs), targetBytes)`), without building it:
 * each distinct token goes through the pipeline once, postings are numbers, and no index, token set or JSON copy of
 * the index is made. At 100× the corpus, lunr's builder held 2 GB of posting objects and took 30 s.
 * Shards are handed to `emit` as they are complete.
 */
export function buildShards(
  lang: IndexLang,
  docs: SearchDoc[],
  targetBytes: number,
  emit: (shard: { first: string; last: string; shard: CompactShard }) => void,
  /** What a shard never splits: a prefix (prefixOf, the default), or a whole term (`first`/`last` are then terms). */
  keyOf: (term: string) => string = prefixOf,
): void {
  const fields = [...new Set(docs.flatMap((d) => Object.keys(d.fields)))].sort();
  const boosts = fields.map((f) => (FIELD_BOOSTS[f] ?? 1) || 1);
  const pipeline = new lunr.Pipeline();
  pipeline.add(...preStemSteps(lang), stemmerFor(lang));
  const searchPipeline = new lunr.Pipeline();
  searchPipeline.add(stemmerFor(lang));
  const pipelineLabels = searchPipeline.toJSON() as unknown as string[];
  const termIds = new Map<string, number>();
  const terms: string[] = [];
  /** postings[term][field]: doc, term frequency, doc, term frequency… in document order. */
  const postings: (number[] | undefined)[][] = [];
  // Every pipeline step looks at one token and its field only: a token's terms are found once per field. A term's
  // index is its rank of first appearance, as in lunr: a token's terms are numbered when the token first appears.
  const memo = fields.map(() => new Map<string, number[]>());
  const termsOf = (f: number, piece: string): number[] => {
    let ids = memo[f].get(piece);
    if (!ids) {
      ids = pipeline.run([new lunr.Token(piece, { fields: [fields[f]] })]).map((token) => {
        const term = String(token);
        let id = termIds.get(term);
        if (id === undefined) {
          termIds.set(term, (id = terms.length));
          terms.push(term);
          postings.push([]);
        }
        return id;
      });
      memo[f].set(piece, ids);
    }
    return ids;
  };
  const lengths = fields.map(() => new Float64Array(docs.length));
  const seen = new Set<string>();
  let counts = new Int32Array(1024);
  const touched: number[] = [];
  for (let d = 0; d < docs.length; d++) {
    if (seen.has(docs[d].ref)) throw new Error(`search: two entries have the ref "${docs[d].ref}"`);
    seen.add(docs[d].ref);
    for (let f = 0; f < fields.length; f++) {
      const value = docs[d].fields[fields[f]];
      if (value === undefined || value === null) continue;
      let length = 0;
      // lunr.tokenizer: the lower-cased text cut at lunr.tokenizer.separator.
      for (const piece of String(value).toLowerCase().split(lunr.tokenizer.separator)) {
        if (!piece) continue;
        const ids = termsOf(f, piece);
        if (terms.length > counts.length) {
          const grown = new Int32Array(terms.length * 2);
          grown.set(counts);
          counts = grown;
        }
        for (let k = 0; k < ids.length; k++) if (counts[ids[k]]++ === 0) touched.push(ids[k]);
        length += ids.length;
      }
      lengths[f][d] = length;
      for (const id of touched) {
        (postings[id][f] ??= []).push(d, counts[id]);
        counts[id] = 0;
      }
      touched.length = 0;
    }
  }
  const average = lengths.map((l) => l.reduce((a, b) => a + b, 0) / docs.length);
  const sorted = [...terms].sort();
  let current: { first: string; last: string; refs: Map<string, number>; terms: CompactShard['terms']; bytes: number } | null = null;
  const flush = () => {
    if (!current) return;
    emit({
      first: current.first,
      last: current.last,
      shard: { v: 1, fields, pipeline: pipelineLabels, refs: [...current.refs.keys()], terms: current.terms },
    });
    current = null;
  };
  for (const term of sorted) {
    const id = termIds.get(term)!;
    const prefix = keyOf(term);
    if (current && current.bytes >= targetBytes && prefix !== current.last) flush();
    current ??= { first: prefix, last: prefix, refs: new Map(), terms: [], bytes: 0 };
    current.last = prefix;
    let documentsWithTerm = 0;
    for (const list of postings[id]) if (list) documentsWithTerm += list.length / 2;
    // lunr.idf and lunr.Builder#createFieldVectors, operation for operation.
    const idf = Math.log(1 + Math.abs((docs.length - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5)));
    const entry: CompactShard['terms'][number] = [term, id];
    let size = 0;
    for (let f = 0; f < fields.length; f++) {
      const list = postings[id][f];
      if (!list) continue;
      const out: number[] = [f];
      for (let i = 0; i < list.length; i += 2) {
        const ref = docs[list[i]].ref;
        let r = current.refs.get(ref);
        if (r === undefined) current.refs.set(ref, (r = current.refs.size));
        const tf = list[i + 1];
        let score = (idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (lengths[f][list[i]] / average[f])) + tf);
        score *= boosts[f];
        out.push(r, Math.round(score * 1000) / 1000);
      }
      entry.push(out);
      size += out.length * 5;
    }
    current.terms.push(entry);
    current.bytes += term.length + 8 + size;
  }
  flush();
}

/** Adds `more` to `entries`; an entry whose ref is already there joins it, field by field (a number the documents
 *  cite that means today's rule is one entry with that rule's topic). */
export function mergeInto(entries: SearchDoc[], more: SearchDoc[]): void {
  const at = new Map(entries.map((e, i) => [e.ref, i]));
  for (const e of more) {
    const i = at.get(e.ref);
    if (i === undefined) {
      at.set(e.ref, entries.length);
      entries.push(e);
      continue;
    }
    const fields = { ...entries[i].fields };
    for (const [k, v] of Object.entries(e.fields)) fields[k] = fields[k] ? (v ? `${fields[k]}\n${v}` : fields[k]) : v;
    entries[i] = { ref: e.ref, fields };
  }
}

/** Writes the search assets (manifest, sharded indexes per language, result metadata buckets) into `dir`. */
export function writeSearchAssets(
  corpus: Corpus,
  catalogue: Catalogue,
  dir: string,
  numbers?: RuleNumberSearch,
  topicSearch?: TopicSearch,
): { files: number; bytes: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const manifest: SearchManifest = { version: 2, langs: {} as SearchManifest['langs'], ruleWords: numbers?.ruleWords ?? [] };
  let files = 0;
  let bytes = 0;
  const write = (name: string, data: unknown) => {
    const json = JSON.stringify(data);
    writeFileSync(join(dir, name), json);
    files++;
    bytes += Buffer.byteLength(json);
    return Buffer.byteLength(json);
  };
  for (const lang of LANGS) {
    // One language's entries at a time: at 100× the corpus, all three at once add a hundred megabytes to the peak.
    const { names, text, meta } = searchDocuments(corpus, catalogue, lang, topicSearch?.cited)[lang];
    if (topicSearch) {
      // Today's rules and terms: after the documents' entries, so a cited number's entry reads as today's rule.
      const topics = topicSearch.topics.forLang(lang);
      mergeInto(names, topics.names);
      mergeInto(text, topics.text);
      for (const [ref, m] of topics.meta) meta.set(ref, m);
    }
    const shardSet = (kind: 'names' | 'text', entries: SearchDoc[]): ShardInfo[] => {
      const shards: ShardInfo[] = [];
      if (entries.length)
        buildShards(lang, entries, SHARD_TARGET_BYTES, ({ first, last, shard }) => {
          const file = `${kind}-${lang}-${shards.length}.json`;
          shards.push({ first, last, file, bytes: write(file, shard) });
        });
      return shards;
    };
    const bucketCount = Math.max(1, Math.ceil(meta.size / META_BUCKET_ENTRIES));
    const buckets: Record<string, SearchMeta>[] = Array.from({ length: bucketCount }, () => ({}));
    for (const [ref, m] of [...meta].sort((a, b) => (a[0] < b[0] ? -1 : 1))) buckets[metaBucket(ref, bucketCount)][ref] = m;
    buckets.forEach((b, n) => write(`meta-${lang}-${n}.json`, b));
    const sections = numbers?.entries[lang] ?? new Map<string, RuleNumberEntry[]>();
    for (const [section, entries] of sections) write(ruleNumbersFile(lang, section), entries);
    manifest.langs[lang] = {
      names: shardSet('names', names),
      text: shardSet('text', text),
      metaBuckets: bucketCount,
      ruleSections: [...sections.keys()],
    };
  }
  if (topicSearch) {
    const english: ShardInfo[] = [];
    buildShards(
      'en',
      topicSearch.topics.english,
      ENGLISH_SHARD_BYTES,
      ({ first, last, shard }) => {
        const file = `english-${english.length}.json`;
        english.push({ first, last, file, bytes: write(file, shard) });
      },
      (term) => term,
    );
    manifest.english = english;
  }
  write('manifest.json', manifest);
  return { files, bytes };
}

/** The reference for buildShards: lunr's own index, then cut into shards. */
export function lunrShards(lang: Lang, docs: SearchDoc[], targetBytes: number) {
  return shardIndex(buildIndex(lang, docs), targetBytes);
}
