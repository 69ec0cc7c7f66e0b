import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Corpus } from '../records/build-corpus.js';
import { LANGS, type Lang } from '../schema/common.js';
import { searchDocuments, type SearchDoc, type SearchMeta } from './documents.js';
import { lunr, preStemSteps, stemmerFor, RAW_FIELD } from './lunr-setup.js';
import { metaBucket, shardKey, type SearchManifest, type ShardInfo } from './manifest.js';
import { foldForSearch, stripElision, tokenize } from './text.js';

/** Target size of one shard, so that a query downloads a few small files rather than one large index. */
const SHARD_TARGET_CHARS = 120_000;
const META_BUCKET_ENTRIES = 400;

const FIELD_BOOSTS: Record<string, number> = { name: 10, [RAW_FIELD]: 6, syn: 5, type: 1, text: 1, owner: 2 };

/** Letters (first character of a folded token) grouped into shards of similar size. */
function planShards(docs: SearchDoc[]): string[][] {
  const counts = new Map<string, number>();
  let total = 0;
  for (const d of docs)
    for (const value of Object.values(d.fields))
      for (const token of tokenize(value)) {
        const key = shardKey(foldForSearch(stripElision(token)));
        counts.set(key, (counts.get(key) ?? 0) + token.length + 1);
        total += token.length + 1;
      }
  const shardCount = Math.max(1, Math.min(16, Math.ceil(total / SHARD_TARGET_CHARS)));
  const shards: { letters: string[]; size: number }[] = Array.from({ length: shardCount }, () => ({ letters: [], size: 0 }));
  for (const [key, size] of [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))) {
    const smallest = shards.reduce((a, b) => (b.size < a.size ? b : a));
    smallest.letters.push(key);
    smallest.size += size;
  }
  return shards.filter((s) => s.letters.length > 0).map((s) => s.letters.sort());
}

let filterCounter = 0;

function buildShard(lang: Lang, docs: SearchDoc[], letters: string[] | null): lunr.Index {
  const keep = letters ? new Set(letters) : null;
  const shardFilter = ((token: lunr.Token) => (keep && !keep.has(shardKey(token.toString())) ? undefined : token)) as lunr.PipelineFunction;
  lunr.Pipeline.registerFunction(shardFilter, `kb-shard-${filterCounter++}`);
  const fields = [...new Set(docs.flatMap((d) => Object.keys(d.fields)))].sort();
  return lunr(function () {
    this.pipeline.reset();
    this.searchPipeline.reset();
    this.pipeline.add(...preStemSteps(lang), shardFilter, stemmerFor(lang));
    this.searchPipeline.add(stemmerFor(lang));
    this.ref('ref');
    for (const f of fields) this.field(f, { boost: FIELD_BOOSTS[f] ?? 1 });
    this.metadataWhitelist = [];
    for (const d of docs) this.add({ ref: d.ref, ...d.fields });
  });
}

/** Writes the search assets (manifest, sharded lunr indexes per language, result metadata) into `dir`. */
export function writeSearchAssets(corpus: Corpus, dir: string): { files: number; bytes: number } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const docs = searchDocuments(corpus);
  const manifest: SearchManifest = { version: 1, langs: {} as SearchManifest['langs'] };
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
    const shardSet = (kind: 'names' | 'text', entries: SearchDoc[]): ShardInfo[] => {
      if (entries.length === 0) return [];
      return planShards(entries).map((letters, n) => {
        const file = `${kind}-${lang}-${n}.json`;
        const size = write(file, buildShard(lang, entries, letters.length ? letters : null));
        return { letters: letters.join(''), file, bytes: size };
      });
    };
    const bucketCount = Math.max(1, Math.ceil(meta.size / META_BUCKET_ENTRIES));
    const buckets: Record<string, SearchMeta>[] = Array.from({ length: bucketCount }, () => ({}));
    for (const [ref, m] of [...meta].sort((a, b) => (a[0] < b[0] ? -1 : 1))) buckets[metaBucket(ref, bucketCount)][ref] = m;
    buckets.forEach((b, n) => write(`meta-${lang}-${n}.json`, b));
    manifest.langs[lang] = { names: shardSet('names', names), text: shardSet('text', text), metaBuckets: bucketCount };
  }
  write('manifest.json', manifest);
  return { files, bytes };
}
