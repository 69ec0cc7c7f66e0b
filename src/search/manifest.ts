import type { Lang } from '../schema/common.js';

export interface ShardInfo {
  /** Shard keys (first characters of folded tokens) held by this shard. */
  letters: string;
  file: string;
  bytes: number;
}

/** /search/manifest.json: which file holds which part of each language's index. */
export interface SearchManifest {
  version: 1;
  langs: Record<Lang, { names: ShardInfo[]; text: ShardInfo[]; metaBuckets: number }>;
}

/** The shard key of a (folded) token: its first letter or digit, `_` for anything else. */
export function shardKey(token: string): string {
  const c = token.charAt(0);
  return /[a-z0-9]/.test(c) ? c : '_';
}

/** Which metadata bucket holds a ref. */
export function metaBucket(ref: string, buckets: number): number {
  let h = 0;
  for (let i = 0; i < ref.length; i++) h = (h * 31 + ref.charCodeAt(i)) >>> 0;
  return h % buckets;
}
