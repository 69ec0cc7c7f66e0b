/**
 * The MTGJSON set files the keyword import reads, whole or refused. Every file is read through the safe reader (a
 * regular file, inside its folder: a FIFO or a link to /dev/zero is refused unread, never waited on), decompressed,
 * parsed and checked by a zod schema of the few fields the import reads; the first problem is one line naming the
 * file (and the card). A release date that is no calendar date, or more than a year after the day the file was built
 * (`meta.date`), and a file built after the day of the import are refused. Of several files holding one set, the
 * newest MTGJSON version is read and the others reported; two of the same version are one set counted twice: refused.
 * A file in MTGJSON's v3 layout (no printed text) is reported, never read for names.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { FileRefused, readRegularFile, realPathInside } from '../../files/read-regular.js';
import { KeywordImportError } from './errors.js';

/** A calendar date, YYYY-MM-DD: `2023-02-30` is none. */
const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date YYYY-MM-DD')
  .refine((d) => new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'no such day on the calendar');

const foreignSchema = z.object({
  language: z.string(),
  name: z.string().optional(),
  faceName: z.string().optional(),
  text: z.string().optional(),
  type: z.string().optional(),
});

/** The fields of a card row the import reads; any others are dropped. */
const cardSchema = z.object({
  name: z.string().min(1),
  number: z.string().optional(),
  text: z.string().optional(),
  type: z.string().optional(),
  keywords: z.array(z.string()).optional(),
  foreignData: z.array(foreignSchema).optional(),
});
export type V5Card = z.infer<typeof cardSchema>;

const v5FileSchema = z.object({
  meta: z.object({ date: calendarDate, version: z.string().min(1) }),
  data: z.object({ code: z.string().min(1), releaseDate: calendarDate, cards: z.array(z.unknown()) }),
});

/** A v3 set file: `{ code, cards }` at the top, no `meta`, no printed text. */
const v3FileSchema = z.object({ code: z.string().min(1), cards: z.array(z.unknown()) });

/** One v5 set as the import reads it. */
export interface V5Set {
  code: string;
  releaseDate: string;
  cards: V5Card[];
  /** The file's name (for reports) and MTGJSON build. */
  file: string;
  version: string;
  built: string;
}

/** A file read: a v5 set, or a v3 one (its code only). */
type SetFile = { layout: 'v5'; set: V5Set; path: string } | { layout: 'v3'; code: string; path: string };

/** How far after the day its file was built a set may be released (MTGJSON lists sets months ahead). */
const RELEASE_AHEAD_DAYS = 366;

const refuse = (file: string, problem: string): never => {
  throw new KeywordImportError(`${file}: ${problem}`);
};

const SET_FILE = /\.json(\.gz)?$/;

/** The set files of `inputs` (folders are listed and each entry checked to be a regular file inside; files taken as
 *  named), each once, sorted by path. */
export function setFiles(inputs: string[]): string[] {
  const paths = inputs.flatMap((input) => {
    let isDir: boolean;
    try {
      isDir = statSync(input).isDirectory();
    } catch {
      return refuse(input, 'no such file or folder');
    }
    if (!isDir) return [input];
    return readdirSync(input)
      .filter((f) => SET_FILE.test(f))
      .map((f) => {
        const path = join(input, f);
        try {
          return realPathInside(input, path, `${input}/`);
        } catch (e) {
          return e instanceof FileRefused ? refuse(path, e.reason) : refuse(path, (e as Error).message);
        }
      });
  });
  return [...new Set(paths)].sort();
}

function parsed(path: string): unknown {
  let bytes: Buffer;
  try {
    bytes = readRegularFile(path);
  } catch (e) {
    return refuse(path, e instanceof FileRefused ? e.reason : (e as Error).message);
  }
  try {
    return JSON.parse((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
  } catch (e) {
    return refuse(path, `cannot be read as MTGJSON (${(e as Error).message.split('\n')[0]})`);
  }
}

/** The first problem of a zod check as `where: problem`. */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return `${issue.path.join('.') || 'top level'}: ${issue.message}`;
}

/** A card row checked: a malformed one names its file, number and card. */
function checkedCard(path: string, row: unknown, i: number): V5Card {
  const checked = cardSchema.safeParse(row);
  if (checked.success) return checked.data;
  const name = (row as { name?: unknown } | null)?.name;
  return refuse(path, `card ${i + 1}${typeof name === 'string' ? ` "${name}"` : ''}: ${firstIssue(checked.error)}`);
}

const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

/** One file: a v5 set checked, or a v3 file's code; anything else refused. `today` is the day of the import. */
export function readSetFile(path: string, today: string): SetFile {
  const json = parsed(path);
  const v5 = v5FileSchema.safeParse(json);
  if (!v5.success) {
    const v3 = v3FileSchema.safeParse(json);
    if (v3.success && !(json as Record<string, unknown>).meta) return { layout: 'v3', code: v3.data.code, path };
    const looksV5 = typeof json === 'object' && json !== null && 'meta' in json;
    return refuse(
      path,
      looksV5 ? firstIssue(v5.error) : 'neither an MTGJSON v5 set file ({ meta, data: { code, releaseDate, cards } }) nor a v3 one',
    );
  }
  const { meta, data } = v5.data;
  if (meta.date > today) refuse(path, `built ${meta.date} (meta.date), after the day of the import: no such MTGJSON file yet`);
  if (daysBetween(meta.date, data.releaseDate) > RELEASE_AHEAD_DAYS)
    refuse(path, `set ${data.code} released ${data.releaseDate}, more than a year after its file was built (${meta.date})`);
  const cards = data.cards.map((row, i) => checkedCard(path, row, i));
  return {
    layout: 'v5',
    path,
    set: { code: data.code, releaseDate: data.releaseDate, cards, file: basename(path), version: meta.version, built: meta.date },
  };
}

/** `5.3.0+20260709` → [5, 3, 0, 20260709]. */
const versionParts = (version: string) => (version.match(/\d+/g) ?? []).map(Number);

function newerVersion(a: V5Set, b: V5Set): number {
  const [pa, pb] = [versionParts(a.version), versionParts(b.version)];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? -1) !== (pb[i] ?? -1)) return (pb[i] ?? -1) - (pa[i] ?? -1);
  return b.built.localeCompare(a.built);
}

export interface ReadSets {
  sets: V5Set[];
  /** Files left out, with why: older versions of a set read from another file, v3 files. */
  skipped: { file: string; reason: string }[];
  /** Set files found. */
  files: number;
}

/** Every set of `inputs`, each from one file: the newest version; two files of one version refused. */
export function readSets(inputs: string[], today: string): ReadSets {
  const paths = setFiles(inputs);
  if (!paths.length) refuse(inputs.join(', '), 'no MTGJSON set file (*.json, *.json.gz)');
  const byCode = new Map<string, SetFile[]>();
  for (const path of paths) {
    const read = readSetFile(path, today);
    const code = read.layout === 'v5' ? read.set.code : read.code;
    byCode.set(code, [...(byCode.get(code) ?? []), read]);
  }
  const sets: V5Set[] = [];
  const skipped: ReadSets['skipped'] = [];
  for (const [code, files] of [...byCode].sort(([a], [b]) => a.localeCompare(b))) {
    const v5 = files.flatMap((f) => (f.layout === 'v5' ? [f.set] : [])).sort(newerVersion);
    for (let i = 1; i < v5.length; i++)
      if (v5[i].version === v5[0].version)
        refuse(
          files.find((f) => f.layout === 'v5' && f.set === v5[i])!.path,
          `holds set ${code} in MTGJSON ${v5[0].version}, as ${v5[0].file} does: one set would be counted twice`,
        );
    if (v5.length) sets.push(v5[0]);
    for (const f of files) {
      if (f.layout === 'v5' && f.set === v5[0]) continue;
      const reason =
        f.layout === 'v3'
          ? `MTGJSON v3 layout of set ${code} (no printed text)${v5.length ? `: ${v5[0].file} (${v5[0].version}) read instead` : ''}`
          : `set ${code} in MTGJSON ${f.set.version}, older than ${v5[0].file} (${v5[0].version}), read instead`;
      skipped.push({ file: f.path, reason });
    }
  }
  return { sets, skipped, files: paths.length };
}
