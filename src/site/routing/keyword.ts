import type { UiKey } from '../../i18n/index.js';
import { LANGS, type Lang } from '../../languages.js';
import { keywordName, type KeywordRecord, type Mechanic, type Ruling } from '../../schema/index.js';
import { rulesSource } from '../rules-source.js';
import { foldText } from '../../text/index.js';
import { todayView } from './rule-today.js';
import { cardPageKey, cardPath, documentPath, keywordPath, mechanicPath, rulePath } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { rulingHref, rulingOwnerName } from '../ruling-links.js';
import { byName } from '../sort.js';
import { headingCase } from '../heading-case.js';
import { pageContext, pick, type PageContext } from './context.js';
import { perLanguageAnd } from './paths.js';
import { around, SLOT } from './slot.js';
import { languageLabel, sourceOf } from './source.js';
import { rulingMarks } from './ruling-marks.js';
import { spanDates } from './rule-links.js';

/** One page per keyword and UI language. */
export async function keywordPaths() {
  return perLanguageAnd((await loadCorpus()).keywords, 'key', (k) => k.key);
}

/** Everything a keyword's page shows: its names, its rule today and before, the sections that explain it, its
 *  cards and the rulings that mention it. */
export async function keywordPage(k: KeywordRecord, lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const { t, c, to } = p;
  // Explanations in the reader's language first.
  const mechanics = pick(c.mechanic, k.mechanicIds).sort((a, b) => Number(b.lang === lang) - Number(a.lang === lang));
  return {
    // A heading starts with a capital, as a sentence does; in running text the name is written as printed (`vol`).
    title: headingCase(keywordName(k, lang), lang),
    path: keywordPath(k.key),
    /** The page does not link the keyword to itself. */
    self: { keyword: k.key },
    kind: t(`keyword.kind.${k.kind}` as UiKey),
    names: LANGS.map((l) => officialNameView(k, l, p)),
    english: headingCase(k.english, 'en'),
    ruleTodayLabel: t('keyword.ruleToday', { edition: k.rulesEdition }),
    ruleToday: k.rule ? { number: k.rule, href: c.ruleNumber.has(k.rule) ? to(rulePath(k.rule)) : null } : null,
    ruleText: k.rule ? todayView(k.rule, p, rulesSource()) : null,
    numbersInDocuments: k.numbersInDocuments.map((n) => ({
      number: n.number,
      href: to(rulePath(n.number)),
      edition: t('rule.edition', { edition: n.edition }),
      document: { title: p.docTitle(n.documentId), lang: p.docLang(n.documentId), href: to(documentPath(n.documentId)) },
    })),
    olderNumbers: k.olderNumbers.map((s) => ({
      number: s.number,
      href: c.ruleNumber.has(s.number) ? to(rulePath(s.number)) : null,
      dates: spanDates(s, p),
    })),
    explanations: mechanics.map((m) => ({
      mechanic: m,
      ...explanationOf(m, p),
      href: to(mechanicPath(m.id)),
      language: languageLabel(m.lang, p),
      source: sourceOf(m.documentId, m.line, p),
    })),
    cards: byName(pick(c.card, k.cardIds), lang, (card) => card.name).map((card) => ({
      name: card.name,
      lang: card.lang,
      href: to(cardPath(cardPageKey(card))),
    })),
    rulings: pick(c.ruling, k.rulingIds).map((r) => mentioningRuling(r, p)),
    ...p,
  };
}
export type KeywordPage = Awaited<ReturnType<typeof keywordPage>>;

function clip(text: string, max = 140): string {
  return text.length > max ? `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : text;
}

/** A keyword's name in one language as the page shows it: the official name, where it comes from, one printing. */
function officialNameView(k: KeywordRecord, l: Lang, p: PageContext) {
  const { t } = p;
  const o = k.official[l];
  const later = [
    o?.source === 'glossary' && !o.example ? t('keyword.typedName') : null,
    // A keyword action named by its dictionary form: the forms cards print it in (`destruye`, `détruisez`).
    o?.forms?.some((f) => foldText(f) !== foldText(o.name)) ? t('keyword.printedForms', { forms: o.forms.join(', ') }) : null,
    o?.printedBefore ? t('keyword.printedBefore', { date: o.printedBefore }) : null,
  ].filter((n): n is string => !!n);
  return {
    lang: l,
    language: languageLabel(l, p),
    name: o?.name ?? null,
    none: o ? null : t('keyword.noPrintedName'),
    // The printed words, where they say more than the name (`Vuela.` says nothing more than `vuela`).
    printed: o?.example && foldText(o.example.text) !== foldText(o.name) ? { text: clip(o.example.text), card: o.example.card } : null,
    // Notes in the reader's language around the example card, whose name is in the printing's language.
    notes: {
      printings: o?.printings ? t('keyword.printings', { count: o.printings }) : null,
      example: o?.example
        ? { ...around(t('keyword.example', { card: SLOT, set: o.example.set, number: o.example.number })), card: o.example.card }
        : null,
      later: later.join(' · ') || null,
    },
  };
}

/**
 * An explanation's paragraphs and the rules it quotes. A closing introduction (`… son las siguientes:`) stays only
 * when the quoted rules follow it on the page; without them it would introduce nothing.
 */
export function explanationOf(m: Mechanic, { c, to, lang }: PageContext) {
  const quotes = pick(c.rule, m.ruleIds).map((r) => ({
    rule: r,
    href: c.ruleNumber.has(r.number) ? to(rulePath(r.number)) : null,
  }));
  const paragraphs = [...m.explanation];
  while (!quotes.length && paragraphs.length && /:\s*$/.test(paragraphs.at(-1)!.text)) paragraphs.pop();
  return { paragraphs, quotes, lang };
}

/** A ruling shown away from its home: its text, a link to it named after its card or section, and its dated source. */
export function mentioningRuling(r: Ruling, p: PageContext) {
  const { c, lang } = p;
  return {
    ruling: r,
    href: rulingHref(r, lang, p.c),
    owner: rulingOwnerName(r, c),
    language: languageLabel(r.lang, p),
    source: sourceOf(r.documentId, r.line, p),
    marks: rulingMarks(r, p),
  };
}
