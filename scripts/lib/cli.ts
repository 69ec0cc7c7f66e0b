/**
 * What every command of scripts/ shares with its user: a refusal is one line on stderr naming the file (and line or
 * entry) and the reason, never a stack trace; a reader that closes stdout early (`| head`) ends the command quietly.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { FileRefused, readRegularFile } from '../../src/files/read-regular.js';

/** `parseArgs`, with a wrong option or argument said in one line with the usage instead of a trace. */
export function parseOptions<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (e) {
    fail(`${(e as Error).message.split('.')[0]} (${usage})`);
  }
}

/** Prints the first line of `message` on stderr and exits 1. */
export function fail(message: string): never {
  process.stderr.write(`${message.split('\n')[0]}\n`);
  process.exit(1);
}

/** Prints each line of `message` (one problem a line, each naming its file) on stderr and exits 1. */
export function failEach(message: string): never {
  for (const line of message.split('\n')) if (line.trim()) process.stderr.write(`${line}\n`);
  process.exit(1);
}

/** A closed stdout (EPIPE: `| head -c 10` has read enough) ends the command with exit 0 and nothing on stderr. */
export function endQuietlyWhenStdoutCloses(): void {
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(0);
    fail(`stdout: cannot write (${e.code ?? e.message})`);
  });
}

/**
 * Runs a command's `main`: an error of a kind it expects (`refusals`) prints its message, one line a problem; anything
 * else is an internal error, said in one line naming the command (DEBUG=1 prints the stack as well).
 */
export function runCommand(
  name: string,
  main: () => void | Promise<void>,
  refusals: (abstract new (...args: never[]) => Error)[] = [],
): void {
  endQuietlyWhenStdoutCloses();
  const onError = (e: unknown) => {
    if (refusals.some((kind) => e instanceof kind)) failEach((e as Error).message);
    if (process.env.DEBUG) process.stderr.write(`${(e as Error)?.stack ?? e}\n`);
    fail(`${name}: internal error: ${(e as Error)?.message ?? e}`);
  };
  try {
    const done = main();
    if (done) done.catch(onError);
  } catch (e) {
    onError(e);
  }
}

/** `--check`: fails in one line when the committed file is missing or differs from what the importer derives. */
export function failUnlessCommitted(file: string, shownFile: string, derived: string, source: string, command: string): void {
  let committed: string | undefined;
  try {
    committed = readRegularFile(file).toString('utf8');
  } catch (e) {
    // Missing is said below; a FIFO or a device is refused unread (a FIFO would never end).
    if (!(e instanceof FileRefused) || e.reason !== 'does not exist') fail(e instanceof FileRefused ? e.message : String(e));
    committed = undefined;
  }
  if (committed !== derived)
    fail(`${shownFile}: ${committed === undefined ? 'missing' : `differs from what ${source} gives`}: run npm run ${command}`);
}
