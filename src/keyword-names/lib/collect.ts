/**
 * Sightings of keyword names over the printings of the corpus (corpus.ts): every English text is aligned with each of
 * its Spanish, French and Portuguese printings (align.ts), and each name seen is tallied per keyword and language with
 * its printings, its newest printing and one example. Pure: corpus in, tallies out.
 */
import { LANGS, type Lang } from '../../languages.js';
import { alignKeywordNames, cleanName, type Evidence, type KeywordLexicon, type Sighting } from './align.js';
import type { Corpus } from './corpus.js';

export interface Example {
  set: string;
  number: string;
  card: string;
  english: string;
  text: string;
}

/** One printed name of a keyword in one language, as tallied. */
export interface Tally {
  name: string;
  evidence: Evidence;
  partial: boolean;
  /** A partial name's items (a sample): the words all of them share name the keyword better than a cut. */
  items?: { en: Set<string>; foreign: Set<string> };
  /** Printings per release date. */
  byDate: Map<string, number>;
  newest: string;
  example: Example;
  /** The set file of the example (for reports). */
  file: string;
}

/** Tallies by `english|lang`, then by folded name. */
export type Tallies = Map<string, Map<string, Tally>>;

export const tallyKey = (english: string, lang: Lang) => `${english}|${lang}`;

function fold(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

/** Newer printing first, then set code and collector number: the example is the same on every run. */
function newerExample(a: { date: string; ex: Example }, b: { date: string; ex: Example }): boolean {
  if (a.date !== b.date) return a.date > b.date;
  if (a.ex.set !== b.ex.set) return a.ex.set < b.ex.set;
  return a.ex.number.localeCompare(b.ex.number, 'en', { numeric: true }) < 0;
}

const ITEM_SAMPLE = 40;

function record(tallies: Tallies, key: string, s: Sighting & { name: string }, date: string, ex: Example, file: string) {
  let names = tallies.get(key);
  if (!names) tallies.set(key, (names = new Map()));
  const name = s.name;
  const folded = `${s.partial ? '~' : ''}${fold(name)}`;
  let t = names.get(folded);
  if (!t) {
    t = { name, evidence: s.evidence, partial: s.partial, byDate: new Map([[date, 1]]), newest: date, example: ex, file };
    if (s.items) t.items = { en: new Set(), foreign: new Set() };
    names.set(folded, t);
  } else t.byDate.set(date, (t.byDate.get(date) ?? 0) + 1);
  if (s.items && t.items && t.items.foreign.size < ITEM_SAMPLE) {
    t.items.en.add(s.items.en);
    t.items.foreign.add(s.items.foreign);
  }
  if (t.newest === date && t.example === ex) return;
  if (newerExample({ date, ex }, { date: t.newest, ex: t.example })) Object.assign(t, { newest: date, example: ex, file, name });
}

/** Adds the sightings of every printing of the corpus to `tallies`. */
export function collectSightings(corpus: Corpus, lexicon: KeywordLexicon, tallies: Tallies): void {
  for (const lang of LANGS)
    for (const p of corpus[lang].printings)
      for (const s of alignKeywordNames(p.en, p.foreign, lexicon)) {
        // MTGJSON lists the abilities a card has (not every action verb): an ability the card does not claim is a
        // coincidence of words.
        if (p.keywords && s.evidence !== 'action-sentence' && !p.keywords.has(s.english.toLowerCase())) continue;
        const name = cleanName(s.name, lang);
        if (!name || name.length > 40) continue;
        const ex = { set: p.set, number: p.number, card: p.card, english: p.english, text: s.text };
        record(tallies, tallyKey(s.english, lang), { ...s, name }, p.date, ex, p.file);
      }
}
