import { lunr, setupLunr } from './lunr-setup.js';
import { prefixOf } from './manifest.js';

/**
 * A term-partitioned slice of a lunr index, in a compact form: the terms of a range of three-letter prefixes with
 * their postings (document, field, score). lunr's own serialization repeats every document's whole field vector
 * in every slice; here a slice holds only its own terms, and `expandShard` rebuilds a regular lunr index from it.
 */
export interface CompactShard {
  v: 1;
  fields: string[];
  pipeline: string[];
  refs: string[];
  /** [term, term index in the full index, ...[fieldIndex, refIndex, score, refIndex, score, …] per field] */
  terms: [string, number, ...number[][]][];
}

interface SerializedIndex {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Record<string, unknown> & { _index: number }][];
  pipeline: string[];
}

/** Splits a full lunr index into compact shards of about `targetBytes`, never splitting one prefix (prefixOf). */
export function shardIndex(index: lunr.Index, targetBytes: number): { first: string; last: string; shard: CompactShard }[] {
  const json = index.toJSON() as unknown as SerializedIndex;
  const fields = json.fields;
  // (field, ref) → term index → score
  const scores = new Map<string, Map<number, number>>();
  for (const [fieldRef, vector] of json.fieldVectors) {
    const m = new Map<number, number>();
    for (let i = 0; i < vector.length; i += 2) m.set(vector[i], vector[i + 1]);
    scores.set(fieldRef, m);
  }
  const out: { first: string; last: string; shard: CompactShard }[] = [];
  let current: { first: string; last: string; refs: Map<string, number>; terms: CompactShard['terms']; bytes: number } | null = null;
  const flush = () => {
    if (!current) return;
    out.push({
      first: current.first,
      last: current.last,
      shard: { v: 1, fields, pipeline: json.pipeline, refs: [...current.refs.keys()], terms: current.terms },
    });
    current = null;
  };
  for (const [term, posting] of json.invertedIndex) {
    const prefix = prefixOf(term);
    if (current && current.bytes >= targetBytes && prefix !== current.last) flush();
    current ??= { first: prefix, last: prefix, refs: new Map(), terms: [], bytes: 0 };
    current.last = prefix;
    const entry: CompactShard['terms'][number] = [term, posting._index];
    fields.forEach((field, fi) => {
      const refs = Object.keys((posting[field] as Record<string, unknown>) ?? {});
      if (!refs.length) return;
      const list: number[] = [fi];
      for (const ref of refs) {
        let r = current!.refs.get(ref);
        if (r === undefined) {
          r = current!.refs.size;
          current!.refs.set(ref, r);
        }
        list.push(r, scores.get(`${field}/${ref}`)?.get(posting._index) ?? 0);
      }
      entry.push(list);
    });
    current.terms.push(entry);
    current.bytes += term.length + 8 + (entry.slice(2) as number[][]).reduce((sum, list) => sum + list.length * 5, 0);
  }
  flush();
  return out;
}

/** A compact shard back into a lunr index that answers queries on its terms exactly as the full index would. */
export function expandShard(shard: CompactShard): lunr.Index {
  setupLunr();
  const vectors = new Map<string, [number, number][]>();
  const invertedIndex = shard.terms.map(([term, termIndex, ...perField]) => {
    const posting: Record<string, unknown> = { _index: termIndex };
    for (const f of shard.fields) posting[f] = {};
    for (const list of perField as number[][]) {
      const field = shard.fields[list[0]];
      const target = posting[field] as Record<string, object>;
      for (let i = 1; i < list.length; i += 2) {
        const ref = shard.refs[list[i]];
        target[ref] = {};
        const key = `${field}/${ref}`;
        let v = vectors.get(key);
        if (!v) vectors.set(key, (v = []));
        v.push([termIndex, list[i + 1]]);
      }
    }
    return [term, posting];
  });
  const fieldVectors = [...vectors].map(([key, pairs]) => [key, pairs.sort((a, b) => a[0] - b[0]).flat()]);
  return lunr.Index.load({ version: lunr.version, fields: shard.fields, fieldVectors, invertedIndex, pipeline: shard.pipeline });
}
