/**
 * A rule's title as the site and the search show it: in the reader's language where it is known (the keyword's
 * printed name, else a translation of the Comprehensive Rules, else for a chapter or section the site's own
 * translation), and the English title of today's rule (a subrule: its rule's).
 */
import type { Lang } from '../../languages.js';
import { ruleBase, ruleKind } from '../../rule-numbers.js';
import type { RulesHistoryIndex } from './history-index.js';
import { titleKey } from '../../text/index.js';
import type { Keyword, RuleTranslation } from '../../schema/index.js';

export interface RuleTitle {
  /** The title in the reader's language, capitalized; null when unknown or the same as the English. */
  local: string | null;
  english: string | null;
  /** Whether `local` is the site's own translation (content/rule-sections.json), neither printed nor published. */
  siteTranslation: boolean;
}

/** Today's chapter, section and rule titles as translations of the Comprehensive Rules give them: by today's number,
 *  per language, the newest translated edition's. */
export type TranslatedTitles = Map<string, Partial<Record<Lang, string>>>;

/** Today's chapter and section titles as the site translates them (content/rule-sections.json): by number. */
export type SiteTitles = Map<string, Record<Lang, string>>;

/** Where a title in the reader's language is read besides a keyword's printed name: a translation's headings first,
 *  then the site's own titles. */
export interface LocalTitles {
  translated?: TranslatedTitles;
  site?: SiteTitles;
}

export function translatedTitles(translations: readonly RuleTranslation[]): TranslatedTitles {
  const titles: TranslatedTitles = new Map();
  const newestFirst = [...translations].sort((a, b) => (a.edition < b.edition ? 1 : a.edition > b.edition ? -1 : 0));
  for (const t of newestFirst) {
    if (t.kind === 'glossary' || !t.title || !t.todayNumber) continue;
    const byLang = titles.get(t.todayNumber) ?? titles.set(t.todayNumber, {}).get(t.todayNumber)!;
    byLang[t.lang] ??= t.title.text;
  }
  return titles;
}

/** Today's keyword of each rule number (keyword abilities and actions, and the glossary's mechanics). */
export function keywordsByRule<K extends Keyword>(glossary: { keywords: readonly K[] }): Map<string, K> {
  const byRule = new Map<string, K>();
  for (const k of glossary.keywords) if (k.rule && !byRule.has(k.rule)) byRule.set(k.rule, k);
  return byRule;
}

/** The title of today's rule `number`, in the reader's language where it is known: its keyword's printed name, else
 *  a translation's heading, else the site's title of a chapter or section. */
export function ruleTitle(
  number: string,
  lang: Lang,
  rules: RulesHistoryIndex,
  keywords: Map<string, Keyword>,
  titles: LocalTitles = {},
): RuleTitle {
  const own = rules.textToday(number);
  const base = ruleKind(number) === 'subrule' ? rules.textToday(ruleBase(number)) : own;
  const english = base?.title ?? null;
  const key = base?.number ?? number;
  const published = keywords.get(key)?.official[lang]?.name ?? titles.translated?.get(key)?.[lang] ?? null;
  const name = published ?? titles.site?.get(key)?.[lang] ?? null;
  const local = name && name.toLowerCase() !== english?.toLowerCase() ? name.charAt(0).toLocaleUpperCase(lang) + name.slice(1) : null;
  return { local, english, siteTranslation: local !== null && published === null };
}

/**
 * What a rule titled `title` in an older edition, today the keyword rule `todayNumber` under another English name,
 * was printed as in the reader's language (Totem Armor, today 702.89 Umbra Armor: "Armadura tótem"): the printed name
 * that predates the rename, else an older printed name; null when the title is today's or no printing gives one.
 */
export function formerKeywordName(title: string, todayNumber: string, lang: Lang, keywords: Map<string, Keyword>): string | null {
  const k = keywords.get(todayNumber);
  if (!k || titleKey(k.english) === titleKey(title)) return null;
  const official = k.official[lang];
  const name = official?.printedBefore ? official.name : (k.searchNames[lang][0] ?? null);
  return name && name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

/** `702.47 Empalmar (Splice)`, `702 Keyword Abilities`, `601.2`: a title as one line of text. */
export function ruleTitleLine(number: string, title: RuleTitle): string {
  return [number, title.local, title.local && title.english ? `(${title.english})` : title.english].filter(Boolean).join(' ');
}
