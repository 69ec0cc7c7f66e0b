/**
 * A card's official rulings: today's are those of the most recently built file that holds the card (the same file as
 * its Oracle text); a ruling an older file gives and today's no longer holds (reworded or dropped) is kept as
 * superseded. A ruling without a date or a text is no ruling: left out, and reported (file, card) and counted.
 *
 * Gatherer retypes its rulings (straight and curly quotes, a capital fixed) and the set files keep each typing, some
 * re-dated: a ruling is its words, so its typings are one ruling, today's typing and date (the newest where today's
 * files give several), never a superseded one. Two typings dated alike would otherwise be two rulings no reader, nor
 * the alignment of a translation, can tell apart.
 */
import type { OfficialRuling } from '../../schema/catalogue.js';
import { rulingWords } from '../lib/ruling-words.js';
import { byCodePoint } from './collector-numbers.js';
import type { PrintingRows } from './printings.js';

/** A ruling left out: where, and why. */
export interface SkippedRuling {
  file: string;
  card: string;
  problem: string;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Oldest first, then by text: a fixed order (Gatherer's own order is alphabetical, so no order is lost). */
const byDateThenText = (a: OfficialRuling, b: OfficialRuling) => byCodePoint(a.date, b.date) || byCodePoint(a.text, b.text);

/** Newest first, then by text: which typing of a ruling stands for it. */
const newestThenText = (a: OfficialRuling, b: OfficialRuling) => byCodePoint(b.date, a.date) || byCodePoint(a.text, b.text);

function rulingsOf(p: PrintingRows, skipped: SkippedRuling[]): OfficialRuling[] {
  const out: OfficialRuling[] = [];
  for (const row of p.rows)
    for (const r of row.rulings) {
      if (ISO_DAY.test(r.date) && r.text) out.push({ date: r.date, text: r.text });
      else
        skipped.push({
          file: p.set.file,
          card: `${p.set.code} ${p.number ?? ''} ${row.name}`,
          problem: r.text
            ? `${r.date ? `a ruling dated "${r.date}", expected YYYY-MM-DD` : 'a ruling without a date'}: "${r.text.slice(0, 60)}"`
            : `a ruling without a text (dated "${r.date}")`,
        });
    }
  return out;
}

/** One typing of each ruling (its newest), and none whose words `known` already holds. */
function distinct(rulings: OfficialRuling[], known: ReadonlySet<string> = new Set()): OfficialRuling[] {
  const seen = new Set(known);
  return rulings
    .slice()
    .sort(newestThenText)
    .filter((r) => {
      const words = rulingWords(r.text);
      return seen.has(words) ? false : (seen.add(words), true);
    })
    .sort(byDateThenText);
}

/** Today's rulings (from `source`'s file build) and the superseded ones of older builds. */
export function officialRulings(source: PrintingRows, printings: readonly PrintingRows[], skipped: SkippedRuling[]) {
  const of = (p: PrintingRows) => rulingsOf(p, skipped);
  const today = distinct(printings.filter((p) => p.builtOn === source.builtOn).flatMap(of));
  const superseded = distinct(
    printings.filter((p) => p.builtOn < source.builtOn).flatMap(of),
    new Set(today.map((r) => rulingWords(r.text))),
  );
  return { rulings: today, superseded };
}
