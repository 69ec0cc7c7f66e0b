/**
 * Aligning an English printing's text with one foreign printing of the same card, line by line, to read off how the
 * foreign text names each keyword. Pure: strings in, sightings out. Reminder text (in parentheses) is set aside first.
 *
 * Three kinds of evidence, strongest first:
 * - a keyword-only line (`Flying, vigilance`, `Ward {2}`, `Enchant creature`, `Escape—{R}{R}, Exile eight other
 *   cards…`, `Splice onto Arcane {1}{R}`): item by item, the foreign item without its parameter or cost;
 * - an ability word line (`Delirium — …`): the foreign words before the dash (an old printing that lost its dash:
 *   the words before the sentence's capital, `Hermandad Al comienzo…`);
 * - a keyword action as a whole sentence or cost item (`Scry 2.`, `{T}: Investigate.`, `{1}{W}, Blight 2:`,
 *   `• Earthbend 3.`): the foreign sentence or item without its parameter (the printed form: imperative, infinitive).
 */

import { laidOutAs, unglued } from './layout.js';

export type Evidence = 'keyword-line' | 'ability-word' | 'action-sentence';

export interface KeywordLexicon {
  /** The keyword whose English name starts `text` (longest first), with the rest of `text`, or null. */
  leading(text: string): { english: string; rest: string } | null;
  kind(english: string): 'keyword-ability' | 'keyword-action' | 'ability-word';
}

export interface Sighting {
  english: string;
  name: string;
  evidence: Evidence;
  /** The foreign line the name was read from. */
  text: string;
  /** Cut from an item whose parameter is words (`Enchant creature`): weaker than a name printed alone. */
  partial: boolean;
  /** For a partial name: the English and the foreign item it was cut from. */
  items?: { en: string; foreign: string };
}

const REMINDER = /\s*\([^()]*\)/g;
const DASH = /\s*[—–]\s*/;
/** Some foreign texts write the dash as a spaced hyphen (`Aterrizaje - Siempre que…`). */
const FOREIGN_DASH = /\s*[—–]\s*|\s+-\s+/;
const FOREIGN_DASH_START = /^\s*[—–]\s*|^\s+-\s+/;
/** A mode's bullet (`• Earthbend 3.`; some foreign texts write `*`). */
const BULLET = /^[•*]\s*/;

/** The card's lines without reminder text or bullets, empty lines dropped. */
export function textLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(REMINDER, '').replace(REMINDER, '').replace(BULLET, '').trim())
    .filter(Boolean);
}

function withoutFinalPeriod(s: string): string {
  return s.replace(/[.。]\s*$/, '').trim();
}

/** A name as kept: trimmed, without a final period or colon, its first letter in lower case (names start sentences). */
export function cleanName(name: string, locale: string): string {
  const n = withoutFinalPeriod(name).replace(/\s*:$/, '').replace(/\s+/g, ' ').trim();
  return n.charAt(0).toLocaleLowerCase(locale) + n.slice(1);
}

/** Where a cost or number starts in a foreign item (`{`, a dash, a colon, a digit or X after a space). */
const FOREIGN_COST = /\s*[{—–:]|\s*-\s*(?=\p{Lu})|\s+-|\s+(?:\d|X\b)/u;

/** What follows a keyword is a cost or a number (`{2}`, `3`, `X`, `—Pay 3 life`), not words. */
function costLike(rest: string): boolean {
  return /^[{\d—–:X-]/.test(rest);
}

/** Words, then a cost (`onto Arcane {1}{R}`, `onto Arcane—Tap an untapped…`): the words belong to the name. */
function wordsThenCost(rest: string): boolean {
  return /^[\p{L}' ]+?\s*(?:\{|[—–])/u.test(rest) && !costLike(rest);
}

/**
 * The foreign words that name the keyword in `item`, given what follows the keyword in the English item: nothing (the
 * whole item), a cost or number (`{2}`, `3`, `X`, `—Pay 3 life`: the words before it), words then a cost (`onto
 * Arcane {1}{R}`: the words before the cost, the English words' translation with them), or words (`creature`, `from
 * red`: the words before a colon, else as many words as the English name has).
 */
export function nameInItem(item: string, englishRest: string, englishWords: number): string | null {
  const foreign = withoutFinalPeriod(item);
  if (!englishRest) return foreign;
  if (costLike(englishRest) || wordsThenCost(englishRest)) {
    const cut = foreign.search(FOREIGN_COST);
    return cut > 0 ? foreign.slice(0, cut) : null;
  }
  const colon = foreign.indexOf(':');
  if (colon > 0) return foreign.slice(0, colon);
  const words = foreign.split(/\s+/);
  return words.length > englishWords ? words.slice(0, englishWords).join(' ') : null;
}

/** An English item is a keyword with a short parameter, not a sentence about the keyword (`Ninjutsu abilities you
 *  activate cost {1} less to activate.`). */
function keywordItem(item: { english: string; rest: string } | null, line: string): boolean {
  if (!item || !item.rest || costLike(item.rest) || wordsThenCost(item.rest)) return !!item;
  return !/\.\s*$/.test(line) && item.rest.split(' ').length <= 6 && !/[{}]/.test(item.rest);
}

function splitItems(line: string): string[] {
  return withoutFinalPeriod(line)
    .split(/\s*[,;]\s+/)
    .map((s) => s.trim());
}

type Item = { english: string; rest: string };

/** `Escape—{R}{R}, Exile eight other cards…`: one keyword whose cost, after its dash, may hold commas. */
function dashedKeyword(line: string, lexicon: KeywordLexicon): Item | null {
  const [head] = line.split(DASH, 1);
  if (head === line || head.split(' ').length > 4) return null;
  const k = lexicon.leading(head);
  if (!k || lexicon.kind(k.english) !== 'keyword-ability' || /[{}]/.test(k.rest)) return null;
  return { english: k.english, rest: `${k.rest}${k.rest ? ' ' : ''}${line.slice(head.length).trim()}` };
}

/** The keywords of an English keyword-only line, item by item, or null when one item is not a keyword. */
function keywordItems(line: string, lexicon: KeywordLexicon): { items: Item[]; dashed: boolean } | null {
  const dashed = dashedKeyword(line, lexicon);
  if (dashed) return { items: [dashed], dashed: true };
  const items = splitItems(line).map((item) => lexicon.leading(item));
  return items.every((i) => keywordItem(i, line) && lexicon.kind(i!.english) === 'keyword-ability')
    ? { items: items as Item[], dashed: false }
    : null;
}

function fromKeywordLine(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] | null {
  const read = keywordItems(en, lexicon);
  if (!read) return null;
  const foreignItems = read.dashed ? [foreign] : splitItems(foreign);
  if (foreignItems.length !== read.items.length) return [];
  return read.items.flatMap((k, i) => {
    const name = nameInItem(foreignItems[i], k.rest, k.english.split(' ').length);
    // Words after the keyword (`creature`, `onto Arcane`): the name is cut from an item, weaker than one alone.
    const words = k.rest.replace(/\s*(?:\{.*|[—–].*)$/, '');
    const partial = !!words && !costLike(k.rest);
    // The foreign item the words are read from: before its cost where the English has one after its words.
    const foreignItem = wordsThenCost(k.rest) ? name : withoutFinalPeriod(foreignItems[i]);
    const items = partial && foreignItem ? { en: `${k.english} ${words}`, foreign: foreignItem } : undefined;
    return name ? [{ english: k.english, name, evidence: 'keyword-line' as const, text: withoutFinalPeriod(foreign), partial, items }] : [];
  });
}

/** The foreign words before a sentence's first capital (`Hermandad Al comienzo…`): an ability word whose dash an old
 *  printing lost. */
function headBeforeCapital(foreign: string): string | null {
  const words = foreign.split(/\s+/);
  const next = words.findIndex((w, i) => i > 0 && /^\p{Lu}/u.test(w));
  return next > 0 && next <= 3 ? words.slice(0, next).join(' ') : null;
}

/** An ability word line (`Delirium — …`, `Channel — {2}{W}, Discard this card: …`): the foreign name before its
 *  dash, and what follows the dash on both sides (an effect, or a cost and effect), read as any other line. */
function abilityWordHead(en: string, foreign: string, lexicon: KeywordLexicon): { sighting: Sighting; en: string; foreign: string } | null {
  const [enHead] = en.split(DASH, 1);
  if (enHead === en) return null;
  const k = lexicon.leading(enHead);
  if (!k || k.rest || lexicon.kind(k.english) !== 'ability-word') return null;
  const [dashed] = foreign.split(FOREIGN_DASH, 1);
  const head = dashed !== foreign ? dashed : headBeforeCapital(foreign);
  if (!head) return null;
  const rest = (line: string, cut: string) => line.slice(line.indexOf(cut) + cut.length).replace(FOREIGN_DASH_START, '');
  return {
    sighting: { english: k.english, name: head, evidence: 'ability-word', text: foreign, partial: false },
    en: rest(en, enHead),
    foreign: rest(foreign, head),
  };
}

/** Names in a line of the card's text (reminder text set aside). */
function fromLine(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] {
  const word = abilityWordHead(en, foreign, lexicon);
  const [e, f] = word ? [word.en, word.foreign] : [en, foreign];
  const rest = (word ? null : fromKeywordLine(e, f, lexicon)) ?? fromActivation(e, f, lexicon) ?? fromActionSentences(e, f, lexicon);
  return word ? [word.sighting, ...rest] : rest;
}

function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+/).filter(Boolean);
}

/** `Then planeswalk …` / `Puis transplanez-vous …`: the sentence without its first word on both sides. */
function withoutThen(en: string, foreign: string): [string, string] {
  return /^then\s/i.test(en) ? [en.replace(/^then\s+/i, ''), foreign.replace(/^\S+\s+/, '')] : [en, foreign];
}

/** The keyword action an English phrase (a sentence, an effect or a cost item) starts with, read off the foreign one. */
function actionIn(en: string, foreign: string, text: string, lexicon: KeywordLexicon): Sighting[] {
  const [s, f] = withoutThen(withoutFinalPeriod(en), withoutFinalPeriod(foreign));
  const k = lexicon.leading(s);
  if (!k || lexicon.kind(k.english) !== 'keyword-action' || k.rest.split(' ').length > 5) return [];
  // A sentence turned negative in translation (`Activate only as a sorcery.` / `N'activez qu'en tant que rituel.`).
  if (/^(n['’]|ne |no |não )/i.test(f)) return [];
  const name = nameInItem(f, k.rest, k.english.split(' ').length);
  const partial = !!k.rest && !costLike(k.rest);
  const items = partial ? { en: s, foreign: f } : undefined;
  return name ? [{ english: k.english, name, evidence: 'action-sentence' as const, text, partial, items }] : [];
}

/** An activated ability's cost and effect (`{1}{W}, Blight 2: Return …` / `{1W}, gangrène 2 : Renvoyez …`). */
const ACTIVATION = /^(.+?)\s?:\s+(.+)$/;

/** Actions in cost items and effect of an activated ability, when both texts are one. */
function fromActivation(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] | null {
  const [e, f] = [ACTIVATION.exec(en), ACTIVATION.exec(foreign)];
  if (!e || !f || /[.]/.test(e[1])) return null;
  const [enCosts, foreignCosts] = [e[1].split(/,\s+/), f[1].split(/,\s+/)];
  const costs =
    enCosts.length === foreignCosts.length ? enCosts.flatMap((c, i) => actionIn(c, foreignCosts[i], foreignCosts[i], lexicon)) : [];
  return [...costs, ...fromActionSentences(e[2], f[2], lexicon)];
}

function fromActionSentences(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] {
  const enSentences = sentences(en);
  const foreignSentences = sentences(foreign);
  if (enSentences.length !== foreignSentences.length) return [];
  return enSentences.flatMap((sentence, i) => actionIn(sentence, foreignSentences[i], foreignSentences[i], lexicon));
}

/** The reminder texts of a line, in order. */
function reminders(line: string): string[] {
  return [...line.matchAll(/\(([^()]*)\)/g)].map((m) => m[1].trim());
}

/** Keyword actions named in reminder text (`(Then planeswalk away from this phenomenon.)`), reminder by reminder. */
function fromReminders(en: string, foreign: string, lexicon: KeywordLexicon): Sighting[] {
  const a = reminders(en);
  const b = reminders(foreign);
  return a.length === b.length ? a.flatMap((r, i) => fromActionSentences(r, b[i], lexicon)) : [];
}

/** Every keyword name the foreign text shows, read against the English text of the same printing. */
export function alignKeywordNames(englishText: string, foreignText: string, lexicon: KeywordLexicon): Sighting[] {
  const english = unglued(englishText);
  const laidOut = laidOutAs(englishText, foreignText);
  const rawEn = english.split('\n');
  const rawForeign = laidOut.split('\n');
  const inReminders = rawEn.length === rawForeign.length ? rawEn.flatMap((line, i) => fromReminders(line, rawForeign[i], lexicon)) : [];
  const en = textLines(english);
  const foreign = textLines(laidOut);
  if (en.length !== foreign.length) return inReminders;
  return [...inReminders, ...en.flatMap((line, i) => fromLine(line, foreign[i], lexicon))];
}

/** The first word of a text, lower case (what the lexicon indexes keywords by). */
const firstWord = (text: string) => /^[\p{L}\p{N}'’-]*/u.exec(text.toLowerCase())![0];

/** The lexicon of today's keywords: a keyword leads a text when the text starts with its name and a word ends there.
 *  Keywords are indexed by their first word, longest name first. */
export function keywordLexicon(keywords: { english: string; kind: ReturnType<KeywordLexicon['kind']> }[]): KeywordLexicon {
  const byFirstWord = new Map<string, string[]>();
  for (const k of [...keywords].sort((a, b) => b.english.length - a.english.length)) {
    const word = firstWord(k.english);
    byFirstWord.set(word, [...(byFirstWord.get(word) ?? []), k.english]);
  }
  const kinds = new Map(keywords.map((k) => [k.english, k.kind]));
  return {
    leading(text) {
      const lower = text.toLowerCase();
      for (const english of byFirstWord.get(firstWord(text)) ?? []) {
        const name = english.toLowerCase();
        if (lower.startsWith(name) && !/[\p{L}\p{N}'’]/u.test(lower.charAt(name.length)))
          return { english, rest: text.slice(name.length).trim() };
      }
      return null;
    },
    kind: (english) => kinds.get(english)!,
  };
}
