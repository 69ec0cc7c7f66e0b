import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cardsBySet, type Catalogue } from '../catalogue/index.js';
import type { Corpus } from '../records/index.js';
import { loadCatalogue } from '../load/tables.js';
import { BUILD_INFO_FILE, buildInfoSchema } from '../schema/build-info.js';
import { RECORD_KINDS, RECORD_KIND_NAMES, type CorpusCard, type KeywordRecord, type RecordKindName } from '../schema/index.js';
import { shareStrings } from './shared-strings.js';
import { keywordsByRule, translatedTitles, type TranslatedTitles } from '../rules-history/index.js';
import { slugify } from '../text/index.js';

type ById<K extends RecordKindName> = Map<string, Corpus[K][number]>;

/** The corpus as `build:data` wrote it, with lookups by id. */
export interface SiteCorpus extends Corpus {
  document: ById<'documents'>;
  card: ById<'cards'>;
  ruling: ById<'rulings'>;
  mechanic: ById<'mechanics'>;
  rule: ById<'rules'>;
  keyword: ById<'keywords'>;
  ruleNumber: ById<'ruleNumbers'>;
  /** Reports by document id. */
  report: ById<'reports'>;
  vocabulary: ById<'vocabularies'>;
  /** Translations of the Comprehensive Rules by today's number (a glossary term's by `glossary/<slug>` of its term). */
  translationsOf: Map<string, Corpus['ruleTranslations']>;
  /** Today's titles as the translations give them, per language. */
  translatedTitles: TranslatedTitles;
  /** Today's keyword of each rule number (keyword abilities and actions, and the glossary's mechanics). */
  keywordOfRule: Map<string, KeywordRecord>;
  /** Every card ever printed. */
  catalogue: Catalogue;
  /** The documents' cards of each catalogue card (by oracle id), in corpus order: those with an appearance that is it. */
  documentCards: Map<string, CorpusCard[]>;
}

/** Where `npm run build:data` wrote the records (benchmarks and tests build other corpora elsewhere). */
export const recordsDir = () => resolve(process.env.RECORDS_DIR ?? 'src/generated');

/**
 * One kind of record, as `build:data` wrote it: validated there, each record as its schema gives it (the objects a
 * content collection would hold), so the site reads them as they are: one copy, no second validation.
 */
function records<K extends RecordKindName>(name: K): Corpus[K] {
  const file = join(recordsDir(), `${RECORD_KINDS[name].file}.json`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file}: no records; run npm run build:data first`);
  }
  return JSON.parse(text) as Corpus[K];
}

const byId = <T extends { id: string }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));

function groupBy<T>(xs: readonly T[], key: (x: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const x of xs) {
    const k = key(x);
    if (k !== null) (groups.get(k) ?? groups.set(k, []).get(k)!).push(x);
  }
  return groups;
}

/** The documents' cards of each catalogue card: those an appearance of which is that card. */
function documentCardsByOracle(cards: CorpusCard[]): Map<string, CorpusCard[]> {
  const out = new Map<string, CorpusCard[]>();
  for (const card of cards)
    for (const oracleId of new Set(card.appearances.flatMap((a) => (a.identity ? [a.identity.oracleId] : [])))) {
      const list = out.get(oracleId);
      if (list) list.push(card);
      else out.set(oracleId, [card]);
    }
  return out;
}

/** A corpus with its lookups by id: what every page's data function reads. */
export function indexCorpus(all: Corpus, catalogue: Catalogue): SiteCorpus {
  return {
    catalogue,
    documentCards: documentCardsByOracle(all.cards),
    ...all,
    document: byId(all.documents),
    card: byId(all.cards),
    ruling: byId(all.rulings),
    mechanic: byId(all.mechanics),
    rule: byId(all.rules),
    keyword: byId(all.keywords),
    ruleNumber: byId(all.ruleNumbers),
    report: byId(all.reports),
    vocabulary: byId(all.vocabularies),
    translationsOf: groupBy(all.ruleTranslations, (t) => (t.kind === 'glossary' ? `glossary/${slugify(t.term!)}` : t.todayNumber)),
    translatedTitles: translatedTitles(all.ruleTranslations),
    keywordOfRule: keywordsByRule(all),
  };
}

let corpus: Promise<SiteCorpus> | null = null;

/** Every kind of record, each repeated string kept once (the records stay in memory for the whole build). */
function allRecords(): Corpus {
  const seen = new Map<string, string>();
  return Object.fromEntries(
    RECORD_KIND_NAMES.map((name) => {
      const kind = records(name);
      shareStrings(kind, seen);
      return [name, kind];
    }),
  ) as Corpus;
}

/** Where the content the records were built from is (CONTENT_DIR; else loadCatalogue's default, content/). */
const contentRoot = () => (process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : undefined);

/** The validated records and the catalogue, loaded once per build, with lookups by id. */
export function loadCorpus(): Promise<SiteCorpus> {
  corpus ??= (async () => indexCorpus(allRecords(), loadCatalogue(contentRoot())))();
  return corpus;
}

/** The catalogue slugs of the cards the documents print (their pages are part of a language's offline copy). */
export function documentCardSlugs(): Set<string> {
  return new Set(
    records('cards').flatMap((card) => [card.identity, ...card.appearances.map((a) => a.identity)].flatMap((i) => (i ? [i.slug] : []))),
  );
}

/** Each set that holds cards, with the catalogue slugs of its cards: what a set's offline pack keeps. */
export function offlineSets(catalogue = loadCatalogue(contentRoot())) {
  return [...cardsBySet(catalogue)].map(([code, cards]) => ({ code, slugs: cards.map((c) => c.slug) }));
}

let build: string | null = null;

/** The build's id, as build:data wrote it beside the records (`build.json`; another folder's where `dir` is given):
 *  every page carries it, so the records' own is read once (not their folder resolved again for each of 93,000 pages). */
export function buildIdOfRecords(dir?: string): string {
  if (build !== null && dir === undefined) return build;
  const file = join(dir ?? recordsDir(), BUILD_INFO_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${file}: no build id; run npm run build:data first`);
  }
  const info = buildInfoSchema.safeParse(JSON.parse(text));
  if (!info.success) throw new Error(`${file}: ${info.error.issues[0].message}; run npm run build:data`);
  if (dir === undefined) build = info.data.build;
  return info.data.build;
}
