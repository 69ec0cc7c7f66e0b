/**
 * What translations of the Comprehensive Rules in the reader's language say of a rule of today (a `rules-translation`
 * document): the translated heading and paragraphs, the edition they translate and their source, and where today's
 * English wording changed since that edition, with the word-level diff of the two English wordings.
 */
import type { RuleTranslation } from '../../schema/index.js';
import type { RulesSource } from '../rules-source.js';
import type { PageContext } from './context.js';
import { wordingDiff, type DiffPiece } from './rule-diff.js';
import { sourceOf, type SourceView } from './source.js';

export interface TranslationView {
  lang: string;
  /** The translated heading (a section's, a titled rule's), when the translation gives one. */
  title: string | null;
  paragraphs: { text: string; example: boolean }[];
  /** Which edition it translates, in the reader's words. */
  edition: string;
  source: SourceView;
  /** Today's English changed since the translated edition: said, with the diff from that edition's English. */
  change: { text: string; pieces: DiffPiece[] } | null;
}

const EXAMPLE = /^examples?\b/i;

function changeOf(t: RuleTranslation, p: PageContext, source: RulesSource): TranslationView['change'] {
  if (!t.wordingChanged || !t.number || !t.todayNumber) return null;
  const then = source.rules.textAt(t.number, t.edition);
  const now = source.rules.textToday(t.todayNumber)?.text ?? null;
  const text = t.changedIn.length
    ? p.t('rule.changedSinceTranslation', { number: t.todayNumber, first: t.changedIn[0], count: t.changedIn.length })
    : p.t('rule.changedSinceTranslationUndated', { number: t.todayNumber });
  return { text, pieces: wordingDiff(then, now) };
}

/** A glossary definition changed since: said, with the diff from the translated English to today's (the glossary
 *  keeps each term's newest definition only, so the change is not dated). */
function glossaryChangeOf(t: RuleTranslation, today: string | null, p: PageContext): TranslationView['change'] {
  if (!t.wordingChanged || today === null) return null;
  const then = t.paragraphs.map((x) => x.english).join('\n');
  return { text: p.t('glossary.changedSinceTranslation', { term: t.term }), pieces: wordingDiff(then, today) };
}

function view(t: RuleTranslation, p: PageContext, change: TranslationView['change']): TranslationView {
  const first = t.title ?? t.paragraphs[0];
  return {
    lang: t.lang,
    title: t.title?.text ?? null,
    paragraphs: t.paragraphs.map((x) => ({ text: x.text, example: EXAMPLE.test(x.english) })),
    edition: p.t('rule.translationOf', { edition: t.edition }),
    source: sourceOf(t.documentId, first.line, p),
    change,
  };
}

/** The translations of `key` in the reader's language, the newest edition first. */
function ofReader(key: string, p: PageContext): RuleTranslation[] {
  return (p.c.translationsOf.get(key) ?? [])
    .filter((t) => t.lang === p.lang)
    .sort((a, b) => (a.edition < b.edition ? 1 : a.edition > b.edition ? -1 : 0));
}

/** The translations of today's `number` in the reader's language, the newest edition first. */
export function translationViews(number: string, p: PageContext, source: RulesSource): TranslationView[] {
  return ofReader(number, p).map((t) => view(t, p, changeOf(t, p, source)));
}

/** The translations of a glossary term (by its slug) in the reader's language; `today` its definition today. */
export function glossaryTranslationViews(slug: string, today: string | null, p: PageContext): TranslationView[] {
  return ofReader(`glossary/${slug}`, p).map((t) => view(t, p, glossaryChangeOf(t, today, p)));
}
