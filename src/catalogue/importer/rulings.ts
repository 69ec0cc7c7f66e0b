/**
 * A card's official rulings: today's are those of the most recently built file that holds the card (the same file as
 * its Oracle text); a ruling an older file gives and today's no longer holds (reworded or dropped) is kept as
 * superseded. A ruling without a date or a text is no ruling: left out, and reported (file, card) and counted.
 */
import type { OfficialRuling } from '../../schema/catalogue.js';
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
            ? `a ruling without a date YYYY-MM-DD ("${r.date}"): "${r.text.slice(0, 60)}"`
            : `a ruling without a text (dated "${r.date}")`,
        });
    }
  return out;
}

function distinct(rulings: OfficialRuling[]): OfficialRuling[] {
  const seen = new Set<string>();
  return rulings.filter((r) => {
    const key = `${r.date}|${r.text}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Today's rulings (from `source`'s file build) and the superseded ones of older builds. */
export function officialRulings(source: PrintingRows, printings: readonly PrintingRows[], skipped: SkippedRuling[]) {
  const of = (p: PrintingRows) => rulingsOf(p, skipped);
  const today = distinct(printings.filter((p) => p.builtOn === source.builtOn).flatMap(of)).sort(byDateThenText);
  const texts = new Set(today.map((r) => r.text));
  const superseded = distinct(
    printings
      .filter((p) => p.builtOn < source.builtOn)
      .flatMap(of)
      .filter((r) => !texts.has(r.text)),
  ).sort(byDateThenText);
  return { rulings: today, superseded };
}
