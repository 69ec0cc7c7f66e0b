import { getCollection } from 'astro:content';
import type { Card, DocumentRecord, KeywordRecord, Mechanic, Report, Rule, RuleNumberRecord, Ruling } from '../schema/index.js';
import type { CardNameIndex } from '../parse/index.js';
import { cardNamesOf } from '../records/cross-references.js';
import type { Corpus } from '../records/build-corpus.js';
import { LANGS, type Lang } from '../schema/common.js';

/** The corpus as `build:data` wrote it, with lookups by id. */
export interface SiteCorpus extends Corpus {
  document: Map<string, DocumentRecord>;
  card: Map<string, Card>;
  ruling: Map<string, Ruling>;
  mechanic: Map<string, Mechanic>;
  rule: Map<string, Rule>;
  keyword: Map<string, KeywordRecord>;
  ruleNumber: Map<string, RuleNumberRecord>;
  report: Map<string, Report>;
  cardNames: Record<Lang, CardNameIndex>;
}

// Collections are typed by the shared zod schemas; entries' data are the records themselves.
const loadCollection = getCollection as unknown as (name: string) => Promise<{ data: unknown }[]>;
const data = async <T>(name: string) => (await loadCollection(name)).map((e) => e.data as T);
const byId = <T extends { id: string }>(xs: T[]) => new Map(xs.map((x) => [x.id, x]));

let corpus: Promise<SiteCorpus> | null = null;

/** The validated records, loaded once per build, with lookups by id. */
export function loadCorpus(): Promise<SiteCorpus> {
  corpus ??= (async () => {
    const [documents, cards, rulings, mechanics, rules, keywords, ruleNumbers, reports] = await Promise.all([
      data<DocumentRecord>('documents'),
      data<Card>('cards'),
      data<Ruling>('rulings'),
      data<Mechanic>('mechanics'),
      data<Rule>('rules'),
      data<KeywordRecord>('keywords'),
      data<RuleNumberRecord>('ruleNumbers'),
      data<Report & { id: string }>('reports'),
    ]);
    const cardNames = Object.fromEntries(LANGS.map((l) => [l, cardNamesOf(cards, l)])) as Record<Lang, CardNameIndex>;
    return {
      documents,
      cards,
      rulings,
      mechanics,
      rules,
      keywords,
      ruleNumbers,
      reports,
      document: byId(documents),
      card: byId(cards),
      ruling: byId(rulings),
      mechanic: byId(mechanics),
      rule: byId(rules),
      keyword: byId(keywords),
      ruleNumber: byId(ruleNumbers),
      report: new Map(reports.map((r) => [r.documentId, r])),
      cardNames,
    };
  })();
  return corpus;
}
