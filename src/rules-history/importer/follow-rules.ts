/**
 * Align consecutive editions into lineages: one lineage is one rule followed through the editions in which it
 * exists, whatever its number.
 *
 * Between an edition A and the next edition B:
 *  1. titled chapters, sections and rules follow their title (Persist stays Persist when its number moves), level
 *     by level: within the parent's lineage first, then anywhere when the title is unique;
 *  2. untitled rules and subrules follow their text: identical text first, then the most similar text (Dice
 *     coefficient over word unigrams and bigrams, rule numbers inside the text ignored) among the children of the
 *     parent's lineage, then among all rules not followed yet (moved rules);
 *  3. a titled rule whose title changed follows the rule that most of its subrules went to;
 *  4. rules without a counterpart end (deleted); rules without an ancestor start (new).
 * Only numbers, titles and edition indexes come out; the text is used for matching and dropped.
 */
import { align, GLOBAL_THRESHOLD, LOCAL_THRESHOLD, nodesOf, UNRELATED_BELOW, type Alignment, type How, type Node } from './alignment.js';
import type { EditionRule } from './read-edition.js';

export interface FollowEdition {
  /** YYYY-MM-DD */
  date: string;
  rules: readonly EditionRule[];
}

export interface Lineage {
  /** Index of the first edition where the lineage exists. */
  start: number;
  /** Number in each edition from `start` on (consecutive: a lineage never skips an edition). */
  numbers: string[];
  /** Title in each edition from `start` on (null where untitled). */
  titles: (string | null)[];
}

export interface NotFollowed {
  /** Edition where the rule was last seen. */
  edition: string;
  number: string;
  /** Edition where a counterpart was looked for. */
  next: string;
  reason: string;
}

/** Consecutive rules of an edition that the next edition lacks: no counterpart anywhere (not even moved). */
export interface MissingRun {
  /** The edition that held them, and the next one. */
  edition: string;
  next: string;
  /** Their numbers in the edition that held them, in its order. */
  numbers: string[];
}

export interface FollowResult {
  lineages: Lineage[];
  /** Rules matched from one edition to the next (pairs). */
  followed: number;
  /** How each pair was made: by title, identical text, similar text, parent's vote. */
  followedBy: Record<How, number>;
  /** Rules that end without a close counterpart (deleted) and rules that start from nowhere (new). */
  ended: number;
  started: number;
  /** Rules that end although a partly similar rule exists in the next edition: could not be followed. */
  notFollowed: NotFollowed[];
  /** Every run of missing rules (most are one or two rules: a rule deleted at the end of its section). */
  missing: MissingRun[];
}

/** Follow every rule through consecutive editions (oldest first). */
export function followRules(editions: readonly FollowEdition[]): FollowResult {
  const result: FollowResult = {
    lineages: [],
    followed: 0,
    followedBy: { title: 0, 'same-text': 0, 'similar-text': 0, moved: 0, subrules: 0 },
    ended: 0,
    started: 0,
    notFollowed: [],
    missing: [],
  };
  let prevNodes: Node[] = [];
  let prevLineage: number[] = [];
  editions.forEach((edition, e) => {
    const nodes = nodesOf(edition.rules);
    const m = e > 0 ? align(prevNodes, nodes) : null;
    const lineageOf = extendLineages(result, edition, e, m, prevLineage);
    if (m) reportEnded(result, editions[e - 1], edition, m);
    if (m) result.missing.push(...missingRuns(editions[e - 1], edition, m));
    prevNodes = nodes;
    prevLineage = lineageOf;
  });
  return result;
}

/** Each rule of edition `e` continues the lineage of its counterpart in the previous edition, or starts one. */
function extendLineages(result: FollowResult, edition: FollowEdition, e: number, m: Alignment | null, prevLineage: number[]): number[] {
  const { lineages } = result;
  return edition.rules.map((rule, b) => {
    const a = m ? m.ba[b] : -1;
    let id: number;
    if (a >= 0) {
      id = prevLineage[a];
      result.followed++;
      result.followedBy[m!.how[a]]++;
    } else {
      id = lineages.length;
      lineages.push({ start: e, numbers: [], titles: [] });
      if (e > 0) result.started++;
    }
    lineages[id].numbers.push(rule.number);
    lineages[id].titles.push(rule.title);
    return id;
  });
}

/** Rules of the previous edition without a counterpart: deleted, or (when a related rule exists) not followed. */
function reportEnded(result: FollowResult, prev: FollowEdition, edition: FollowEdition, m: Alignment): void {
  m.A.forEach((n, a) => {
    if (m.ab[a] >= 0) return;
    const reason = n.titleKey ? titledRuleNotFollowed(m, a, prev.rules[a].title) : untitledRuleNotFollowed(m, a);
    if (reason) result.notFollowed.push({ edition: prev.date, number: n.number, next: edition.date, reason });
    else result.ended++;
  });
}

/** The runs of consecutive rules of `prev` without a counterpart anywhere in `edition`. */
function missingRuns(prev: FollowEdition, edition: FollowEdition, m: Alignment): MissingRun[] {
  const runs: MissingRun[] = [];
  let numbers: string[] = [];
  const close = () => {
    if (numbers.length > 0) runs.push({ edition: prev.date, next: edition.date, numbers });
    numbers = [];
  };
  prev.rules.forEach((rule, a) => {
    if (m.ab[a] < 0) numbers.push(rule.number);
    else close();
  });
  close();
  return runs;
}

/** A titled rule not followed although its subrules were: where they went. */
function titledRuleNotFollowed(m: Alignment, a: number, title: string | null): string | null {
  const { A, B } = m;
  const went = new Set(
    A[a].children
      .filter((c) => m.ab[c] >= 0)
      .map((c) => B[m.ab[c]].parent)
      .filter((p) => p >= 0)
      .map((p) => B[p].number),
  );
  return went.size > 0 ? `title "${title}" is not in the next edition and its subrules went to ${[...went].join(', ')}` : null;
}

/** An untitled rule not followed although a related unmatched rule exists: how close it came. */
function untitledRuleNotFollowed(m: Alignment, a: number): string | null {
  const { A, B } = m;
  const n = A[a];
  const best = m.bestFor(a);
  if (best.score < UNRELATED_BELOW) return null;
  const sameParent = n.parent >= 0 && m.ab[n.parent] >= 0 && B[best.b].parent === m.ab[n.parent];
  const needs = sameParent
    ? `${Math.round(LOCAL_THRESHOLD * 100)}% within the same parent`
    : `${Math.round(GLOBAL_THRESHOLD * 100)}% outside its parent`;
  const kinds = B[best.b].kind !== n.kind && sameParent ? ` and is a ${B[best.b].kind}, not a ${n.kind}` : '';
  return `no counterpart close enough: the most similar unmatched rule, ${B[best.b].number}, is ${Math.round(best.score * 100)}% similar (needs ${needs})${kinds}`;
}
