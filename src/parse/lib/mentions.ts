import type { Glossary, Keyword, Lang, LanguageVocabulary, RuleReference } from '../../schema/index.js';
import { foldText } from './fold.js';
import { nameIndex, scanNames, type NameHit, type NameIndex } from './name-index.js';

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
  names: NameIndex<{ key: string; length: number }>;
}

const keywordIndexes = new WeakMap<Glossary, Partial<Record<Lang, KeywordIndex>>>();

export function keywordIndex(glossary: Glossary, lang: Lang): KeywordIndex {
  const cached = keywordIndexes.get(glossary)?.[lang];
  if (cached) return cached;
  const entries = glossary.keywords.flatMap((k) => k.names[lang].map((name) => ({ name, value: { key: k.key, length: foldText(name).length } })));
  const index: KeywordIndex = { byKey: new Map(glossary.keywords.map((k) => [k.key, k])), names: nameIndex(entries) };
  keywordIndexes.set(glossary, { ...keywordIndexes.get(glossary), [lang]: index });
  return index;
}

/** Where keywords are named in a folded text: short names (`vol`, `plan`, `prisa`) are ordinary words too, so in
 *  running prose only names of six letters or more count; `leading` also accepts any name that opens the text or
 *  an item of a comma-separated list of abilities ("Vuela, vigilancia."). */
export function keywordHits(folded: string, index: KeywordIndex, leading = false): NameHit<{ key: string; length: number }>[] {
  return scanNames(folded, index.names).filter((h) => h.value.length >= 6 || (leading && (h.start === 0 || /[,.;] $/.test(folded.slice(Math.max(0, h.start - 2), h.start)))));
}

/** Keys of the keywords named in a text (see keywordHits). */
export function keywordsIn(text: string, index: KeywordIndex, leading = false): string[] {
  return [...new Set(keywordHits(foldText(text), index, leading).map((h) => h.value.key))];
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

const barePatterns = new WeakMap<LanguageVocabulary, RegExp>();
function bareRulePattern(vocab: LanguageVocabulary): RegExp {
  let re = barePatterns.get(vocab);
  if (!re) {
    const words = vocab.ruleWords.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    re = new RegExp(`\\b(?:${words})\\s+(\\d{3})(?!\\d|\\.\\d)`, 'giu');
    barePatterns.set(vocab, re);
  }
  return re;
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
  if (!/\d{3}\./.test(text)) {
    if (/\d{3}/.test(text)) for (const m of text.matchAll(bareRulePattern(vocab))) push(m[1], null);
    return refs;
  }
  for (const m of text.matchAll(RULE_NUMBER)) {
    const number = `${m[1]}.${m[2]}${m[3] ?? ''}`;
    push(number, m[4] && m[3] ? `${m[1]}.${m[2]}${m[4]}` : null);
  }
  if (/\d{3}/.test(text)) for (const m of text.matchAll(bareRulePattern(vocab))) push(m[1], null);
  return refs;
}
