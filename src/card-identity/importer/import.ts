/**
 * The importer's work, apart from its command line: which sets the documents need, reading them from MTGJSON files,
 * and what was found or is missing.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { CardIdentityTable } from '../../schema/card-identity.js';
import { type DocumentText } from './document-names.js';
import { DocumentCardFinder, type CardFoundByCharacteristics } from './document-card-finder.js';
import type { KnownKeyword } from './characteristics.js';
import { deriveIdentityTable } from './identities.js';
import { chooseSetSources } from './set-sources.js';
import {
  MtgjsonError,
  mtgjsonFiles,
  readMtgjsonFile,
  setCodeOfFileName,
  type MtgjsonFile,
  type MtgjsonLayout,
  type MtgjsonSet,
} from './read-mtgjson.js';
import { perLang, type Lang } from '../../languages.js';

/** A manifest or its JSON that cannot be used; the message is one line and starts with the file's name. */
export class ManifestError extends Error {}

/** The set codes (`sets[].code`) of a documents manifest, upper-cased, sorted, once each. */
export function documentSetCodes(manifest: unknown, file = 'content/documents.json'): string[] {
  if (!Array.isArray(manifest)) throw new ManifestError(`${file}: expected an array of documents`);
  const codes = new Set<string>();
  manifest.forEach((doc, i) => {
    const sets = (doc as { sets?: unknown } | null)?.sets;
    if (sets === undefined) return;
    if (!Array.isArray(sets)) throw new ManifestError(`${file}: document #${i + 1}: "sets" is not an array`);
    for (const s of sets) {
      const code = (s as { code?: unknown } | null)?.code;
      if (typeof code === 'string' && code.trim()) codes.add(code.trim().toUpperCase());
    }
  });
  return [...codes].sort();
}

/** Reads a manifest file and returns its set codes. */
export function readDocumentSetCodes(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new ManifestError(`${file}: cannot read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new ManifestError(`${file}: not valid JSON (${(e as Error).message})`);
  }
  return documentSetCodes(json, file);
}

export interface SetReport {
  code: string;
  layout: MtgjsonLayout;
  file: string;
  /** The set it completes, when it was taken only for that (OPC2 for PC2). */
  completes?: string;
  /** Card rows in the source. */
  rows: number;
  /** Printings in the table. */
  printings: number;
  /** Printings with a printed name in each language. */
  printed: Record<Lang, number>;
  /** Printings without a collector number (kept, but no exact Scryfall link can be made for them). */
  withoutNumber: string[];
  /** Other files that held the set too (not used), with why. */
  alsoIn: string[];
}

export interface ImportOptions {
  /** Write a table without the sets no file holds (on purpose; the report says so) instead of failing. */
  allowMissing?: boolean;
  /** The documents' text: the cards they print from sets they do not name are looked for in every file. */
  documents?: readonly DocumentText[];
  /** The keywords and their names per language: a card no name finds is found by its cost and keywords. */
  keywords?: readonly KnownKeyword[];
}

export interface ImportResult {
  table: CardIdentityTable;
  /** Every MTGJSON file looked at. */
  files: string[];
  /** The files whose cards were read. */
  read: MtgjsonFile[];
  sets: SetReport[];
  /** Sets asked for that no file holds (only with `allowMissing`). */
  missing: string[];
  /** Files that could not be read but were not needed: another file holds their set. */
  unreadable: { file: string; reason: string }[];
  /** Cards the documents print from other sets (one printing each), by set. */
  elsewhere: { code: string; cards: string[] }[];
  /** Cards the documents print under a name no data gives, found by their characteristics. */
  byCharacteristics: CardFoundByCharacteristics[];
}

/** Why the import cannot give a whole table; the message is one line and starts with the file or folder. */
export class CardImportError extends Error {}

/**
 * Each file's sets with their headers only (code, parent, version, rows) and the card rows `alsoCards` accepts; files
 * that cannot be read apart.
 */
async function readHeaders(files: readonly string[], alsoCards: ((card: MtgjsonSet['cards'][number]) => boolean) | undefined) {
  const sets: MtgjsonSet[] = [];
  const unreadable: { file: string; error: MtgjsonError }[] = [];
  for (const file of files) {
    try {
      sets.push(...(await readMtgjsonFile(file, { headerOnly: true, alsoCards })).sets);
    } catch (e) {
      if (!(e instanceof MtgjsonError)) throw e;
      unreadable.push({ file, error: e });
    }
  }
  return { sets, unreadable };
}

function describeSource(s: MtgjsonSet): string {
  return `${s.file} (${s.version ? `MTGJSON ${s.version}` : s.layout}, ${s.rows} card row${s.rows === 1 ? '' : 's'})`;
}

/**
 * Reads `paths` (files and directories) for the sets asked for and the sets that complete them (MTGJSON's
 * `parentCode`: OPC2's planes for PC2), and derives the identity table. First every file's header (cards counted,
 * not kept), then only the chosen copy of each set. Never a thinned table: no file, a set that no file holds (unless
 * `allowMissing`), or an unreadable file that no other file stands in for fails the import whole.
 */
export async function importCardIdentities(
  paths: readonly string[],
  sets: readonly string[],
  options: ImportOptions = {},
): Promise<ImportResult> {
  const wanted = new Set(sets.map((s) => s.toUpperCase()));
  const files = await mtgjsonFiles(paths);
  if (!files.length) throw new CardImportError(`${paths.join(', ')}: no MTGJSON file (*.json, *.json.gz) to read`);
  const finder = options.documents ? new DocumentCardFinder(options.documents, options.keywords ?? []) : undefined;
  const headers = await readHeaders(files, finder?.keep);
  const headerSets = finder ? finder.settle(headers.sets) : headers.sets;
  const present = headerSets.filter((s) => s.rows > 0);
  // A copy without cards never stands for its set, whatever its version; it is reported beside the copy used.
  const empty = headerSets.filter((s) => s.rows === 0);
  const supplements = new Set(present.filter((s) => s.parentCode && wanted.has(s.parentCode) && !wanted.has(s.code)).map((s) => s.code));
  const { chosen, ignored } = chooseSetSources(present.filter((s) => wanted.has(s.code) || supplements.has(s.code)));
  const found = new Set(chosen.map((s) => s.code));
  const unreadable = headers.unreadable.map(({ file, error }) => {
    const code = setCodeOfFileName(file);
    if (!code || !found.has(code)) throw error;
    return { file, reason: error.message.slice(file.length + 2) };
  });
  const missing = [...wanted].filter((c) => !found.has(c)).sort();
  if (missing.length && !options.allowMissing)
    throw new CardImportError(
      `${paths.join(', ')}: no file holds the cards of ${missing.join(', ')} (add the set's MTGJSON file, or --allow-missing to import without it)`,
    );

  const read: MtgjsonFile[] = [];
  for (const file of [...new Set(chosen.map((s) => s.file))])
    read.push(await readMtgjsonFile(file, { sets: chosen.filter((s) => s.file === file).map((s) => s.code) }));
  const full = read.flatMap((f) => f.sets);
  const elsewhereSets = chooseSetSources(present.filter((s) => !found.has(s.code) && s.cards.length)).chosen;
  const derived = deriveIdentityTable(full, supplements, elsewhereSets);
  const table = finder ? finder.addDocumentNames(derived) : derived;
  const elsewhere = table.sets
    .filter((s) => s.namedOnly)
    .map((s) => ({ code: s.code, cards: table.cards.filter((c) => c.set === s.code).map((c) => c.name) }));
  const report = full
    .filter((s) => table.sets.some((t) => t.code === s.code && !t.namedOnly))
    .map((s): SetReport => {
      const printings = table.cards.filter((c) => c.set === s.code);
      return {
        code: s.code,
        layout: s.layout,
        file: s.file,
        ...(supplements.has(s.code) ? { completes: s.parentCode } : {}),
        rows: s.cards.length,
        printings: printings.length,
        printed: perLang((lang) => printings.filter((c) => c.names[lang]).length),
        withoutNumber: printings.filter((c) => !c.number).map((c) => c.name),
        alsoIn: [...ignored, ...empty].filter((o) => o.code === s.code).map(describeSource),
      };
    });
  return { table, files, read, sets: report, missing, unreadable, elsewhere, byCharacteristics: finder?.found(table) ?? [] };
}
