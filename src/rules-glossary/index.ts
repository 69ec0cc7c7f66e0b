/**
 * The Comprehensive Rules glossary as the site and the search read it (content/rules-glossary.json, from
 * `npm run import:rules`): today's terms with their slugs and letters, a term by its heading, and the terms a text of
 * the rules names (each term's heading and its alternatives, singular or plural, as whole words, longest first).
 * Pure: no files.
 */
import type { RulesGlossaryFile, RulesGlossaryTerm } from '../schema/index.js';
import { foldText, nameIndex, scanNames, slugify, type NameIndex } from '../text/index.js';

/** A term of today's glossary. */
export interface GlossaryTerm {
  term: string;
  /** Its anchor on its letter's page. */
  slug: string;
  /** Its letter's page: `a`…`z`, or `0-9`. */
  letter: string;
  /** The definition, one paragraph per line. */
  text: string;
  /** Marked `(Obsolete)` today: since when, and what replaces it. */
  obsolete: { since: string; replacedBy: string[] } | null;
}

/** Where a text names a term: the span and the term. */
export interface TermHit {
  start: number;
  end: number;
  term: GlossaryTerm;
}

export interface RulesGlossary {
  /** Today's terms, in the glossary's order. */
  terms: GlossaryTerm[];
  /** Today's term headed so (`Mana Value`, `mana value`), or null. */
  term(heading: string): GlossaryTerm | null;
  /** The terms a text of today's rules names, in reading order, each span once; obsolete terms never. */
  termsIn(text: string): TermHit[];
}

/** Words of ordinary English that head a glossary entry only to say how the rules use them: never linked in a text. */
const ORDINARY_WORDS = new Set(['you', 'your', 'if', 'unless', 'becomes', 'as though', 'target', 'x', 'y']);

/** `a`…`z` for a term that starts with a letter, `0-9` for any other. */
export function letterOf(term: string): string {
  const first = foldText(term).charAt(0);
  return /[a-z]/.test(first) ? first : '0-9';
}

/** The names a term goes by in a text: its heading, each of the alternatives it lists (`You, Your`; `Banding, "Bands
 *  with Other"`), and their plurals (`creatures`, `abilities`). */
function namesOf(term: string): string[] {
  const alternatives = [term, ...term.split(/,\s+/)].map((n) => n.replace(/[“”"]/g, '').trim()).filter(Boolean);
  return [...new Set(alternatives.flatMap((n) => [n, `${n}s`, n.replace(/y$/, 'ies'), `${n}es`]))];
}

/**
 * A term the rules write as a name, capitalized: a subtype (`Case`: "An enchantment subtype.") or a kind of token
 * (`Map`: "A Map token is…", `Role`: "Roles are colorless enchantment tokens."), as its definition's first sentence
 * says. A text names it only where it capitalizes it too: "in that case" is no Case.
 */
function isCapitalizedName(term: string, definition: string): boolean {
  const first = definition.split(/(?<=\.)\s/, 1)[0];
  const [name, sentence] = [term.replace(/ token$/i, '').toLowerCase(), first.toLowerCase()];
  if (/^An? [a-z]+ subtype\.$/.test(first)) return true;
  if (sentence.startsWith(`a ${name} token`) || sentence.startsWith(`an ${name} token`)) return true;
  return sentence.startsWith(`${name}s are `) && /\btokens\b/.test(sentence);
}

function todayTerm(t: RulesGlossaryTerm): GlossaryTerm {
  return {
    term: t.term,
    slug: slugify(t.term),
    letter: letterOf(t.term),
    text: t.text,
    obsolete: t.obsolete ? { since: t.obsoleteSince!, replacedBy: t.replacedBy ?? [] } : null,
  };
}

/** The lookup over the glossary file: today's terms are those of its newest edition. */
export function rulesGlossary(file: RulesGlossaryFile): RulesGlossary {
  const today = file.editions[file.editions.length - 1];
  const terms = file.terms.filter((t) => t.editions[t.editions.length - 1][1] === today).map(todayTerm);
  const byHeading = new Map(terms.map((t) => [foldText(t.term), t]));
  const capitalizedOnly = new Set(terms.filter((t) => isCapitalizedName(t.term, t.text)));
  let index: NameIndex<GlossaryTerm> | null = null;
  const linkable = () =>
    (index ??= nameIndex(
      // Whole headings first: of two terms named alike, the one headed so wins (`Active Player` over `Active Player,
      // Nonactive Player Order`).
      [
        ...terms.map((t) => ({ name: t.term, value: t })),
        ...terms.flatMap((t) => namesOf(t.term).map((name) => ({ name, value: t }))),
      ].filter(({ name, value }) => !value.obsolete && name.length > 1 && !ORDINARY_WORDS.has(foldText(name))),
    ));
  return {
    terms,
    term: (heading) => byHeading.get(foldText(heading.replace(/\s*\(obsolete\)\s*$/i, ''))) ?? null,
    termsIn(text) {
      const folded = foldText(text);
      // Offsets are the text's own only where folding kept its length.
      if (folded.length !== text.length) return [];
      return scanNames(folded, linkable())
        .filter((h) => !capitalizedOnly.has(h.value) || /\p{Lu}/u.test(text.charAt(h.start)))
        .map((h) => ({ start: h.start, end: h.end, term: h.value }));
    },
  };
}
