/**
 * The folders a build writes, from the environment (benchmarks and the hostile suite build other corpora elsewhere):
 * the records (RECORDS_DIR, default src/generated), the search files (SEARCH_DIR, default <PUBLIC_DIR>/search) and
 * the site (DIST_DIR, default dist). build:data writes the first two, `npm run build` all three; each locks them.
 * The public files the site is built with (PUBLIC_DIR, default public: `site/`, which Astro copies as it is) are read,
 * not written.
 */
import { join, resolve } from 'node:path';

export interface BuildFolders {
  records: string;
  search: string;
  dist: string;
  publicDir: string;
}

export function buildFolders(env: NodeJS.ProcessEnv = process.env, root = process.cwd()): BuildFolders {
  return {
    records: resolve(root, env.RECORDS_DIR ?? 'src/generated'),
    search: resolve(root, env.SEARCH_DIR ?? join(env.PUBLIC_DIR ?? 'public', 'search')),
    dist: resolve(root, env.DIST_DIR ?? 'dist'),
    publicDir: resolve(root, env.PUBLIC_DIR ?? 'public'),
  };
}
