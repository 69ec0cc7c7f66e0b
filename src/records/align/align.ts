import type { Lang } from '../../languages.js';
import type { AlignmentIssue, RulingOriginal } from '../../schema/index.js';
import { assign, type RefusedPair, type Thresholds } from './assign.js';
import { cardPools, copyKey, generalPool, newestDate, type OfficialUnit, type Pool } from './candidates.js';
import { daysAfter } from './dates.js';
import { evidenceOf } from './evidence.js';
import { documentFeatures, officialFeatures, type TextFeatures } from './features.js';
import { likeness } from '../ruling-sameness.js';
import { learnLexicon, lexiconWords, type Lexicon } from './lexicon.js';
import { lengthWeighed, preference, scorePair, type PairScore } from './score.js';
import type { AlignContext, AlignDocument, DocumentRuling } from './types.js';

/** What aligning one document gives: each ruling's original (null: the document's own), and what was refused. */
export interface DocumentAlignment {
  documentId: string;
  originals: Map<string, RulingOriginal | null>;
  issues: AlignmentIssue[];
  /** Each official ruling of one card that a ruling of this document translates (`copyKey`). */
  translated: Set<string>;
}

/** A pair is kept when it scores at least this, and the assignment would lose at least this without it. */
export const THRESHOLDS: Thresholds = { minScore: 0.45, minMargin: 0.1 };

/** Features are worked out once per text: an official ruling is compared with every ruling of its pool. */
class FeatureCache {
  private readonly official = new Map<string, TextFeatures>();
  private readonly document = new Map<string, TextFeatures>();
  constructor(
    private readonly doc: AlignDocument,
    private readonly context: AlignContext,
  ) {}
  ofOfficial(text: string): TextFeatures {
    let f = this.official.get(text);
    if (!f) this.official.set(text, (f = officialFeatures(text, this.context)));
    return f;
  }
  ofRuling(r: DocumentRuling): TextFeatures {
    let f = this.document.get(r.id);
    if (!f) this.document.set(r.id, (f = documentFeatures(r, this.doc.lang, this.doc.date, this.context)));
    return f;
  }
}

/** How one pass scores: the lexicon learned so far (none where no card text gives one). */
interface Pass {
  lexicon: Lexicon | null;
  thresholds: Thresholds;
}

/** How many times the lexicon is learned again from the pairs of the pass before (each pass settles more pairs, and
 *  their words teach the next). */
const LEXICON_PASSES = 3;

/**
 * Every document aligned: a first pass with the lexicon of each language learned from the cards' printed texts beside
 * their English text (on cognates alone where no card gives any); then, again and again, the lexicon learned from those
 * and the pairs of the pass before, and a pass with it. The last pass's pairs are kept.
 */
export function alignDocuments(docs: AlignDocument[], context: AlignContext, thresholds = THRESHOLDS): DocumentAlignment[] {
  const caches = docs.map((d) => new FeatureCache(d, context));
  const langs = [...new Set(docs.map((d) => d.lang))];
  const printed = new Map(langs.map((lang) => [lang, cardTextPairs(context, lang)]));
  let lexicons = learnLexicons(langs, (lang) => printed.get(lang)!);
  let alignments = docs.map((d, k) => alignOne(d, context, caches[k], { lexicon: lexicons.get(d.lang) ?? null, thresholds }));
  for (let pass = 0; pass < LEXICON_PASSES; pass++) {
    lexicons = learnLexicons(langs, (lang) => [
      ...printed.get(lang)!,
      ...docs.flatMap((d, k) => (d.lang === lang ? trainingPairs(d, alignments[k], caches[k]) : [])),
    ]);
    alignments = docs.map((d, k) => alignOne(d, context, caches[k], { lexicon: lexicons.get(d.lang) ?? null, thresholds }));
  }
  return alignments;
}

function learnLexicons(langs: Lang[], pairsOf: (lang: Lang) => WordPair[]): Map<Lang, Lexicon> {
  const lexicons = new Map<Lang, Lexicon>();
  for (const lang of langs) {
    const pairs = pairsOf(lang);
    if (pairs.length) lexicons.set(lang, learnLexicon(pairs));
  }
  return lexicons;
}

type WordPair = [string[], string[]];

/** A card's text as lines, reminder text left out (a printing may leave it out, or keep only some of it). */
function rulesLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\([^()]*\)/g, '').trim())
    .filter((line) => line !== '');
}

/** The printed texts of the cards in `lang` beside their English text, line by line (a card whose printing has
 *  another number of lines is left out: which line translates which is not known). */
function cardTextPairs(context: AlignContext, lang: Lang): WordPair[] {
  return context.cards.flatMap((card) => {
    const printed = rulesLines(card.texts[lang] ?? '');
    const english = rulesLines(card.texts.en ?? '');
    if (!printed.length || printed.length !== english.length) return [];
    return printed.map((line, i) => [lexiconWords(line, lang), lexiconWords(english[i], 'en')] as WordPair);
  });
}

/** The words of each pair a pass made. */
function trainingPairs(doc: AlignDocument, alignment: DocumentAlignment, features: FeatureCache): WordPair[] {
  return doc.rulings.flatMap((r) => {
    const original = alignment.originals.get(r.id);
    return original ? [[features.ofRuling(r).words, features.ofOfficial(original.text).words] as WordPair] : [];
  });
}

/** One document aligned on its own (no lexicon: the first pass only). */
export function alignDocument(doc: AlignDocument, context: AlignContext, thresholds = THRESHOLDS): DocumentAlignment {
  return alignDocuments([doc], context, thresholds)[0];
}

function alignOne(doc: AlignDocument, context: AlignContext, features: FeatureCache, pass: Pass): DocumentAlignment {
  const { thresholds } = pass;
  const result: DocumentAlignment = { documentId: doc.id, originals: new Map(), issues: [], translated: new Set() };
  for (const r of doc.rulings) result.originals.set(r.id, null);
  if (!doc.date) result.issues.push(undatedIssue(doc));

  const known = doc.rulings.filter((r) => {
    if (!r.unknownCards.length) return true;
    result.issues.push(unknownCardIssue(r));
    return false;
  });
  const own = known.filter((r) => !r.general && r.cards.length === 1);
  const general = known.filter((r) => r.general);
  const pools = cardPools(doc, own, context);
  const scored = new Map(pools.map((pool) => [pool, scorePool(pool, doc, features, pass.lexicon)]));
  const ratio = usualLengthRatio([...scored.values()]);
  const run: PoolRun = { doc, features, ratio, thresholds, result };
  for (const pool of pools) alignPool(pool, scored.get(pool)!, run);
  const generals = generalPool(doc, general, context, result.translated);
  alignPool(generals, scorePool(generals, doc, features, pass.lexicon), run);
  return result;
}

/** Every pair of a pool scored, lengths not yet weighed: rulings by rows, official rulings by columns. */
function scorePool(pool: Pool, doc: AlignDocument, features: FeatureCache, lexicon: Lexicon | null): PairScore[][] {
  const days = pool.officials.map((o) => daysAfter(doc.date, newestDate(o)));
  return pool.rulings.map((r) =>
    pool.officials.map((o, j) =>
      scorePair(features.ofRuling(r), features.ofOfficial(o.text), { lexicon, ignored: pool.ignored, daysAfter: days[j] }),
    ),
  );
}

/** What aligning one pool of a document needs besides the pool, and where its pairs go. */
interface PoolRun {
  doc: AlignDocument;
  features: FeatureCache;
  /** The document's usual length ratio. */
  ratio: number;
  thresholds: Thresholds;
  result: DocumentAlignment;
}

function alignPool(pool: Pool, unweighed: PairScore[][], { doc, features, ratio, thresholds, result }: PoolRun) {
  if (!pool.rulings.length || !pool.officials.length) return;
  const scored = unweighed.map((row) => row.map((s) => lengthWeighed(s, ratio)));
  const { pairs, refused } = assign(
    scored.map((row) => row.map(preference)),
    scored.map((row) => row.map((s) => s.score)),
    thresholds,
    (j) => otherWordings(pool, j, features),
  );
  for (const p of pairs) {
    const official = pool.officials[p.official];
    result.originals.set(
      pool.rulings[p.ruling].id,
      originalOf(official, evidenceOf(scored[p.ruling][p.official], p.margin, official, doc)),
    );
    for (const c of official.copies) result.translated.add(copyKey(c.oracleId, official.text));
  }
  for (const r of refused) if (r.reason !== 'weak') result.issues.push(refusalIssue(r, pool));
}

/** Two official rulings this alike, written at different times, are one ruling in two wordings. */
const SAME_RULING_WORDS = 0.8;

/**
 * The official rulings of a pool that say what official ruling `j` says in another wording: most of their words the
 * same, and dated otherwise (Gatherer rewords a ruling when a set reprints it; two rulings of one release that differ
 * by a word, "lock" and "unlock", are two rulings).
 */
function otherWordings(pool: Pool, j: number, features: FeatureCache): number[] {
  const words = new Set(features.ofOfficial(pool.officials[j].text).words);
  const date = newestDate(pool.officials[j]);
  return pool.officials.flatMap((o, k) =>
    k !== j && newestDate(o) !== date && likeness(words, new Set(features.ofOfficial(o.text).words)).dice >= SAME_RULING_WORDS ? [k] : [],
  );
}

function originalOf(official: OfficialUnit, evidence: RulingOriginal['evidence']): RulingOriginal {
  const date = official.copies
    .map((c) => c.date)
    .sort()
    .at(-1)!;
  return { oracleIds: official.copies.map((c) => c.oracleId), date, text: official.text, evidence };
}

/**
 * How much longer a translation of this document usually is than its original: the median over the rulings whose
 * best candidate, by what they hold and their words alone, is clear. Translations into French run longer than into
 * Spanish; this is read from the document itself.
 */
function usualLengthRatio(pools: PairScore[][][]): number {
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

function undatedIssue(doc: AlignDocument): AlignmentIssue {
  return {
    code: 'undated-document',
    rulingId: null,
    message: `${doc.id}: the document states no date: its rulings are aligned on their text alone (no date to weigh)`,
  };
}

function unknownCardIssue(r: DocumentRuling): AlignmentIssue {
  return {
    code: 'unknown-card',
    rulingId: r.id,
    message: `${r.id}: about or naming ${r.unknownCards.map((n) => `"${n}"`).join(', ')}, which no card data identifies: left unaligned`,
  };
}

function refusalIssue(r: RefusedPair, pool: Pool): AlignmentIssue {
  const ruling = pool.rulings[r.ruling].id;
  const official = `"${pool.officials[r.official].text.slice(0, 60)}…"`;
  const margin = r.margin.toFixed(2);
  if (r.reason === 'competing' && r.rival !== undefined) {
    const rival = pool.rulings[r.rival].id;
    return {
      code: 'competing',
      rulingId: ruling,
      rivalRulingId: rival,
      message: `${ruling}: competes with ${rival} for the official ruling ${official} (margin ${margin}): neither is paired`,
    };
  }
  return {
    code: 'ambiguous',
    rulingId: ruling,
    message: `${ruling}: fits the official ruling ${official} and another nearly as well (margin ${margin}): left unaligned`,
  };
}
