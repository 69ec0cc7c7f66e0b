import type { DocumentRecords } from '../parse/index.js';
import { mergeCardPrinting } from '../parse/index.js';
import { LANGS, type Lang } from '../languages.js';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { Card, CorpusRecords, Glossary, KeywordRecord, RuleNumberRecord, RuleTranslation } from '../schema/index.js';
import type { Content } from '../load/content.js';
import { compareRuleNumbers, expandRange, parentRule, ruleBase, ruleKind } from '../rule-numbers.js';
import { matchIdentities } from './card-identities.js';
import { documentSets } from '../catalogue/index.js';
import { cardNamesOfCatalogue } from './card-names.js';
import { auditProse } from './prose-audit.js';
import { linkOtherLanguages } from './cross-references.js';
import { linkTargetsOf, withLinks } from './add-links.js';
import { withMechanicRulings } from './mechanic-rulings.js';
import { rulingsNamingCardsOffSite } from './named-cards.js';
import { withSameRulings } from './same-rulings.js';
import { quoteChecks } from './quote-checks.js';

/** Every record of the knowledge base, by kind (see RECORD_KINDS). */
export type Corpus = CorpusRecords;

const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];
const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every document's records → one corpus: cards of one language merged across documents, the cards a ruling
 * mentions found among all cards of its language, keyword and rule-number pages with everything that cites them.
 */
export function buildCorpus(
  parsed: DocumentRecords[],
  knowledge: Pick<Content, 'glossary' | 'vocabulary' | 'catalogue' | 'rules'>,
  ruleTranslations: RuleTranslation[] = [],
): Corpus {
  const { glossary, vocabulary, catalogue, rules: history } = knowledge;
  const cardsById = new Map<string, Card>();
  // A card printed once is taken as parsed; the first of several is copied before merging (the input stays as given).
  const merged = new Set<string>();
  for (const doc of parsed)
    for (const card of doc.cards) {
      const existing = cardsById.get(card.id);
      if (!existing) {
        cardsById.set(card.id, card);
        continue;
      }
      // The same card printed in another document: merged by the parser's one rule for printings.
      if (!merged.has(card.id)) (cardsById.set(card.id, structuredClone(existing)), merged.add(card.id));
      mergeCardPrinting(cardsById.get(card.id)!, card);
    }
  const documents = parsed.map((d) => d.document);
  const reports = parsed.map((d) => structuredClone(d.report));
  const cards = linkOtherLanguages(matchIdentities([...cardsById.values()], documents, reports, catalogue, glossary.keywords));
  // Prose that reads like rulings and stayed text: each document's report says where.
  auditProse(documents, reports, cards, { cardNames: cardNamesOfCatalogue(catalogue), glossary, vocabulary });

  const rulings = parsed.flatMap((d) => d.rulings);

  const mechanics = parsed.flatMap((d) => d.mechanics);
  const rules = parsed.flatMap((d) => d.rules);

  // Rule numbers: every number quoted or cited, with its parent and sub-rules among them.
  const numbers = new Map<string, RuleNumberRecord>();
  const entry = (number: string): RuleNumberRecord => {
    let e = numbers.get(number);
    if (!e) {
      e = {
        id: number,
        number,
        ruleIds: [],
        citingRulingIds: [],
        citingMechanicIds: [],
        citingRuleIds: [],
        parent: null,
        children: [],
        keyword: null,
        todayNumbers: [],
        readings: [],
        inTodaysRules: false,
        olderNumbers: [],
        quoteChecks: [],
        langs: [],
      };
      numbers.set(number, e);
    }
    return e;
  };
  for (const r of rules) {
    const e = entry(r.number);
    e.ruleIds.push(r.id);
    e.keyword ??= r.keyword;
    e.langs.push(r.lang);
  }
  const ruleById = new Map(rules.map((r) => [r.id, r]));
  for (const doc of parsed) {
    const lang = doc.document.lang;
    for (const ref of doc.references) {
      if (ref.from.kind === 'quote') continue;
      for (const n of expandRange(ref.number, ref.through)) {
        if (ref.from.kind === 'ruling') {
          const e = entry(n);
          e.citingRulingIds.push(ref.from.id);
          e.langs.push(lang);
        } else if (ref.from.kind === 'rule') {
          const citing = ruleById.get(ref.from.id)!;
          if (n === citing.number) continue;
          const e = entry(n);
          e.citingRuleIds.push(citing.id);
          e.langs.push(lang);
          // The section that quotes the citing rule cites the number too (a Portuguese overload section cites 601.2b).
          if (citing.mechanicId) e.citingMechanicIds.push(citing.mechanicId);
        } else if (ref.from.kind === 'section') {
          // Prose of a section that explains no mechanic: the number's page lists the document (its readings).
          entry(n).langs.push(lang);
        } else {
          const e = entry(n);
          e.citingMechanicIds.push(ref.from.id);
          e.langs.push(lang);
        }
      }
    }
  }
  addReadings(parsed, history, entry);
  for (const check of quoteChecks(rules, history)) entry(ruleById.get(check.ruleId)!.number).quoteChecks.push(check);
  for (const e of numbers.values()) {
    const now = history.resolve(e.number, history.today);
    e.inTodaysRules = now.found && now.edition === history.today && now.todayNumber === e.number;
    e.olderNumbers = e.inTodaysRules ? history.olderNumbers(e.number).filter((s) => s.number !== e.number) : [];
  }
  for (const e of numbers.values()) {
    let p = parentRule(e.number);
    while (p && !numbers.has(p)) p = parentRule(p);
    e.parent = p;
    if (p) numbers.get(p)!.children.push(e.number);
    e.ruleIds = uniq(e.ruleIds);
    e.citingRulingIds = uniq(e.citingRulingIds);
    e.citingMechanicIds = uniq(e.citingMechanicIds);
    e.citingRuleIds = uniq(e.citingRuleIds);
    e.langs = uniq(e.langs).sort(byString) as Lang[];
    e.todayNumbers = uniq(e.todayNumbers.map((t) => JSON.stringify(t))).map((s) => JSON.parse(s));
  }
  for (const e of numbers.values()) e.children = uniq(e.children).sort(compareRuleNumbers);

  const ruleNumbers = [...numbers.values()].sort((a, b) => compareRuleNumbers(a.number, b.number));
  // Links before the keyword pages and the general rulings: they go to the cards, keywords and rule numbers that have a
  // page, and what a text names (the keywords and cards of a ruling, the keywords of a card) is read from them.
  const targets = linkTargetsOf(
    { cards, glossary, ruleNumbers: ruleNumbers.map((r) => r.number) },
    vocabulary,
    history,
    catalogue,
    parsed.flatMap((d) => d.references),
  );
  const linked = withLinks({ documents, cards, rulings, mechanics, rules }, targets);
  const keywords = keywordRecords(glossary, history, linked);
  const offSite = rulingsNamingCardsOffSite(linked.rulings, linked.cards, cardsOfSets(catalogue, documents));
  const namingCards = new Map(
    linked.rulings.flatMap((r) => {
      const named = [...r.mentions.cardIds, ...(offSite.get(r.id) ?? []).map((name) => `en:${name}`)];
      return named.length ? [[r.id, { documentId: r.documentId, cards: named }] as const] : [];
    }),
  );
  return {
    ...linked,
    cards: withSameRulings(withMechanicRulings(linked.cards, linked.mechanics, documents, namingCards), linked.rulings, vocabulary),
    keywords,
    ruleNumbers,
    reports,
    vocabularies: LANGS.map((id) => ({ id, ...vocabulary[id] })),
    ruleTranslations,
    // What is translated of each set's official rulings: known once the documents are aligned (align-corpus.ts).
    setCoverage: [],
  };
}

/** The catalogue's cards printed in the documents' sets (and the sets that complete them). */
function cardsOfSets(catalogue: Content['catalogue'], documents: { sets: { code?: string }[] }[]) {
  const sets = documentSets(
    catalogue,
    documents.flatMap((d) => d.sets.flatMap((s) => (s.code ? [s.code] : []))),
  );
  return catalogue.cards.filter((c) => c.printings.some((p) => sets.has(p.set)));
}

/** Keywords: every glossary entry (every keyword of today's rules), with everything of the corpus that covers it
 *  (one pass over each kind). */
function keywordRecords(
  glossary: Glossary,
  history: RulesHistoryIndex,
  corpus: Pick<Corpus, 'mechanics' | 'rulings' | 'rules'> & { cards: Card[] },
): KeywordRecord[] {
  const ids = new Map<string, { mechanicIds: string[]; cardIds: string[]; rulingIds: string[]; ruleIds: string[] }>();
  const of = (key: string) => {
    let e = ids.get(key);
    if (!e) ids.set(key, (e = { mechanicIds: [], cardIds: [], rulingIds: [], ruleIds: [] }));
    return e;
  };
  for (const m of corpus.mechanics)
    for (const key of uniq([...(m.keyword ? [m.keyword] : []), ...m.keywords])) of(key).mechanicIds.push(m.id);
  for (const c of corpus.cards) for (const key of c.keywords) of(key).cardIds.push(c.id);
  for (const r of corpus.rulings) for (const key of r.mentions.keywords) of(key).rulingIds.push(r.id);
  for (const r of corpus.rules) if (r.keyword) of(r.keyword).ruleIds.push(r.id);
  return glossary.keywords.flatMap((k) => {
    const covered = ids.get(k.key) ?? { mechanicIds: [], cardIds: [], rulingIds: [], ruleIds: [] };
    const quoted = corpus.rules.filter((r) => r.keyword === k.key && ruleKind(r.number) !== 'subrule');
    const numbersInDocuments = uniq(
      quoted.map((r) => JSON.stringify({ number: r.number, edition: r.edition, documentId: r.documentId })),
    ).map((s) => JSON.parse(s) as KeywordRecord['numbersInDocuments'][number]);
    const olderNumbers = k.rule ? history.olderNumbers(k.rule) : [];
    return [{ ...k, id: k.key, ...covered, numbersInDocuments, rulesEdition: history.today, olderNumbers }];
  });
}

/**
 * What each cited or quoted number meant in each citing document's edition, and where that rule is today; the
 * today's number gets a page too (it lists the older numbers documents used for it), so every link lands.
 */
function addReadings(parsed: DocumentRecords[], history: RulesHistoryIndex, entry: (number: string) => RuleNumberRecord) {
  const read = new Set<string>();
  for (const doc of parsed) {
    const documentId = doc.document.id;
    for (const ref of doc.references)
      for (const n of expandRange(ref.number, ref.through)) {
        // One reading per document, number and edition: a document may quote a number in two editions.
        const key = `${documentId}|${n}|${ref.edition}`;
        if (read.has(key)) continue;
        read.add(key);
        const { todayNumber, found } = n === ref.number ? ref : history.resolve(n, ref.edition);
        const title = history.titleAt(n, ref.edition) ?? history.titleAt(ruleBase(n), ref.edition);
        const e = entry(n);
        e.readings.push({
          documentId,
          edition: ref.edition,
          found,
          title,
          todayNumber,
          timeline: found ? history.timeline(n, ref.edition) : [],
        });
        if (todayNumber && todayNumber !== n) {
          e.todayNumbers.push({ edition: ref.edition, todayNumber });
          entry(todayNumber).langs.push(doc.document.lang);
        }
      }
  }
}
