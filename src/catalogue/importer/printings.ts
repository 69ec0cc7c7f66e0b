/**
 * Card rows → printings, grouped by card. A printing is one card's rows at one collector number of one set: a single
 * row, or one row per face (split, transform, adventure, room…). Rows without an oracle id (MTGJSON leaves it out of a
 * few reversible cards) belong to no card: they are counted and listed, never guessed.
 */
import type { CardRow } from './mtgjson-row.js';
import type { MtgjsonSet } from './mtgjson-types.js';
import { byCodePoint, compareCollectorNumbers } from './collector-numbers.js';

export interface PrintingRows {
  set: MtgjsonSet;
  number?: string;
  /** The printing's release: the card's own date where MTGJSON gives one (a promo), else its set's. */
  released: string;
  /** The day MTGJSON built the file (its Oracle text and rulings are as of that day). */
  builtOn: string;
  /** The card's rows at this number, in face order. */
  rows: CardRow[];
}

export interface RowWithoutOracleId {
  file: string;
  set: string;
  number?: string;
  name: string;
}

/** Face order: `a` before `b` (MTGJSON's `side`), rows without a side first. */
const bySide = (a: CardRow, b: CardRow) => byCodePoint(a.side ?? '', b.side ?? '');

/** The date a set file's rows are as of: its `meta.date`, else (v3, no meta) its release. */
function builtOn(set: MtgjsonSet): string {
  return set.builtOn ?? set.releaseDate ?? '0000-00-00';
}

/** A release date that cannot be: not a day of the calendar, or more than a year after the file was built. */
export class ReleaseDateError extends Error {}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function checkedRelease(released: string, set: MtgjsonSet, row: CardRow): string {
  const time = Date.parse(`${released}T00:00:00Z`);
  const where = `${set.file}: ${set.code} ${row.number ?? ''} "${row.name}"`;
  if (!DAY.test(released) || Number.isNaN(time) || !new Date(time).toISOString().startsWith(released))
    throw new ReleaseDateError(`${where}: release date "${released}" is no day of the calendar (expected YYYY-MM-DD)`);
  const built = set.builtOn && Date.parse(`${set.builtOn}T00:00:00Z`);
  if (built && time - built > 366 * 86_400_000)
    throw new ReleaseDateError(`${where}: released ${released}, more than a year after the file was built (${set.builtOn})`);
  return released;
}

/** Every printing of every card of `sets`, by oracle id; the rows that name no card apart. */
export function printingsByCard(sets: readonly MtgjsonSet[]): {
  byCard: Map<string, PrintingRows[]>;
  withoutOracleId: RowWithoutOracleId[];
} {
  const byCard = new Map<string, PrintingRows[]>();
  const withoutOracleId: RowWithoutOracleId[] = [];
  for (const set of sets) {
    const printings = new Map<string, PrintingRows>();
    for (const row of set.cards) {
      if (!row.oracleId) {
        withoutOracleId.push({ file: set.file, set: set.code, ...(row.number ? { number: row.number } : {}), name: row.name });
        continue;
      }
      const key = `${row.oracleId}|${row.number ?? row.name}`;
      let printing = printings.get(key);
      if (!printing) {
        printing = {
          set,
          ...(row.number ? { number: row.number } : {}),
          released: checkedRelease(row.releaseDate ?? set.releaseDate ?? builtOn(set), set, row),
          builtOn: builtOn(set),
          rows: [],
        };
        printings.set(key, printing);
        const list = byCard.get(row.oracleId) ?? [];
        byCard.set(row.oracleId, list);
        list.push(printing);
      }
      printing.rows.push(row);
    }
    for (const p of printings.values()) p.rows.sort(bySide);
  }
  return { byCard, withoutOracleId };
}

/** A reversible card prints the same card on both sides: its rows are one face twice, not two faces. */
export const isReversible = (p: PrintingRows) => p.rows.some((r) => r.layout === 'reversible_card');

/** Newest first: the later file build, then the later release, then set code and number (a fixed order). */
export function newestFirst(a: PrintingRows, b: PrintingRows): number {
  return (
    byCodePoint(b.builtOn, a.builtOn) ||
    byCodePoint(b.released, a.released) ||
    byCodePoint(a.set.code, b.set.code) ||
    compareCollectorNumbers(a.number, b.number)
  );
}

/** Oldest release first, then set code and number. */
export function oldestFirst(a: PrintingRows, b: PrintingRows): number {
  return byCodePoint(a.released, b.released) || byCodePoint(a.set.code, b.set.code) || compareCollectorNumbers(a.number, b.number);
}
