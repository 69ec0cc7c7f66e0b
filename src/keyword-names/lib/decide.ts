/**
 * From tallies to the table: for each keyword of today's rules and each language, the name printings give it. The
 * newest printings decide (a keyword renamed keeps its former names among `others`: names printed years before); a keyword action read only from
 * whole sentences needs a clear majority of several printings, else it stays unknown. Two names printed in the same
 * recent years are a disagreement, reported with the file and card of the minority.
 */
import { LANGS, perLang, type Lang } from '../../languages.js';
import type { KeywordNamesEntry, PrintedKeywordName } from '../../schema/keyword-names.js';
import { cleanName } from './align.js';
import { tallyKey, type Tallies, type Tally } from './collect.js';

/** Names printed within this many years of a keyword's newest printing are today's usage. */
const RECENT_YEARS = 3;
/** A keyword action read from sentences only: at least this many printings, and this share of them. */
const ACTION_MIN_PRINTINGS = 3;
const ACTION_MIN_SHARE = 0.6;
/** A minority name is a disagreement when it has at least this many recent printings. */
const DISAGREEMENT_MIN = 2;

export interface Disagreement {
  english: string;
  lang: Lang;
  chosen: string;
  other: string;
  printings: number;
  file: string;
  card: string;
}

const total = (t: Tally) => [...t.byDate.values()].reduce((a, b) => a + b, 0);
const printedSince = (t: Tally, from: string) => [...t.byDate].reduce((a, [d, n]) => a + (d >= from ? n : 0), 0);

/** The date `years` (whole or in quarters) before a YYYY-MM-DD date. */
function yearsBefore(date: string, years: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - Math.round(years * 12));
  return d.toISOString().slice(0, 10);
}

/** The words every text starts with (case of the first letter aside). */
function sharedWords(texts: Iterable<string>): string[] {
  let shared: string[] | null = null;
  for (const t of texts) {
    const words = t.split(/\s+/);
    if (!shared) shared = words;
    else {
      let i = 0;
      while (i < shared.length && i < words.length && shared[i].toLowerCase() === words[i].toLowerCase()) i++;
      shared = shared.slice(0, i);
    }
  }
  return shared ?? [];
}

/**
 * A partial name from its items: the foreign words all items share, less as many words as the English items share
 * beyond the keyword (`Protection from …` / `Protección contra …` → `Protección`; `Gift a …` / `Faites cadeau d'…` →
 * `Faites cadeau`). The cut stands when the items are too few to say more.
 */
function partialName(t: Tally, english: string): string | null {
  if (!t.items) return t.name;
  if (t.items.en.size < 2) {
    // One kind of item only: the cut stands where the two items have as many words (`Clash with an opponent` /
    // `Enfréntate a un oponente`), else nothing says where the name ends (`camina por los planos desde …`).
    const [en] = t.items.en;
    const same = [...t.items.foreign].every((f) => f.split(/\s+/).length === en.split(/\s+/).length);
    return same || t.evidence !== 'action-sentence' ? t.name : null;
  }
  // The English items' shared words beyond the keyword (`onto` in `Splice onto Arcane`, `Splice onto instant or
  // sorcery`) have their translation among the foreign shared words, unless the language elides it (`d'arcane`).
  const extra = sharedWords(t.items.en).length - english.split(' ').length;
  const foreign = sharedWords(t.items.foreign);
  const words = foreign.slice(0, Math.max(1, foreign.length - Math.max(0, extra)));
  return cleanName(words.join(' '), 'und') || t.name;
}

/**
 * Action names that end with another name (`use vidência` / `vidência`: an auxiliary verb before the name) count
 * for the shorter one.
 */
function foldedIntoShorter(all: Tally[]): Tally[] {
  const names = new Map<string, Tally>();
  for (const t of all) {
    const key = t.name.toLowerCase();
    const same = names.get(key);
    if (!same) names.set(key, { ...t, byDate: new Map(t.byDate) });
    else merge(t, same);
  }
  const tallies = [...names.values()];
  const kept: Tally[] = [];
  for (const t of tallies) {
    const words = t.name.toLowerCase().split(' ');
    const shorter = words
      .slice(1)
      .map((_, i) => names.get(words.slice(i + 1).join(' ')))
      .find((s) => s && s !== t);
    if (!shorter) {
      kept.push(t);
      continue;
    }
    merge(t, shorter);
  }
  return kept;
}

/** Names cut from items that begin with the same word are one name's items (`Imprégnation d'arcane`, `Imprégnation
 *  d'éphémère ou de rituel`): their shared words name the keyword (partialName). */
function partialsByFirstWord(all: Tally[]): Tally[] {
  const byWord = new Map<string, Tally>();
  for (const t of all) {
    const key = t.name.split(' ')[0].toLowerCase();
    const same = byWord.get(key);
    if (!same)
      byWord.set(key, {
        ...t,
        byDate: new Map(t.byDate),
        items: t.items && { en: new Set(t.items.en), foreign: new Set(t.items.foreign) },
      });
    else merge(t, same);
  }
  return [...byWord.values()];
}

/** Counts `from`'s printings for `into` (and its sample of items). */
function merge(from: Tally, into: Tally) {
  for (const [d, n] of from.byDate) into.byDate.set(d, (into.byDate.get(d) ?? 0) + n);
  if (from.newest > into.newest) Object.assign(into, { newest: from.newest, example: from.example, file: from.file });
  if (from.items) {
    into.items ??= { en: new Set(), foreign: new Set() };
    into.items = { en: new Set([...into.items.en, ...from.items.en]), foreign: new Set([...into.items.foreign, ...from.items.foreign]) };
  }
  into.partial &&= from.partial;
}

/** The date by which half of a name's printings were printed. */
function medianDate(t: Tally): string {
  const dates = [...t.byDate].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  let left = total(t) / 2;
  for (const [date, n] of dates) if ((left -= n) <= 0) return date;
  return dates[dates.length - 1]?.[0] ?? '';
}

/** Years a former name's printings come before today's, at least, for it to be a former name (not a variant or a misreading). */
const FORMER_NAME_YEARS = 2;

/** Whether `other` is a name the keyword had before `chosen`: most of its printings come years before most of chosen's. */
function printedEarlier(other: Tally, chosen: Tally): boolean {
  return medianDate(other) <= yearsBefore(medianDate(chosen), FORMER_NAME_YEARS);
}

function byName(a: { name: string }, b: { name: string }) {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * A name whose English ends with `!` (`For Mirrodin!`) ends with it as the language writes it, where the printed data
 * lost it (`¡Por Mirrodin`): `¡Por Mirrodin!`, `Pour Mirrodin !` (French: a no-break space before), `Por Mirrodin!`.
 */
export function withClosingMark(name: string, english: string, lang: Lang): string {
  if (!english.endsWith('!') || /!$/.test(name)) return name;
  return lang === 'fr' ? `${name}\u00a0!` : `${name}!`;
}

/** The name of one keyword in one language, or null; with the disagreements it found. */
function decideOne(
  english: string,
  kind: KeywordNamesEntry['kind'],
  lang: Lang,
  tallies: Tally[],
  since: string | null,
): { name: PrintedKeywordName | null; disagreements: Disagreement[] } {
  // Names printed alone decide; names cut from items with words after them only where no name is printed alone.
  const exact = tallies.filter((t) => !t.partial);
  if (exact.length && kind !== 'keyword-action') tallies = exact;
  else if (kind !== 'keyword-action') tallies = partialsByFirstWord(tallies);
  if (kind === 'keyword-action') tallies = foldedIntoShorter(tallies);
  if (!tallies.length) return { name: null, disagreements: [] };
  const newest = tallies.reduce((d, t) => (t.newest > d ? t.newest : d), '');
  const from = yearsBefore(newest, RECENT_YEARS);
  const ranked = tallies
    .map((t) => ({ t, recent: printedSince(t, from), all: total(t) }))
    .sort((a, b) => b.recent - a.recent || b.all - a.all || byName(a.t, b.t));
  const [win, ...rest] = ranked;
  const all = ranked.reduce((a, r) => a + r.all, 0);
  if (
    kind === 'keyword-action' &&
    win.t.evidence === 'action-sentence' &&
    (win.all < ACTION_MIN_PRINTINGS || win.all / all < ACTION_MIN_SHARE)
  )
    return { name: null, disagreements: [] };
  // A name spelled as the English one, where the chosen one is not, is an English copy in a foreign slot.
  const translated = (r: (typeof ranked)[number]) => r.t.name.toLowerCase() !== english.toLowerCase();
  const disagreements = rest
    .filter((r) => r.recent >= DISAGREEMENT_MIN && win.t.evidence !== 'action-sentence' && translated(r))
    .map((r) => ({ english, lang, chosen: win.t.name, other: r.t.name, printings: r.recent, file: r.t.file, card: r.t.example.card }));
  const others = rest
    .filter((r) => r.all >= 2 && translated(r) && printedEarlier(r.t, win.t))
    .slice(0, 5)
    .map((r) => ({ name: r.t.name, printings: r.all, newest: r.t.newest }));
  const cut = win.t.partial ? partialName(win.t, english) : win.t.name;
  if (!cut) return { name: null, disagreements: [] };
  const name = withClosingMark(cut, english, lang);
  // A set printed in the weeks before the edition that renames its keyword already prints the new name.
  const printedBefore = since && win.t.newest < yearsBefore(since, 0.25) ? { printedBefore: since } : {};
  return { name: { name, printings: win.all, newest: win.t.newest, example: win.t.example, ...printedBefore, others }, disagreements };
}

export interface TodaysKeyword {
  english: string;
  kind: KeywordNamesEntry['kind'];
  /** The edition since which today's rules use this English name (named-since.ts); null when always. */
  since?: string | null;
}

export function decideNames(keywords: TodaysKeyword[], tallies: Tallies) {
  const disagreements: Disagreement[] = [];
  const entries: KeywordNamesEntry[] = keywords.map((k) => {
    const names = perLang((lang) => {
      const decided = decideOne(k.english, k.kind, lang, [...(tallies.get(tallyKey(k.english, lang))?.values() ?? [])], k.since ?? null);
      disagreements.push(...decided.disagreements);
      return decided.name;
    });
    return { english: k.english, kind: k.kind, names };
  });
  return { entries: withoutMisreadOthers(entries), disagreements };
}

/**
 * An other name is a misreading, not a name the keyword was printed under, when it is (or starts with) another
 * keyword's name in that language (a printing listing its keywords in another order: `Défenseur, vol` read against
 * `Flying, defender`), a single letter, or two words glued by the data (`volSeuil`).
 */
function withoutMisreadOthers(entries: KeywordNamesEntry[]): KeywordNamesEntry[] {
  const chosen = perLang((lang) => new Set(entries.flatMap((e) => (e.names[lang] ? [e.names[lang].name.toLowerCase()] : []))));
  const another = (lang: Lang, name: string) => [...chosen[lang]].some((c) => name === c || name.startsWith(`${c} `));
  const misread = (lang: Lang, name: string) => another(lang, name.toLowerCase()) || name.length < 2 || /\p{Ll}\p{Lu}/u.test(name);
  return entries.map((e) => ({
    ...e,
    names: perLang((lang) => {
      const n = e.names[lang];
      return n && { ...n, others: n.others.filter((o) => !misread(lang, o.name)) };
    }),
  }));
}

/** Keywords named / keywords of today's rules, per language. */
export function coverage(entries: KeywordNamesEntry[]): Record<Lang, { named: number; of: number }> {
  return perLang((lang) => ({ named: entries.filter((e) => e.names[lang]).length, of: entries.length }));
}

export { LANGS };
