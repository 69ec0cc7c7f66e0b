import type { RulingOriginal, UnalignedRuling } from '../../schema/index.js';
import { foldText } from '../../text/index.js';
import { likeness } from '../ruling-sameness.js';
import { assign, type AssignedPair, type RefusedPair, type Thresholds } from './assign.js';
import { copyKey, newestDate, type OfficialUnit, type Pool } from './candidates.js';
import { daysAfter } from './dates.js';
import { evidenceOf } from './evidence.js';
import type { FeatureCache } from './feature-cache.js';
import type { TextFeatures } from './features.js';
import { noOfficialIssue, refusalIssue, repeatIssue, sameAsIssue } from './issues.js';
import type { Lexicon } from './lexicon.js';
import { lengthWeighed, preference, scorePair, weighedScore, type PairScore } from './score.js';
import type { AlignDocument, DocumentRuling } from './types.js';

/** What aligning a pool gives: each paired ruling's original, the official rulings of each card it translates
 *  (`copyKey` → the ruling translating it), and each other ruling's reason. */
export interface PoolResult {
  originals: Map<string, RulingOriginal>;
  translated: Map<string, string>;
  unaligned: UnalignedRuling[];
}

/** A pool's pairs scored, lengths not yet weighed (rulings by rows, official rulings by columns), and the same for a
 *  ruling's leading or trailing sentences alone, worked out when asked. */
export interface ScoredPool {
  pairs: PairScore[][];
  partial(ruling: number, official: number): PairScore[];
}

/** The anchors that tell nothing apart for a ruling of a pool: the pool's, and a general ruling's section keyword. */
function ignoredFor(r: DocumentRuling, pool: Pool): ReadonlySet<string> {
  return r.sectionKeyword ? new Set([...pool.ignored, `keyword:${r.sectionKeyword}`]) : pool.ignored;
}

/** Every pair of a pool scored. */
export function scorePool(pool: Pool, doc: AlignDocument, features: FeatureCache, lexicon: Lexicon | null): ScoredPool {
  const days = pool.officials.map((o) => daysAfter(doc.date, newestDate(o)));
  const ignored = pool.rulings.map((r) => ignoredFor(r, pool));
  const score = (ruling: TextFeatures, i: number, j: number) =>
    scorePair(ruling, features.ofOfficial(pool.officials[j].text), { lexicon, ignored: ignored[i], daysAfter: days[j] });
  return {
    pairs: pool.rulings.map((r, i) => pool.officials.map((_, j) => score(features.ofRuling(r), i, j))),
    partial: (i, j) =>
      features.ofPartialSentences(pool.rulings[i]).map(({ span, features: f }) => ({
        ...score(f, i, j),
        sentences: { count: span.sentences, skipped: span.skipped },
      })),
  };
}

/** What aligning a pool needs besides its scores. */
export interface PoolRun {
  doc: AlignDocument;
  features: FeatureCache;
  /** The document's usual length ratio (see usualLengthRatio). */
  ratio: number;
  thresholds: Thresholds;
}

/** Some of a ruling's sentences count for a little less than the whole ruling: the whole wins a tie. */
const PARTIAL_SENTENCES = 0.95;

/**
 * A pair's score, its lengths weighed. A translation longer than its original may be the original and an example
 * Gatherer files it without ("For example, if you attack with a 5/5 creature…"): its leading sentences alone are then
 * compared too. It may also be a note of the document's own and then the original (an erratum of the printed card:
 * "ERRATUM : … Le texte de la carte apparaît ici dans sa version corrigée."): its trailing sentences alone are compared
 * too, and read so only where they fit clearly better (by the pool's margin) than the whole text fits any official
 * ruling (`wholeBest`): where the whole fits one, a shorter wording of the ruling is no original with a note before it.
 */
function weighed(scored: ScoredPool, run: { ratio: number; margin: number }, i: number, j: number, wholeBest: number): PairScore {
  const whole = scored.pairs[i][j];
  const best = lengthWeighed(whole, run.ratio);
  if (whole.letters.doc <= whole.letters.official * run.ratio) return best;
  return scored.partial(i, j).reduce((kept, pair) => {
    const part = lengthWeighed(pair, run.ratio);
    const score = part.score * PARTIAL_SENTENCES;
    if (pair.sentences!.skipped && score < wholeBest + run.margin) return kept;
    return score > kept.score ? { ...part, score } : kept;
  }, best);
}

/** Rulings of a pool that are the same text (a section's ruling printed again in another section): the first of each
 *  stands for the others (`sameAs`: each other one's first; `sameTexts`: each first's others). */
function sameTexts(rulings: DocumentRuling[]): { firsts: number[]; sameAs: Map<number, number>; sameTexts: Map<number, number[]> } {
  const first = new Map<string, number>();
  const sameAs = new Map<number, number>();
  const others = new Map<number, number[]>();
  rulings.forEach((r, i) => {
    const key = foldText(r.text).replace(/\s+/g, ' ').trim();
    const k = first.get(key);
    if (k === undefined) first.set(key, i);
    else (sameAs.set(i, k), (others.get(k) ?? others.set(k, []).get(k)!).push(i));
  });
  return { firsts: [...first.values()], sameAs, sameTexts: others };
}

/**
 * Which rulings translate which free copies of an official ruling paired with ruling `i`: a ruling said again under a
 * card that carries the official ruling (`repeats`: the same text further on) translates that card's copy (a section's
 * ruling repeated under its example card); `i` keeps the others' copies, and is first where it keeps any.
 */
function holdersOfCopies<F extends { c: { oracleId: string } }>(
  i: number,
  repeats: number[],
  free: F[],
  rulings: DocumentRuling[],
): { m: number; mine: F[] }[] {
  const claims = repeats.flatMap((m) => {
    const card = rulings[m].ownCard;
    const mine = free.filter((f) => f.c.oracleId === card);
    return card && card !== rulings[i].ownCard && mine.length ? [{ m, mine }] : [];
  });
  const kept = free.filter((f) => !claims.some((x) => x.mine.includes(f)));
  return kept.length ? [{ m: i, mine: kept }, ...claims] : claims;
}

/**
 * A pool's assignment, its lengths weighed: the pairs kept, with their evidence, and each other ruling's reason.
 * Official rulings that are one ruling in several wordings are one column: a ruling takes the wording that fits it
 * best, and no other ruling takes another wording of it. A pair with an official ruling whose every copy another pool's
 * ruling translates is that ruling's, said again (`repeat`).
 */
export function alignPool(pool: Pool, scored: ScoredPool, { doc, features, ratio, thresholds }: PoolRun): PoolResult {
  const result: PoolResult = { originals: new Map(), translated: new Map(), unaligned: [] };
  if (!pool.rulings.length) return result;
  if (!pool.officials.length) {
    for (const r of pool.rulings) result.unaligned.push(noOfficialIssue(r));
    return result;
  }
  const { firsts, sameAs, sameTexts: repeats } = sameTexts(pool.rulings);
  const weighedPairs: PairScore[][] = pool.rulings.map(() => []);
  const wholeBest = pool.rulings.map((_, i) => scored.pairs[i].reduce((best, p) => Math.max(best, weighedScore(p, ratio)), -Infinity));
  const run = { ratio, margin: thresholds.minMargin };
  const pair = (i: number, j: number) => (weighedPairs[i][j] ??= weighed(scored, run, i, j, wholeBest[i]));
  const groups = wordingGroups(pool, features);
  // Each ruling's best wording of each group.
  const chosen = firsts.map((i) =>
    groups.map((group) => group.reduce((best, j) => (preference(pair(i, j)) > preference(pair(i, best)) ? j : best))),
  );
  const scores = chosen.map((row, r) => row.map((j) => pair(firsts[r], j)));
  const { pairs, refused } = assign(
    scores.map((row) => row.map(preference)),
    scores.map((row) => row.map((x) => x.score)),
    thresholds,
    clearBests(
      scores,
      firsts.map((i) => pool.rulings[i]),
      thresholds,
    ),
  );
  const last = lastLeft(
    pairs,
    refused,
    groups.map((g) => g.some((j) => !pool.officials[j].superseded)),
    thresholds,
    (r, g) => pair(firsts[r], chosen[r][g]).score,
  );
  // lastLeft pairs the one ruling refused.
  if (last) (pairs.push(last), refused.pop());
  const outcome = new Map<number, { original: string } | UnalignedRuling>();
  for (const p of pairs) {
    const i = firsts[p.ruling];
    const j = chosen[p.ruling][p.official];
    const r = pool.rulings[i];
    const official = pool.officials[j];
    const free = groups[p.official].flatMap((k) =>
      pool.officials[k].copies.filter((c) => !pool.taken.has(copyKey(c.oracleId, pool.officials[k].text))).map((c) => ({ k, c })),
    );
    if (!free.length) {
      outcome.set(i, repeatIssue(r, pool.taken.get(copyKey(official.copies[0].oracleId, official.text))!, official.text));
      continue;
    }
    const holders = holdersOfCopies(i, repeats.get(i) ?? [], free, pool.rulings);
    const kept = holders[0].m === i;
    for (const { m, mine } of holders) {
      for (const { k, c } of mine) result.translated.set(copyKey(c.oracleId, pool.officials[k].text), pool.rulings[m].id);
      const own = mine.filter((f) => f.k === j);
      const oracleIds = [...new Set((own.length ? own : mine).map((f) => f.c.oracleId))];
      result.originals.set(pool.rulings[m].id, originalOf(official, oracleIds, evidenceOf(pair(m, j), p.margin, official, doc)));
      outcome.set(m, { original: official.text });
    }
    if (!kept) outcome.set(i, repeatIssue(r, pool.rulings[holders[0].m].id, official.text));
  }
  const holderOf = (j: number) => {
    const holders = pool.officials[j].copies.map((c) => pool.taken.get(copyKey(c.oracleId, pool.officials[j].text)));
    return holders.every((h) => h !== undefined) ? holders[0]! : null;
  };
  for (const x of refused) {
    const i = firsts[x.ruling];
    const official = x.official === null ? null : chosen[x.ruling][x.official];
    const rival = x.rival === undefined ? undefined : firsts[x.rival];
    // Torn between official rulings that other rulings of the document all translate already: whichever it is, it is
    // said again; the best one's holder holds the pair.
    const torn = x.reason === 'ambiguous' && official !== null;
    const near = torn ? chosen[x.ruling].filter((j) => preference(pair(i, j)) > preference(pair(i, official)) - thresholds.minMargin) : [];
    const holder = torn && near.every((j) => holderOf(j) !== null) ? holderOf(official) : null;
    outcome.set(
      i,
      holder
        ? repeatIssue(pool.rulings[i], holder, pool.officials[official!].text)
        : refusalIssue({ ...x, ruling: i, official, rival }, pool),
    );
  }
  for (const [i, k] of sameAs) {
    if (outcome.has(i)) continue;
    const first = outcome.get(k)!;
    const r = pool.rulings[i];
    outcome.set(i, 'original' in first ? repeatIssue(r, pool.rulings[k].id, first.original) : sameAsIssue(r, first));
  }
  for (const o of outcome.values()) if (!('original' in o)) result.unaligned.push(o);
  return result;
}

/** Two official rulings this alike, written at different times, are one ruling in two wordings. */
const SAME_RULING_WORDS = 0.8;

/**
 * The official rulings of a pool grouped by ruling: two are one ruling in two wordings when most of their words are
 * the same and they are dated otherwise, or one of them is a wording today's rulings no longer hold (Gatherer rewords
 * a ruling when a set is reprinted or a term renamed, "converted mana cost" for "mana value", and may keep its date;
 * two of today's rulings of one release that differ by a word, "lock" and "unlock", are two rulings).
 */
function wordingGroups(pool: Pool, features: FeatureCache): number[][] {
  const n = pool.officials.length;
  const parent = Array.from({ length: n }, (_, j) => j);
  const root = (j: number): number => (parent[j] === j ? j : (parent[j] = root(parent[j])));
  const words = pool.officials.map((o) => features.wordsOfOfficial(o.text));
  const dates = pool.officials.map(newestDate);
  const superseded = pool.officials.map((o) => o.superseded);
  for (let j = 0; j < n; j++)
    for (let k = j + 1; k < n; k++) {
      // Dice can reach SAME_RULING_WORDS only between sets of near sizes.
      const [a, b] = [words[j].size, words[k].size];
      if ((dates[j] === dates[k] && superseded[j] === superseded[k]) || Math.min(a, b) < SAME_RULING_WORDS * Math.max(a, b)) continue;
      if (likeness(words[j], words[k]).dice >= SAME_RULING_WORDS) parent[root(k)] = root(j);
    }
  const groups = new Map<number, number[]>();
  for (let j = 0; j < n; j++) (groups.get(root(j)) ?? groups.set(root(j), []).get(root(j))!).push(j);
  return [...groups.values()];
}

function originalOf(official: OfficialUnit, oracleIds: string[], evidence: RulingOriginal['evidence']): RulingOriginal {
  return { oracleIds, date: newestDate(official), text: official.text, evidence };
}

/**
 * How much longer a translation of this document usually is than its original: the median over the rulings whose
 * best candidate, by what they hold and their words alone, is clear. Translations into French run longer than into
 * Spanish; this is read from the document itself.
 */
export function usualLengthRatio(pools: PairScore[][][]): number {
  const ratios: number[] = [];
  for (const rows of pools)
    for (const row of rows) {
      const [best, next] = [...row].sort((a, b) => b.score - a.score);
      if (best && best.score >= 0.5 && best.score - (next?.score ?? 0) >= 0.2) ratios.push(best.lengthRatio);
    }
  if (!ratios.length) return 1;
  ratios.sort((a, b) => a - b);
  return ratios[Math.floor(ratios.length / 2)];
}

/**
 * Each general ruling's clear best (or -1): an official ruling on the ruling's own mechanic (it names the section's
 * keyword, which counts for nothing in the score since every candidate of the section names it) that the ruling fits
 * `clearBest.minScore` and `clearBest.minLead` better than any other official ruling. Gatherer's wording of a general
 * ruling drifts from the release notes' more than a card's ruling does ("the types of its back face won't be counted for
 * delirium"), and among hundreds of candidates one always fits fairly well: the score alone cannot tell, the lead on
 * the mechanic's own rulings can. In content/, leads of 0.27–0.28 were the right pairs; wrong ones led by 0.21–0.23.
 */
function clearBests(rows: PairScore[][], rulings: DocumentRuling[], { clearBest }: Thresholds): number[] {
  return rows.map((row, r) => {
    const section = rulings[r].sectionKeyword;
    if (!clearBest || !section || !row.length) return -1;
    const order = row.map((x, j) => ({ x, j })).sort((a, b) => b.x.score - a.x.score);
    const [best, next] = order;
    const clear =
      best.x.score >= clearBest.minScore &&
      best.x.score - (next?.x.score ?? 0) >= clearBest.minLead &&
      best.x.shared.includes(`keyword:${section}`);
    return clear ? best.j : -1;
  });
}

/**
 * A card's one ruling left unpaired and its one official ruling (of today's) left untranslated, when the document
 * translates every other one and that official ruling is also the ruling's best fit: likely its translation, in words
 * the lexicon does not know yet. Only the first pass, which teaches the lexicon, pairs them so: `lastLeftMinScore` is set
 * on its card rulings' thresholds alone (align.ts); `today`: whether each official ruling (a group of wordings) is one of today's.
 */
function lastLeft(
  pairs: AssignedPair[],
  refused: RefusedPair[],
  today: boolean[],
  { lastLeftMinScore }: Thresholds,
  score: (ruling: number, official: number) => number,
): AssignedPair | null {
  if (lastLeftMinScore === undefined || !pairs.length || refused.length !== 1 || refused[0].reason !== 'weak') return null;
  const paired = new Set(pairs.map((p) => p.official));
  const left = today.flatMap((t, g) => (t && !paired.has(g) ? [g] : []));
  const [{ ruling, official }] = refused;
  if (left.length !== 1 || official !== left[0]) return null;
  const s = score(ruling, official);
  return s >= lastLeftMinScore ? { ruling, official, score: s, margin: s } : null;
}
