import type { UiKey } from '../../i18n/index.js';
import { LANGS, type Lang } from '../../languages.js';
import { keywordName, type KeywordRecord } from '../../schema/index.js';
import { cardPath, documentPath, keywordPath, mechanicPath, rulePath } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { rulingHref, rulingOwnerName } from '../ruling-links.js';
import { byName } from '../sort.js';
import { linkTargets } from '../targets.js';
import { pageContext, pick, type PageContext } from './context.js';
import { perLanguageAnd } from './paths.js';
import { languageLabel, sourceOf } from './source.js';

/** One page per keyword and UI language. */
export async function keywordPaths() {
  return perLanguageAnd((await loadCorpus()).keywords, 'key', (k) => k.key);
}

/** Everything a keyword's page shows: its names, its rule today and before, the sections that explain it, its
 *  cards and the rulings that mention it. */
export async function keywordPage(k: KeywordRecord, lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const { t, c, to } = p;
  const targets = Object.fromEntries(LANGS.map((l) => [l, { ...linkTargets(c, l), selfKeyword: k.key }]));
  // Explanations in the reader's language first.
  const mechanics = pick(c.mechanic, k.mechanicIds).sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
  return {
    ...p,
    title: keywordName(k, lang),
    path: keywordPath(k.key),
    kind: t(`keyword.kind.${k.kind}` as UiKey),
    names: LANGS.map((l) => ({ lang: l, language: languageLabel(l, p), names: k.names[l].join(', ') })),
    english: k.english,
    ruleTodayLabel: t('keyword.ruleToday', { edition: k.rulesEdition }),
    ruleToday: k.rule ? { number: k.rule, href: c.ruleNumber.has(k.rule) ? to(rulePath(k.rule)) : null } : null,
    numbersInDocuments: k.numbersInDocuments.map((n) => ({
      number: n.number,
      href: to(rulePath(n.number)),
      edition: t('rule.edition', { edition: n.edition }),
      document: { title: p.docTitle(n.documentId), lang: p.docLang(n.documentId), href: to(documentPath(n.documentId)) },
    })),
    olderNumbers: k.olderNumbers.map((s) => ({
      number: s.number,
      href: c.ruleNumber.has(s.number) ? to(rulePath(s.number)) : null,
      dates: t('rule.spanDates', { from: s.from, to: s.to }),
    })),
    explanations: mechanics.map((m) => ({
      mechanic: m,
      href: to(mechanicPath(m.id)),
      language: languageLabel(m.lang, p),
      targets: targets[m.lang],
      source: sourceOf(m.documentId, m.line, p),
    })),
    cards: byName(pick(c.card, k.cardIds), lang, (card) => card.name).map((card) => ({
      name: card.name,
      lang: card.lang,
      href: to(cardPath(card.id)),
    })),
    rulings: pick(c.ruling, k.rulingIds).map((r) => mentioningRuling(r, targets[r.lang], p)),
  };
}
export type KeywordPage = Awaited<ReturnType<typeof keywordPage>>;

/** A ruling shown away from its home: its text, a link to it named after its card or section, and its dated source. */
export function mentioningRuling<T>(r: Parameters<typeof rulingHref>[0], targets: T, p: PageContext) {
  const { c, lang } = p;
  return {
    ruling: r,
    targets,
    href: rulingHref(r, lang),
    owner: rulingOwnerName(r, c),
    language: languageLabel(r.lang, p),
    source: sourceOf(r.documentId, r.line, p),
  };
}
