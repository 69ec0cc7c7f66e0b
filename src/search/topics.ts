/**
 * Search by topic, build side: today's Comprehensive Rules and their glossary as search entries. The rules' English
 * (every chapter, section, rule and subrule, every glossary definition) is one index shared by the three interfaces;
 * each interface language adds what its readers say: titles in its words (a keyword's printed name, a translation's
 * heading, the site's title of a chapter or section) and each term's printed words in the names, and in the running text, a rule's translation and the printed
 * words of the glossary terms its English names ("cementerio" finds the rules about the graveyard).
 */
import type { Lang } from '../languages.js';
import type { Corpus } from '../records/index.js';
import type { Content } from '../load/content.js';
import {
  keywordsByRule,
  ruleTitle,
  ruleTitleLine,
  translatedTitles,
  type SiteTitles,
  type TranslatedTitles,
} from '../rules-history/index.js';
import { ruleBase, ruleKind } from '../rule-numbers.js';
import { rulesGlossary, type GlossaryTerm, type RulesGlossary } from '../rules-glossary/index.js';
import { termWords, type TermWords } from '../rules-glossary/term-words.js';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { Keyword, RuleTranslation } from '../schema/index.js';
import { chapterPath, glossaryPath, rulePath } from '../site-paths.js';
import { wholeFields, type CitedNumbers, type LanguageDocs, type SearchDoc } from './documents.js';
import { GLOSSARY_TERM_REF, topicRuleRef } from './manifest.js';
import { olderLabel } from './rule-numbers.js';

export interface TopicSources {
  rules: RulesHistoryIndex;
  keywordOfRule: Map<string, Keyword>;
  translatedTitles: TranslatedTitles;
  /** The site's titles of today's chapters and sections (content/rule-sections.json). */
  sectionTitles: SiteTitles;
  translations: readonly RuleTranslation[];
  glossary: RulesGlossary | null;
  words: TermWords;
}

export interface Topics {
  /** The rules' English and the glossary's definitions: one index for every interface language. */
  english: SearchDoc[];
  /** What one interface language adds: names, running text, and the results' metadata of every topic. */
  forLang(lang: Lang): LanguageDocs;
}

/** Search by topic: today's rules and glossary, and how the documents' cited numbers join them. */
export interface TopicSearch {
  topics: Topics;
  cited: CitedNumbers;
}

/** Refs of the glossary's terms: the same in every index (today's rules': `topicRuleRef`). */
const termRef = (i: number) => `${GLOSSARY_TERM_REF}${i.toString(36)}`;

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Where a number's text is read: a chapter on the rules index, a subrule on its rule's page. */
function pathOf(number: string): string {
  const kind = ruleKind(number);
  return kind === 'chapter' ? chapterPath(number) : kind === 'subrule' ? `${rulePath(ruleBase(number))}#${number}` : rulePath(number);
}

/** Today's topics as search entries. */
export function topicEntries(sources: TopicSources): Topics {
  const { rules, glossary, words } = sources;
  const numbers = rules.numbersToday();
  const terms = glossary?.terms ?? [];
  // The glossary terms each rule's English names, found once for the three languages.
  const named = new Map(numbers.map((n) => [n, [...new Set((glossary?.termsIn(rules.textToday(n)!.text) ?? []).map((h) => h.term))]]));
  const translated = new Map<string, RuleTranslation[]>();
  for (const t of sources.translations)
    if (t.todayNumber && t.kind !== 'glossary')
      (translated.get(t.todayNumber) ?? translated.set(t.todayNumber, []).get(t.todayNumber)!).push(t);

  // The rules each term's definition sends the reader to ("See rule 704.5j"): found by the term's name, as strongly
  // as by their own title ("legend rule" → 704.5j, "mulligan" → 103.5, "valeur de mana" → 202.3).
  const today = new Set(numbers);
  const citedBy = new Map<string, GlossaryTerm[]>();
  for (const t of terms)
    for (const [number] of t.text.matchAll(/\b\d{3}(?:\.\d+[a-z]?)?\b/g))
      if (today.has(number)) (citedBy.get(number) ?? citedBy.set(number, []).get(number)!).push(t);

  const english: SearchDoc[] = [
    ...numbers.map((n) => ({ ref: topicRuleRef(n), fields: { en: rules.textToday(n)!.text } })),
    ...terms.map((t, i) => ({ ref: termRef(i), fields: { en: `${t.term}\n${t.text}` } })),
  ];

  function forLang(lang: Lang): LanguageDocs {
    const out: LanguageDocs = { names: [], text: [], meta: new Map() };
    const termWordsOf = (t: GlossaryTerm) => words.words(t.term, lang);
    for (const n of numbers) {
      const today = rules.textToday(n)!;
      const ref = topicRuleRef(n);
      const title = ruleTitle(n, lang, rules, sources.keywordOfRule, { translated: sources.translatedTitles, site: sources.sectionTitles });
      const citing = citedBy.get(n) ?? [];
      if (today.title || citing.length) {
        const titleTerm = today.title ? glossary?.term(today.title) : null;
        const local = [title.local ?? '', ...(titleTerm ? termWordsOf(titleTerm) : []), ...citing.flatMap(termWordsOf)];
        const syn = [today.title ?? '', ...citing.map((t) => t.term)];
        out.names.push({
          ref,
          fields: { name: [...new Set(local.filter(Boolean))].join('\n'), syn: [...new Set(syn.filter(Boolean))].join('\n') },
        });
      }
      const own = (translated.get(n) ?? []).filter((t) => t.lang === lang);
      const said = own.flatMap((t) => [t.title?.text ?? '', ...t.paragraphs.map((x) => x.text)]).filter(Boolean);
      const termed = named.get(n)!.flatMap(termWordsOf);
      if (said.length || termed.length) out.text.push({ ref, fields: { text: [...said, ...termed].join('\n') } });
      const snippet = today.title ? '' : clip(said.length ? said.join(' ') : today.text.split('\n')[0]);
      out.meta.set(ref, {
        k: 'rule',
        t: ruleTitleLine(n, title),
        u: pathOf(n),
        s: snippet,
        l: lang,
        ...(snippet && !said.length ? { sl: 'en' } : {}),
      });
    }
    terms.forEach((t, i) => {
      const ref = termRef(i);
      const local = words.name(t.term, lang);
      out.names.push({ ref, fields: { name: termWordsOf(t).join(' '), syn: t.term, ...wholeFields(lang, termWordsOf(t), [t.term]) } });
      out.meta.set(ref, {
        k: 'glossary',
        t: local ? `${local} (${t.term})` : t.term,
        u: glossaryPath(t.letter, t.slug),
        s: clip(t.text.split('\n')[0]),
        l: lang,
        sl: 'en',
      });
    });
    return out;
  }
  return { english, forLang };
}

/** Search by topic from the content (rules, glossaries, printed words) and the corpus's translations of the rules. */
export function topicSearch(
  corpus: Pick<Corpus, 'ruleTranslations'>,
  content: Pick<Content, 'rules' | 'glossary' | 'rulesGlossary' | 'gameTerms' | 'ruleSections'>,
): TopicSearch {
  const keywordOfRule = keywordsByRule(content.glossary);
  const topics = topicEntries({
    rules: content.rules,
    keywordOfRule,
    translatedTitles: translatedTitles(corpus.ruleTranslations),
    sectionTitles: content.ruleSections,
    translations: corpus.ruleTranslations,
    glossary: content.rulesGlossary && rulesGlossary(content.rulesGlossary),
    words: termWords(content.gameTerms, corpus.ruleTranslations),
  });
  return {
    topics,
    cited: { todayRef: topicRuleRef, older: (record, lang) => olderLabel(record, lang, content.rules, keywordOfRule) },
  };
}
