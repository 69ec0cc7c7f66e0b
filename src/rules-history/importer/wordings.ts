/**
 * The wordings of every rule across the editions: for each lineage, its runs of one wording (editions `from`..`to`,
 * the text as printed), and the editions in which its wording changed.
 *
 * Two wordings are the same when they differ only in whitespace, typography (quote and dash style, ™ and ®, the
 * archive's `?` for a character it lost) and the rule numbers inside them (a renumbered cross-reference is not a
 * change). A rule's wording includes its subrules: a rule changes when its own text or any subrule changes, is added
 * or is removed (not when subrules only swap places); a subrule, section or chapter changes when its own text (or
 * title) does.
 */
import { wordingKey } from '../lib/wording-key.js';
import type { WordingRun } from '../../schema/rules-text.js';
import type { EditionRule } from './read-edition.js';

/** A `?` where the archive's copy lost a character: inside a word (`owner?s`) or opening one (`?Persist?`); not a
 *  web address's query (`default.asp?x=magic`). */
const LOST_CHARACTER = /\p{L}\?(?!\w+=)\p{L}|(?:^|[\s(])\?\p{L}/u;

/** Whether an edition's wording of a rule lost characters in the archive (it is not shown; another copy is). */
export function lostCharacters(text: string): boolean {
  return LOST_CHARACTER.test(text);
}

/** The wording as shown: paragraphs kept, runs of spaces within them collapsed. */
export function displayWording(text: string): string {
  return text
    .split('\n')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '')
    .join('\n');
}

/** One edition as the wordings see it. */
export interface WordingEdition {
  file: string;
  rules: readonly EditionRule[];
}

/** A lineage as followed: its first edition and its number in each edition from there on. */
export interface FollowedLineage {
  start: number;
  numbers: readonly string[];
}

export interface LineageWordings {
  /** Runs of one wording, oldest first; an edition whose wording could not be read in any copy is left out. */
  runs: WordingRun[];
  /** Editions (indexes) in which the wording (a rule's: with its subrules) differs from the previous edition's. */
  changes: number[];
}

/** A rule whose wording no edition of its run shows readably: left out of the wordings. */
export interface UnreadableWording {
  file: string;
  line: number;
  number: string;
}

export interface Wordings {
  lineages: LineageWordings[];
  unreadable: UnreadableWording[];
}

/** Each edition's rules by number, and each rule's subrules in order. */
function editionIndexes(editions: readonly WordingEdition[]) {
  return editions.map((e) => {
    const byNumber = new Map(e.rules.map((r) => [r.number, r]));
    const children = new Map<string, EditionRule[]>();
    for (const r of e.rules)
      if (r.kind === 'subrule' && r.parent !== null) {
        const list = children.get(r.parent);
        if (list) list.push(r);
        else children.set(r.parent, [r]);
      }
    return { byNumber, children };
  });
}

/** Derive every lineage's wordings (lineages as followed, editions oldest first). */
export function deriveWordings(editions: readonly WordingEdition[], lineages: readonly FollowedLineage[]): Wordings {
  const indexes = editionIndexes(editions);
  const unreadable: UnreadableWording[] = [];
  const derived = lineages.map((lineage) => {
    const rules = lineage.numbers.map((n, k) => indexes[lineage.start + k].byNumber.get(n)!);
    const keys = rules.map((r) => wordingKey(r.wording));
    const runs = wordingRuns(rules, keys, lineage.start, editions, unreadable);
    const composite = rules.map((r, k) => {
      if (r.kind !== 'rule') return keys[k];
      const subrules = indexes[lineage.start + k].children.get(r.number) ?? [];
      return [keys[k], ...subrules.map((s) => wordingKey(s.wording)).sort()].join('\n');
    });
    const changes = composite.flatMap((key, k) => (k > 0 && key !== composite[k - 1] ? [lineage.start + k] : []));
    return { runs, changes };
  });
  return { lineages: derived, unreadable };
}

/** Consecutive editions with one wording key form a run, shown in its last edition's readable text. */
function wordingRuns(
  rules: readonly EditionRule[],
  keys: readonly string[],
  start: number,
  editions: readonly WordingEdition[],
  unreadable: UnreadableWording[],
): WordingRun[] {
  const runs: WordingRun[] = [];
  let from = 0;
  for (let k = 1; k <= rules.length; k++) {
    if (k < rules.length && keys[k] === keys[from]) continue;
    const members = rules.slice(from, k);
    const readable = members.findLast((r) => !lostCharacters(r.wording));
    if (readable) runs.push([start + from, start + k - 1, displayWording(readable.wording)]);
    else members.forEach((r, i) => unreadable.push({ file: editions[start + from + i].file, line: r.line, number: r.number }));
    from = k;
  }
  return runs;
}
