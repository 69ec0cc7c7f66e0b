import { LANGS, type Lang } from '../languages.js';
import type { SearchKind, SearchMeta } from './documents.js';
import { lunr, preStemSteps, RAW_FIELD, setupLunr, stemmerFor, WHOLE_EN_FIELD, WHOLE_FIELD, type IndexLang } from './lunr-setup.js';
import {
  englishShardsFor,
  GLOSSARY_TERM_REF,
  inEveryLanguage,
  metaBucket,
  ruleNumbersFile,
  shardsFor,
  KEYWORD_REF,
  TOPIC_RULE_REF,
  topicRuleRef,
  type SearchManifest,
} from './manifest.js';
import type { RuleNumberEntry } from './rule-numbers.js';
import { ruleNumberHits, ruleNumberQuery } from './rule-query.js';
import { expandShard, type CompactShard } from './shards.js';
import { sectionOf, TYPED_RULE_NUMBER } from '../rule-numbers.js';
import { foldText } from '../text/index.js';
import { editsBetween, stripElision, tokenize, wholeName } from './text.js';

export const MAX_QUERY_CHARS = 200;
const MAX_TERMS = 8;
const MAX_TERM_CHARS = 40;

export interface SearchHit extends SearchMeta {
  ref: string;
  score: number;
}

export interface SearchResults {
  query: string;
  /** Folded terms, for highlighting. */
  terms: string[];
  total: number;
  groups: { kind: SearchKind; hits: SearchHit[] }[];
  /** Bytes of index files fetched for this query (0 when all were cached). */
  bytesFetched: number;
}

/** Loads a JSON file of /search/ by name; the browser passes fetch, Node tests and benchmarks read files. */
export type FetchJson = (file: string) => Promise<{ data: unknown; bytes: number }>;

interface Term {
  text: string;
  isRuleNumber: boolean;
}

/** The query as terms, normalized exactly as the indexes were (elision, stop words, accents, case). */
export function queryTerms(query: string, lang: IndexLang): Term[] {
  setupLunr();
  const pipeline = new lunr.Pipeline();
  pipeline.add(...preStemSteps(lang));
  const raw = tokenize(query.slice(0, MAX_QUERY_CHARS).replace(/[*~^:+]/g, ' '))
    .slice(0, MAX_TERMS * 2)
    .map((t) => t.slice(0, MAX_TERM_CHARS));
  const terms: Term[] = [];
  for (const token of raw) {
    const number = token.replace(/\.$/, '');
    if (TYPED_RULE_NUMBER.test(number)) {
      terms.push({ text: number.toLowerCase(), isRuleNumber: true });
      continue;
    }
    const out = pipeline.runString(token);
    const kept = out.length ? out : [foldText(stripElision(token)).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')];
    for (const t of kept) if (t) terms.push({ text: t, isRuleNumber: false });
  }
  // Stop words alone ("de la") still search for something.
  const meaningful = terms.filter((t) => t.isRuleNumber || t.text.length > 1);
  return (meaningful.length ? meaningful : terms).slice(0, MAX_TERMS);
}

/** What was typed as one name (text.ts wholeName), and the typos it forgives: one from the fifth letter, two in a word
 *  from the ninth, as for each word (a name of several words forgives a typo per word already, word by word). */
interface Whole {
  text: string;
  editDistance: number;
}

function wholeOf(query: string, words: number): Whole | null {
  const text = wholeName(query.slice(0, MAX_QUERY_CHARS));
  if (text.length < 2) return null;
  const editDistance = text.length < 5 || text.length > MAX_TERM_CHARS ? 0 : words === 1 && text.length >= 9 ? 2 : 1;
  return { text, editDistance };
}

function runQuery(index: lunr.Index, terms: Term[]): lunr.Index.Result[] {
  const fields = new Set((index as unknown as { fields: string[] }).fields);
  const only = (wanted: string[]) => wanted.filter((f) => fields.has(f));
  const stemmedFields = only(['name', 'alias', 'syn', 'type', 'text', 'owner', 'en']);
  const rawFields = only([RAW_FIELD]);
  let clauses = 0;
  const term = (q: lunr.Query, text: string, options: Partial<lunr.Query.Clause>) => {
    clauses++;
    q.term(text, options);
  };
  // lunr answers a query without clauses with every document: never send one.
  const results = index.query((q) => {
    terms.forEach((t, n) => {
      const isLast = n === terms.length - 1;
      if (t.isRuleNumber) {
        if (rawFields.length) {
          term(q, t.text, { fields: rawFields, usePipeline: false, boost: 20 });
          term(q, t.text, { fields: rawFields, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 5 });
        }
        return;
      }
      if (stemmedFields.length) term(q, t.text, { fields: stemmedFields, usePipeline: true, boost: 10 });
      if (rawFields.length) term(q, t.text, { fields: rawFields, usePipeline: false, boost: 8 });
      // Prefix while typing. Indexes hold stems ("creatur"), so "créat" is matched as a prefix of the stems, and the
      // raw field (whole names, unstemmed) catches prefixes longer than the stem ("creature" of "créatures").
      if (t.text.length >= 3 && (isLast || t.text.length >= 5)) {
        const fields = [...stemmedFields, ...rawFields];
        if (fields.length) term(q, t.text, { fields, usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: isLast ? 4 : 2 });
      }
      // Typos: one edit for ordinary words, two for long ones.
      if (t.text.length >= 5 && t.text.length <= 24) {
        const all = [...stemmedFields, ...rawFields];
        if (all.length) term(q, t.text, { fields: all, usePipeline: false, editDistance: t.text.length >= 9 ? 2 : 1, boost: 1 });
      }
    });
  });
  return clauses ? results : [];
}

/** An entry named what was typed: by how many edits (0: exactly, accents, case, spacing and punctuation aside; 1 or 2:
 *  but for a typo), whether by a name of the reader's language, and how closely (lunr's score: an entry with fewer
 *  other names scores higher; Lightning Bolt before the card with a face of that name). */
interface NamedAs {
  edits: number;
  own: boolean;
  score: number;
}
const NOT_NAMED: NamedAs = { edits: Infinity, own: false, score: 0 };

/** Which comes first of two entries by how they are named: the fewer edits, then a name of the reader's language (in
 *  a Spanish page, "relámpago" is Relámpago, Lightning Bolt, before Thunderbolt, printed Relâmpago in Portuguese),
 *  then the closest; 0 when neither is named as typed (or both are equally). */
const byNamed = (a: NamedAs, b: NamedAs) => a.edits - b.edits || Number(b.own) - Number(a.own) || b.score - a.score || 0;

/** The entries of one language's names index called what was typed (`own`: the reader's language's index). */
function namedQuery(index: lunr.Index, whole: Whole, own: boolean): (NamedAs & { ref: string })[] {
  const fields = (index as unknown as { fields: string[] }).fields.filter((f) => f === WHOLE_FIELD || f === WHOLE_EN_FIELD);
  if (!fields.length) return [];
  const results = index.query((q) => {
    q.term(whole.text, { fields, usePipeline: false, boost: 10 });
    if (whole.editDistance) q.term(whole.text, { fields, usePipeline: false, editDistance: whole.editDistance, boost: 1 });
  });
  return results.map((r) => {
    const names = Object.entries(r.matchData.metadata as Record<string, Record<string, unknown>>).map(([term, byField]) => ({
      edits: editsBetween(term, whole.text),
      own: own && WHOLE_FIELD in byField,
    }));
    const edits = Math.min(...names.map((n) => n.edits));
    return { ref: r.ref, edits, own: names.some((n) => n.edits === edits && n.own), score: r.score };
  });
}

const KIND_ORDER: SearchKind[] = ['card', 'keyword', 'rule', 'glossary', 'mechanic', 'document', 'ruling'];

/** How many keywords, of today's rules and of the glossary's terms a search lists at least when it finds them,
 *  whatever else fills its first results (a word that names a hundred cards, "cementerio", still lists section 404;
 *  "Ward", in thirty card names, still lists the keyword). */
const TOPIC_FLOOR: [prefix: string, count: number][] = [
  [KEYWORD_REF, 2],
  [TOPIC_RULE_REF, 5],
  [GLOSSARY_TERM_REF, 3],
];

/** The first `limit` entries, and the best few of today's rules and the glossary's terms found beyond them. */
export function withTopics<T>(sorted: [string, T][], limit: number): [string, T][] {
  const out = sorted.slice(0, limit);
  for (const [prefix, count] of TOPIC_FLOOR) {
    const listed = out.filter(([ref]) => ref.startsWith(prefix)).length;
    if (listed < count)
      out.push(
        ...sorted
          .slice(limit)
          .filter(([ref]) => ref.startsWith(prefix))
          .slice(0, count - listed),
      );
  }
  return out;
}

/**
 * A number the documents gave another meaning comes after today's rule of that meaning, when today's is listed:
 * "sobrecarga" lists 702.96 Sobrecarga, then "702.94 em documentos de 2012: Sobrecarga (Overload), hoje 702.96".
 */
export function todayFirst(hits: SearchHit[]): SearchHit[] {
  const older = hits.filter((h) => h.o);
  const out = hits.filter((h) => !h.o);
  for (const h of older) {
    const at = out.findIndex((x) => x.ref === topicRuleRef(h.o!));
    if (at < 0) out.push(h);
    else out.splice(at + 1, 0, h);
  }
  return out;
}

/**
 * What is named exactly as typed comes first: in its group, and its group before the others (`pièce` → the room
 * keyword before cards whose names only resemble it, *Pris au piège*; `planeswalk` → the action before *Kaito*).
 * Keyword and mechanic pages are named by their names; a card's name is also a phrase of other cards' names.
 */
function exactNamesFirst(groups: { kind: SearchKind; hits: SearchHit[] }[], exact: (h: SearchHit) => boolean) {
  const rank = (g: (typeof groups)[number]) => (exact(g.hits[0]) ? (g.kind === 'keyword' || g.kind === 'mechanic' ? 0 : 1) : 2);
  return groups
    .map((g, i) => ({ g, i }))
    .sort((a, b) => rank(a.g) - rank(b.g) || a.i - b.i)
    .map(({ g }) => g);
}

/**
 * The site's search: fetches only the shards the query's words live in, merges their scores, and never throws
 * on user input (anything typed is reduced to plain terms and built with lunr's query builder).
 */
export function createSearch(fetchJson: FetchJson) {
  setupLunr();
  let manifest: Promise<SearchManifest> | null = null;
  const files = new Map<string, Promise<unknown>>();
  let fetched = 0;

  const load = (file: string): Promise<unknown> => {
    let p = files.get(file);
    if (!p) {
      p = fetchJson(file).then(({ data, bytes }) => {
        fetched += bytes;
        return data;
      });
      files.set(file, p);
      p.catch(() => files.delete(file));
    }
    return p;
  };
  const loadIndex = async (file: string) => {
    const key = `index:${file}`;
    let p = files.get(key) as Promise<lunr.Index> | undefined;
    if (!p) {
      p = load(file).then((data) => expandShard(data as CompactShard));
      files.set(key, p);
    }
    return p;
  };
  const getManifest = () => (manifest ??= load('manifest.json') as Promise<SearchManifest>);

  /** A query that is a rule number is answered from its section's number list: that number first (rule-query.ts). */
  async function searchRuleNumber(query: string, m: SearchManifest, uiLang: Lang, limit: number) {
    const number = ruleNumberQuery(query, m.ruleWords ?? []);
    const section = number ? sectionOf(number) : null;
    if (!number || !section || !m.langs[uiLang]?.ruleSections?.includes(section)) return null;
    const entries = (await load(ruleNumbersFile(uiLang, section))) as RuleNumberEntry[];
    const hits = ruleNumberHits(number, entries, uiLang, limit);
    if (!hits.length) return null;
    return { query, terms: [number], total: hits.length, groups: [{ kind: 'rule' as const, hits }] };
  }

  async function search(query: string, uiLang: Lang, limit = 60): Promise<SearchResults> {
    const before = fetched;
    const empty: SearchResults = { query, terms: [], total: 0, groups: [], bytesFetched: 0 };
    if (typeof query !== 'string' || query.trim() === '') return empty;
    const m = await getManifest();
    const byNumber = await searchRuleNumber(query, m, uiLang, limit);
    if (byNumber) return { ...byNumber, bytesFetched: fetched - before };
    const termsIn = new Map(LANGS.map((lang) => [lang, queryTerms(query, lang)]));
    const whole = wholeOf(query, tokenize(query).length);
    const scores = new Map<string, { score: number; lang: Lang }>();
    const named = new Map<string, NamedAs>();
    const matchedTerms = new Map<string, Set<string>>();
    await Promise.all(
      LANGS.map(async (lang) => {
        const terms = termsIn.get(lang)!;
        if (!terms.length || !m.langs[lang]) return;
        // Names (cards, keywords, rules, documents) in every language; running text in the reader's language.
        const nameFiles = new Set(
          [...terms.map((t) => t.text), ...(whole ? [whole.text] : [])].flatMap((t) =>
            shardsFor(t, m.langs[lang].names).map((s) => s.file),
          ),
        );
        const textFiles = lang === uiLang ? terms.flatMap((t) => shardsFor(t.text, m.langs[lang].text).map((s) => s.file)) : [];
        const sorted = [...new Set([...nameFiles, ...textFiles])].sort();
        const indexes = await Promise.all(sorted.map((f) => loadIndex(f)));
        for (const [i, index] of indexes.entries()) {
          const isNames = nameFiles.has(sorted[i]);
          let results: lunr.Index.Result[] = [];
          let names: ReturnType<typeof namedQuery> = [];
          try {
            results = runQuery(index, terms);
            if (isNames && whole) names = namedQuery(index, whole, lang === uiLang);
          } catch {
            results = [];
          }
          // The best of its languages' names says how an entry is named (scores of several languages' names added up
          // would put the card with most names first).
          for (const n of names) if (byNamed(n, named.get(n.ref) ?? NOT_NAMED) < 0) named.set(n.ref, n);
          // An entry named as typed is found even where no word of the query is one of its words ("espadasenguadanas").
          for (const r of [...results, ...names.map(({ ref }) => ({ ref, score: 0, matchData: { metadata: {} } }))]) {
            const prev = scores.get(r.ref);
            // A word counts as matched where it names the entry: in its name, not in running text about it.
            if (isNames)
              for (const t of Object.keys(r.matchData.metadata))
                (matchedTerms.get(r.ref) ?? matchedTerms.set(r.ref, new Set()).get(r.ref)!).add(t);
            // Keywords and catalogue cards are in every language's index: the UI language's entry is shown.
            const preferred = inEveryLanguage(r.ref) || lang === uiLang || prev?.lang === uiLang ? uiLang : (prev?.lang ?? lang);
            scores.set(r.ref, { score: (prev?.score ?? 0) + r.score, lang: preferred });
          }
        }
      }),
    );
    // The rules' English, in every interface language: the shard of each word's English stem, and while typing, of the
    // words the last one begins. Its matches are running text, scored but never counted as naming the entry.
    const english = m.english ?? [];
    if (english.length) {
      const terms = queryTerms(query, 'en').filter((t) => !t.isRuleNumber);
      const stem = stemmerFor('en');
      const files = new Set(
        terms.flatMap((t, n) => {
          const stemmed = String(stem(new lunr.Token(t.text, {}), 0, []) ?? t.text);
          const prefix = n === terms.length - 1 && t.text.length >= 3 ? t.text : undefined;
          return englishShardsFor(stemmed, english, prefix).map((s) => s.file);
        }),
      );
      const indexes = await Promise.all([...files].sort().map((f) => loadIndex(f)));
      for (const index of indexes) {
        let results: lunr.Index.Result[] = [];
        try {
          results = runQuery(index, terms);
        } catch {
          results = [];
        }
        for (const r of results) scores.set(r.ref, { score: (scores.get(r.ref)?.score ?? 0) + r.score, lang: uiLang });
      }
    }
    // Coordination: an entry that matches every word typed outranks one that matches some of them strongly
    // ("bonnet-rouge meurtrier" is one card's other name, not a card named "Bonneteau …"). An entry's words can sit
    // in several shards, so the words it matched are counted over all of them.
    const wanted = Math.max(1, ...[...termsIn.values()].map((terms) => terms.length));
    // The number of words matched comes first, the score orders entries that matched as many.
    for (const [ref, entry] of scores) entry.score += 1000 * Math.min(wanted, matchedTerms.get(ref)?.size ?? 0);
    // Before all that, and before the list is cut, what is named as typed (NamedAs): "relámpago" → Relámpago before the
    // twenty cards whose names hold the word; "relampgo" → Relámpago.
    const namedOf = (ref: string) => named.get(ref) ?? NOT_NAMED;
    const order = (a: string, b: string) =>
      byNamed(namedOf(a), namedOf(b)) || scores.get(b)!.score - scores.get(a)!.score || (a < b ? -1 : 1);
    const ranked = withTopics(
      [...scores].sort((a, b) => order(a[0], b[0])),
      limit,
    );
    const hits: SearchHit[] = [];
    await Promise.all(
      ranked.map(async ([ref, { score, lang }]) => {
        const buckets = m.langs[lang].metaBuckets;
        const bucket = (await load(`meta-${lang}-${metaBucket(ref, buckets)}.json`)) as Record<string, SearchMeta>;
        const meta = bucket[ref];
        if (meta) hits.push({ ...meta, ref, score });
      }),
    );
    hits.sort((a, b) => order(a.ref, b.ref));
    const groups = exactNamesFirst(
      KIND_ORDER.map((kind) => ({ kind, hits: hits.filter((h) => h.k === kind) })).filter((g) => g.hits.length),
      (h) => namedOf(h.ref).edits === 0,
    ).map((g) => (g.kind === 'rule' ? { ...g, hits: todayFirst(g.hits) } : g));
    const terms = new Set([...termsIn.values()].flatMap((t) => t.map((x) => x.text)));
    return { query, terms: [...terms], total: hits.length, groups, bytesFetched: fetched - before };
  }

  return { search, bytesFetched: () => fetched };
}
