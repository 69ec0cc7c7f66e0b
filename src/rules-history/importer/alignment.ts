/**
 * One step of following rules: the alignment of an edition's rules (A) with the next edition's (B). The passes run in
 * the order of `align`: titles, then text within the parent's counterpart, then text anywhere, then the parent's vote.
 */
import type { RuleKind } from '../../rule-numbers.js';
import type { EditionRule } from './read-edition.js';
import { dice } from '../../text/index.js';
import { matchingText, shingleDice, shingles, titleSignature } from './text-similarity.js';

/** Similarity needed within the same parent's lineage, anywhere, and below which a rule counts as deleted. */
export const LOCAL_THRESHOLD = 0.5;
export const GLOBAL_THRESHOLD = 0.6;
export const UNRELATED_BELOW = 0.35;

/** How a pair was made: by title, identical text, similar text, moved text, or the vote of its subrules. */
export type How = 'title' | 'same-text' | 'similar-text' | 'moved' | 'subrules';

export interface Node {
  number: string;
  kind: RuleKind;
  /** Normalized title ('' when untitled). */
  titleKey: string;
  /** Normalized text. */
  textKey: string;
  shingles: Int32Array;
  parent: number;
  children: number[];
}

export function nodesOf(rules: readonly EditionRule[]): Node[] {
  const index = new Map<string, number>();
  const nodes: Node[] = rules.map((r, i) => {
    index.set(r.number, i);
    const textKey = r.title === null ? matchingText(r.text) : '';
    return {
      number: r.number,
      kind: r.kind,
      titleKey: r.title === null ? '' : titleSignature(r.title),
      textKey,
      shingles: r.title === null ? shingles(textKey) : new Int32Array(0),
      parent: -1,
      children: [],
    };
  });
  rules.forEach((r, i) => {
    const p = r.parent === null ? undefined : index.get(r.parent);
    if (p !== undefined && p < i) {
      nodes[i].parent = p;
      nodes[p].children.push(i);
    }
  });
  return nodes;
}

/** The pairs found so far between A and B (`ab[a]` = b, `ba[b]` = a, -1 when unpaired) and how each was made. */
export class Alignment {
  readonly ab: Int32Array;
  readonly ba: Int32Array;
  readonly how: How[];

  constructor(
    readonly A: Node[],
    readonly B: Node[],
  ) {
    this.ab = new Int32Array(A.length).fill(-1);
    this.ba = new Int32Array(B.length).fill(-1);
    this.how = [];
  }

  pair(a: number, b: number, how: How): void {
    this.ab[a] = b;
    this.ba[b] = a;
    this.how[a] = how;
  }

  /** Roots of both editions, then the children of each matched A node (in A's order, so parents matched while
   *  walking are seen before their children). */
  private *childrenPairs(): Generator<[number[], number[]]> {
    yield [this.A.flatMap((n, i) => (n.parent < 0 ? [i] : [])), this.B.flatMap((n, i) => (n.parent < 0 ? [i] : []))];
    for (let a = 0; a < this.A.length; a++) {
      const b = this.ab[a];
      if (b >= 0 && this.A[a].children.length > 0 && this.B[b].children.length > 0) yield [this.A[a].children, this.B[b].children];
    }
  }

  /** Step 1: titled nodes of one kind by title, within matched parents, then by unique title anywhere. */
  byTitle(kind: RuleKind): void {
    const { A, B } = this;
    for (const [ca, cb] of this.childrenPairs()) {
      const free = new Map<string, number[]>();
      for (const b of cb)
        if (B[b].kind === kind && B[b].titleKey && this.ba[b] < 0)
          (free.get(B[b].titleKey) ?? free.set(B[b].titleKey, []).get(B[b].titleKey)!).push(b);
      for (const a of ca) {
        if (A[a].kind !== kind || !A[a].titleKey || this.ab[a] >= 0) continue;
        const list = free.get(A[a].titleKey);
        if (list && list.length > 0) this.pair(a, list.shift()!, 'title');
      }
    }
    const ga = new Map<string, number[]>();
    const gb = new Map<string, number[]>();
    A.forEach(
      (n, a) => n.kind === kind && n.titleKey && this.ab[a] < 0 && (ga.get(n.titleKey) ?? ga.set(n.titleKey, []).get(n.titleKey)!).push(a),
    );
    B.forEach(
      (n, b) => n.kind === kind && n.titleKey && this.ba[b] < 0 && (gb.get(n.titleKey) ?? gb.set(n.titleKey, []).get(n.titleKey)!).push(b),
    );
    for (const [key, as] of ga) {
      const bs = gb.get(key);
      if (!bs) continue;
      if (as.length === 1 && bs.length === 1) this.pair(as[0], bs[0], 'title');
      else
        for (const a of as) {
          const b = bs.find((x) => this.ba[x] < 0 && B[x].number === A[a].number);
          if (b !== undefined) this.pair(a, b, 'title');
        }
    }
  }

  /** Step 1b: titled rules and sections still not followed, by a title unique on both sides whatever their level
   *  (the 2009 reorganization made rule `212.2. Artifacts` the section `301. Artifacts`). */
  byTitleAnyLevel(): void {
    const { A, B } = this;
    const ga = new Map<string, number[]>();
    const gb = new Map<string, number[]>();
    A.forEach(
      (n, a) =>
        n.kind !== 'chapter' && n.titleKey && this.ab[a] < 0 && (ga.get(n.titleKey) ?? ga.set(n.titleKey, []).get(n.titleKey)!).push(a),
    );
    B.forEach(
      (n, b) =>
        n.kind !== 'chapter' && n.titleKey && this.ba[b] < 0 && (gb.get(n.titleKey) ?? gb.set(n.titleKey, []).get(n.titleKey)!).push(b),
    );
    for (const [key, as] of ga) {
      const bs = gb.get(key);
      if (bs && as.length === 1 && bs.length === 1) this.pair(as[0], bs[0], 'title');
    }
  }

  /** Step 2: untitled children of matched parents by text: identical, then similar, then same place; then what is
   *  left against everything below the parent's counterpart (a subrule that became a rule's subrule). */
  local(threshold: number): void {
    const { A, B } = this;
    for (const [ca, cb] of this.childrenPairs()) {
      const fa = ca.filter((a) => this.ab[a] < 0 && !A[a].titleKey);
      const fb = cb.filter((b) => this.ba[b] < 0 && !B[b].titleKey);
      if (fa.length === 0 || fb.length === 0) continue;
      const byText = new Map<string, number[]>();
      for (const b of fb) (byText.get(B[b].textKey) ?? byText.set(B[b].textKey, []).get(B[b].textKey)!).push(b);
      for (const a of fa) {
        const list = byText.get(A[a].textKey);
        if (list && list.length > 0) this.pair(a, list.shift()!, 'same-text');
      }
      const ra = fa.filter((a) => this.ab[a] < 0);
      const rb = fb.filter((b) => this.ba[b] < 0);
      this.bestPairs(ra, rb, threshold);
      // Same place among what is left on both sides, when the counts agree and the texts are related at all.
      const la = ra.filter((a) => this.ab[a] < 0);
      const lb = rb.filter((b) => this.ba[b] < 0);
      if (la.length === lb.length)
        la.forEach((a, i) => {
          const b = lb[i];
          if (A[a].kind === B[b].kind && shingleDice(A[a].shingles, B[b].shingles) >= UNRELATED_BELOW) this.pair(a, b, 'similar-text');
        });
    }
    // Children still not followed, against every untitled rule below the parent's counterpart.
    for (let a = 0; a < A.length; a++) {
      const b = this.ab[a];
      if (b < 0) continue;
      const ra = A[a].children.filter((c) => this.ab[c] < 0 && !A[c].titleKey);
      if (ra.length === 0) continue;
      const rb: number[] = [];
      const walk = (x: number) => {
        for (const c of B[x].children) {
          if (this.ba[c] < 0 && !B[c].titleKey) rb.push(c);
          walk(c);
        }
      };
      walk(b);
      this.bestPairs(ra, rb, threshold);
    }
  }

  /** Greedy best-first pairing of two small lists by similarity (ties: closer positions first). */
  private bestPairs(ra: number[], rb: number[], threshold: number): void {
    if (ra.length === 0 || rb.length === 0) return;
    const { A, B } = this;
    const pairs: [number, number, number, number][] = [];
    ra.forEach((a, i) =>
      rb.forEach((b, j) => {
        const s = shingleDice(A[a].shingles, B[b].shingles);
        if (s >= threshold) pairs.push([s, Math.abs(i - j), a, b]);
      }),
    );
    pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2] || x[3] - y[3]);
    for (const [, , a, b] of pairs) if (this.ab[a] < 0 && this.ba[b] < 0) this.pair(a, b, 'similar-text');
  }

  /** Step 2b: untitled rules and subrules not followed yet, against all untitled B rules not matched yet. */
  global(threshold: number): void {
    const { A, B } = this;
    const fb = B.flatMap((n, b) => (this.ba[b] < 0 && !n.titleKey ? [b] : []));
    const fa = A.flatMap((n, a) => (this.ab[a] < 0 && !n.titleKey ? [a] : []));
    if (fa.length === 0 || fb.length === 0) return;
    const byText = new Map<string, number[]>();
    for (const b of fb) (byText.get(B[b].textKey) ?? byText.set(B[b].textKey, []).get(B[b].textKey)!).push(b);
    for (const a of fa) {
      const list = byText.get(A[a].textKey);
      if (list && list.length > 0 && A[a].textKey.length >= 12) this.pair(a, list.shift()!, 'moved');
    }
    const posting = new Map<number, number[]>();
    for (const b of fb) if (this.ba[b] < 0) for (const s of B[b].shingles) (posting.get(s) ?? posting.set(s, []).get(s)!).push(b);
    const pairs: [number, number, number][] = [];
    const counts = new Map<number, number>();
    for (const a of fa) {
      if (this.ab[a] >= 0) continue;
      counts.clear();
      for (const s of A[a].shingles) for (const b of posting.get(s) ?? []) counts.set(b, (counts.get(b) ?? 0) + 1);
      for (const [b, c] of counts) {
        const s = dice(c, A[a].shingles.length, B[b].shingles.length);
        if (s >= threshold) pairs.push([s, a, b]);
      }
    }
    pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
    for (const [, a, b] of pairs) if (this.ab[a] < 0 && this.ba[b] < 0) this.pair(a, b, 'moved');
  }

  /** Step 3: a node not followed follows the B node most of its children went to (same kind, not matched yet), or
   *  the one all of them went to when it has the same number. */
  vote(kind: RuleKind): void {
    const { A, B } = this;
    A.forEach((n, a) => {
      if (n.kind !== kind || this.ab[a] >= 0 || n.children.length === 0) return;
      const votes = new Map<number, number>();
      for (const c of n.children) {
        const b = this.ab[c];
        if (b >= 0 && B[b].parent >= 0) votes.set(B[b].parent, (votes.get(B[b].parent) ?? 0) + 1);
      }
      let best = -1;
      let most = 0;
      for (const [b, v] of [...votes].sort((x, y) => x[0] - y[0])) if (v > most) [best, most] = [b, v];
      if (best < 0 || this.ba[best] >= 0 || B[best].kind !== kind) return;
      // Most subrules went there, or every subrule that was followed went there and the number is the same.
      if (most * 2 >= n.children.length || (votes.size === 1 && B[best].number === n.number)) this.pair(a, best, 'subrules');
    });
  }

  /** Best similarity of an A node not followed against B nodes not matched (for the report). */
  bestFor(a: number): { b: number; score: number } {
    const { A, B } = this;
    let best = { b: -1, score: 0 };
    if (A[a].titleKey) return best;
    B.forEach((n, b) => {
      if (this.ba[b] >= 0 || n.titleKey) return;
      const s = shingleDice(A[a].shingles, n.shingles);
      if (s > best.score) best = { b, score: s };
    });
    return best;
  }
}

/** Align two consecutive editions. */
export function align(A: Node[], B: Node[]): Alignment {
  const m = new Alignment(A, B);
  for (const kind of ['chapter', 'section', 'rule'] as const) m.byTitle(kind);
  m.byTitleAnyLevel();
  m.local(LOCAL_THRESHOLD);
  m.global(GLOBAL_THRESHOLD);
  for (const kind of ['rule', 'section', 'chapter'] as const) m.vote(kind);
  m.local(LOCAL_THRESHOLD);
  return m;
}
