import type { Glossary, Keyword, Lang, LanguageVocabulary, RuleReference } from '../../schema/index.js';
import { foldText } from './fold.js';

const RULE_NUMBER = /(?<![\d.])(\d{3})\.(\d{1,3})([a-z])?(?:\s*[–-]\s*([a-z])(?![\p{L}]))?/gu;

/** `702.94a` → `702.94`; `601` stays `601`. */
export function ruleBase(number: string): string {
  return number.replace(/[a-z]$/, '');
}

/** The rules-text edition of a document: the date of the rules in force when it was written. */
export function editionOf(date: string): string {
  return date.slice(0, 7);
}

function dateKey(date: string): string {
  return (date + '-01-01').slice(0, 10);
}

export interface KeywordIndex {
  byKey: Map<string, Keyword>;
  /** Folded names, longest first, for whole-word matching. */
  names: { folded: string; key: string; pattern: RegExp }[];
}

export function keywordIndex(glossary: Glossary, lang: Lang): KeywordIndex {
  const names: KeywordIndex['names'] = [];
  for (const k of glossary.keywords)
    for (const name of k.names[lang]) {
      const folded = foldText(name);
      const escaped = folded.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push({ folded, key: k.key, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u') });
    }
  names.sort((a, b) => b.folded.length - a.folded.length);
  return { byKey: new Map(glossary.keywords.map((k) => [k.key, k])), names };
}

/**
 * Keywords named in a text. Short names (`vol`, `plan`, `prisa`) are ordinary words too, so in running
 * prose only names of six letters or more count; `leading` also accepts any name that opens the text
 * or a comma-separated list of abilities ("Vuela, vigilancia.").
 */
export function keywordsIn(text: string, index: KeywordIndex, leading = false): string[] {
  const folded = foldText(text);
  const found: string[] = [];
  const taken: [number, number][] = [];
  for (const n of index.names) {
    if (found.includes(n.key)) continue;
    const m = n.pattern.exec(folded);
    if (!m) continue;
    const start = m.index;
    const end = start + n.folded.length;
    if (taken.some(([a, b]) => start < b && end > a)) continue;
    const opensAbility = leading && (start === 0 || /(^|[,.;] )$/.test(folded.slice(0, start).slice(-2)));
    if (n.folded.length >= 6 || opensAbility) {
      found.push(n.key);
      taken.push([start, end]);
    }
  }
  return found;
}

/** The keyword whose rule this number was, in the edition of `date`. */
export function keywordForRule(number: string, date: string, glossary: Glossary): Keyword | null {
  const base = ruleBase(number);
  const d = dateKey(date);
  for (const k of glossary.keywords) for (const h of k.history) if (h.number === base && d < h.until) return k;
  for (const k of glossary.keywords) {
    if (k.rule !== base) continue;
    const superseded = k.history.some((h) => d < h.until);
    if (!superseded) return k;
  }
  return null;
}

/** Today's number of a rule cited in a document of `date`, through its keyword; null when unknown. */
export function todayNumberOf(number: string, date: string, glossary: Glossary, keyword: Keyword | null = null): string | null {
  const k = keyword ?? keywordForRule(number, date, glossary);
  if (!k || !k.rule) return null;
  const base = ruleBase(number);
  const d = dateKey(date);
  const then = k.history.find((h) => d < h.until)?.number ?? k.rule;
  if (base !== then && number !== then) return null;
  return k.rule + number.slice(then.length);
}

/** Rule numbers cited in prose: `601.2b`, ranges `601.2e–g`, and bare `regla 717` after a rule word. */
export function ruleReferencesIn(text: string, date: string, glossary: Glossary, vocab: LanguageVocabulary): RuleReference[] {
  const edition = editionOf(date);
  const refs: RuleReference[] = [];
  const seen = new Set<string>();
  const push = (number: string, through: string | null) => {
    const key = `${number}|${through}`;
    if (seen.has(key)) return;
    seen.add(key);
    refs.push({ number, through, edition, todayNumber: todayNumberOf(number, date, glossary) });
  };
  for (const m of text.matchAll(RULE_NUMBER)) {
    const number = `${m[1]}.${m[2]}${m[3] ?? ''}`;
    push(number, m[4] && m[3] ? `${m[1]}.${m[2]}${m[4]}` : null);
  }
  const words = vocab.ruleWords.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const bare = new RegExp(`\\b(?:${words})\\s+(\\d{3})(?![\\d.])`, 'giu');
  for (const m of text.matchAll(bare)) push(m[1], null);
  return refs;
}
