/**
 * Where the sets and cards of an MTGJSON document sit, whichever its layout, walked either as a stream of JSON tokens
 * (stream-json: AllPrintings.json, hundreds of MB) or as an already parsed value (a set file). The layout is
 * recognised from where `cards` sits:
 *
 * - v3 set file:          `{ code, name, cards: [...] }`
 * - v3 AllSets file:      `{ SETCODE: <v3 set>, ... }`
 * - v5 set file:          `{ meta, data: { code, name, releaseDate, cards: [...] } }`
 * - v5 AllPrintings.json: `{ meta, data: { SETCODE: <v5 set data>, ... } }`
 *
 * Only the values worth keeping are assembled (`meta.version` and `meta.date`, each set's header, each card of a wanted
 * set, reduced at once); everything else is passed over.
 */
import Assembler from 'stream-json/assembler.js';
import type { Token } from 'stream-json/core/parser.js';
import { none } from 'stream-chain/defs.js';
import { readCardRow, type CardRow } from './mtgjson-row.js';
import { str, translations } from './set-header.js';
import { MtgjsonError, type MtgjsonFile, type MtgjsonLayout, type MtgjsonSet, type ReadOptions } from './mtgjson-types.js';

type Key = string | number;
type Kind = 'object' | 'array' | 'primitive';

interface Frame {
  array: boolean;
  key: string | undefined;
  index: number;
}

/** Where a path below the root sits: in which set container, if any. */
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
  header: Partial<Record<Exclude<HeaderField, 'translations'>, string>> & { translations?: Record<string, string> };
  rows: number;
  hasCards: boolean;
  cards: CardRow[];
  cardErrors: string[];
}

/** A key that names a set (`SHM`, `10E`, v3's `pMEI`), as opposed to a field (`code`, `baseSetSize`, `mkm_name`). */
const SET_KEY = /^[a-z]?[0-9A-Z][0-9A-Za-z_]*$/;
/** The fields of a set kept beside its cards. */
const HEADER_FIELDS = ['code', 'name', 'parentCode', 'releaseDate', 'type', 'translations'] as const;
type HeaderField = (typeof HEADER_FIELDS)[number];
const SET_FIELDS = new Set<string>([...HEADER_FIELDS, 'cards']);
/** The fields of `meta` kept. */
const META_FIELDS = new Set(['version', 'date']);

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

/** Collects the sets of one MTGJSON document, fed either tokens (`tokens`) or a parsed value (`visit`). */
export class SetCollector {
  private readonly wanted: Set<string> | undefined;
  private readonly stack: Frame[] = [];
  private skipDepth = 0;
  private assembler: Assembler | undefined;
  private assemblingPath: Key[] = [];
  private readonly containers = new Map<string, Container>();
  private readonly skipped = new Map<string, MtgjsonLayout>();
  private rootSeen = false;
  private readonly meta: { version?: string; date?: string } = {};
  complete = false;

  constructor(private readonly options: ReadOptions) {
    this.wanted = options.sets === undefined ? undefined : new Set([...options.sets].map((c) => c.toUpperCase()));
  }

  private wantSet(code: string): boolean {
    return this.wanted === undefined || this.wanted.has(code.toUpperCase());
  }

  private container(place: Place): Container {
    let c = this.containers.get(place.where);
    if (!c)
      this.containers.set(
        place.where,
        (c = { layout: place.layout, key: place.key, header: {}, rows: 0, hasCards: false, cards: [], cardErrors: [] }),
      );
    return c;
  }

  /** What to do with the value that starts at `path`: assemble it, walk into it, or pass over it. */
  private decide(path: Key[], kind: Kind): 'keep' | 'descend' | 'skip' {
    if (path.length === 0) return kind === 'object' ? 'descend' : 'skip';
    if (path[0] === 'meta')
      return path.length === 1 && kind === 'object' ? 'descend' : path.length === 2 && META_FIELDS.has(path[1] as string) ? 'keep' : 'skip';
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
    if (rest.length === 1 && rest[0] === 'translations') return kind === 'object' ? 'keep' : 'skip';
    if (rest.length === 1 && SET_FIELDS.has(rest[0] as string) && rest[0] !== 'cards') return kind === 'primitive' ? 'keep' : 'skip';
    if (rest.length === 1 && rest[0] === 'cards') {
      if (kind !== 'array') return 'skip';
      this.container(place).hasCards = true;
      return 'descend';
    }
    if (rest.length === 2 && rest[0] === 'cards') {
      this.container(place).rows++;
      return this.options.headerOnly ? 'skip' : 'keep';
    }
    return 'skip';
  }

  /** A fully assembled value at `path`. */
  private value(path: Key[], value: unknown): void {
    if (path[0] === 'meta') {
      this.meta[path[1] as 'version' | 'date'] = str(value);
      return;
    }
    const place = placeOf(path) as Place;
    const c = this.container(place);
    const [field, index] = place.rest;
    if (field === 'cards') {
      const row = readCardRow(value);
      if ('problem' in row) c.cardErrors.push(`card #${index}: ${row.problem}`);
      else c.cards.push(row);
    } else if (field === 'translations') c.header.translations = translations(value);
    else c.header[field as Exclude<HeaderField, 'translations'>] = str(value);
  }

  // --- Driven by a parsed value ---------------------------------------------------------------------------------

  /** Walks a parsed document the way the token stream is walked. */
  visit(root: unknown): void {
    this.rootSeen = true;
    this.visitValue([], root);
    this.complete = true;
  }

  private visitValue(path: Key[], value: unknown): void {
    const kind: Kind = Array.isArray(value) ? 'array' : value !== null && typeof value === 'object' ? 'object' : 'primitive';
    const action = this.decide(path, kind);
    if (action === 'keep') this.value(path, value);
    else if (action === 'descend') {
      if (Array.isArray(value)) value.forEach((v, i) => this.visitValue([...path, i], v));
      else for (const [k, v] of Object.entries(value as object)) this.visitValue([...path, k], v);
    }
  }

  // --- Driven by tokens -----------------------------------------------------------------------------------------

  tokens(out: unknown): void {
    if (out === undefined || out === none) return;
    const values = (out as { values?: Token[] }).values;
    if (values) for (const t of values) this.token(t);
    else this.token(out as Token);
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
      case 'falseValue':
        this.startValue(t);
        return;
      default:
        return;
    }
  }

  private startValue(t: Token): void {
    if (this.stack.length === 0) this.rootSeen = true;
    const kind: Kind = t.name === 'startObject' ? 'object' : t.name === 'startArray' ? 'array' : 'primitive';
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

  // --- The result -----------------------------------------------------------------------------------------------

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
      const code = (c.header.code ?? c.key)?.toUpperCase();
      if (!code) throw new MtgjsonError(file, `unknown layout: ${layout} file without a set code`);
      if (c.cardErrors.length)
        throw new MtgjsonError(
          file,
          `${code}: ${c.cardErrors[0]}${c.cardErrors.length > 1 ? ` (and ${c.cardErrors.length - 1} more)` : ''}`,
        );
      if (this.wantSet(code)) sets.push(this.setOf(c, code, layout, file));
      else skipped.add(code);
    }
    const read: MtgjsonFile = { file, layout, sets: sets.sort(byCode), skipped: [...skipped].sort() };
    if (this.meta.version) read.version = this.meta.version;
    if (this.meta.date) read.builtOn = this.meta.date;
    return read;
  }

  private setOf(c: Container, code: string, layout: MtgjsonLayout, file: string): MtgjsonSet {
    const set: MtgjsonSet = { code, layout, file, rows: c.rows, cards: c.cards };
    if (c.header.name) set.name = c.header.name;
    if (c.header.parentCode) set.parentCode = c.header.parentCode.toUpperCase();
    if (c.header.releaseDate) set.releaseDate = c.header.releaseDate;
    if (c.header.type) set.type = c.header.type;
    if (c.header.translations) set.translations = c.header.translations;
    if (this.meta.version) set.version = this.meta.version;
    if (this.meta.date) set.builtOn = this.meta.date;
    return set;
  }
}

function byCode(a: MtgjsonSet, b: MtgjsonSet): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}
