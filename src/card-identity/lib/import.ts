/**
 * The importer's work, apart from its command line: which sets the documents need, reading them from MTGJSON files,
 * and what was found or is missing.
 */
import { readFileSync } from 'node:fs';
import type { CardIdentityTable } from '../../schema/card-identity.js';
import { chooseSetSources, deriveIdentityTable } from './identities.js';
import { readMtgjson, type MtgjsonFile, type MtgjsonLayout, type MtgjsonSet } from './read-mtgjson.js';

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
  /** Card rows in the source. */
  rows: number;
  /** Printings in the table. */
  printings: number;
  /** Printings with a printed name in each language. */
  printed: { es: number; fr: number; pt: number };
  /** Other files that held the set too (not used). */
  alsoIn: string[];
}

export interface ImportResult {
  table: CardIdentityTable;
  files: MtgjsonFile[];
  sets: SetReport[];
  /** Sets asked for that no file holds. */
  missing: string[];
}

/** Reads `paths` (files and directories) keeping only `sets`, and derives the identity table. */
export async function importCardIdentities(paths: readonly string[], sets: readonly string[]): Promise<ImportResult> {
  const wanted = [...new Set(sets.map((s) => s.toUpperCase()))].sort();
  const files = await readMtgjson(paths, { sets: wanted });
  const all: MtgjsonSet[] = files.flatMap((f) => f.sets);
  const table = deriveIdentityTable(all);
  const { chosen, ignored } = chooseSetSources(all);
  const report = chosen.map((s): SetReport => {
    const printings = table.cards.filter((c) => c.set === s.code);
    return {
      code: s.code,
      layout: s.layout,
      file: s.file,
      rows: s.cards.length,
      printings: printings.length,
      printed: {
        es: printings.filter((c) => c.names.es).length,
        fr: printings.filter((c) => c.names.fr).length,
        pt: printings.filter((c) => c.names.pt).length,
      },
      alsoIn: ignored.filter((o) => o.code === s.code).map((o) => o.file),
    };
  });
  const found = new Set(chosen.map((s) => s.code));
  return { table, files, sets: report, missing: wanted.filter((c) => !found.has(c)) };
}
