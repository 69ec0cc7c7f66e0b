/**
 * The Comprehensive Rules glossary, one page per letter in each UI language: each term of today's glossary with its
 * name in the reader's language where printed cards (or a translation of the rules) give one, its English definition
 * (the rules it cites linked), what replaced it when it is obsolete, and what translations in the reader's language
 * say of it. Rule pages link each term their text names to its anchor here.
 */
import { LANGS, type Lang } from '../../languages.js';
import type { GlossaryTerm } from '../../rules-glossary/index.js';
import { termWords, type TermWords } from '../../rules-glossary/term-words.js';
import { glossaryPath } from '../../site-paths.js';
import { ruleCitations } from '../../text/index.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { rulesSource, type RulesSource } from '../rules-source.js';
import { pageContext, type PageContext } from './context.js';
import { textParagraphs } from './rule-today.js';
import { glossaryTranslationViews } from './rule-translation.js';

/** How the glossary's definitions cite rules: "See rule 702.19", "rules 810.8". */
const RULE_WORDS = ['rule', 'rules'];

const wordsOf = new WeakMap<SiteCorpus, TermWords>();

/** The glossary's terms in the readers' words, made once per corpus. */
export function siteTermWords(c: SiteCorpus, source: RulesSource): TermWords {
  let words = wordsOf.get(c);
  if (!words) wordsOf.set(c, (words = termWords(source.gameTerms, c.ruleTranslations)));
  return words;
}

/** The glossary's letters, in order, each with its terms. */
function letters(source: RulesSource): Map<string, GlossaryTerm[]> {
  const byLetter = new Map<string, GlossaryTerm[]>();
  for (const t of source.glossary?.terms ?? []) (byLetter.get(t.letter) ?? byLetter.set(t.letter, []).get(t.letter)!).push(t);
  return new Map([...byLetter].sort(([a], [b]) => (a === '0-9' ? -1 : b === '0-9' ? 1 : a.localeCompare(b))));
}

/** The glossary's pages, as Astro asks for them (getStaticPaths takes no rules source: Astro passes its own argument). */
export const glossaryIndexPaths = () => glossaryIndexPathsOf(rulesSource());
export const glossaryPaths = () => glossaryPathsOf(rulesSource());

export function glossaryIndexPathsOf(source: RulesSource) {
  return source.glossary ? LANGS.map((lang) => ({ params: { lang }, props: { lang } })) : [];
}

export function glossaryPathsOf(source: RulesSource) {
  return [...letters(source).keys()].flatMap((letter) =>
    LANGS.map((lang: Lang) => ({ params: { lang, letter }, props: { lang, letter } })),
  );
}

/** The glossary's index: its letters, each with how many terms it holds. */
export async function glossaryIndexPage(lang: Lang, corpus?: SiteCorpus, source: RulesSource = rulesSource()) {
  const p = await pageContext(lang, corpus);
  return {
    intro: p.t('glossary.intro', { edition: source.rules.today }),
    letters: [...letters(source)].map(([letter, terms]) => ({
      letter: letter.toUpperCase(),
      href: p.to(glossaryPath(letter)),
      count: p.t('glossary.terms', { count: terms.length }),
    })),
    ...p,
  };
}

/** One term as its letter's page shows it. */
function termView(term: GlossaryTerm, p: PageContext, source: RulesSource) {
  const words = siteTermWords(p.c, source);
  const name = words.name(term.term, p.lang);
  const from = words.source(term.term, p.lang);
  const replacedBy = (term.obsolete?.replacedBy ?? []).flatMap((r) => {
    const t = source.glossary?.term(r);
    return t ? [{ term: t.term, href: p.to(glossaryPath(t.letter, t.slug)) }] : [];
  });
  return {
    slug: term.slug,
    english: term.term,
    name: name && name.toLowerCase() !== term.term.toLowerCase() ? name : null,
    nameSource: from === 'printed' ? p.t('glossary.printed') : from === 'translation' ? p.t('glossary.translated') : null,
    definition: textParagraphs({ text: term.text, citations: ruleCitations(term.text, RULE_WORDS) }, p, source),
    obsolete: term.obsolete ? { text: p.t('glossary.obsolete', { since: term.obsolete.since }), replacedBy } : null,
    translations: glossaryTranslationViews(term.slug, term.obsolete ? null : term.text, p),
  };
}

/** The terms of one letter. */
export async function glossaryPage(letter: string, lang: Lang, corpus?: SiteCorpus, source: RulesSource = rulesSource()) {
  const p = await pageContext(lang, corpus);
  const all = letters(source);
  return {
    title: p.t('glossary.letterTitle', { letter: letter.toUpperCase() }),
    path: glossaryPath(letter),
    letters: [...all.keys()].map((l) => ({ letter: l.toUpperCase(), href: p.to(glossaryPath(l)), current: l === letter })),
    terms: (all.get(letter) ?? []).map((t) => termView(t, p, source)),
    ...p,
  };
}
export type GlossaryPage = Awaited<ReturnType<typeof glossaryPage>>;
