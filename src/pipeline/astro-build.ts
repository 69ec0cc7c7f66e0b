/**
 * How the build, the bench and the tests run `astro build`: one command line, so that what the bench times is what
 * `npm run build` runs.
 *
 * Node's young generation is given 64 MB semi-spaces instead of 16. A page's data and its render outlive a 16 MB
 * nursery: on the whole site (94,376 pages) V8 ran 3,391 scavenges of about 6 ms (21 s); with 64 MB, 887 (11.5 s),
 * for about 130 MB more peak memory (128 MB: 464 scavenges, 10.6 s, for 110 MB more). A bare Astro build does not
 * change with it.
 */
const ASTRO_NODE_FLAGS = ['--max-semi-space-size=64'];

/** Node's arguments for `astro build` with these options (`--outDir`, `--root`, `--silent`…), relative to the project. */
export function astroBuildArgs(options: string[], astro = 'node_modules/astro/astro.js'): string[] {
  return [...ASTRO_NODE_FLAGS, astro, 'build', ...options];
}
