import { foldText, ruleReferencesIn, type DocumentRecords } from '../parse/index.js';
import { linkCardMentions } from './cross-references.js';
import type { Card, DocumentRecord, Glossary, Vocabulary, KeywordRecord, Lang, Mechanic, Report, Rule, RuleNumberRecord, Ruling } from '../schema/index.js';
import { LANGS } from '../schema/index.js';

export interface Corpus {
  documents: DocumentRecord[];
  cards: Card[];
  rulings: Ruling[];
  mechanics: Mechanic[];
  rules: Rule[];
  keywords: KeywordRecord[];
  ruleNumbers: RuleNumberRecord[];
  reports: Report[];
}

const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];
const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `601.2b` → `601.2`; `601.2` → `601`; `601` → null. */
export function parentRule(number: string): string | null {
  if (/[a-z]$/.test(number)) return number.slice(0, -1);
  if (number.includes('.')) return number.split('.')[0];
  return null;
}

/** Numbers a range such as 601.2a–g covers. */
function expandRange(number: string, through: string | null): string[] {
  if (!through) return [number];
  const from = number.slice(-1).charCodeAt(0);
  const to = through.slice(-1).charCodeAt(0);
  if (to < from || to - from > 26) return [number, through];
  const stem = number.slice(0, -1);
  return Array.from({ length: to - from + 1 }, (_, k) => stem + String.fromCharCode(from + k));
}

/**
 * Every document's records → one corpus: cards of one language merged across documents, the cards a ruling
 * mentions found among all cards of its language, keyword and rule-number pages with everything that cites them.
 */
export function buildCorpus(parsed: DocumentRecords[], glossary: Glossary, vocabulary: Vocabulary): Corpus {
  const cardsById = new Map<string, Card>();
  for (const doc of parsed)
    for (const card of doc.cards) {
      const existing = cardsById.get(card.id);
      if (!existing) {
        cardsById.set(card.id, structuredClone(card));
        continue;
      }
      existing.appearances.push(...card.appearances);
      existing.rulingIds.push(...card.rulingIds);
      existing.mechanicIds = uniq([...existing.mechanicIds, ...card.mechanicIds]);
      existing.keywords = uniq([...existing.keywords, ...card.keywords]);
      existing.ruleNumbers = uniq([...existing.ruleNumbers, ...card.ruleNumbers]);
      existing.faces.forEach((f, k) => {
        if (f.rulesText.length === 0 && card.faces[k]) f.rulesText = card.faces[k].rulesText;
      });
    }
  const cards = [...cardsById.values()];

  // Same printed name in another language's documents (planes such as "Gavony", or a card printed in two languages).
  const byFoldedName = new Map<string, Card[]>();
  for (const c of cards) {
    const key = foldText(c.name);
    const list = byFoldedName.get(key);
    if (list) list.push(c);
    else byFoldedName.set(key, [c]);
  }
  for (const c of cards) c.otherLanguageIds = (byFoldedName.get(foldText(c.name)) ?? []).filter((o) => o.lang !== c.lang).map((o) => o.id);

  const rulings = linkCardMentions(cards, parsed.flatMap((d) => d.rulings));

  const mechanics = parsed.flatMap((d) => d.mechanics);
  const rules = parsed.flatMap((d) => d.rules);
  const documents = parsed.map((d) => d.document);

  // Keywords: the glossary entries the corpus actually covers.
  const keywords: KeywordRecord[] = [];
  for (const k of glossary.keywords) {
    const mechanicIds = mechanics.filter((m) => m.keyword === k.key || m.keywords.includes(k.key)).map((m) => m.id);
    const cardIds = cards.filter((c) => c.keywords.includes(k.key)).map((c) => c.id);
    const rulingIds = rulings.filter((r) => r.mentions.keywords.includes(k.key)).map((r) => r.id);
    const ruleIds = rules.filter((r) => r.keyword === k.key).map((r) => r.id);
    if (mechanicIds.length + cardIds.length + rulingIds.length + ruleIds.length === 0) continue;
    const numbersInDocuments = uniq(
      rules.filter((r) => r.keyword === k.key && !/[a-z]$/.test(r.number)).map((r) => JSON.stringify({ number: r.number, edition: r.edition, documentId: r.documentId })),
    ).map((s) => JSON.parse(s) as KeywordRecord['numbersInDocuments'][number]);
    keywords.push({ ...k, id: k.key, mechanicIds, cardIds, rulingIds, ruleIds, numbersInDocuments });
  }

  // Rule numbers: every number quoted or cited, with its parent and sub-rules among them.
  const numbers = new Map<string, RuleNumberRecord>();
  const entry = (number: string): RuleNumberRecord => {
    let e = numbers.get(number);
    if (!e) {
      e = { id: number, number, ruleIds: [], citingRulingIds: [], citingMechanicIds: [], citingRuleIds: [], parent: null, children: [], keyword: null, todayNumbers: [], langs: [] };
      numbers.set(number, e);
    }
    return e;
  };
  for (const r of rules) {
    const e = entry(r.number);
    e.ruleIds.push(r.id);
    e.keyword ??= r.keyword;
    e.langs.push(r.lang);
    if (r.todayNumber && r.todayNumber !== r.number) e.todayNumbers.push({ edition: r.edition, todayNumber: r.todayNumber });
  }
  for (const r of rulings)
    for (const ref of r.mentions.rules)
      for (const n of expandRange(ref.number, ref.through)) {
        const e = entry(n);
        e.citingRulingIds.push(r.id);
        e.langs.push(r.lang);
        if (ref.todayNumber && ref.todayNumber !== n && !ref.through) e.todayNumbers.push({ edition: ref.edition, todayNumber: ref.todayNumber });
      }
  const dateOf = new Map(documents.map((d) => [d.id, d.date]));
  const refsIn = (text: string, documentId: string, lang: Lang) => ruleReferencesIn(text, dateOf.get(documentId) ?? '2000', glossary, vocabulary[lang]);
  for (const r of rules)
    for (const ref of refsIn(r.text, r.documentId, r.lang)) {
      for (const x of expandRange(ref.number, ref.through)) {
        if (x === r.number) continue;
        const e = entry(x);
        e.citingRuleIds.push(r.id);
        e.langs.push(r.lang);
        // The section that quotes the citing rule cites the number too (a Portuguese overload section cites 601.2b).
        if (r.mechanicId) e.citingMechanicIds.push(r.mechanicId);
      }
    }
  for (const m of mechanics)
    for (const p of m.explanation)
      for (const ref of refsIn(p.text, m.documentId, m.lang))
        for (const x of expandRange(ref.number, ref.through)) {
          const e = entry(x);
          e.citingMechanicIds.push(m.id);
          e.langs.push(m.lang);
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

  return {
    documents,
    cards,
    rulings,
    mechanics,
    rules,
    keywords,
    ruleNumbers: [...numbers.values()].sort((a, b) => compareRuleNumbers(a.number, b.number)),
    reports: parsed.map((d) => d.report),
  };
}

/** 601 < 601.1 < 601.1a < 601.2 < 601.10 */
export function compareRuleNumbers(a: string, b: string): number {
  const key = (n: string) => {
    const m = /^(\d{3})(?:\.(\d+)([a-z])?)?$/.exec(n);
    return m ? [Number(m[1]), m[2] ? Number(m[2]) : -1, m[3] ? m[3].charCodeAt(0) : 0] : [0, 0, 0];
  };
  const ka = key(a);
  const kb = key(b);
  for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return ka[i] - kb[i];
  return 0;
}
