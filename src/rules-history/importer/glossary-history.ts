/**
 * The glossaries of every edition → content/rules-glossary.json: each term (today's and every former one) by its
 * newest definition, the editions that hold it, and for an obsolete term since when and what replaces it. A term is
 * the same term from one edition to the next when its heading is (case and quotes aside: termKey). An edition whose glossary is cut short
 * says nothing about the terms it lacks. Pure: glossaries in, table out.
 */
import type { RulesGlossaryFile, RulesGlossaryTerm } from '../../schema/rules-glossary.js';
import { obsoleteSenses, type EditionGlossary, type GlossaryEntry } from './glossary.js';
import { namesOf, replacementsIn, termKey } from './glossary-replacements.js';

export interface GlossaryEdition {
  date: string;
  file: string;
  glossary: EditionGlossary;
}

export interface GlossaryHistory {
  table: RulesGlossaryFile;
  /** Misprints read around and entries left out, with file and line. */
  notes: { file: string; line: number; message: string }[];
}

/** `Y, Z` (`See X.`): letters of the index, heading no term. */
const INDEX_LETTERS = /^\p{Lu}(?:, \p{Lu})+$/u;

/** Each edition's entries by folded term; a term headed twice in one edition keeps its first entry. */
function entriesByTerm(editions: readonly GlossaryEdition[], notes: GlossaryHistory['notes']): Map<string, GlossaryEntry>[] {
  return editions.map(({ file, glossary }) => {
    const byTerm = new Map<string, GlossaryEntry>();
    for (const e of glossary.entries) {
      const key = termKey(e.term);
      if (INDEX_LETTERS.test(e.term)) notes.push({ file, line: e.line, message: `glossary index letters "${e.term}": no term, left out` });
      else if (!e.paragraphs.length) notes.push({ file, line: e.line, message: `glossary term "${e.term}" has no definition: left out` });
      else if (byTerm.has(key)) notes.push({ file, line: e.line, message: `glossary term "${e.term}" headed twice: the first kept` });
      else byTerm.set(key, e);
    }
    return byTerm;
  });
}

/** Whether each edition holds the term: true, false, or null where a cut-short glossary lacks it (unknown). */
function presence(key: string, byEdition: readonly Map<string, GlossaryEntry>[], editions: readonly GlossaryEdition[]) {
  return byEdition.map((m, i) => (m.has(key) ? true : editions[i].glossary.whole ? false : null));
}

/** Spans of editions holding the term; an unknown edition between two that hold it is held too. */
function spans(held: (boolean | null)[], dates: readonly string[]): [string, string][] {
  const out: [string, string][] = [];
  let from = -1;
  let last = -1;
  held.forEach((h, i) => {
    if (h === false || (h === null && from < 0)) {
      if (from >= 0) out.push([dates[from], dates[last]]);
      from = -1;
      return;
    }
    if (h === true) {
      if (from < 0) from = i;
      last = i;
    }
  });
  if (from >= 0) out.push([dates[from], dates[last]]);
  return out;
}

/** The first edition of the run, ending at `newest`, in which `test` holds (unknown editions carry the run on). */
function runStart(
  newest: number,
  byEdition: readonly Map<string, GlossaryEntry>[],
  key: string,
  test: (e: GlossaryEntry, edition: number) => boolean,
) {
  let since = newest;
  for (let i = newest - 1; i >= 0; i--) {
    const e = byEdition[i].get(key);
    if (!e) continue;
    if (!test(e, i)) break;
    since = i;
  }
  return since;
}

export function glossaryHistory(editions: readonly GlossaryEdition[]): GlossaryHistory {
  const notes: GlossaryHistory['notes'] = editions.flatMap((e) => e.glossary.notes.map((n) => ({ file: e.file, ...n })));
  const byEdition = entriesByTerm(editions, notes);
  const dates = editions.map((e) => e.date);
  const inUse = byEdition.map((m) => new Map([...m].filter(([, e]) => !e.obsolete).map(([k, e]) => [k, e.term])));
  const keys = [...new Set(byEdition.flatMap((m) => [...m.keys()]))].sort((a, b) => a.localeCompare(b, 'en'));
  const terms = keys.map((key): RulesGlossaryTerm => {
    const newest = byEdition.findLastIndex((m) => m.has(key));
    const entry = byEdition[newest].get(key)!;
    const text = entry.paragraphs.join('\n');
    const terms = inUse[newest];
    const senses = obsoleteSenses(entry.paragraphs).map((sense) => {
      const replacedBy = replacementsIn(sense, terms, []);
      // The same sense in an older edition: the same words, or the same first replacement.
      const first = replacedBy[0]?.toLowerCase();
      const same = (e: GlossaryEntry, i: number) =>
        obsoleteSenses(e.paragraphs).some((s) => s === sense || (!!first && replacementsIn(s, inUse[i], [])[0]?.toLowerCase() === first));
      return { text: sense, replacedBy, since: dates[runStart(newest, byEdition, key, same)] };
    });
    return {
      term: entry.term,
      text,
      obsolete: entry.obsolete,
      ...(entry.obsolete && {
        obsoleteSince: dates[runStart(newest, byEdition, key, (e) => e.obsolete)],
        replacedBy: replacementsIn(text, terms, namesOf(entry.term)),
      }),
      ...(senses.length > 0 && { obsoleteSenses: senses }),
      editions: spans(presence(key, byEdition, editions), dates),
    };
  });
  const partial = editions.filter((e) => !e.glossary.whole).map((e) => e.date);
  return { table: { format: 'rules-glossary/1', editions: dates, partial, terms }, notes };
}
