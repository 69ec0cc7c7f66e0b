/**
 * The names the documents could print a card under: every short line of every document that is followed by a mana
 * cost (the way every layout prints a card: name, then cost), folded, per language. A card of a set the documents do
 * not name (a release's special guests, an older card a FAQ quotes) is taken into the table when one of its printed
 * names, or its English name, is such a line.
 */
import type { Lang } from '../../languages.js';
import { foldCardName } from '../lib/match.js';
import { MTGJSON_LANGUAGES } from './identities.js';
import type { MtgjsonCard } from './mtgjson-types.js';

export interface DocumentText {
  lang: Lang;
  text: string;
}

/** Card names are short lines; a longer one is running text. */
const MAX_NAME = 100;

/** A line of mana symbols only: `{2} {G} {G}`, `{3}{B}`. */
const MANA_COST = /^(\{[^{}]{1,6}\}\s*)+$/;

/** A line as a name: markdown heading and emphasis markers around it taken off. */
function lineAsName(line: string): string {
  return line
    .trim()
    .replace(/^#{1,6}\s+/, '')
    .replace(/^([*_]{1,2})(.+)\1$/, '$2')
    .trim();
}

/** Folded short lines per language, and all of them together (an English name may be printed in any document). */
export function documentNameLines(documents: readonly DocumentText[]): { byLang: Map<Lang, Set<string>>; any: Set<string> } {
  const byLang = new Map<Lang, Set<string>>();
  const any = new Set<string>();
  for (const doc of documents) {
    const names = byLang.get(doc.lang) ?? new Set<string>();
    byLang.set(doc.lang, names);
    const lines = doc.text.split(/\r\n?|\n/).map(lineAsName);
    const filled = lines.map((l, i) => i).filter((i) => lines[i] !== '');
    for (const [k, i] of filled.entries()) {
      const next = filled[k + 1];
      if (next === undefined || !MANA_COST.test(lines[next])) continue;
      const name = lines[i];
      if (name.length < 2 || name.length > MAX_NAME) continue;
      const key = foldCardName(name);
      names.add(key);
      any.add(key);
    }
  }
  return { byLang, any };
}

/** Whether a card row is printed in the documents under one of its names (or one face's name). */
export function printedInDocuments(documents: readonly DocumentText[]): (card: MtgjsonCard) => boolean {
  const { byLang, any } = documentNameLines(documents);
  const has = (set: Set<string> | undefined, name: string | undefined) => !!name && !!set?.has(foldCardName(name));
  return (card) =>
    has(any, card.name) ||
    has(any, card.faceName) ||
    card.foreign.some((f) => {
      const lang = MTGJSON_LANGUAGES[f.language];
      return !!lang && !f.nameCopied && (has(byLang.get(lang), f.name) || has(byLang.get(lang), f.faceName));
    });
}
