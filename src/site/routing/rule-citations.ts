/**
 * What the documents say about each rule of today, whatever number they gave it: the rulings, sections and quoted
 * rules that cite it, and the quotations of it, each placed by its reading in its document's edition (a quotation
 * whose number does not fit its place goes where its place says, with the check that says so).
 */
import type { QuoteCheck, Rule } from '../../schema/index.js';
import type { SiteCorpus } from '../corpus.js';

export interface TodaysCitations {
  rulingIds: string[];
  mechanicIds: string[];
  ruleIds: string[];
  /** Quotations of the rule, with the check of a quotation printed under another number. */
  quotes: { rule: Rule; check: QuoteCheck | null }[];
}

const EMPTY: TodaysCitations = { rulingIds: [], mechanicIds: [], ruleIds: [], quotes: [] };
const indexes = new WeakMap<SiteCorpus, Map<string, TodaysCitations>>();

function entry(index: Map<string, TodaysCitations>, todayNumber: string): TodaysCitations {
  let e = index.get(todayNumber);
  if (!e) index.set(todayNumber, (e = { rulingIds: [], mechanicIds: [], ruleIds: [], quotes: [] }));
  return e;
}

function buildIndex(c: SiteCorpus): Map<string, TodaysCitations> {
  const index = new Map<string, TodaysCitations>();
  for (const n of c.ruleNumbers)
    for (const reading of n.readings) {
      if (!reading.todayNumber) continue;
      const e = entry(index, reading.todayNumber);
      const fromDocument = (id: string, lookup: Map<string, { documentId: string }>) => lookup.get(id)?.documentId === reading.documentId;
      e.rulingIds.push(...n.citingRulingIds.filter((id) => fromDocument(id, c.ruling)));
      e.mechanicIds.push(...n.citingMechanicIds.filter((id) => fromDocument(id, c.mechanic)));
      e.ruleIds.push(...n.citingRuleIds.filter((id) => fromDocument(id, c.rule)));
    }
  const checks = new Map(c.ruleNumbers.flatMap((n) => n.quoteChecks).map((q) => [q.ruleId, q]));
  for (const rule of c.rules) {
    const check = checks.get(rule.id) ?? null;
    const today = check && check.probably !== null ? check.probablyToday : rule.todayNumber;
    if (today) entry(index, today).quotes.push({ rule, check: check && check.probably !== null ? check : null });
  }
  for (const e of index.values()) {
    e.rulingIds = [...new Set(e.rulingIds)];
    e.mechanicIds = [...new Set(e.mechanicIds)];
    e.ruleIds = [...new Set(e.ruleIds)];
  }
  return index;
}

/** What cites today's rule `number`, or one of `subrules` (a rule page gathers its subrules'). */
export function todaysCitations(c: SiteCorpus, number: string, subrules: readonly string[] = []): TodaysCitations {
  let index = indexes.get(c);
  if (!index) indexes.set(c, (index = buildIndex(c)));
  const parts = [number, ...subrules].map((n) => index!.get(n) ?? EMPTY);
  return {
    rulingIds: [...new Set(parts.flatMap((e) => e.rulingIds))],
    mechanicIds: [...new Set(parts.flatMap((e) => e.mechanicIds))],
    ruleIds: [...new Set(parts.flatMap((e) => e.ruleIds))],
    quotes: parts.flatMap((e) => e.quotes),
  };
}

/** The number of today's rules a quotation is of (where its place puts it, when it is printed under another). */
export const quotedAs = (q: { rule: Rule; check: QuoteCheck | null }) => q.check?.probablyToday ?? q.rule.todayNumber;
