/**
 * The id of a build, before any page is written: a hash of what the site is made from — the records, the search
 * files, the catalogue of every card (content/catalogue/: the card pages and the /api/ rulings files are made from it
 * and the records) and the code (src/ but the records and the tests, the Astro config, the package manifests, the
 * public files but the search files). Two builds of the same content and code get the same id; any change to either
 * gives another.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export interface BuildInputs {
  /** The records and search folders this build wrote (staged, before they are swapped in). */
  records: string;
  search: string;
  /** The catalogue folder the pages are built from (content/catalogue/; absent: a site without card pages). */
  catalogue: string;
  /** The project's root and its public folder (PUBLIC_DIR). */
  root: string;
  publicDir: string;
  /** Where the records and search files are swapped in: outputs inside the code's folders, not code. */
  outputs: readonly string[];
}

/** Every regular file under `path` (or `path` itself), sorted, skipping `outputs`, staging folders and tests. */
export function filesUnder(path: string, outputs: ReadonlySet<string>): string[] {
  if (outputs.has(path)) return [];
  let entries;
  try {
    entries = readdirSync(path, { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOTDIR') return [path];
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw e;
  }
  return entries
    .filter((e) => !/^\..+\.(?:tmp|next|old)-\d+-\d+$/.test(e.name) && !e.name.endsWith('.test.ts'))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? filesUnder(join(path, e.name), outputs) : e.isFile() ? [join(path, e.name)] : []));
}

/** The build's id: 16 hexadecimal digits of a SHA-256 over every input file's group, path and bytes. */
export function buildIdOf(inputs: BuildInputs): string {
  const { root } = inputs;
  const outputs = new Set([...inputs.outputs, join(root, 'src', 'generated')]);
  const code = [join(root, 'src'), join(root, 'astro.config.mjs'), join(root, 'package.json'), join(root, 'package-lock.json')];
  const groups: [group: string, base: string, paths: string[]][] = [
    ['records', inputs.records, [inputs.records]],
    ['search', inputs.search, [inputs.search]],
    ['catalogue', inputs.catalogue, [inputs.catalogue]],
    ['code', root, code],
    ['public', inputs.publicDir, [inputs.publicDir]],
  ];
  const hash = createHash('sha256');
  for (const [group, base, paths] of groups)
    for (const path of paths)
      for (const file of filesUnder(path, outputs)) {
        hash.update(`${group}\0${relative(base, file)}\0`);
        hash.update(readFileSync(file));
      }
  return hash.digest('hex').slice(0, 16);
}
