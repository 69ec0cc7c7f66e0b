/**
 * Keyword actions named by their dictionary form. An action's printed form is the one its printed sentences give
 * (decide.ts: `Destruye la criatura objetivo.`), else the word co-occurrence finds where it stands inside a sentence
 * (cooccur.ts: `… detén la criatura objetivo …`, `Puedes espolear …`). Words are linked competitively: a word goes to
 * the action it co-occurs with best, and none to two (`cherchez` is Search's, so Shuffle's is `mélangez`). The name is
 * the infinitive the printed forms confirm (dictionary-form.ts), else the form printed most; the forms are kept.
 * Pure: entries and corpus in, entries out.
 */
import { LANGS, type Lang } from '../../languages.js';
import type { KeywordNamesEntry, PrintedKeywordName } from '../../schema/keyword-names.js';
import { printedWord, type Corpus, type LanguageCorpus } from './corpus.js';
import { rankedForeignWords, sameStem, type ForeignWords } from './cooccur.js';
import { dictionaryForm, type PrintedForm } from './dictionary-form.js';

/** Co-occurrence names an action no printed sentence names only when it stands out this clearly, and, when the words
 *  are no verb, even more clearly. */
const ALIGNED_MIN_DICE = 0.6;
const ALIGNED_NO_VERB_DICE = 0.9;

/** A verb is preferred to a better-scoring word that is none (`lanzar` to `hechizo`) down to this share of its score. */
const VERB_SHARE = 0.8;
/** Forms are read from the printings of this many years before a language's newest. */
const ACTION_YEARS = 10;
const CANDIDATES = 5;
const FORMS_SHOWN = 5;

function yearsBefore(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
}

export interface LanguageContext {
  lang: Lang;
  c: LanguageCorpus;
  printed: (word: string) => boolean;
}

const isVerb = (word: string, x: LanguageContext) => dictionaryForm([{ name: word, printings: 1 }], x.lang, x.printed) !== null;

/**
 * The words an action may be linked to: where its English name is one word and co-occurrence finds a phrase around a
 * verb, the verb (`busca en tu biblioteca` → `busca`; French `se bat contre` → `se bat`); but a phrase whose other
 * word co-occurs better still is kept (`controlar el agua`: `agua` is Waterbend's more than `controlar`), as is a
 * phrase around a noun (`maîtrisez la terre`).
 */
function linkable(r: ForeignWords, ranked: ForeignWords[], oneWord: boolean, x: LanguageContext): ForeignWords {
  if (!oneWord || !r.words.includes(' ') || !isVerb(r.leader, x)) return r;
  const words = r.words.split(' ');
  if (ranked.some((o) => o.leader !== r.leader && o.dice >= r.dice && words.includes(o.leader))) return r;
  const reflexive = x.lang === 'fr' && new RegExp(`(^| )(se |s')${r.leader}( |$)`).test(r.words);
  return { ...r, words: reflexive ? `se ${r.leader}` : r.leader };
}

/** An action's candidates as co-occurrence ranks them; where its name begins a longer keyword's (`Double strike`,
 *  `Manifest dread`), that keyword's printings are not its own. */
function rankedFor(english: string, x: LanguageContext, names: string[]): ForeignWords[] {
  const newest = x.c.printings[x.c.printings.length - 1]!.date;
  const phrase = english.toLowerCase();
  const notBefore = names.flatMap((n) => (n.startsWith(`${phrase} `) ? [n.slice(phrase.length + 1).split(' ')[0]] : []));
  const q = { phrase, withoutReminders: true, from: yearsBefore(newest, ACTION_YEARS), notBefore };
  return rankedForeignWords(x.c, q, CANDIDATES);
}

/** An action's candidates, best first: verbs first where one scores near the best (`lanzar`, not `hechizo`). */
export function candidatesOf(english: string, found: ForeignWords[], x: LanguageContext): ForeignWords[] {
  const ranked = found.map((r) => linkable(r, found, !english.includes(' '), x));
  const best = ranked[0]?.dice ?? 0;
  const verbs = ranked.filter((r) => r.dice >= VERB_SHARE * best && isVerb(r.leader, x));
  return [...verbs, ...ranked.filter((r) => !verbs.includes(r))];
}

/** Words other keywords are printed as: every word of an ability's name (`golpe duplo`), an action's whole name (an
 *  action's verb may begin another's: `manifiesta`, `manifiesta miedo`). */
function takenWords(entries: KeywordNamesEntry[], lang: Lang): Set<string> {
  return new Set(
    entries.flatMap((e) => {
      const name = e.names[lang]?.name.toLowerCase();
      if (!name) return [];
      return e.kind === 'keyword-action' ? [name] : name.split(' ');
    }),
  );
}

/** Competitive linking: best scores first, each word to one action, none to a word another keyword is printed as. */
function link(entries: KeywordNamesEntry[], x: LanguageContext): Map<string, ForeignWords> {
  const taken = takenWords(entries, x.lang);
  const actions = entries.filter((e) => e.kind === 'keyword-action');
  const names = entries.map((e) => e.english.toLowerCase());
  const found = actions.map((e) => rankedFor(e.english, x, names));
  const pairs = actions
    .flatMap((e, i) => candidatesOf(e.english, found[i], x).map((r, rank) => ({ english: e.english, r, rank, own: e.names[x.lang] })))
    .sort((a, b) => a.rank - b.rank || b.r.dice - a.r.dice || a.english.localeCompare(b.english));
  const linked = new Map<string, ForeignWords>();
  for (const { english, r, own } of pairs) {
    if (linked.has(english)) continue;
    // An action a printed sentence names keeps that name: its candidates only bring other forms of it.
    if (own) {
      if (sameStem(own.name.toLowerCase().split(' ')[0], r.words.split(' ')[0])) linked.set(english, r);
      continue;
    }
    if (taken.has(r.leader) || taken.has(r.words)) continue;
    linked.set(english, r);
    taken.add(r.leader);
  }
  return linked;
}

/** The sentence of a printing's foreign text that shows `words` (the example's printed words). */
function sentenceShowing(text: string, words: string): string {
  const first = words.split(' ')[0];
  const sentences = text.split(/\n|(?<=[.!?])\s+/).map((s) => s.replace(/\s*\([^()]*\)/g, '').trim());
  return sentences.find((s) => s.toLowerCase().includes(first)) ?? sentences[0];
}

/** A name read by co-occurrence only: its words, support and newest printing as the example. */
function alignedName(c: LanguageCorpus, a: ForeignWords): PrintedKeywordName {
  const p = c.printings[a.newest];
  const example = { set: p.set, number: p.number, card: p.card, english: p.english, text: sentenceShowing(p.foreign, a.words) };
  return { name: a.words, printings: a.support, newest: p.date, example, others: [] };
}

/** A one-word action printed as a phrase (`busca en tu biblioteca`, `cada jugador vota`): its word of the stem
 *  linked to it. */
function verbOfPhrase(name: string, aligned: ForeignWords | undefined, x: LanguageContext): string | null {
  if (!aligned || aligned.words.includes(' ')) return null;
  const word = name
    .toLowerCase()
    .split(' ')
    .find((w) => sameStem(w, aligned.leader) || w === aligned.leader);
  return word && isVerb(word, x) ? word : null;
}

/** The printed forms of the action: the name printings give first, then the other forms of its stem. */
function printedForms(main: PrintedForm, aligned: ForeignWords | undefined): PrintedForm[] {
  const stem = main.name.split(' ')[0].toLowerCase();
  const more = [...(aligned ? [{ word: aligned.words, printings: aligned.support }] : []), ...(aligned?.forms ?? [])]
    .filter((f) => f.word !== main.name.toLowerCase() && sameStem(stem, f.word.split(' ')[0]))
    .map((f) => ({ name: f.word, printings: f.printings }));
  return [main, ...more].slice(0, FORMS_SHOWN);
}

/** Whether co-occurrence alone names the action: clearly, and more clearly where its words are no verb. */
function clearEnough(aligned: ForeignWords, x: LanguageContext): boolean {
  const verb = aligned.words.split(' ').some((w) => isVerb(w, x));
  return aligned.dice >= (verb ? ALIGNED_MIN_DICE : ALIGNED_NO_VERB_DICE);
}

function nameAction(english: string, printed: PrintedKeywordName | null, aligned: ForeignWords | undefined, x: LanguageContext) {
  let base = printed ?? (aligned && clearEnough(aligned, x) ? alignedName(x.c, aligned) : null);
  if (base && !english.includes(' ') && base.name.includes(' ')) {
    const verb = verbOfPhrase(base.name, aligned, x);
    base = verb ? { ...base, name: verb } : base;
  }
  if (!base) return null;
  const forms = printedForms({ name: base.name, printings: base.printings }, aligned);
  const dictionary = dictionaryForm(forms, x.lang, x.printed);
  return { ...base, ...(dictionary && { name: dictionary.name, dictionaryForm: dictionary.confirmedBy }), forms };
}

/** Every keyword action of `entries` named by its dictionary form, with its printed forms; other entries as they are. */
export function nameActions(entries: KeywordNamesEntry[], corpus: Corpus): KeywordNamesEntry[] {
  const linked = LANGS.map((lang) => {
    const c = corpus[lang];
    const x: LanguageContext = { lang, c, printed: printedWord(c) };
    return { x, links: c.printings.length ? link(entries, x) : new Map<string, ForeignWords>() };
  });
  return entries.map((e) => {
    if (e.kind !== 'keyword-action') return e;
    const names = { ...e.names };
    for (const { x, links } of linked) names[x.lang] = nameAction(e.english, e.names[x.lang], links.get(e.english), x);
    return { ...e, names };
  });
}
