/**
 * A glossary term in the reader's words: the words printed cards give it in Spanish, French and Portuguese
 * (content/game-terms.json, from `npm run import:keywords`: today's words and, for a term the rules renamed, the words
 * printed before), else the heading a translation of the Comprehensive Rules gives it. What the glossary pages are
 * titled by and what search finds a term by.
 */
import { LANGS, type Lang } from '../languages.js';
import type { GameTermsFile, PrintedTermWords, RuleTranslation } from '../schema/index.js';
import { foldText } from '../text/index.js';

export interface TermWords {
  /** The term's name in a language (printed words first, capitalized), or null when neither source gives one. */
  name(term: string, lang: Lang): string | null;
  /** Where that name comes from. */
  source(term: string, lang: Lang): 'printed' | 'translation' | null;
  /** Every word a reader of the language may look the term up by. */
  words(term: string, lang: Lang): string[];
}

const key = (term: string) => foldText(term.replace(/\s*\(obsolete\)\s*$/i, ''));
const capitalized = (text: string, lang: Lang) => text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
const printedWords = (w: PrintedTermWords | null) => (w ? [w.name, ...w.forms] : []);

export function termWords(gameTerms: GameTermsFile | null, translations: readonly RuleTranslation[]): TermWords {
  const printed = new Map<string, Partial<Record<Lang, PrintedTermWords>>>();
  const former = new Map<string, Partial<Record<Lang, string[]>>>();
  for (const t of gameTerms?.terms ?? []) {
    printed.set(key(t.english), Object.fromEntries(LANGS.flatMap((l) => (t.names[l] ? [[l, t.names[l]]] : []))));
    for (const f of t.former) former.set(key(f.english), Object.fromEntries(LANGS.map((l) => [l, printedWords(f.names[l])])));
  }
  const translated = new Map<string, Partial<Record<Lang, string>>>();
  const newestFirst = [...translations].filter((t) => t.kind === 'glossary' && t.title).sort((a, b) => (a.edition < b.edition ? 1 : -1));
  for (const t of newestFirst) {
    const byLang = translated.get(key(t.term!)) ?? translated.set(key(t.term!), {}).get(key(t.term!))!;
    byLang[t.lang] ??= t.title!.text;
  }
  return {
    name(term, lang) {
      const p = printed.get(key(term))?.[lang];
      return p ? capitalized(p.name, lang) : (translated.get(key(term))?.[lang] ?? null);
    },
    source(term, lang) {
      return printed.get(key(term))?.[lang] ? 'printed' : translated.get(key(term))?.[lang] ? 'translation' : null;
    },
    words(term, lang) {
      const k = key(term);
      const all = [...printedWords(printed.get(k)?.[lang] ?? null), ...(former.get(k)?.[lang] ?? []), translated.get(k)?.[lang] ?? ''];
      return [...new Set(all.filter(Boolean))];
    },
  };
}
