import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Corpus } from '../records/build-corpus.js';
import { LANGS, type Lang } from '../schema/common.js';
import { searchDocuments, type SearchDoc, type SearchMeta } from './documents.js';
import { lunr, preStemSteps, stemmerFor, RAW_FIELD } from './lunr-setup.js';
import { metaBucket, type SearchManifest, type ShardInfo } from './manifest.js';
import { shardIndex } from './shards.js';

/** About how large one shard may grow: a query downloads a few such files, never a whole index. */
const SHARD_TARGET_BYTES = 24_000;
/** Results' metadata is fetched per small bucket, only for the results shown. */
const META_BUCKET_ENTRIES = 24;

const FIELD_BOOSTS: Record<string, number> = { name: 10, [RAW_FIELD]: 6, syn: 5, type: 1, text: 1, owner: 2 };

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

/** Writes the search assets (manifest, sharded indexes per language, result metadata buckets) into `dir`. */
export function writeSearchAssets(corpus: Corpus, dir: string): { files: number; bytes: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const docs = searchDocuments(corpus);
  const manifest: SearchManifest = { version: 2, langs: {} as SearchManifest['langs'] };
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
    const { names, text, meta } = docs[lang];
    const shardSet = (kind: 'names' | 'text', entries: SearchDoc[]): ShardInfo[] =>
      entries.length === 0
        ? []
        : shardIndex(buildIndex(lang, entries), SHARD_TARGET_BYTES).map(({ first, last, shard }, n) => {
            const file = `${kind}-${lang}-${n}.json`;
            return { first, last, file, bytes: write(file, shard) };
          });
    const bucketCount = Math.max(1, Math.ceil(meta.size / META_BUCKET_ENTRIES));
    const buckets: Record<string, SearchMeta>[] = Array.from({ length: bucketCount }, () => ({}));
    for (const [ref, m] of [...meta].sort((a, b) => (a[0] < b[0] ? -1 : 1))) buckets[metaBucket(ref, bucketCount)][ref] = m;
    buckets.forEach((b, n) => write(`meta-${lang}-${n}.json`, b));
    manifest.langs[lang] = { names: shardSet('names', names), text: shardSet('text', text), metaBuckets: bucketCount };
  }
  write('manifest.json', manifest);
  return { files, bytes };
}
