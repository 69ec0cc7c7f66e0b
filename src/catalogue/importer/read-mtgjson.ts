/**
 * Reads MTGJSON data of both layouts (v3 and v5; set files, AllSets, AllPrintings.json; `.json.gz` through gunzip).
 * A set file (named `<CODE>.json[.gz]`, a few MB) is read whole and parsed at once; anything else (AllPrintings.json,
 * hundreds of MB) is read as a stream of JSON tokens, never as one document. Both are walked by `SetCollector`, so
 * they give the same sets; any new file in either layout needs no code change.
 */
import { createReadStream, lstatSync, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip, gunzipSync } from 'node:zlib';
import { jsonParser } from 'stream-json/core/parser.js';
import { none } from 'stream-chain/defs.js';
import { FileRefused, notRegularReason, readRegularFile } from '../../files/read-regular.js';
import { SetCollector } from './mtgjson-walker.js';
import { MtgjsonError, type MtgjsonFile, type ReadOptions } from './mtgjson-types.js';

export * from './mtgjson-types.js';

/** File names that may hold MTGJSON data. */
const DATA_FILE = /\.json(\.gz)?$/i;
/** A set file small enough to be read whole (MTGJSON's largest set files are a few MB compressed). */
const WHOLE_FILE_BYTES = 64 << 20;

/** `CON_.json.gz` → `CON`: the set a file's name says it holds (MTGJSON names set files by code). */
export function setCodeOfFileName(file: string): string | undefined {
  const m = /^([0-9A-Za-z]+)_?\.json(?:\.gz)?$/i.exec(basename(file));
  // AllPrintings.json, AllSets.json: whole collections, not a set (set ALL, Alliances, is one).
  return m && !/^All[A-Z]/.test(m[1]) ? m[1].toUpperCase() : undefined;
}

function reason(e: unknown): string {
  return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
}

/**
 * Files to read for each argument: a directory's `*.json` / `*.json.gz` files by name, a file as it is. Anything but a
 * regular file (a FIFO, a device, a link to one) is refused in one line before a byte is read: it could hang the import.
 */
export function mtgjsonFiles(paths: readonly string[]): string[] {
  const files: string[] = [];
  for (const path of paths) {
    let isDir: boolean;
    try {
      isDir = statSync(path).isDirectory();
    } catch (e) {
      throw new MtgjsonError(path, `cannot read (${reason(e)})`);
    }
    if (!isDir) files.push(checkedRegular(path));
    else
      for (const name of readdirSync(path)
        .filter((n) => DATA_FILE.test(n))
        .sort())
        files.push(checkedRegular(join(path, name)));
  }
  return files;
}

/** The path of a regular file (a link followed), or a one-line MtgjsonError naming it. */
function checkedRegular(file: string): string {
  let why: string | null;
  try {
    lstatSync(file);
    why = notRegularReason(statSync(file));
  } catch (e) {
    throw new MtgjsonError(file, `cannot read (${reason(e)})`);
  }
  if (why) throw new MtgjsonError(file, `${why}: only regular files are read`);
  return file;
}

/** Reads one MTGJSON file of any layout: a set file whole, anything else as a stream. */
export async function readMtgjsonFile(file: string, options: ReadOptions = {}): Promise<MtgjsonFile> {
  let size: number;
  try {
    size = statSync(checkedRegular(file)).size;
  } catch (e) {
    throw e instanceof MtgjsonError ? e : new MtgjsonError(file, `cannot read (${reason(e)})`);
  }
  if (setCodeOfFileName(file) && size <= WHOLE_FILE_BYTES) return readWholeFile(file, options);
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  let stream: Readable = raw;
  if (/\.gz$/i.test(file)) {
    const gunzip = createGunzip();
    raw.on('error', (e) => gunzip.destroy(e));
    stream = raw.pipe(gunzip);
  }
  return readMtgjsonStream(stream, file, options);
}

async function readWholeFile(file: string, options: ReadOptions): Promise<MtgjsonFile> {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(file);
  } catch (e) {
    throw new MtgjsonError(file, `cannot read (${e instanceof FileRefused ? e.reason : reason(e)})`);
  }
  if (/\.gz$/i.test(file))
    try {
      bytes = gunzipSync(bytes);
    } catch (e) {
      throw new MtgjsonError(file, `not a gzip file, or a truncated one (${reason(e)})`);
    }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new MtgjsonError(file, 'not valid JSON (not UTF-8)');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new MtgjsonError(file, `not valid JSON (${(e as Error).message})`);
  }
  const collector = new SetCollector(options);
  collector.visit(json);
  return collector.result(file);
}

/** Reads MTGJSON from any stream or async iterable of text or bytes; `file` names it in results and errors. */
export async function readMtgjsonStream(
  source: AsyncIterable<string | Uint8Array>,
  file: string,
  options: ReadOptions = {},
): Promise<MtgjsonFile> {
  const collector = new SetCollector(options);
  const parser = jsonParser({ packValues: true, streamValues: false });
  const decoder = new TextDecoder('utf-8');
  let read = 0;
  let first = true;
  const feed = (text: string) => {
    if (first && text.length) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    let out: unknown;
    try {
      out = parser(text);
    } catch (e) {
      throw new MtgjsonError(file, `not valid JSON (${(e as Error).message}, within the first ${read + text.length} characters)`);
    }
    read += text.length;
    collector.tokens(out);
  };
  try {
    for await (const chunk of source) feed(typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    const rest = decoder.decode();
    if (rest) feed(rest);
    let out: unknown;
    try {
      out = parser(none as unknown as string);
    } catch (e) {
      throw new MtgjsonError(file, `not valid JSON (${(e as Error).message}: the file ends too early)`);
    }
    collector.tokens(out);
  } catch (e) {
    if (e instanceof MtgjsonError) throw e;
    throw new MtgjsonError(file, `cannot read (${reason(e)})`);
  }
  if (!collector.complete) throw new MtgjsonError(file, 'not valid JSON (the file ends too early)');
  return collector.result(file);
}
