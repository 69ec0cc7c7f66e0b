/**
 * Whether the words co-occurrence finds for a game term (cooccur.ts) are its name in a language. Co-occurrence ranks
 * the foreign words that the term's printings hold and others do not; alone, it names many terms by the translation
 * of another English word of the same sentences (`sin pagar` for Mana Cost: `without paying its mana cost`; `cruza`
 * for Defending Player: landwalk's reminder text), by a symbol read as a letter (`{Q} es el símbolo`), by a card's
 * name or by another keyword's name (`delirio` for Card Type). A name stands only where (associations.ts says how
 * words go with words):
 * - each of its words, function words aside, goes with a word of the term about as well as with any English word
 *   (`cementerio` goes with `graveyard` best, `pagar` with `pay`); such words are cut from its ends, one inside
 *   refuses it;
 * - each word of the term, function words aside, has a word of the name of its own going with it (`regra` names no
 *   Legend Rule; `baixo` no Face Down);
 * - it is no function word alone (`que`), no other keyword's printed name, form of its verb (`cifrándola` of
 *   `cifrar`) nor part of it where printed (`grito` of `grito de batalla`), no card's printed name;
 * - it is shown where the term stands (in the same sentence of the same line, both in or both out of reminder text)
 *   by at least MIN_SUPPORT printings of at least MIN_CARDS cards of different English names;
 * - the term's printings agree on it: at least AGREEMENT of those that can be aligned show it (or a form of it).
 * A modifier that leaves the term's head unrendered (`pista` of Clue Token) is completed by the head its language
 * prints before it (`ficha de pista`), where the printings agree on it; a one-word name is the form printed where the
 * term stands as written (`sellée` of saddled).
 * Better no name than a wrong one: the page then shows the English term, and says so. Pure.
 */
import type { Lang } from '../../languages.js';
import { associationsOf, type Associations } from './associations.js';
import { isFunctionWord, phraseWindow, sameStem, type ForeignWords, type PhraseQuery } from './cooccur.js';
import { isMark, printedWord, tokenize, type LanguageCorpus, type Tokens } from './corpus.js';
import { dictionaryForm, infinitivesOfPrinted } from './dictionary-form.js';

/** Printings, and cards of different English names, that must show a name where the term stands. */
const MIN_SUPPORT = 3;
const MIN_CARDS = 3;
/** A word goes with the term when it goes with a word of the term at least this share as well as with any English
 *  word. */
const ASSOCIATION_SHARE = 0.75;
/** Words of the term a foreign word goes with about equally well (this share of the best) are all its. */
const TIE = 0.97;
/** A short and frequent word going with a word of the other language at least this well is a content word (`mão`
 *  with `hand`, `end` with `final`); under it, a function word (`de`, `the`). */
const CONTENT_DICE = 0.8;
/** An English word of at most ENGLISH_SHORT letters in at least ENGLISH_FREQUENT of the printings may be a function
 *  word. */
const ENGLISH_SHORT = 5;
const ENGLISH_FREQUENT = 0.05;
/** The share of the term's alignable printings that must show the name or a form of it. */
const AGREEMENT = 0.4;
/** A term with the same English word beside it in at least this share of its printings mostly stands inside a longer
 *  term. */
const CONTEXT_SHARE = 0.8;

/** The least letters of each part of an English compound (`island` and `walk` of `islandwalk`). */
const COMPOUND_PART = 4;

/** What a name is checked against. */
export interface TermContext {
  lang: Lang;
  c: LanguageCorpus;
  q: PhraseQuery;
  /** Where the term is read: a card's name is no name of a term in rules text; in type lines it may be (`Forest`). */
  where: 'rules-text' | 'type-line';
  /** Other keywords' printed names and forms in this language, lower case. */
  otherNames: ReadonlySet<string>;
  /** The one-word names of the types (in type lines) whose English is no word of the term, lower case. */
  otherTypeNames: ReadonlySet<string>;
  /** The glossary's one-word terms (`pay`, `you`, `if`, `x`), lower case: words a name must render, however short
   *  and frequent. */
  englishTerms: ReadonlySet<string>;
  /** Whether the term is a verb (`Tap`: "To turn…"). */
  verb: boolean;
  /** Where the words of a former name are read (printings before a rename, whose English is today's Oracle text):
   *  the English name it had, lower case, whose words the foreign name renders too (`coste` of `coste de maná
   *  convertido` renders `cost` of converted mana cost, where the Oracle says mana value). */
  formerPhrase?: string;
}

interface Checked extends TermContext {
  a: Associations;
  phraseWords: string[];
  /** The words a name's words may render: the term's, and those of the English name it had (formerPhrase). */
  renderedWords: string[];
  /** The term's printings whose texts have as many lines in both languages, and where the term stands in each. */
  alignable: { i: number; at: Set<number>; asWritten: Set<number> }[];
  /** The English word standing before the term in most of its printings (`command` before `zone`), if any: there
   *  the term mostly stands inside a longer one, whose words its printings show (`zona de mando`). */
  neighbour?: number;
}

/** Where a word stands in a text, as one key: its line, its sentence there, and whether in reminder text. */
const place = (t: Tokens, i: number) => ((t.line[i] << 8) + t.sentence[i]) * 2 + t.reminder[i];

/** Where any of `runs` stands in a text (`place`). */
function spots(t: Tokens, runs: readonly (readonly number[])[]): Set<number> {
  const out = new Set<number>();
  for (const run of runs)
    for (let i = 0; i + run.length <= t.ids.length; i++) {
      let j = 0;
      while (j < run.length && t.ids[i + j] === run[j]) j++;
      if (j === run.length) out.add(place(t, i));
    }
  return out;
}

/** The English content words standing right before the term in a text, as a modifier stands (`command` before
 *  `zone`). */
function neighbours(x: Checked, t: Tokens, runs: readonly (readonly number[])[]): Set<number> {
  const out = new Set<number>();
  for (const run of runs)
    for (let i = t.ids.indexOf(run[0]); i >= 0; i = t.ids.indexOf(run[0], i + 1)) {
      let j = 1;
      while (j < run.length && t.ids[i + j] === run[j]) j++;
      if (j < run.length) continue;
      const word = i > 0 ? x.c.english.words[t.ids[i - 1]] : undefined;
      if (word && !isMark(word) && !englishFunction(x, word)) out.add(t.ids[i - 1]);
    }
  return out;
}

/** An English content word standing before the term in at least CONTEXT_SHARE of its alignable printings, or null:
 *  there the term is mostly part of a longer one, whose translation its printings show. */
function dominantNeighbour(x: Checked, runs: readonly (readonly number[])[]): number | null {
  const counts = new Map<number, number>();
  for (const { i } of x.alignable) for (const n of neighbours(x, x.c.en[i], runs)) counts.set(n, (counts.get(n) ?? 0) + 1);
  const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  return best && best[1] >= CONTEXT_SHARE * x.alignable.length ? best[0] : null;
}

/** The term as runs of English ids (its last word in each of its forms, or as written). */
function phraseRuns(c: LanguageCorpus, a: Associations, q: PhraseQuery): number[][] {
  const words = q.phrase.split(' ');
  const [head, last] = [words.slice(0, -1).map((w) => c.english.ids.get(w) ?? -1), words[words.length - 1]];
  const lasts = q.exact ? [c.english.ids.get(last) ?? -1] : a.englishIds(last);
  return lasts.map((id) => [...head, id]);
}

/** An English function word (`the`, `of`, `with`): short and frequent, going with no foreign word clearly (`end`
 *  goes with `final`), or of one or two letters (`a`, `up`), and no term of the glossary itself (`pay`, `if`). No name
 *  must render one. */
function englishFunction(x: Checked, word: string): boolean {
  if (x.englishTerms.has(word)) return false;
  const id = x.c.english.ids.get(word);
  if (id === undefined || word.length <= 2) return true;
  const frequent = x.c.english.postings[id].length >= ENGLISH_FREQUENT * x.c.printings.length;
  if (word.length > ENGLISH_SHORT || !frequent) return false;
  return x.a.bestForeignOf(id).dice < CONTENT_DICE;
}

/** A foreign function word: one that goes best with an English function word (`para` with `to`), or a short and
 *  frequent one that goes with no English word clearly (`de`); `mão` goes with `hand`: no function word. */
function isFunction(x: Checked, id: number): boolean {
  const best = x.a.bestEnglishOf(id);
  if (best.id < 0 || englishFunction(x, x.c.english.words[best.id])) return true;
  return isFunctionWord(x.c.vocabulary, id, x.c.printings.length) && best.dice < CONTENT_DICE;
}

/** A form of a verb whose infinitive is printed (dictionary-form.ts). */
function isVerb(x: Checked, id: number): boolean {
  return dictionaryForm([{ name: x.c.vocabulary.words[id], printings: 1 }], x.lang, printedWord(x.c))?.confirmedBy === 'printing';
}

/** The words of the term a foreign word goes with: those it goes with best among them (ties aside), where that is
 *  about as well as it goes with any English word. */
function wordsGoneWith(x: Checked, f: number): Set<string> {
  const best = x.a.bestEnglishOf(f).dice;
  const scores = x.renderedWords.map((w) => x.a.withWord(f, w));
  const top = Math.max(...scores);
  if (best <= 0 || top < ASSOCIATION_SHARE * best) return new Set();
  return new Set(x.renderedWords.filter((_, i) => scores[i] >= TIE * top));
}

/** The run without the words at its ends that are function words or go with no word of the term, nor, where the
 *  term is no verb, a verb that begins it and renders none of its words; null where a word inside goes with none of
 *  them, or nothing is left. A compound is kept where its parts are (parts). */
function trimmed(x: Checked, run: readonly number[]): number[] | null {
  const keep = (id: number) => parts(x, id).some((p) => !isFunction(x, p) && wordsGoneWith(x, p).size > 0);
  let [start, end] = [0, run.length];
  while (start < end && !keep(run[start])) start++;
  while (end > start && !keep(run[end - 1])) end--;
  let kept = run.slice(start, end);
  if (!kept.length || kept.some((id) => !isFunction(x, id) && !keep(id))) return null;
  // A thing's name in rules text that begins with a verb the rest does without is a clause (`obtienes un emblema`,
  // `volte sua face`): the verb goes (`coste` of `coste de maná` stays: it renders `cost`; so does the `coste` of a
  // former name, `coste de maná convertido`, rendering a word of that name).
  const rest = kept.slice(kept.findIndex((id, i) => i > 0 && keep(id)));
  const rendersFormerName = [...wordsGoneWith(x, kept[0])].some((w) => !x.phraseWords.includes(w));
  if (!x.verb && x.where === 'rules-text' && kept.length > 1 && isVerb(x, kept[0]) && !rendersFormerName && coversTerm(x, rest))
    kept = rest;
  return kept;
}

/** A word as the words it is made of: a compound as its hyphenated parts where each is a word of the language and
 *  more than one of them, function words aside, go with words of the term (`créature-artefact` renders both words of
 *  Artifact Creature; `non-base` is one word, Nonbasic's), else itself. */
function parts(x: Checked, f: number): number[] {
  const word = x.c.vocabulary.words[f];
  if (!word.includes('-')) return [f];
  const ids = word.split('-').map((w) => x.c.vocabulary.ids.get(w) ?? -1);
  if (ids.some((id) => id < 0)) return [f];
  const content = ids.filter((id) => !isFunction(x, id));
  return content.length > 1 && content.every((id) => wordsGoneWith(x, id).size > 0) ? content : [f];
}

/**
 * Whether each word of the term, function words aside, has a word of the name of its own going with it: `baixo`
 * goes with `down`, and nothing with `face`; in `enters the battlefield`, `campo` and `batalla` go with `enters`. A
 * function word that ends the term (`up` of Face Up) is its head: one more word of the name must go with the term
 * (`boca arriba`, not `cima` of `para cima`).
 */
function coversTerm(x: Checked, run: readonly number[]): boolean {
  const terms = x.phraseWords.filter((w) => !englishFunction(x, w));
  const head = englishFunction(x, x.phraseWords[x.phraseWords.length - 1]) ? 1 : 0;
  const goes = run
    .flatMap((f) => parts(x, f))
    .filter((f) => !isFunction(x, f))
    .map((f) => wordsGoneWith(x, f));
  const match = (i: number, used: Set<number>): boolean =>
    i === terms.length || goes.some((g, j) => !used.has(j) && g.has(terms[i]) && match(i + 1, new Set([...used, j])));
  return goes.filter((g) => g.size > 0).length >= terms.length + head && match(0, new Set());
}

/** Whether a text shows any of `runs` at one of the spots `at`. */
function showsAt(t: Tokens, runs: readonly (readonly number[])[], at: ReadonlySet<number>): boolean {
  for (const run of runs)
    for (let i = t.ids.indexOf(run[0]); i >= 0 && i + run.length <= t.ids.length; i = t.ids.indexOf(run[0], i + 1)) {
      let j = 1;
      while (j < run.length && t.ids[i + j] === run[j]) j++;
      if (j === run.length && at.has(place(t, i))) return true;
    }
  return false;
}

/** Of a word's forms (the leader first), the leader where printings show it where the term stands as written, else
 *  the form most of them show there. */
function asWritten(x: Checked, forms: readonly number[]): number {
  const shown = (id: number) => x.alignable.filter(({ i, asWritten }) => showsAt(x.c.foreign[i], [[id]], asWritten)).length;
  const counts = forms.map(shown);
  return counts[0] >= MIN_SUPPORT ? forms[0] : forms[counts.indexOf(Math.max(...counts))];
}

/** The alignable printings that show any of `runs` where the term stands. */
function shownAt(x: Checked, runs: readonly (readonly number[])[]): number[] {
  return x.alignable.flatMap(({ i, at }) => (showsAt(x.c.foreign[i], runs, at) ? [i] : []));
}

const words = (c: LanguageCorpus, run: readonly number[]) =>
  run
    .map((id) => c.vocabulary.words[id])
    .join(' ')
    .replace(/' /g, "'");

/** ` words ` of a text, lower case, for finding words in it. */
const spaced = (text: string) => ` ${tokenize(text).words.join(' ')} `;

/** Whether most printings showing the name have it in their printed card's name (a card naming itself). */
function cardName(x: Checked, name: string, shown: readonly number[]): boolean {
  return shown.filter((i) => spaced(x.c.printings[i].card).includes(` ${name} `)).length * 2 >= shown.length;
}

/** Whether most printings showing the name show it only as part of other keywords' names. */
function partOfOtherNames(x: Checked, name: string, shown: readonly number[]): boolean {
  const names = [...x.otherNames].filter((n) => n !== name && ` ${n} `.includes(` ${name} `));
  return names.length > 0 && shown.filter((i) => onlyInsideNames(x, i, name, names)).length * 2 >= shown.length;
}

/** Whether a printing's foreign text holds the name only inside other keywords' names (`grito` in `grito de
 *  batalla`; `velocidad` stands alone beside `velocidad máxima`). */
function onlyInsideNames(x: Checked, i: number, name: string, names: readonly string[]): boolean {
  let text = spaced(x.c.printings[i].foreign);
  const before = text.includes(` ${name} `);
  for (const n of names) text = text.split(` ${n} `).join(' | ');
  return before && !text.includes(` ${name} `);
}

/** Whether a name is another keyword's: its printed name, a form of its verb (`cifrándola`, of Cipher's `cifrar`),
 *  or, where the printings show it, part of it (`grito` of `grito de batalla`). */
function otherKeywords(x: Checked, name: string, run: readonly number[], shown: readonly number[] | null): boolean {
  if (x.otherNames.has(name)) return true;
  if (run.length === 1 && infinitivesOfPrinted(name, x.lang).some((i) => x.otherNames.has(i))) return true;
  return shown !== null && partOfOtherNames(x, name, shown);
}

/** Whether each content word of a name is (a form of) the name of a type the term does not name (`sagas` of
 *  `Artifacts, legendaries, and Sagas are historic`): the name names those types. */
function otherTypes(x: Checked, run: readonly number[]): boolean {
  const content = run.filter((id) => !isFunction(x, id)).map((id) => x.c.vocabulary.words[id]);
  return content.length > 0 && content.every((w) => [...x.otherTypeNames].some((t) => t === w || sameStem(t, w)));
}

/** A run (trimmed and covering the term) as the term's name, or null where it is none. Type lines print no keyword
 *  abilities: there a word that is also a keyword's name is the type's (French `équipement`, Equip and Equipment). */
function named(x: Checked, r: ForeignWords, found: number[]): ForeignWords | null {
  // A one-word name's other forms (`fichas`): the name is the form printed where the term stands as written (the
  // `sellée` of `saddled`, not the keyword's `seller`; `ficha` of `token`, not `fichas`).
  const family = found.length === 1 && r.family.includes(found[0]) ? [found[0], ...r.family.filter((id) => id !== found[0])] : found;
  const run = found.length === 1 ? [asWritten(x, family)] : found;
  const name = words(x.c, run);
  const inText = x.where === 'rules-text';
  if (inText && (otherKeywords(x, name, run, null) || otherTypes(x, run))) return null;
  const shown = shownAt(x, [run]);
  if (shown.length < MIN_SUPPORT || new Set(shown.map((i) => x.c.printings[i].english)).size < MIN_CARDS) return null;
  if (inText && (cardName(x, name, shown) || otherKeywords(x, name, run, shown))) return null;
  // A one-word name's other forms (`fichas`), each with the printings that show it where the term stands.
  const others = run.length === 1 ? family.filter((id) => id !== run[0]) : [];
  if (shownAt(x, [run, ...others.map((id) => [id])]).length < AGREEMENT * x.alignable.length) return null;
  const forms = others
    .map((id) => ({ word: x.c.vocabulary.words[id], printings: shownAt(x, [[id]]).length }))
    .filter((f) => f.printings > 0)
    .sort((a, b) => b.printings - a.printings || a.word.localeCompare(b.word));
  return { ...r, words: name, run, support: shown.length, forms, newest: shown[shown.length - 1] };
}

/**
 * Where the term mostly stands inside a longer one (`command zone`), a run with more words than the term is that
 * one's translation (`zona de mando`): the term is named by the word of it that goes with the term most, against the
 * word before it (`zona`), or by none.
 */
function withoutNeighbour(x: Checked, run: number[]): number[] | null {
  const content = (ids: readonly number[]) => ids.filter((id) => !isFunction(x, id));
  const termWords = x.phraseWords.filter((w) => !englishFunction(x, w)).length;
  if (x.neighbour === undefined || content(run).length <= termWords) return run;
  const ratio = (f: number) => x.a.dice(f, x.neighbour!) / Math.max(...x.phraseWords.map((w) => x.a.withWord(f, w)));
  const [best] = content(run)
    .filter((f) => coversTerm(x, [f]))
    .sort((a, b) => ratio(a) - ratio(b) || a - b);
  return best === undefined ? null : [best];
}

/** Whether foreign word `f` goes best with the English `word` or one of its forms (`habilidades` with `abilities`;
 *  `tipo` goes with `type`, not `token`). */
function bestFor(x: Checked, f: number, word: string): boolean {
  return x.a.englishIds(word).includes(x.a.bestEnglishOf(f).id);
}

/** A content word at `k` of a text, with the function word between it and `p` where `k` is two away: the ids, or
 *  null where they are no such words or stand in another sentence than `p`. */
function beside(x: Checked, t: Tokens, p: number, k: number, between: number): number[] | null {
  const [from, to] = k < p ? [k, k + 1 + between] : [k - between, k + 1];
  if (from < 0 || to > t.ids.length) return null;
  const ids = Array.from(t.ids.slice(from, to));
  if (ids.some((id, j) => isMark(x.c.vocabulary.words[id]) || t.line[from + j] !== t.line[p] || t.sentence[from + j] !== t.sentence[p]))
    return null;
  const [content, fn] = k < p ? [ids[0], ids[1]] : [ids[ids.length - 1], ids[0]];
  return isFunction(x, content) || (between === 1 && !isFunction(x, fn)) ? null : ids;
}

/** Each way a printing shows `run` where the term stands with the term's head before it (`ficha de` before `pista`,
 *  `capacité` before `déclenchée`) and, where it goes on, the word after it that renders the term too (`pedra de
 *  energia`): each as the whole run, counted once a printing. */
function headed(x: Checked, run: readonly number[], heads: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { i, at } of x.alignable) {
    const t = x.c.foreign[i];
    const seen = new Set<string>();
    for (let p = t.ids.indexOf(run[0]); p >= 0; p = t.ids.indexOf(run[0], p + 1)) {
      if (!run.every((id, j) => t.ids[p + j] === id) || !at.has(place(t, p))) continue;
      const end = p + run.length - 1;
      const before = [1, 2].flatMap((n) => {
        const ids = beside(x, t, p, p - n, n - 1);
        return ids && heads.some((head) => bestFor(x, ids[0], head)) ? [ids] : [];
      });
      const after = [1, 2].flatMap((n) => {
        const ids = beside(x, t, end, end + n, n - 1);
        return ids && wordsGoneWith(x, ids[ids.length - 1]).size > 0 ? [ids] : [];
      });
      for (const l of before) for (const r of [[], ...after]) seen.add([...l, ...run, ...r].join(','));
    }
    for (const k of seen) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/**
 * A run that leaves one word of the term unrendered (the head a modifier goes with: `token`, `ability`, `creature`,
 * `face`), with the word that renders it best printed where the language puts a head, before its modifier: the
 * modifier co-occurrence finds (`pista`, `disparada`, `para cima`) with the head before it (`ficha de pista`,
 * `habilidad disparada`, `face para cima`), and the words after it that render the term too (`ficha de pedra de
 * energia`), where at least AGREEMENT of the printings showing the run show it so; the longest such, or null.
 */
function completed(x: Checked, run: readonly number[]): number[] | null {
  const rendered = new Set(run.flatMap((f) => parts(x, f)).flatMap((f) => [...wordsGoneWith(x, f)]));
  const content = x.phraseWords.filter((w) => !englishFunction(x, w));
  const unrendered = content.filter((w) => !rendered.has(w));
  // All rendered, a term ending with a function word (`up`) wants one more: any word of the term may be the head.
  const heads = unrendered.length ? unrendered : content;
  if (unrendered.length > 1) return null;
  const shown = shownAt(x, [run]).length;
  const [best] = [...headed(x, run, heads)]
    .map(([k, n]) => ({ ext: k.split(',').map(Number), n }))
    .filter(({ ext, n }) => n >= AGREEMENT * shown && coversTerm(x, ext))
    .sort((a, b) => b.ext.length - a.ext.length || b.n - a.n);
  return best?.ext ?? null;
}

/** The candidate as the term's name, or null where it is none (see the module's comment). */
function accepted(x: Checked, r: ForeignWords): ForeignWords | null {
  const cut = trimmed(x, r.run);
  // A run trimmed of content words is no whole name to complete (`pedra` of `pedra de energia`).
  const whole = cut && r.run.every((id) => cut.includes(id) || isFunction(x, id));
  const run = cut && whole && !coversTerm(x, cut) ? (completed(x, cut) ?? cut) : cut;
  if (!run || !coversTerm(x, run)) return null;
  const name = withoutNeighbour(x, run);
  return name && named(x, r, name);
}

/** The English words a word is written of (`islandwalk`: `island`, `walk`), each of COMPOUND_PART letters at least and
 *  printed alone; none for a word that is no compound. */
export function compoundParts(c: Pick<LanguageCorpus, 'english'>, word: string): string[] {
  for (let k = COMPOUND_PART; k <= word.length - COMPOUND_PART; k++) {
    const [a, b] = [word.slice(0, k), word.slice(k)];
    if (c.english.ids.has(a) && c.english.ids.has(b)) return [a, b];
  }
  return [];
}

/** The first of the ranked candidates that names the term, or null. */
export function acceptedWords(ranked: Iterable<ForeignWords>, context: TermContext): ForeignWords | null {
  const { c, q } = context;
  let x: Checked | undefined;
  for (const r of ranked) {
    if (!x) {
      const a = associationsOf(c);
      const runs = phraseRuns(c, a, q);
      const written = phraseRuns(c, a, { ...q, exact: true });
      const alignable = phraseWindow(c, q).withPhrase.flatMap((i) =>
        c.en[i].lines === c.foreign[i].lines ? [{ i, at: spots(c.en[i], runs), asWritten: spots(c.en[i], written) }] : [],
      );
      const phraseWords = q.phrase.split(' ');
      const named = [...phraseWords, ...(context.formerPhrase?.split(' ') ?? [])];
      const renderedWords = [...new Set([...named, ...named.flatMap((w) => compoundParts(c, w))])];
      x = { ...context, a, phraseWords, renderedWords, alignable };
      x.neighbour = dominantNeighbour(x, runs) ?? undefined;
    }
    const found = accepted(x, r);
    if (found) return found;
  }
  return null;
}
