/**
 * Reads MTGJSON data of both layouts, always as a stream of JSON tokens (stream-json), never as one parsed document:
 *
 * - v3 set file:          `{ code, name, cards: [{ name, names?, number?, layout, foreignNames: [{ language, name }] }] }`
 * - v3 AllSets file:      `{ SETCODE: <v3 set>, ... }`
 * - v5 set file:          `{ meta, data: { code, name, cards: [{ name, faceName?, side?, setCode, number, identifiers, foreignData }] } }`
 * - v5 AllPrintings.json: `{ meta, data: { SETCODE: <v5 set data>, ... } }` (hundreds of MB)
 *
 * The layout is recognised from where `cards` sits, so any new file in either layout needs no code change. Only the
 * cards of the sets asked for are assembled (one card at a time, reduced at once to the few facts kept); everything
 * else (rules text, boosters, tokens, decks, other sets) is tokenised and dropped. `.json.gz` files are read through
 * gunzip.
 */
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import Assembler from 'stream-json/assembler.js';
import { jsonParser, type Token } from 'stream-json/core/parser.js';
import { none } from 'stream-chain/defs.js';

export type MtgjsonLayout = 'v3-set' | 'v3-all-sets' | 'v5-set' | 'v5-all-printings';

/** A printed name in another language, as MTGJSON gives it (`faceName` only in v5, for one face of a multi-face card). */
export interface MtgjsonForeignName {
  language: string;
  name: string;
  faceName?: string;
}

/** One card row of an MTGJSON set, reduced to the facts the identity table may use. */
export interface MtgjsonCard {
  /** English name; in v5 `A // B` for every face row of a multi-face card, in v3 the face's own name. */
  name: string;
  /** v5: this row's face name. */
  faceName?: string;
  /** v5: which face (`a`, `b`, ...). */
  side?: string;
  /** v3: all face names of a multi-face card, in order. */
  names?: string[];
  number?: string;
  layout?: string;
  scryfallId?: string;
  foreign: MtgjsonForeignName[];
}

export interface MtgjsonSet {
  /** Upper-case set code (`SHM`). */
  code: string;
  name?: string;
  /** v5: the set this one belongs to (`OPC2` → `PC2`: the planes of Planechase 2012), upper-cased. */
  parentCode?: string;
  /** v5: the file's `meta.version` (`5.3.0+20260709`). */
  version?: string;
  /** Card rows the set holds (also when only its header was read). */
  rows: number;
  layout: MtgjsonLayout;
  file: string;
  cards: MtgjsonCard[];
}

export interface MtgjsonFile {
  file: string;
  layout: MtgjsonLayout;
  /** v5: `meta.version`. */
  version?: string;
  /** The sets kept (those asked for, or all when no set was asked for). */
  sets: MtgjsonSet[];
  /** Codes of the sets the file holds but that were not asked for. */
  skipped: string[];
}

export interface ReadOptions {
  /** Keep only these set codes (case-insensitive); all sets when absent. */
  sets?: Iterable<string>;
  /** Read each set's header only (code, name, parent, row count): cards are counted, not kept. */
  headerOnly?: boolean;
}

/** A file that cannot be read as MTGJSON; the message is one line and starts with the file's name. */
export class MtgjsonError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'MtgjsonError';
  }
}

/** File names that may hold MTGJSON data. */
const DATA_FILE = /\.json(\.gz)?$/i;

/** Files to read for each argument: a directory's `*.json` / `*.json.gz` files by name, a file as it is. */
export async function mtgjsonFiles(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    let isDir: boolean;
    try {
      isDir = (await stat(path)).isDirectory();
    } catch (e) {
      throw new MtgjsonError(path, `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
    }
    if (!isDir) files.push(path);
    else
      for (const name of (await readdir(path)).filter((n) => DATA_FILE.test(n)).sort()) {
        const file = join(path, name);
        if ((await stat(file)).isFile()) files.push(file);
      }
  }
  return files;
}

/** Reads every file of `paths` (directories are read for their `*.json` / `*.json.gz` files), one after the other. */
export async function readMtgjson(paths: readonly string[], options: ReadOptions = {}): Promise<MtgjsonFile[]> {
  const out: MtgjsonFile[] = [];
  for (const file of await mtgjsonFiles(paths)) out.push(await readMtgjsonFile(file, options));
  return out;
}

/** Reads one MTGJSON file of any layout as a stream. */
export async function readMtgjsonFile(file: string, options: ReadOptions = {}): Promise<MtgjsonFile> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  let stream: Readable = raw;
  if (/\.gz$/i.test(file)) {
    const gunzip = createGunzip();
    raw.on('error', (e) => gunzip.destroy(e));
    stream = raw.pipe(gunzip);
  }
  return readMtgjsonStream(stream, file, options);
}

/** Reads MTGJSON from any stream or async iterable of text or bytes; `file` names it in results and errors. */
export async function readMtgjsonStream(
  source: AsyncIterable<string | Uint8Array>,
  file: string,
  options: ReadOptions = {},
): Promise<MtgjsonFile> {
  const wanted = options.sets === undefined ? undefined : new Set([...options.sets].map((c) => c.toUpperCase()));
  const walker = new Walker(wanted, options.headerOnly ?? false);
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
    walker.tokens(out);
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
    walker.tokens(out);
  } catch (e) {
    if (e instanceof MtgjsonError) throw e;
    throw new MtgjsonError(file, `cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  if (!walker.complete) throw new MtgjsonError(file, 'not valid JSON (the file ends too early)');
  return walker.result(file);
}

// --- The token walker --------------------------------------------------------------------------------------------

type Key = string | number;

interface Frame {
  array: boolean;
  key: string | undefined;
  index: number;
}

/** Where a set's fields sit, and so which layout the file has. */
interface Place {
  /** '' (v3 set), 'data' (v5 set), SETCODE (v3 AllSets), 'data.SETCODE' (AllPrintings). */
  where: string;
  layout: MtgjsonLayout;
  /** The set code given by the place itself (AllSets, AllPrintings). */
  key?: string;
  /** The path below the set: `['code']`, `['cards', 3]`, ... */
  rest: Key[];
}

interface Container {
  layout: MtgjsonLayout;
  key?: string;
  code?: string;
  name?: string;
  parentCode?: string;
  rows: number;
  hasCards: boolean;
  cards: MtgjsonCard[];
  cardErrors: string[];
}

/** A key that names a set (`SHM`, `10E`, v3's `pMEI`), as opposed to a field (`code`, `baseSetSize`, `mkm_name`). */
const SET_KEY = /^[a-z]?[0-9A-Z][0-9A-Za-z_]*$/;
/** The fields of a set kept beside its cards. */
const HEADER_FIELDS = new Set(['code', 'name', 'parentCode']);
const SET_FIELDS = new Set([...HEADER_FIELDS, 'cards']);

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;
}

/** A name or language: text only (a number where a name belongs is a broken row, never the name "123"). */
function text(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/**
 * Recent sets sometimes carry the English name as a foreign one: DSC's rooms have `Spiked Corridor // Torture Pit //
 * Spiked Corridor // Torture Pit` as their French name. A name made only of the card's English names is a copy, not a
 * translation, when it repeats them or comes with the English text; a name printed as in English (Akoum, Torture)
 * with translated text is kept.
 */
function isEnglishCopy(foreign: Record<string, unknown>, name: string, card: Record<string, unknown>): boolean {
  const faces = name.split(/\s*\/\/\s*/);
  const english = String(card.name).split(/\s*\/\/\s*/);
  if (!faces.every((f) => english.includes(f.trim()))) return false;
  return faces.length > english.length || (typeof foreign.text === 'string' && foreign.text === card.text);
}

/** The facts of one assembled card row; anything else it holds is dropped here. */
function reduceCard(raw: unknown, where: string, errors: string[]): MtgjsonCard | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    errors.push(`${where} is not an object`);
    return undefined;
  }
  const c = raw as Record<string, unknown>;
  const name = text(c.name);
  if (!name) {
    errors.push(c.name === undefined ? `${where} has no name` : `${where} has a name that is not text (${JSON.stringify(c.name)})`);
    return undefined;
  }
  const card: MtgjsonCard = { name, foreign: [] };
  const faceName = text(c.faceName);
  if (faceName) card.faceName = faceName;
  const side = str(c.side);
  if (side) card.side = side;
  if (Array.isArray(c.names) && c.names.length > 1 && c.names.every((n) => typeof n === 'string'))
    card.names = (c.names as string[]).map((n) => n.trim());
  const number = str(c.number);
  if (number) card.number = number;
  const layout = str(c.layout);
  if (layout) card.layout = layout;
  const ids = c.identifiers;
  const scryfallId = ids && typeof ids === 'object' ? str((ids as Record<string, unknown>).scryfallId) : undefined;
  if (scryfallId) card.scryfallId = scryfallId;
  const foreign = Array.isArray(c.foreignData) ? c.foreignData : Array.isArray(c.foreignNames) ? c.foreignNames : [];
  for (const f of foreign as unknown[]) {
    if (!f || typeof f !== 'object') continue;
    const { language, name: fname, faceName: fface } = f as Record<string, unknown>;
    const l = text(language);
    const n = text(fname);
    if (!l || !n || isEnglishCopy(f as Record<string, unknown>, n, c)) continue;
    const entry: MtgjsonForeignName = { language: l, name: n };
    const fn = text(fface);
    if (fn) entry.faceName = fn;
    card.foreign.push(entry);
  }
  return card;
}

/** Where a path below the root sits: in which set container, if any. */
function placeOf(path: Key[]): Place | undefined {
  const [k0, k1] = path;
  if (typeof k0 !== 'string') return undefined;
  if (SET_FIELDS.has(k0)) return { where: '', layout: 'v3-set', rest: path };
  if (k0 === 'data') {
    if (typeof k1 !== 'string') return undefined;
    if (SET_FIELDS.has(k1)) return { where: 'data', layout: 'v5-set', rest: path.slice(1) };
    if (SET_KEY.test(k1)) return { where: `data.${k1}`, layout: 'v5-all-printings', key: k1, rest: path.slice(2) };
    return undefined;
  }
  if (SET_KEY.test(k0)) return { where: k0, layout: 'v3-all-sets', key: k0, rest: path.slice(1) };
  return undefined;
}

/**
 * Walks the token stream keeping a path, assembles only the values worth keeping (`meta`, each set's `code` and
 * `name`, each card of a wanted set) and counts its way through everything else.
 */
class Walker {
  private readonly stack: Frame[] = [];
  private skipDepth = 0;
  private assembler: Assembler | undefined;
  private assemblingPath: Key[] = [];
  private readonly containers = new Map<string, Container>();
  private readonly skipped = new Map<string, MtgjsonLayout>();
  private rootSeen = false;
  private version: string | undefined;
  complete = false;

  constructor(
    private readonly wanted: Set<string> | undefined,
    private readonly headerOnly: boolean,
  ) {}

  tokens(out: unknown): void {
    if (out === undefined || out === none) return;
    const values = (out as { values?: Token[] }).values;
    if (values) for (const t of values) this.token(t);
    else this.token(out as Token);
  }

  private wantSet(code: string): boolean {
    return this.wanted === undefined || this.wanted.has(code.toUpperCase());
  }

  private container(place: Place): Container {
    let c = this.containers.get(place.where);
    if (!c)
      this.containers.set(place.where, (c = { layout: place.layout, key: place.key, rows: 0, hasCards: false, cards: [], cardErrors: [] }));
    return c;
  }

  /** What to do with the value that starts at `path`: assemble it, walk into it, or pass over it. */
  private decide(path: Key[], kind: 'object' | 'array' | 'primitive'): 'keep' | 'descend' | 'skip' {
    if (path.length === 0) return kind === 'object' ? 'descend' : 'skip';
    if (path[0] === 'meta')
      return path.length === 1 && kind === 'object' ? 'descend' : path.length === 2 && path[1] === 'version' ? 'keep' : 'skip';
    if (path.length === 1 && path[0] === 'data') return kind === 'object' ? 'descend' : 'skip';
    const place = placeOf(path);
    if (!place) return 'skip';
    const { rest } = place;
    if (rest.length === 0) {
      // A set object of AllSets / AllPrintings.
      if (kind !== 'object') return 'skip';
      if (this.wantSet(place.key as string)) return 'descend';
      this.skipped.set((place.key as string).toUpperCase(), place.layout);
      return 'skip';
    }
    if (rest.length === 1 && HEADER_FIELDS.has(rest[0] as string)) return kind === 'primitive' ? 'keep' : 'skip';
    if (rest.length === 1 && rest[0] === 'cards') {
      if (kind !== 'array') return 'skip';
      this.container(place).hasCards = true;
      return 'descend';
    }
    if (rest.length === 2 && rest[0] === 'cards') {
      this.container(place).rows++;
      return this.headerOnly ? 'skip' : 'keep';
    }
    return 'skip';
  }

  /** A fully assembled value at `path`. */
  private value(path: Key[], value: unknown): void {
    if (path[0] === 'meta') {
      this.version = str(value);
      return;
    }
    const place = placeOf(path) as Place;
    const c = this.container(place);
    const [field, index] = place.rest;
    if (field === 'code') c.code = str(value);
    else if (field === 'name') c.name = str(value);
    else if (field === 'parentCode') c.parentCode = str(value)?.toUpperCase();
    else {
      const card = reduceCard(value, `card #${index}`, c.cardErrors);
      if (card) c.cards.push(card);
    }
  }

  private token(t: Token): void {
    if (this.assembler) {
      this.assembler.consume(t);
      if (this.assembler.done) this.assembled();
      return;
    }
    if (this.skipDepth) {
      if (t.name === 'startObject' || t.name === 'startArray') this.skipDepth++;
      else if ((t.name === 'endObject' || t.name === 'endArray') && --this.skipDepth === 0) this.afterValue();
      return;
    }
    switch (t.name) {
      case 'keyValue':
        this.stack[this.stack.length - 1].key = t.value;
        return;
      case 'endObject':
      case 'endArray':
        this.stack.pop();
        this.afterValue();
        return;
      case 'startObject':
      case 'startArray':
      case 'stringValue':
      case 'numberValue':
      case 'nullValue':
      case 'trueValue':
      case 'falseValue': {
        if (this.stack.length === 0) this.rootSeen = true;
        const kind = t.name === 'startObject' ? 'object' : t.name === 'startArray' ? 'array' : 'primitive';
        const path = this.stack.map((f) => (f.array ? f.index : (f.key as string)));
        const action = this.decide(path, kind);
        if (action === 'descend') this.stack.push({ array: kind === 'array', key: undefined, index: 0 });
        else if (action === 'skip') {
          if (kind === 'primitive') this.afterValue();
          else this.skipDepth = 1;
        } else {
          this.assembler = new Assembler();
          this.assemblingPath = path;
          this.assembler.consume(t);
          if (this.assembler.done) this.assembled();
        }
        return;
      }
      default:
        return;
    }
  }

  private assembled(): void {
    const value = (this.assembler as Assembler).current;
    this.assembler = undefined;
    this.value(this.assemblingPath, value);
    this.afterValue();
  }

  /** A value of the current container is over: on to the next index (or the end of the document). */
  private afterValue(): void {
    const top = this.stack[this.stack.length - 1];
    if (top) {
      if (top.array) top.index++;
    } else if (this.rootSeen) this.complete = true;
  }

  result(file: string): MtgjsonFile {
    const found = [...this.containers.values()].filter((c) => c.hasCards);
    const layouts = new Set<MtgjsonLayout>([...found.map((c) => c.layout), ...this.skipped.values()]);
    if (layouts.size !== 1)
      throw new MtgjsonError(
        file,
        layouts.size
          ? `unknown layout (cards in more than one place: ${[...layouts].join(', ')})`
          : 'unknown layout: expected an MTGJSON v3 set file ({ code, cards }), a v5 set file ({ meta, data: { code, cards } }) or AllPrintings.json ({ meta, data: { SETCODE: { cards } } })',
      );
    const layout = [...layouts][0];
    const sets: MtgjsonSet[] = [];
    const skipped = new Set(this.skipped.keys());
    for (const c of found) {
      const code = (c.code ?? c.key)?.toUpperCase();
      if (!code) throw new MtgjsonError(file, `unknown layout: ${layout} file without a set code`);
      if (c.cardErrors.length)
        throw new MtgjsonError(
          file,
          `${code}: ${c.cardErrors[0]}${c.cardErrors.length > 1 ? ` (and ${c.cardErrors.length - 1} more)` : ''}`,
        );
      if (!this.wantSet(code)) {
        skipped.add(code);
        continue;
      }
      const set: MtgjsonSet = { code, layout, file, rows: c.rows, cards: c.cards };
      if (c.name) set.name = c.name;
      if (c.parentCode) set.parentCode = c.parentCode;
      if (this.version) set.version = this.version;
      sets.push(set);
    }
    const read: MtgjsonFile = {
      file,
      layout,
      sets: sets.sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)),
      skipped: [...skipped].sort(),
    };
    if (this.version) read.version = this.version;
    return read;
  }
}
