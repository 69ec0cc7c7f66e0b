/**
 * The catalogue import apart from its command line: read every MTGJSON file given (set files whole, AllPrintings.json
 * streamed), take one copy of each set (the newest MTGJSON version), derive the catalogue, and check it is no thinner
 * than the committed one. Whole or refused: an unreadable file, two indistinguishable copies of a set, a card the
 * schema refuses, two cards claiming one oracle id or one Scryfall id stop the import in one line naming the file.
 */
import { LANGS } from '../../languages.js';
import { existsSync } from 'node:fs';
import { FileRefused, readRegularFile } from '../../files/read-regular.js';
import { join } from 'node:path';
import { catalogueIndexSchema, type CatalogueIndex } from '../../schema/catalogue.js';
import { byCodePoint } from './collector-numbers.js';
import { deriveCatalogue, type DerivedCatalogue } from './derive.js';
import { mtgjsonFiles, readMtgjsonFile } from './read-mtgjson.js';
import { chooseSetSources } from './set-sources.js';
import { catalogueFiles, INDEX_FILE, type CatalogueFiles } from './shards.js';
import type { MtgjsonSet } from './mtgjson-types.js';

/** Why the import cannot give a whole catalogue; one line, starting with the file or folder. */
export class CatalogueImportError extends Error {}

export interface CatalogueImport {
  files: CatalogueFiles;
  derived: DerivedCatalogue;
  /** Every MTGJSON file read. */
  read: string[];
  /** Copies of a set not used (an older version, another layout), each with the copy used instead. */
  notUsed: { file: string; code: string; version?: string; usedFile: string; usedVersion?: string }[];
  /** Sets whose rows name no card (no oracle id: v3 files): read, but no card comes from them. */
  withoutCards: string[];
}

function describeVersion(s: Pick<MtgjsonSet, 'version' | 'layout'>): string | undefined {
  return s.version ?? (s.layout.startsWith('v3') ? 'MTGJSON v3' : undefined);
}

/** Reads `paths` and derives the catalogue. */
export async function importCatalogue(paths: readonly string[]): Promise<CatalogueImport> {
  const list = mtgjsonFiles(paths);
  if (!list.length) throw new CatalogueImportError(`${paths.join(', ')}: no MTGJSON file (*.json, *.json.gz) to read`);
  const sets: MtgjsonSet[] = [];
  for (const file of list) sets.push(...(await readMtgjsonFile(file)).sets.filter((s) => s.rows > 0));
  const { chosen, ignored } = chooseSetSources(sets);
  // The rows are the largest part of the import: nothing holds them once the catalogue is derived from them.
  sets.length = 0;
  const used = new Map(chosen.map((s) => [s.code, s]));
  const notUsed = ignored.map((s) => {
    const u = used.get(s.code) as MtgjsonSet;
    return { file: s.file, code: s.code, version: describeVersion(s), usedFile: u.file, usedVersion: describeVersion(u) };
  });
  used.clear();
  ignored.length = 0;
  const newest = chosen.map((s) => s.builtOn ?? '').reduce((a, b) => (a > b ? a : b), '');
  if (!newest)
    throw new CatalogueImportError(`${paths.join(', ')}: no MTGJSON v5 file (with meta.date): nothing tells the Oracle text's date`);
  const codes = chosen.map((s) => s.code);
  const derived = deriveCatalogue(chosen.splice(0));
  const withCards = new Set(derived.cards.flatMap((c) => c.printings.map((p) => p.set)));
  return {
    files: catalogueFiles(derived, { newest, files: list.length }),
    derived,
    read: list,
    notUsed,
    withoutCards: codes.filter((code) => !withCards.has(code)).sort(byCodePoint),
  };
}

/**
 * The committed catalogue's index, or undefined when there is none (a first import). Read through the safe reader (a
 * FIFO in its place is refused, never waited on); an index that is no JSON is refused too: nothing to compare with.
 */
export function committedIndex(folder: string): CatalogueIndex | undefined {
  const path = join(folder, INDEX_FILE);
  if (!existsSync(path)) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(readRegularFile(path).toString('utf8'));
  } catch (e) {
    const why = e instanceof FileRefused ? e.reason : `is no JSON (${(e as Error).message})`;
    throw new CatalogueImportError(`${path}: ${why}: the committed catalogue cannot be compared; restore it (git checkout) first`);
  }
  const parsed = catalogueIndexSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

/**
 * What would make the new catalogue thinner than the committed one: fewer cards, printings, rulings or Scryfall ids,
 * or a set the committed catalogue holds that the new one lacks. Each is one line; `--allow-thinner` accepts them,
 * and the report says so.
 */
export function thinnerThan(committed: CatalogueIndex, next: CatalogueIndex): string[] {
  const problems: string[] = [];
  const drop = (what: string, before: number, after: number) => {
    if (after < before) problems.push(`${what}: ${before} → ${after}`);
  };
  drop('cards', committed.counts.cards, next.counts.cards);
  drop('printings', committed.counts.printings, next.counts.printings);
  drop('official rulings', committed.counts.rulings, next.counts.rulings);
  for (const lang of ['en', ...LANGS] as const)
    drop(`Scryfall ids (${lang})`, committed.counts.scryfallIds[lang], next.counts.scryfallIds[lang]);
  const sets = new Set(next.sets.map((s) => s.code));
  const lost = committed.sets.filter((s) => !sets.has(s.code)).map((s) => s.code);
  if (lost.length) problems.push(`sets no file holds any more: ${lost.join(', ')}`);
  return problems;
}
