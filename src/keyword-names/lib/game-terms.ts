/**
 * The Spanish, French and Portuguese words of the game terms of today's Comprehensive Rules glossary
 * (content/rules-glossary.json), as printed cards give them, and the terms the rules renamed with the words each
 * language printed before and after: content/game-terms.json.
 *
 * A term that is a keyword takes its keyword name (actions.ts, decide.ts). Any other is read by co-occurrence
 * (cooccur.ts) from type lines where its English appears there (`Room`: `Sala`), else from rules text (`graveyard`:
 * `cementerio`), over the printings since its last rename. A rename is known from the glossary's obsolete terms and
 * senses (`Converted Mana Cost` → `Mana Value` since 2021-04-19), from keywords the rules renamed, and from the hand
 * list of content/glossary.json where no data gives it; its former words are today's term's words in the printings
 * before the rename (`coste de maná convertido`). Pure: tables and corpora in, table out.
 */
import { LANGS, perLang, type Lang } from '../../languages.js';
import type { FormerTerm, GameTerm, GameTermsFile, PrintedTermWords } from '../../schema/game-terms.js';
import type { HandFormerTerm } from '../../schema/glossary.js';
import type { KeywordNamesEntry } from '../../schema/keyword-names.js';
import type { RulesGlossaryFile, RulesGlossaryTerm } from '../../schema/rules-glossary.js';
import { printedWord, type Corpus, type LanguageCorpus } from './corpus.js';
import { dictionaryForm, singularOf } from './dictionary-form.js';
import {
  englishForms,
  foreignWords,
  foreignWordsInOrder,
  forgetRankings,
  sameStem,
  type ForeignWords,
  type PhraseQuery,
} from './cooccur.js';
import { acceptedWords } from './term-acceptance.js';
import { KeywordImportError } from './errors.js';

export interface KeywordRename {
  /** Today's English name and the one the rules gave it before `since`. */
  english: string;
  former: string;
  since: string;
}

export interface GameTermsInput {
  glossary: RulesGlossaryFile;
  /** Rules text and type lines of every printing. */
  text: Corpus;
  types: Corpus;
  keywords: KeywordNamesEntry[];
  keywordRenames: KeywordRename[];
  hand: HandFormerTerm[];
  /** Where the hand list is (for a refusal). */
  handFile: string;
}

/** A heading as English card text writes it: no quotes, brackets or parentheses, one name (`Banding, “Bands with
 *  Other”` → `banding`), slashes as spaces (`Power/Toughness`). */
export function termPhrase(heading: string): string {
  return heading
    .replace(/\([^)]*\)|\[[^\]]*\]/g, '')
    .split(/,\s+/)[0]
    .replace(/[“”"]/g, '')
    .replace(/[^\p{L}\p{N}'’ -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const words = (r: ForeignWords): PrintedTermWords => ({ name: r.words, printings: r.support, forms: r.forms.map((f) => f.word) });

/** Whether cards' type lines hold the term (a card type, subtype or supertype: `Room`, `Legendary`): then its words are
 *  read there only (rules text would give the words around it). */
function inTypeLines(input: GameTermsInput, phrase: string): boolean {
  return LANGS.some((lang) => foreignWords(input.types[lang], { phrase }) !== null);
}

/** Candidates co-occurrence ranks for a term, of which the first accepted names it (term-acceptance.ts). */
const CANDIDATES = 5;

/** The words of `phrase` in one language over the printings of [from, before), in type lines or in rules text: the
 *  first candidate that names the term (term-acceptance.ts), or null. */
function wordsIn(c: LanguageCorpus, q: PhraseQuery, r: Reading, lang: Lang, formerPhrase?: string): ForeignWords | null {
  const { where, englishTerms, verb } = r;
  const otherNames = r.otherNames[lang];
  const context = { lang, c, q, where, otherNames, otherTypeNames: r.otherTypeNames[lang], englishTerms, verb, formerPhrase };
  return acceptedWords(foreignWordsInOrder(c, q, CANDIDATES), context);
}

/** A type line's run of words cut to its leader where another of its words is another type's name (`criatura
 *  legendaria` is `legendaria`: `criatura` is Creature's; `mágica instantânea` stays). */
function trimmedRun(r: ForeignWords, typeNames: ReadonlySet<string>): ForeignWords {
  const others = r.words.split(' ').filter((w) => w !== r.leader);
  return others.some((w) => typeNames.has(w)) ? { ...r, words: r.leader } : r;
}

/** A term's keyword names, where the term is a keyword: the name and its other printed forms (none where the name
 *  was printed only before the rules renamed the keyword: that is a former name). */
function keywordWords(k: KeywordNamesEntry, lang: Lang): PrintedTermWords | null {
  const n = k.names[lang];
  if (!n || n.printedBefore) return null;
  const forms = (n.forms ?? n.others).map((f) => f.name).filter((f) => f !== n.name);
  return { name: n.name, printings: n.printings, forms };
}

/** A keyword's former name as printed: the name printed only before the rename, else its oldest other name that is
 *  words (a cost read as a name, `{2}{B}, {T}`, is none). */
function keywordFormerWords(k: KeywordNamesEntry, lang: Lang, renamedIn: string): PrintedTermWords | null {
  const n = k.names[lang];
  if (!n) return null;
  if (n.printedBefore) return { name: n.name, printings: n.printings, forms: [] };
  const other = n.others.find((o) => o.newest < renamedIn && /^[\p{L}\p{M}' -]+$/u.test(o.name));
  return other ? { name: other.name, printings: other.printings, forms: [] } : null;
}

interface Rename {
  english: string;
  renamedIn: string;
  source: FormerTerm['source'];
  hand?: HandFormerTerm;
}

const key = (term: string) => term.toLowerCase();

/** Every rename that concerns today's terms, by today's term (folded). */
function renames(input: GameTermsInput, today: Set<string>): Map<string, Rename[]> {
  const out = new Map<string, Rename[]>();
  const add = (term: string, r: Rename) => {
    const list = out.get(key(term)) ?? [];
    if (!list.some((x) => key(x.english) === key(r.english) || (x.renamedIn === r.renamedIn && r.source !== 'hand'))) list.push(r);
    out.set(key(term), list);
  };
  const obsolete = input.glossary.terms.filter((t) => t.obsolete);
  for (const t of obsolete)
    for (const r of t.replacedBy ?? []) add(r, { english: t.term, renamedIn: t.obsoleteSince!, source: 'cr-glossary-obsolete' });
  for (const t of input.glossary.terms)
    for (const s of t.obsoleteSenses ?? [])
      for (const r of s.replacedBy) add(r, { english: t.term, renamedIn: s.since, source: 'cr-glossary-obsolete' });
  for (const k of input.keywordRenames)
    if (confirmedRename(k, input.glossary, today)) add(k.english, { english: k.former, renamedIn: k.since, source: 'keyword-renamed' });
  for (const h of input.hand) {
    if (!today.has(key(h.term)))
      throw new KeywordImportError(`${input.handFile}: formerTerms: "${h.term}" is no term of today's Comprehensive Rules glossary`);
    add(h.term, { english: h.english, renamedIn: h.renamedIn, source: 'hand', hand: h });
  }
  return out;
}

/**
 * A keyword's former name is a rename where the glossary does not say otherwise: not a term still in use (`Tap`
 * before `Tap and Untap` still means tapping), not an obsolete term replaced by another (a rule the history follows
 * from `Snow-Covered` to `Vigilance` is no rename of one into the other).
 */
function confirmedRename(k: KeywordRename, glossary: RulesGlossaryFile, today: Set<string>): boolean {
  if (today.has(key(k.former))) return false;
  const obsolete = glossary.terms.find((t) => t.obsolete && key(t.term) === key(k.former));
  return !obsolete || (obsolete.replacedBy ?? []).some((r) => key(r) === key(k.english));
}

/** How a term's words are read: from its keyword's names, or by co-occurrence in type lines or rules text. */
interface Reading {
  phrase: string;
  keyword?: KeywordNamesEntry;
  where: 'type-line' | 'rules-text';
  /** Per language, the names other keywords are printed under: no name of this term. */
  otherNames: Record<Lang, Set<string>>;
  /** Per language, the one-word names of the types that are no word of the term (term-acceptance.ts). */
  otherTypeNames: Record<Lang, Set<string>>;
  /** The glossary's one-word terms (term-acceptance.ts). */
  englishTerms: ReadonlySet<string>;
  /** A verb (`Tap`: "To turn a permanent…"): named by its dictionary form where the printings confirm it. */
  verb: boolean;
}

/** The term's words as printings show them where the English shows the term as written (`gira` for `tap`, not the
 *  `girada` of `tapped`), else in any of its forms. */
function read(
  input: GameTermsInput,
  r: Reading,
  lang: Lang,
  q: Omit<PhraseQuery, 'phrase'>,
  formerPhrase?: string,
): PrintedTermWords | null {
  const c = r.where === 'type-line' ? input.types[lang] : input.text[lang];
  const exact = wordsIn(c, { phrase: r.phrase, ...q, exact: true }, r, lang, formerPhrase);
  const found = exact ?? wordsIn(c, { phrase: r.phrase, ...q }, r, lang, formerPhrase);
  if (!found) return null;
  const printed = words(r.where === 'type-line' ? trimmedRun(found, r.otherTypeNames[lang]) : found);
  if (r.verb) return inDictionaryForm(printed, lang, (w) => c.vocabulary.ids.has(w));
  // Read where the English prints the term in another form (`abilities`): a plural, put back in the term's number.
  return exact ? printed : singular(printed, r.phrase, lang, printedWord(c));
}

/** A plural name of a term written in the singular, in the singular where the language prints it so: its head (its
 *  first word) and the words that agree with it, up to a function word (`habilidades activadas` → `habilidad activada`;
 *  `habilidades de lealdade` → `habilidade de lealdade`), the printed words kept as a form. As printed where its head
 *  is no plural or a singular is never printed. */
export function singular(w: PrintedTermWords, phrase: string, lang: Lang, printed: (word: string) => boolean): PrintedTermWords {
  if (/s$/.test(phrase)) return w;
  const words = w.name.split(' ');
  const complement = words.findIndex((word) => word.length <= 3 || word.includes("'"));
  const agreeing = complement < 0 ? words.length : complement;
  const one = (word: string) => {
    const s = singularOf(word, lang);
    return s && printed(s) ? s : null;
  };
  if (!agreeing || !one(words[0])) return w;
  const name = words.map((word, i) => (i < agreeing ? (one(word) ?? word) : word)).join(' ');
  return { ...w, name, forms: [w.name, ...w.forms.filter((f) => f !== name)] };
}

/** A verb's words by their dictionary form (`girar` for printed `gira`), the printed ones kept as forms; as printed
 *  where no printing confirms an infinitive. */
function inDictionaryForm(w: PrintedTermWords, lang: Lang, printed: (word: string) => boolean): PrintedTermWords {
  const d = dictionaryForm(
    [w.name, ...w.forms].map((name) => ({ name, printings: w.printings })),
    lang,
    printed,
  );
  return d && d.name !== w.name ? { ...w, name: d.name, forms: [w.name, ...w.forms.filter((f) => f !== d.name)] } : w;
}

/** Whether two names are one in two forms (`legendario`, `legendaria`; `ficha`, `fichas`). */
const oneName = (a: PrintedTermWords, b: PrintedTermWords) =>
  [b.name, ...b.forms].some((n) => n === a.name || (!n.includes(' ') && !a.name.includes(' ') && sameStem(n, a.name)));

/** Words a language printed before the rename, unless they are today's in any form (no change said). */
function formerWords(input: GameTermsInput, r: Reading, lang: Lang, rename: Rename, today: PrintedTermWords | null) {
  const { renamedIn } = rename;
  const before = r.keyword
    ? keywordFormerWords(r.keyword, lang, renamedIn)
    : read(input, r, lang, { before: renamedIn }, termPhrase(rename.english));
  const named = before && r.verb ? inDictionaryForm(before, lang, (w) => input.text[lang].vocabulary.ids.has(w)) : before;
  return named && !(today && oneName(named, today)) ? named : null;
}

function former(input: GameTermsInput, reading: Reading, rename: Rename, today: GameTerm['names']): FormerTerm {
  if (rename.hand) {
    const h = rename.hand;
    return {
      english: rename.english,
      renamedIn: rename.renamedIn,
      source: 'hand',
      why: h.why,
      names: perLang(() => null),
      typed: perLang((lang) => (h.before[lang].length && h.today[lang].length ? { before: h.before[lang], today: h.today[lang] } : null)),
    };
  }
  const names = perLang((lang) => formerWords(input, reading, lang, rename, today[lang]));
  return { english: rename.english, renamedIn: rename.renamedIn, source: rename.source, names };
}

/** Per language, every printed name and form of a keyword (lower case), with its keyword (folded). */
function keywordNames(keywords: readonly KeywordNamesEntry[]): Record<Lang, Map<string, string>> {
  return perLang((lang) => {
    const out = new Map<string, string>();
    for (const k of keywords) {
      const n = k.names[lang];
      if (!n) continue;
      for (const name of [n.name, ...(n.forms ?? []).map((f) => f.name), ...n.others.map((o) => o.name)])
        out.set(name.toLowerCase(), key(k.english));
    }
    return out;
  });
}

/** Per language, the types whose type lines print one word for them, as [that word, the English type], the word
 *  beside another type's cut (`criatura legendaria` → `legendaria`): for cutting type-line runs so, and no name of
 *  another term in rules text (`sagas`). A type printed in two words (`mágica instantânea`) names no word of them
 *  alone. */
function oneWordTypeNames(input: GameTermsInput, readings: readonly Reading[]): Record<Lang, (readonly [string, string])[]> {
  const types = readings.filter((r) => r.where === 'type-line').map((r) => r.phrase);
  return perLang((lang) => {
    const found = types.flatMap((type) => {
      const words = foreignWords(input.types[lang], { phrase: type });
      return words ? [[words, type] as const] : [];
    });
    const oneWord = new Set(found.flatMap(([w]) => (w.words.includes(' ') ? [] : [w.words])));
    return found.flatMap(([w, type]) => {
      const name = trimmedRun(w, oneWord).words;
      return name.includes(' ') ? [] : [[name, type] as const];
    });
  });
}

/** Whether a one-word term is a verb's third person (`dies`): English cards print its past (`died`). */
function thirdPerson(phrase: string, text: Corpus): boolean {
  const base = /^[a-z]+ies$/.test(phrase) ? phrase.slice(0, -3) + 'y' : /^[a-z]+s$/.test(phrase) ? phrase.slice(0, -1) : null;
  return (
    base !== null && LANGS.some((lang) => englishForms(base).some((f) => /e?d$/.test(f) && f !== base && text[lang].english.ids.has(f)))
  );
}

function todaysTerms(glossary: RulesGlossaryFile): RulesGlossaryTerm[] {
  const today = glossary.editions[glossary.editions.length - 1];
  return glossary.terms.filter((t) => !t.obsolete && t.editions[t.editions.length - 1][1] === today);
}

function gameTerm(input: GameTermsInput, t: RulesGlossaryTerm, renamed: Rename[], reading: Reading): GameTerm {
  const since = renamed
    .filter((r) => r.source !== 'hand')
    .reduce<string | undefined>((d, r) => (!d || r.renamedIn > d ? r.renamedIn : d), undefined);
  const names = perLang((lang) => (reading.keyword ? keywordWords(reading.keyword, lang) : read(input, reading, lang, { from: since })));
  const from = reading.keyword ? 'keyword-names' : reading.where;
  const formerTerms = renamed.map((r) => former(input, reading, r, names)).sort((a, b) => b.renamedIn.localeCompare(a.renamedIn));
  return { english: t.term, names, ...(LANGS.some((l) => names[l]) && { from }), former: formerTerms };
}

export function deriveGameTerms(input: GameTermsInput, rulesEdition: string): GameTermsFile {
  const terms = todaysTerms(input.glossary);
  const byTerm = renames(input, new Set(terms.map((t) => key(t.term))));
  const keywords = new Map(input.keywords.map((k) => [key(k.english), k]));
  const printedNames = keywordNames(input.keywords);
  const englishTerms = new Set(terms.map((t) => termPhrase(t.term)).filter((p) => !p.includes(' ')));
  const readings = terms.map((t): Reading => {
    const phrase = termPhrase(t.term);
    // A term headed with its other names (`Partner, “Partner—[text],” …`) is the keyword its first name is.
    const keyword = keywords.get(key(t.term)) ?? keywords.get(phrase);
    const where = !keyword && inTypeLines(input, phrase) ? 'type-line' : 'rules-text';
    // The term's keyword is its own, and so is a keyword the term is a form of (Goaded of Goad, Plotted of Plot).
    const own = new Set([
      keyword ? key(keyword.english) : key(t.term),
      ...input.keywords.map((k) => key(k.english)).filter((k) => englishForms(k).includes(phrase)),
    ]);
    const otherNames = perLang((lang) => new Set([...printedNames[lang]].flatMap(([name, owner]) => (own.has(owner) ? [] : [name]))));
    const verb = /^(?:\d+\. )?To /.test(t.text) || thirdPerson(phrase, input.text);
    return { phrase, keyword, where, otherNames, otherTypeNames: perLang(() => new Set()), englishTerms, verb };
  });
  const typeWords = oneWordTypeNames(input, readings);
  // The types the term does not name (no English word of theirs outside the term's): `Creature` for Legendary, not for
  // Artifact Creature.
  const otherTypes = (phrase: string) =>
    perLang(
      (lang) =>
        new Set(typeWords[lang].flatMap(([name, type]) => (type.split(' ').every((w) => phrase.split(' ').includes(w)) ? [] : [name]))),
    );
  return {
    format: 'game-terms/1',
    rulesEdition,
    terms: terms.map((t, i) => {
      const term = gameTerm(input, t, byTerm.get(key(t.term)) ?? [], { ...readings[i], otherTypeNames: otherTypes(readings[i].phrase) });
      // No other term asks the same queries: their rankings are freed (the import's memory budget).
      for (const lang of LANGS) [input.text[lang], input.types[lang]].forEach(forgetRankings);
      return term;
    }),
  };
}

/** content/game-terms.json: one term per line. */
export function serializeGameTerms(table: GameTermsFile): string {
  const { terms, ...head } = table;
  const fields = Object.entries(head).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`);
  return `{\n${fields.join('\n')}\n"terms":[\n${terms.map((t) => JSON.stringify(t)).join(',\n')}\n]\n}\n`;
}
