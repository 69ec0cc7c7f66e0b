/**
 * A card's Oracle facts: MTGJSON gives every row the Oracle text as of the day it built the file, so the card's text,
 * faces and rulings come from the most recently built file that holds it (its newest printing there), not from its
 * newest printing overall. A reversible printing (the same card on both sides) never stands for the card's faces.
 */
import type { OracleFace } from '../../schema/catalogue.js';
import type { CardRow } from './mtgjson-row.js';
import { isReversible, newestFirst, type PrintingRows } from './printings.js';

/** Two cards claim one oracle id: names that differ, with another cost or type line. */
export class OracleConflict extends Error {}

export interface OracleFacts {
  name: string;
  otherNames: string[];
  layout: string;
  oracleAsOf: string;
  manaValue: number;
  colors: ('W' | 'U' | 'B' | 'R' | 'G')[];
  keywords: string[];
  faces: OracleFace[];
  /** The printing the facts come from. */
  source: PrintingRows;
}

/** The printing whose rows give the Oracle facts: the newest of the most recently built file, reversible ones last. */
export function oracleSource(printings: readonly PrintingRows[]): PrintingRows {
  const ranked = printings.slice().sort(newestFirst);
  const newestBuild = ranked[0].builtOn;
  return ranked.find((p) => p.builtOn === newestBuild && !isReversible(p)) ?? ranked[0];
}

function faceOf(row: CardRow): OracleFace {
  const face: OracleFace = { name: row.faceName ?? row.name };
  if (row.manaCost) face.manaCost = row.manaCost;
  if (row.typeLine) face.typeLine = row.typeLine;
  if (row.text) face.text = row.text;
  if (row.power) face.power = row.power;
  if (row.toughness) face.toughness = row.toughness;
  if (row.loyalty) face.loyalty = row.loyalty;
  if (row.defense) face.defense = row.defense;
  return face;
}

/** The faces of a printing, each once (a reversible card's two sides are one face). */
export function facesOf(p: PrintingRows): OracleFace[] {
  const faces: OracleFace[] = [];
  const seen = new Set<string>();
  for (const row of p.rows) {
    const face = faceOf(row);
    const key = JSON.stringify(face);
    if (!seen.has(key)) (seen.add(key), faces.push(face));
  }
  return faces;
}

/** The card's name in a printing: its faces' names joined (`A // B`), a single face's own name (a meld half). */
export function nameIn(p: PrintingRows): string {
  return facesOf(p)
    .map((f) => f.name)
    .join(' // ');
}

const COLORS = new Set(['W', 'U', 'B', 'R', 'G']);

/** The text of a face with its own name taken out, to compare two names of one card (`E. Honda` / `Baldin`). */
const withoutName = (face: OracleFace) => `${face.manaCost ?? ''}|${face.typeLine ?? ''}`;

/**
 * Every printing of one card must be the same card: where printings give it another name (a Universes Within reprint),
 * its faces must keep their costs and type lines; otherwise two cards claim one oracle id, and the import stops.
 */
function checkOneCard(oracleId: string, source: PrintingRows, printings: readonly PrintingRows[]): string[] {
  const name = nameIn(source);
  const shape = facesOf(source).map(withoutName).join(' // ');
  const others = new Set<string>();
  for (const p of printings) {
    if (isReversible(p)) continue;
    const other = nameIn(p);
    if (other === name) continue;
    if (facesOf(p).map(withoutName).join(' // ') !== shape)
      throw new OracleConflict(
        `${p.set.file}: ${p.set.code} ${p.number ?? '(no number)'} "${other}" has the oracle id ${oracleId} of "${name}" (${source.set.file}, ${source.set.code} ${source.number ?? ''}) with another cost or type line: two cards claim one oracle id`,
      );
    others.add(other);
  }
  return [...others].sort();
}

export function oracleFacts(oracleId: string, printings: readonly PrintingRows[]): OracleFacts {
  const source = oracleSource(printings);
  const first = source.rows[0];
  const keywords = [...new Set(source.rows.flatMap((r) => r.keywords))];
  const colors = [...new Set(source.rows.flatMap((r) => r.colors))].filter((c): c is OracleFacts['colors'][number] => COLORS.has(c));
  return {
    name: nameIn(source),
    otherNames: checkOneCard(oracleId, source, printings),
    layout: first.layout,
    oracleAsOf: source.builtOn,
    manaValue: first.manaValue,
    colors: (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => colors.includes(c)),
    keywords,
    faces: facesOf(source),
    source,
  };
}
