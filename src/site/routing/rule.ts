import { LANGUAGE_NAMES } from '../../i18n/index.js';
import { LANGS, type Lang } from '../../languages.js';
import { keywordName, type RuleNumberRecord } from '../../schema/index.js';
import { documentPath, keywordPath, mechanicPath, rulePath } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { linkTargets } from '../targets.js';
import { pageContext, pick, type PageContext } from './context.js';
import { mentioningRuling } from './keyword.js';
import { perLanguageAnd } from './paths.js';

/** One page per rule number and UI language. */
export async function rulePaths() {
  return perLanguageAnd((await loadCorpus()).ruleNumbers, 'number', (n) => n.number);
}

/** Everything a rule number's page shows: what it meant in each document, where it is today, its older numbers, its
 *  quoted texts and who cites it. */
export async function rulePage(n: RuleNumberRecord, lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const { t, c, to } = p;
  const targets = Object.fromEntries(LANGS.map((l) => [l, linkTargets(c, l)]));
  const quotes = pick(c.rule, n.ruleIds).sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
  const mechanicIds = [...new Set([...n.citingMechanicIds, ...quotes.map((q) => q.mechanicId).filter((x): x is string => Boolean(x))])];
  const keyword = n.keyword ? c.keyword.get(n.keyword) : undefined;
  const numberLink = (number: string) => ({ number, href: c.ruleNumber.has(number) ? to(rulePath(number)) : null });
  return {
    ...p,
    title: t('rule.title', { number: n.number }),
    path: rulePath(n.number),
    number: n,
    readings: n.readings.map((r) => ({
      ...r,
      document: { title: p.docTitle(r.documentId), href: to(documentPath(r.documentId)) },
      edition: t('rule.edition', { edition: r.edition }),
      today: readingToday(r, n.number, p),
      timeline: r.timeline.length > 1 ? r.timeline.map((s) => t('rule.span', { number: s.number, from: s.from, to: s.to })) : [],
    })),
    todayIs: n.titleToday ? t('rule.todayIsTitled', { number: n.number, title: n.titleToday }) : t('rule.todayIs', { number: n.number }),
    olderNumbers: n.olderNumbers.map((s) => ({ ...numberLink(s.number), dates: t('rule.spanDates', { from: s.from, to: s.to }) })),
    citedAs: n.citedAs.map((x) => ({
      document: { title: p.docTitle(x.documentId), href: to(documentPath(x.documentId)) },
      href: to(rulePath(x.number)),
      label: t('rule.citedAsItem', { number: x.number, edition: x.edition }),
    })),
    parent: n.parent ? { number: n.parent, href: to(rulePath(n.parent)) } : null,
    children: n.children.map((x) => ({ number: x, href: to(rulePath(x)) })),
    keyword: keyword ? { name: keywordName(keyword, lang), href: to(keywordPath(keyword.key)) } : null,
    quotes: quotes.map((q) => ({
      rule: q,
      targets: targets[q.lang],
      language: LANGUAGE_NAMES[q.lang],
      edition: t('rule.edition', { edition: q.edition }),
      source: { title: p.docTitle(q.documentId), href: to(documentPath(q.documentId)), line: t('card.line', { line: q.line }) },
    })),
    mechanics: pick(c.mechanic, mechanicIds).map((m) => ({
      title: m.title,
      lang: m.lang,
      href: to(mechanicPath(m.id)),
      language: LANGUAGE_NAMES[m.lang],
    })),
    citingRules: pick(c.rule, n.citingRuleIds).map((r) => ({
      number: r.number,
      href: to(rulePath(r.number)),
      document: p.docTitle(r.documentId),
    })),
    rulings: pick(c.ruling, n.citingRulingIds).map((r) => mentioningRuling(r, targets[r.lang], p)),
  };
}
export type RulePage = Awaited<ReturnType<typeof rulePage>>;

/** What a document's reading of the number is today: gone, the same number, or another number (linked). */
function readingToday(r: RuleNumberRecord['readings'][number], number: string, { t, to }: PageContext) {
  if (!r.found) return { text: t('rule.readingNotFound'), href: null };
  if (r.todayNumber === null) return { text: t('rule.readingGone'), href: null };
  if (r.todayNumber === number) return { text: t('rule.readingSame', { number: r.todayNumber }), href: null };
  return { text: t('rule.readingToday', { number: r.todayNumber }), href: to(rulePath(r.todayNumber)) };
}
