/**
 * A PO file's entries read as the paragraphs of one edition of the Comprehensive Rules, in file order: the title,
 * introduction and contents (front matter), chapter and section headings, a rule's text (its number first), a
 * further paragraph of the rule before it (an example), the glossary's terms and their definitions, the credits (back matter). A PO holds
 * each msgid once, where it first appears: the contents' "100. General", "Glossary" and "Credits" stand where the
 * contents list them, so headings and rules are told by their shape, and the glossary by its terms. Each decision is a
 * named function over explicit state: the last rule, the last term and how much of its definition was read.
 */
import { DOTTED_RULE_SOURCE } from '../rule-numbers.js';
import { wordingKey } from '../rules-history/index.js';
import type { PoEntry } from './read-po.js';

export type Paragraph =
  | { kind: 'chapter' | 'section'; number: string; english: string; entry: PoEntry }
  | { kind: 'rule'; number: string; english: string; entry: PoEntry }
  /** A further paragraph of the rule before it: an example, or the rest of its text. */
  | { kind: 'more'; number: string; english: string; entry: PoEntry }
  | { kind: 'term'; term: string; entry: PoEntry }
  | { kind: 'definition'; term: string; english: string; entry: PoEntry }
  /** The title, introduction, contents and credits: no page shows them. */
  | { kind: 'front-matter'; entry: PoEntry };

/** What the rules glossary knows of a heading: the term, and its definition's paragraphs where known. */
export interface GlossaryLookup {
  term(heading: string): { term: string; definition: string[] | null } | null;
}

interface TermState {
  term: string;
  /** Today's definition's paragraphs (as compared), where the glossary knows them. */
  definition: Set<string> | null;
  read: number;
}

interface State {
  rule: string | null;
  term: TermState | null;
}

const RULE = new RegExp(`^${DOTTED_RULE_SOURCE}\\.?\\s+(\\S[\\s\\S]*)$`);
const SECTION = /^(\d{3})\.\s+(\S.*)$/;
/** `1. Game Concepts`; never a glossary sense (`1. Text on an object…`), which is a sentence. */
const CHAPTER = /^(\d)\.\s+(\S.*[^.:;])$/;
const MARKERS = /^(glossary|credits|contents|introduction)$/i;

/** A glossary heading as a term: `(Obsolete)` left out. */
export const termOf = (heading: string) => heading.replace(/\s*\(obsolete\)\s*$/i, '').trim();

/** A rule's text (its number first), or a chapter or section heading. */
function ruleOrHeading(entry: PoEntry, msgid: string, state: State): Paragraph | null {
  const rule = RULE.exec(msgid);
  if (rule) {
    state.rule = rule[1];
    state.term = null;
    return { kind: 'rule', number: rule[1], english: rule[2].trim(), entry };
  }
  // In the glossary, `1. A zone used only when playing "for keeps."` is a sense of a term, never a chapter.
  const heading = SECTION.exec(msgid) ?? (state.term ? null : CHAPTER.exec(msgid));
  if (!heading) return null;
  return { kind: heading[1].length === 3 ? 'section' : 'chapter', number: heading[1], english: heading[2].trim(), entry };
}

/** A glossary term's heading: from there on, paragraphs are its definition. */
function termHeading(entry: PoEntry, msgid: string, state: State, glossary: GlossaryLookup): Paragraph | null {
  const known = glossary.term(msgid);
  if (!known) return null;
  state.term = { term: known.term, definition: known.definition && new Set(known.definition.map(wordingKey)), read: 0 };
  return { kind: 'term', term: known.term, entry };
}

/** A paragraph of the last term's definition; past a definition read whole, what follows is the credits. */
function definition(entry: PoEntry, msgid: string, term: TermState): Paragraph {
  const matches = term.definition?.has(wordingKey(msgid)) ?? true;
  if (!matches && term.definition && term.read >= term.definition.size) return { kind: 'front-matter', entry };
  term.read++;
  return { kind: 'definition', term: term.term, english: msgid, entry };
}

/** Every entry as the paragraph it is, in file order. */
export function paragraphsOf(entries: readonly PoEntry[], glossary: GlossaryLookup): Paragraph[] {
  const state: State = { rule: null, term: null };
  return entries.map((entry): Paragraph => {
    const msgid = entry.msgid.trim();
    if (MARKERS.test(msgid)) return { kind: 'front-matter', entry };
    const read = ruleOrHeading(entry, msgid, state) ?? termHeading(entry, msgid, state, glossary);
    if (read) return read;
    if (state.term) return definition(entry, msgid, state.term);
    if (state.rule) return { kind: 'more', number: state.rule, english: msgid, entry };
    return { kind: 'front-matter', entry };
  });
}
