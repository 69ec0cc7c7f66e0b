/** npm run gen-corpus -- --scale N [--seed S] [--out DIR]: writes N× the content/ documents, deterministic for a seed. */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCorpus } from '../src/bench/generate-corpus.js';
import { fail, runCommand } from './lib/cli.js';

function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { scale: { type: 'string', default: '10' }, seed: { type: 'string', default: '1' }, out: { type: 'string' } },
    }));
  } catch (e) {
    fail(`gen-corpus: ${(e as Error).message}`);
  }
  const scale = Number(values.scale);
  if (!Number.isInteger(scale) || scale < 1) fail(`gen-corpus: --scale "${values.scale}": expected a whole number from 1`);
  const out = resolve(values.out ?? `bench-out/corpus-${scale}x`);
  const result = generateCorpus(resolve('content'), out, scale, Number(values.seed));
  console.log(`gen-corpus: ${result.documents} documents, ${(result.bytes / 1e6).toFixed(2)} MB in ${out}`);
}

runCommand('gen-corpus', main);
