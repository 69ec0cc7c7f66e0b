/**
 * The foreign words for an English phrase, by co-occurrence: among the printings whose English text holds the phrase
 * (`graveyard`, `mana value`, `explore`), the foreign word or run of words that those printings hold and the others
 * (of the same years) do not, scored by Dice's coefficient (2·both / (printings with the phrase + printings with the
 * words): the harmonic mean of how many of the phrase's printings show the words and how many of the words' printings
 * hold the phrase). A run of words never starts or ends with a function word (`tu cementerio` is `cementerio`). Pure:
 * corpus in, words and their support out.
 */
import { isMark, type LanguageCorpus, type Tokens, type Vocabulary } from './corpus.js';

export interface PhraseQuery {
  /** English words, lower case; the last one may be inflected (`explores`, `explored`, `tokens`). */
  phrase: string;
  /** Printings from this date on and before that one (YYYY-MM-DD); absent: all. */
  from?: string;
  before?: string;
  /** Read neither side's reminder text (a keyword's reminder names it in every printing; its name stands outside). */
  withoutReminders?: boolean;
  /** Words that make the phrase another one where they follow it (`double` before `strike`: Double strike). */
  notBefore?: string[];
  /** Its last word only as written (`tap`, not `tapped`). */
  exact?: boolean;
}

export interface ForeignWords {
  /** The foreign words, as printed words are kept (lower case). */
  words: string;
  /** The one word that co-occurs best, which `words` is built around. */
  leader: string;
  /** Printings of the phrase that show the words, and printings of the phrase. */
  support: number;
  printings: number;
  dice: number;
  /** Other single words of the same stem the phrase's printings show (`fichas`; `exiliada`), most printings first. */
  forms: { word: string; printings: number }[];
  /** The newest printing that shows the words. */
  newest: number;
  /** The words as ids of the language's vocabulary, and the ids of the leader's stem family. */
  run: number[];
  family: number[];
}

/** Fewer printings of the phrase than this say nothing. */
const MIN_PRINTINGS = 3;
/** The words must score at least this, and be shown by at least this many printings. */
const MIN_DICE = 0.4;
const MIN_SUPPORT = 3;
/** Candidates are read from at most this many printings of the phrase (spread over them). */
const SAMPLE = 600;
/** A candidate is shown by at least this share of the sample. */
const CANDIDATE_SHARE = 0.15;
const MAX_WORDS = 4;
/** A function word: short and in many of a language's printings (`tu`, `de`, `seu`), or a little longer and in very
 *  many (`votre`, `cette`, `esta`); `campo` and `maná` are no function words. */
const FUNCTION_WORDS = [
  { length: 3, share: 0.05 },
  { length: 5, share: 0.35 },
];

/** The English forms of a word: plural, third person, past, participle, gerund, possessive. */
export function englishForms(word: string): string[] {
  const stem = word.replace(/e$/, '');
  // A possessive as a text's words hold it (`owner's` is `owner'` and `s`; `opponents'`).
  const forms = [word, `${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`, `${stem}ing`, `${word}'`, `${word}s'`];
  // A short vowel before a last consonant doubles it (`tapped`, `tapping`).
  if (/(?:^|[^aeiou])[aeiou][bdgklmnprt]$/.test(word)) forms.push(`${word}${word.slice(-1)}ed`, `${word}${word.slice(-1)}ing`);
  if (/[^aeiou]y$/.test(word)) forms.push(`${word.slice(0, -1)}ies`, `${word.slice(0, -1)}ied`);
  return [...new Set(forms)];
}

/** Index of the first printing dated `date` or later. */
export function firstFrom(c: LanguageCorpus, date: string | undefined): number {
  if (!date) return 0;
  let [lo, hi] = [0, c.printings.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (c.printings[mid].date < date) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The index of the first entry of an ascending list that is `x` or more. */
function lowerBound(list: readonly number[], x: number): number {
  let [a, b] = [0, list.length];
  while (a < b) {
    const m = (a + b) >> 1;
    if (list[m] < x) a = m + 1;
    else b = m;
  }
  return a;
}

/** How many entries of an ascending list lie in [lo, hi). */
function countIn(list: readonly number[], lo: number, hi: number): number {
  return lowerBound(list, hi) - lowerBound(list, lo);
}

/** Whether `t` holds the word ids `run` in a row (reminder text left out when asked), not followed by a word of
 *  `notBefore`. */
export function holds(t: Tokens, run: readonly number[], withoutReminders: boolean, notBefore?: ReadonlySet<number>): boolean {
  outer: for (let i = 0; i + run.length <= t.ids.length; i++) {
    for (let j = 0; j < run.length; j++) if (t.ids[i + j] !== run[j] || (withoutReminders && t.reminder[i + j])) continue outer;
    if (notBefore?.has(t.ids[i + run.length])) continue;
    return true;
  }
  return false;
}

/** The printings in [lo, hi) whose English text holds the phrase (its last word in any English form), found through
 *  the postings of its rarest word. */
export function phrasePrintings(c: LanguageCorpus, q: PhraseQuery, lo: number, hi: number): number[] {
  const words = q.phrase.toLowerCase().split(/\s+/);
  const head = words.slice(0, -1).map((w) => c.english.ids.get(w));
  if (head.some((id) => id === undefined)) return [];
  const lasts = (q.exact ? [words[words.length - 1]] : englishForms(words[words.length - 1])).flatMap((f) =>
    c.english.ids.has(f) ? [c.english.ids.get(f)!] : [],
  );
  const notBefore = new Set((q.notBefore ?? []).flatMap((w) => (c.english.ids.has(w) ? [c.english.ids.get(w)!] : [])));
  const postings = (id: number) => c.english.postings[id];
  const found = new Set<number>();
  for (const last of lasts) {
    const run = [...(head as number[]), last];
    const rarest = run.reduce((a, b) => (postings(b).length < postings(a).length ? b : a));
    for (const i of postings(rarest))
      if (i >= lo && i < hi && !found.has(i) && holds(c.en[i], run, !!q.withoutReminders, notBefore)) found.add(i);
  }
  return [...found].sort((a, b) => a - b);
}

/** Every `SAMPLE`-th share of `list`, deterministic. */
function spread(list: readonly number[]): number[] {
  if (list.length <= SAMPLE) return [...list];
  return Array.from({ length: SAMPLE }, (_, i) => list[Math.floor((i * list.length) / SAMPLE)]);
}

/** Single words of each sampled printing, each counted once a printing. */
function wordCounts(c: LanguageCorpus, sample: readonly number[], withoutReminders: boolean): Map<string, number> {
  const counts = new Map<string, number>();
  for (const i of sample) {
    const t = c.foreign[i];
    const seen = new Set<number>();
    t.ids.forEach((id, a) => (withoutReminders && t.reminder[a] ? undefined : seen.add(id)));
    for (const id of seen) counts.set(String(id), (counts.get(String(id)) ?? 0) + 1);
  }
  return counts;
}

/** Runs of 2 to MAX_WORDS words around each place a sampled printing shows `word`, each counted once a printing. */
function runCounts(c: LanguageCorpus, sample: readonly number[], withoutReminders: boolean, word: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const i of sample) {
    const { ids, reminder } = c.foreign[i];
    const seen = new Set<string>();
    for (let p = ids.indexOf(word); p >= 0; p = ids.indexOf(word, p + 1))
      for (let a = Math.max(0, p - MAX_WORDS + 1); a <= p; a++) {
        let key = '';
        for (let end = a; end < Math.min(ids.length, a + MAX_WORDS); end++) {
          if (withoutReminders && reminder[end]) break;
          key = end === a ? String(ids[a]) : `${key},${ids[end]}`;
          if (end >= p && end > a) seen.add(key);
        }
      }
    for (const k of seen) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

export function isFunctionWord(v: Vocabulary, id: number, total: number): boolean {
  return FUNCTION_WORDS.some((f) => v.words[id].length <= f.length && v.postings[id].length >= f.share * total);
}

/** Two words of one stem: a shared beginning of at least four letters, each ending at most three letters after it
 *  (`ficha`/`fichas`, `espolear`/`espoleada`). */
export function sameStem(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i >= 4 && a.length - i <= 3 && b.length - i <= 3;
}

/** A word the phrase's printings show: an estimate of how many do, how many printings of the years hold it. */
interface Candidate {
  id: number;
  shown: number;
  df: number;
  dice: number;
}

/** A word and the other forms of its stem that print mostly with the phrase (`contador`, `contadores`). */
interface Family {
  leader: Candidate;
  members: Candidate[];
  dice: number;
}

/** A form joins its stem's family only when at least this share of its printings hold the phrase (`jugador` does not
 *  join `jugar`: players are everywhere). */
const FORM_PRECISION = 0.5;
/** A run of words around the leader replaces it when it is shown by at least this share of the leader's printings. */
const RUN_SHARE = 0.9;

interface Window {
  c: LanguageCorpus;
  lo: number;
  hi: number;
  withPhrase: number[];
  sample: number[];
  withoutReminders: boolean;
}

function candidates(w: Window): Candidate[] {
  const { c, lo, hi, sample } = w;
  const P = w.withPhrase.length;
  const least = Math.max(2, CANDIDATE_SHARE * sample.length);
  // A mark or a single letter (`{Q}` read as `q`) is no word of a name.
  const word = (id: number) => c.vocabulary.words[id].length > 1 && !isMark(c.vocabulary.words[id]);
  return [...wordCounts(c, sample, w.withoutReminders)]
    .filter(([k, n]) => n >= least && word(Number(k)))
    .map(([k, n]) => {
      const id = Number(k);
      const [shown, df] = [(n * P) / sample.length, countIn(c.vocabulary.postings[id], lo, hi)];
      return { id, shown, df, dice: (2 * shown) / (P + df) };
    })
    .sort((a, b) => b.dice - a.dice || a.id - b.id);
}

/** How many printings in [lo, hi) hold any of the words: a merge of their postings. */
function countAnyIn(c: LanguageCorpus, ids: readonly number[], lo: number, hi: number): number {
  const lists = ids.map((id) => c.vocabulary.postings[id]);
  const at = lists.map((l) => lowerBound(l, lo));
  let [n, last] = [0, -1];
  for (;;) {
    let next = hi;
    for (let k = 0; k < lists.length; k++) if (at[k] < lists[k].length && lists[k][at[k]] < next) next = lists[k][at[k]];
    if (next >= hi) return n;
    if (next !== last) n++;
    last = next;
    for (let k = 0; k < lists.length; k++) while (at[k] < lists[k].length && lists[k][at[k]] === next) at[k]++;
  }
}

/** Sampled printings holding any of the words. */
function sampledWithAny(w: Window, ids: readonly number[]): number {
  const lists = ids.map((id) => w.c.vocabulary.postings[id]);
  return w.sample.filter((i) => lists.some((l) => l[lowerBound(l, i)] === i)).length;
}

function families(w: Window, words: Candidate[]): Family[] {
  const P = w.withPhrase.length;
  const taken = new Set<number>();
  const out: Family[] = [];
  for (const leader of words) {
    if (taken.has(leader.id)) continue;
    const word = w.c.vocabulary.words[leader.id];
    const members = words.filter(
      (m) => !taken.has(m.id) && (m === leader || (sameStem(word, w.c.vocabulary.words[m.id]) && m.shown / m.df >= FORM_PRECISION)),
    );
    members.forEach((m) => taken.add(m.id));
    const ids = members.map((m) => m.id);
    const shown = (sampledWithAny(w, ids) * P) / w.sample.length;
    const df = ids.length === 1 ? leader.df : countAnyIn(w.c, ids, w.lo, w.hi);
    out.push({ leader, members, dice: (2 * shown) / (P + df) });
  }
  return out.sort((a, b) => b.dice - a.dice);
}

/** The leader, or a run of words around it that nearly all of its printings show (`valor de maná`, `campo de batalla`). */
function wordsOf(w: Window, leader: Candidate): number[] {
  const { c, sample } = w;
  const total = c.printings.length;
  const least = RUN_SHARE * sample.filter((i) => holds(c.foreign[i], [leader.id], w.withoutReminders)).length;
  const runs = [...runCounts(c, sample, w.withoutReminders, leader.id)]
    .filter(([, n]) => n >= least)
    .map(([k]) => k.split(',').map(Number))
    .filter((run) => !run.some((id) => isMark(c.vocabulary.words[id])))
    .filter((run) => !isFunctionWord(c.vocabulary, run[0], total) && !isFunctionWord(c.vocabulary, run[run.length - 1], total))
    .sort((a, b) => b.length - a.length || a.join(',').localeCompare(b.join(',')));
  return runs[0] ?? [leader.id];
}

/** The printings [lo, hi) the query reads, and those of them whose English text holds the phrase. */
export function phraseWindow(c: LanguageCorpus, q: PhraseQuery): { lo: number; hi: number; withPhrase: number[] } {
  const r = rankings.get(c)?.get(queryKey(q));
  if (r) return r.w;
  const [lo, hi] = [firstFrom(c, q.from), q.before ? firstFrom(c, q.before) : c.printings.length];
  return { lo, hi, withPhrase: phrasePrintings(c, q, lo, hi) };
}

/** The foreign words for `q` in one language, or null where no words stand out clearly (never guessed). */
export function foreignWords(c: LanguageCorpus, q: PhraseQuery): ForeignWords | null {
  return rankedForeignWords(c, q, 1)[0] ?? null;
}

/** The `n` best-scoring words (each with its stem's forms) for `q`, best first; those under the least score or support
 *  left out. */
export function rankedForeignWords(c: LanguageCorpus, q: PhraseQuery, n: number): ForeignWords[] {
  return [...foreignWordsInOrder(c, q, n)];
}

/** A query's window, its families best first, and the words of each as far as read (cached per corpus). */
interface Ranking {
  w: Window;
  families: Family[];
  words: (ForeignWords | null)[];
}

const rankings = new WeakMap<LanguageCorpus, Map<string, Ranking | null>>();

/** Drops the rankings kept for a corpus: a caller done with its queries (one game term's) frees their printings. */
export function forgetRankings(c: LanguageCorpus): void {
  rankings.delete(c);
}

const queryKey = (q: PhraseQuery) => JSON.stringify([q.phrase, q.from, q.before, !!q.withoutReminders, q.notBefore, !!q.exact]);

function ranking(c: LanguageCorpus, q: PhraseQuery): Ranking | null {
  let byQuery = rankings.get(c);
  if (!byQuery) rankings.set(c, (byQuery = new Map()));
  const key = queryKey(q);
  if (!byQuery.has(key)) {
    const { lo, hi, withPhrase } = phraseWindow(c, q);
    const w: Window = { c, lo, hi, withPhrase, sample: spread(withPhrase), withoutReminders: !!q.withoutReminders };
    byQuery.set(
      key,
      withPhrase.length < MIN_PRINTINGS ? null : { w, families: families(w, candidates(w)).filter((f) => f.dice >= MIN_DICE), words: [] },
    );
  }
  return byQuery.get(key)!;
}

/** The same, one at a time: a caller that takes the first it accepts reads no more. */
export function* foreignWordsInOrder(c: LanguageCorpus, q: PhraseQuery, n: number): Generator<ForeignWords> {
  const r = ranking(c, q);
  if (!r) return;
  for (let k = 0; k < Math.min(n, r.families.length); k++) {
    if (r.words[k] === undefined) r.words[k] = wordsOfFamily(r.w, r.families[k]);
    const words = r.words[k];
    if (words) yield words;
  }
}

/** What a family's printings show: its leader or a run around it, the other forms, the support counted. */
function wordsOfFamily(w: Window, family: Family): ForeignWords | null {
  const { c, withPhrase } = w;
  const run = wordsOf(w, family.leader);
  const others = run.length === 1 ? family.members.filter((m) => m.id !== run[0]) : [];
  const shows = (i: number) => holds(c.foreign[i], run, w.withoutReminders) || others.some((m) => c.foreign[i].ids.includes(m.id));
  const shown = withPhrase.filter(shows);
  if (shown.length < MIN_SUPPORT) return null;
  const inPhrase = new Set(withPhrase);
  const forms = others
    .map((m) => ({ word: c.vocabulary.words[m.id], printings: c.vocabulary.postings[m.id].filter((i) => inPhrase.has(i)).length }))
    .sort((a, b) => b.printings - a.printings || a.word.localeCompare(b.word));
  const words = run
    .map((id) => c.vocabulary.words[id])
    .join(' ')
    .replace(/' /g, "'");
  const leader = c.vocabulary.words[family.leader.id];
  return {
    words,
    leader,
    support: shown.length,
    printings: withPhrase.length,
    dice: round(family.dice),
    forms,
    newest: shown[shown.length - 1],
    run,
    family: family.members.map((m) => m.id),
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;
