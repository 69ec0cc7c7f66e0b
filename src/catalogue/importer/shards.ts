/**
 * The catalogue as committed files: content/catalogue/catalogue.json (sets, counts, and each shard's digest) and
 * content/catalogue/cards/<xx>.json.gz, the cards whose oracle id starts with `xx`, one card a line (the index keeps a
 * short digest of each card's line too: a shard edited by hand is refused naming the card). Sharded by card,
 * not by set, so a refresh rewrites only the shards of the cards that changed; gzip keeps the folder small. The bytes
 * compared and digested are the JSON text, so a shard recompressed elsewhere (another zlib) is still the same shard.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readFileInside, readRegularFile } from '../../files/read-regular.js';
import type { CatalogueCard, CatalogueIndex } from '../../schema/catalogue.js';
import { perLang } from '../../languages.js';
import { shardOf } from '../lib/catalogue.js';
import { cardDigests } from '../lib/shard-lines.js';
import type { DerivedCatalogue } from './derive.js';

export const CARDS_FOLDER = 'cards';
export const INDEX_FILE = 'catalogue.json';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** One shard's JSON text: an array, one card a line, a final newline. */
export function shardText(cards: readonly CatalogueCard[]): string {
  return `[\n${cards.map((c) => JSON.stringify(c)).join(',\n')}\n]\n`;
}

export interface CatalogueFiles {
  index: CatalogueIndex;
  indexText: string;
  /** Shard file name → its JSON text. */
  shards: Map<string, string>;
}

/** The files of a derived catalogue (their text; compression happens when written). */
export function catalogueFiles(derived: DerivedCatalogue, data: CatalogueIndex['data']): CatalogueFiles {
  const byShard = new Map<string, CatalogueCard[]>();
  for (const card of derived.cards) {
    const key = shardOf(card.oracleId);
    byShard.set(key, [...(byShard.get(key) ?? []), card]);
  }
  const shards = new Map<string, string>();
  const entries: CatalogueIndex['shards'] = [];
  for (const key of [...byShard.keys()].sort()) {
    const file = `${key}.json.gz`;
    const text = shardText(byShard.get(key) as CatalogueCard[]);
    shards.set(file, text);
    entries.push({ file, cards: (byShard.get(key) as CatalogueCard[]).length, sha256: sha256(text), cardDigests: cardDigests(text) });
  }
  const ids = { en: 0, ...perLang(() => 0) };
  let printings = 0;
  let rulings = 0;
  for (const c of derived.cards) {
    printings += c.printings.length;
    rulings += c.rulings.length;
    for (const p of c.printings) for (const lang of Object.keys(p.ids) as (keyof typeof ids)[]) ids[lang]++;
  }
  const index: CatalogueIndex = {
    format: 'catalogue/1',
    data,
    counts: { cards: derived.cards.length, printings, rulings, scryfallIds: ids },
    sets: derived.sets,
    shards: entries,
  };
  return { index, indexText: indexText(index), shards };
}

/** The index as committed: one set a line, readable diffs. */
function indexText(index: CatalogueIndex): string {
  const { sets, shards, ...head } = index;
  const list = (xs: unknown[]) => `[\n${xs.map((x) => JSON.stringify(x)).join(',\n')}\n]`;
  const top = JSON.stringify(head).slice(0, -1);
  return `${top},"sets":${list(sets)},"shards":${list(shards)}}\n`;
}

/** A committed shard's JSON text, or undefined when it is missing or no gzip. */
export function readShardText(folder: string, file: string): string | undefined {
  const path = join(folder, CARDS_FOLDER, file);
  if (!existsSync(path)) return undefined;
  try {
    // Through the safe reader: a FIFO or a link out of the folder in place of a shard is no shard (and never a hang).
    return gunzipSync(readFileInside(join(folder, CARDS_FOLDER), path)).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Writes the catalogue into `folder` (a fresh one, staged beside the target by the caller). A shard whose text equals
 * the committed one (in `committed`) is copied byte for byte, so an unchanged card never shows up in a diff.
 */
export function writeCatalogue(folder: string, files: CatalogueFiles, committed: string | undefined): void {
  mkdirSync(join(folder, CARDS_FOLDER));
  writeFileSync(join(folder, INDEX_FILE), files.indexText);
  for (const [file, text] of files.shards) {
    const before = committed ? readShardText(committed, file) : undefined;
    const bytes = before === text ? readRegularFile(join(committed as string, CARDS_FOLDER, file)) : gzipSync(text, { level: 9 });
    writeFileSync(join(folder, CARDS_FOLDER, file), bytes);
  }
}
