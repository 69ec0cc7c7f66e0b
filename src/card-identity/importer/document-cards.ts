/**
 * The cards a document prints, read the way every layout prints one: a short line (the name), then a line of mana
 * symbols (the cost), then its type line and rules text, then the rulings (bullet lines). Only what the importer
 * needs to find a card in MTGJSON: the name, the cost, and the lines of type and text.
 */
import type { Lang } from '../../languages.js';

export interface DocumentText {
  lang: Lang;
  text: string;
  /** The document's file, for reports. */
  file?: string;
}

export interface PrintedCard {
  lang: Lang;
  file?: string;
  /** 1-based line of the name. */
  line: number;
  name: string;
  /** The cost as printed, spaces taken out: `{7}{U}{U}`. */
  cost: string;
  /** The lines after the cost up to the first ruling or the next card: type line, rules text, P/T. */
  lines: string[];
}

/** Card names are short lines; a longer one is running text. */
const MAX_NAME = 100;
/** No card prints more lines than this between its cost and its rulings. */
const MAX_CARD_LINES = 16;

/** A line of mana symbols only: `{2} {G} {G}`, `{3}{B}`. */
const MANA_COST = /^(\{[^{}]{1,6}\}\s*)+$/;
/** A ruling's bullet (or a list item): the card's own text is over. */
const BULLET = /^[-•*–]\s?/;

/** A line as a name: markdown heading and emphasis markers around it taken off. */
function lineAsName(line: string): string {
  return line
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/^([*_]{1,2})(.+)\1$/, '$2')
    .trim();
}

/** The type and text lines of the card whose cost is at `filled[k]`: up to a bullet or the next card's name. */
function cardLines(lines: readonly string[], filled: readonly number[], k: number): string[] {
  const out: string[] = [];
  for (let j = k + 1; j < filled.length && out.length < MAX_CARD_LINES; j++) {
    const line = lines[filled[j]];
    if (BULLET.test(line) || MANA_COST.test(lines[filled[j + 1]] ?? '')) break;
    out.push(line);
  }
  return out;
}

/** Every card the document prints, in order. */
export function printedCards(doc: DocumentText): PrintedCard[] {
  const lines = doc.text.split(/\r\n?|\n/).map(lineAsName);
  const filled = lines.map((_, i) => i).filter((i) => lines[i] !== '');
  const cards: PrintedCard[] = [];
  for (const [k, i] of filled.entries()) {
    const next = filled[k + 1];
    if (next === undefined || !MANA_COST.test(lines[next])) continue;
    const name = lines[i];
    if (name.length < 2 || name.length > MAX_NAME) continue;
    cards.push({
      lang: doc.lang,
      ...(doc.file ? { file: doc.file } : {}),
      line: i + 1,
      name,
      cost: lines[next].replace(/\s+/g, ''),
      lines: cardLines(lines, filled, k + 1),
    });
  }
  return cards;
}
