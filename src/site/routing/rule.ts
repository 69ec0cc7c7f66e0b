import { LANGS, type Lang } from '../../languages.js';
import { keywordName, type QuoteCheck, type Rule, type RuleNumberRecord } from '../../schema/index.js';
import { documentPath, keywordPath, mechanicPath, rulePath } from '../../site-paths.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { rulesSource, type RulesSource } from '../rules-source.js';
import { pageContext, pick, readerLanguageFirst, type PageContext } from './context.js';
import { mentioningRuling } from './keyword.js';
import { perLanguageAnd } from './paths.js';
import { languageLabel, sourceOf } from './source.js';
import { quotedAs, todaysCitations } from './rule-citations.js';
import { ruleHistory } from './rule-history.js';
import { changeMarks, formerTitle, quoteChange, rulePageNumbers, ruleHref, ruleTitle, spanDates } from './rule-links.js';
import { plainParagraphs, todayView } from './rule-today.js';

/** One page per number (today's sections and rules, and every number a document cites) and UI language. */
export async function rulePaths() {
  return perLanguageAnd(rulePageNumbers(await loadCorpus()), 'number', (n) => n);
}

/**
 * Everything a number's page shows, today first: what the number is in today's rules (its text, subrules or rules,
 * the documents' translated quotations of it, what cites it, its history), then what it meant in each document that
 * cited it with another meaning.
 */
export async function rulePage(number: string, lang: Lang, corpus?: SiteCorpus, source: RulesSource = rulesSource()) {
  const p = await pageContext(lang, corpus);
  const { t, c } = p;
  const record = c.ruleNumber.get(number) ?? null;
  const today = todayView(number, p, source);
  const title = ruleTitle(number, p, source);
  const shown = today ? [number, ...today.subrules.map((s) => s.number)] : [];
  const cites = today ? todaysCitations(c, number, shown.slice(1)) : null;
  const keyword = c.keywordOfRule.get(number);
  return {
    title: title.local ? `${t('rule.title', { number })}${t('punct.colon')} ${title.local}` : t('rule.title', { number }),
    path: rulePath(number),
    number,
    rulesEdition: source.rules.today,
    heading: today ? title : { local: null, english: null, siteTranslation: false },
    /** Said after a title that is the site's translation (a chapter's or section's: content/rule-sections.json). */
    siteTranslationNote: t('rule.siteTranslation'),
    today,
    notToday: today ? null : t('rule.notToday'),
    keyword:
      today && keyword
        ? { name: keywordName(keyword, lang), href: c.keyword.has(keyword.key) ? p.to(keywordPath(keyword.key)) : null }
        : null,
    quotes: cites ? quoteViews(cites.quotes, shown, p, source) : [],
    history: today && today.kind !== 'subrule' ? ruleHistory(number, p, source) : null,
    meanings: record ? meaningViews(record, p, source) : [],
    checks: record ? record.quoteChecks.map((q) => checkNote(q, p)) : [],
    citedBy: citedByViews(cites ?? printedCitations(record), shown, p),
    ...p,
  };
}
export type RulePage = Awaited<ReturnType<typeof rulePage>>;

/** A document's quotation: its text in the document's words, its edition, its source, the change since. */
function quoteView(q: Rule, check: QuoteCheck | null, p: PageContext, source: RulesSource) {
  return {
    rule: q,
    language: languageLabel(q.lang, p),
    edition: p.t('rule.edition', { edition: q.edition }),
    quotedAs: check ? p.t('rule.quotedAs', { number: q.number }) : null,
    source: sourceOf(q.documentId, q.line, p),
    changes: changeMarks([quoteChange(q, check, source)], p),
  };
}

/** The quotations of a rule and its subrules, each filed under the number it is of, the reader's language first. */
function quoteViews(quotes: ReturnType<typeof todaysCitations>['quotes'], numbers: string[], p: PageContext, source: RulesSource) {
  return numbers
    .map((n) => ({
      number: n,
      quotes: readerLanguageFirst(
        quotes.filter((q) => quotedAs(q) === n).map((q) => ({ ...q, lang: q.rule.lang })),
        p.lang,
      ).map((q) => quoteView(q.rule, q.check, p, source)),
    }))
    .filter((g) => g.quotes.length > 0);
}

/**
 * What the number meant in the documents that cited it with another meaning than today's (or none today): one entry
 * per meaning, with the documents that gave it (each with its edition), the rule's title or text then, where that rule
 * is today, and the documents' quotations of it.
 */
function meaningViews(record: RuleNumberRecord, p: PageContext, source: RulesSource) {
  const { t, c } = p;
  const placed = new Set(record.quoteChecks.filter((q) => q.probably !== null).map((q) => q.ruleId));
  const groups = new Map<string, RuleNumberRecord['readings']>();
  for (const r of record.readings) {
    if (r.todayNumber === record.number) continue;
    const then = r.title === null && r.found ? source.rules.textAt(record.number, r.edition) : null;
    const key = JSON.stringify([r.found, r.todayNumber, r.title, then]);
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  return [...groups.values()].map((readings) => {
    const r = readings[readings.length - 1];
    const then = r.title === null && r.found ? source.rules.textAt(record.number, r.edition) : null;
    const todayTitle = r.todayNumber ? ruleTitle(r.todayNumber, p, source) : null;
    return {
      documents: readings.map((x) => ({
        title: p.docTitle(x.documentId),
        lang: p.docLang(x.documentId),
        href: p.to(documentPath(x.documentId)),
        edition: t('rule.editionOf', { edition: x.edition }),
      })),
      title: r.title,
      // The keyword's name in the reader's language; a keyword renamed since by the name printed before the rename.
      localTitle: !r.title ? null : todayTitle?.english === r.title ? todayTitle.local : formerTitle(r.title, r.todayNumber, p),
      textThen: then === null ? [] : plainParagraphs(then),
      today: !r.found
        ? { text: t('rule.readingNotFound'), href: null }
        : r.todayNumber === null
          ? { text: t('rule.readingGone'), href: null }
          : { text: t('rule.readingToday', { number: r.todayNumber }), href: ruleHref(r.todayNumber, p, source) },
      timeline: r.timeline.length > 1 ? r.timeline.map((s) => t('rule.span', { number: s.number, dates: spanDates(s, p) })) : [],
      quotes: pick(c.rule, record.ruleIds)
        .filter((q) => !placed.has(q.id) && readings.some((x) => q.documentId === x.documentId && q.edition === x.edition))
        .map((q) => quoteView(q, null, p, source)),
    };
  });
}

/** A quotation that does not fit its place, said in the reader's language. */
function checkNote(q: QuoteCheck, p: PageContext) {
  const number = p.c.rule.get(q.ruleId)?.number ?? '';
  const today = q.probablyToday ? p.t('rule.todayIsNumber', { number: q.probablyToday }) : p.t('rule.todayIsNone');
  const where = { number, line: q.line, others: q.otherLines.join(', '), probably: q.probably ?? '', today, edition: q.edition };
  const key = q.probably === null ? 'rule.checkUnplaced' : q.kind === 'two-texts' ? 'rule.checkTwoTexts' : 'rule.checkOutOfPlace';
  return {
    document: { title: p.docTitle(q.documentId), lang: p.docLang(q.documentId), href: p.to(documentPath(q.documentId)) },
    text: p.t(key, where),
    probably: q.probablyToday ? { number: q.probablyToday, href: ruleHref(q.probablyToday, p) } : null,
  };
}

type Citations = { rulingIds: string[]; mechanicIds: string[]; ruleIds: string[] };

/** What cites a number that is no rule of today: the rulings, sections and rules printing it. */
function printedCitations(record: RuleNumberRecord | null): Citations {
  return { rulingIds: record?.citingRulingIds ?? [], mechanicIds: record?.citingMechanicIds ?? [], ruleIds: record?.citingRuleIds ?? [] };
}

/** The sections, quoted rules and rulings that cite the rule; a ruling marked when the rule changed since. */
function citedByViews(cites: Citations, shown: string[], p: PageContext) {
  const { c } = p;
  const views = {
    mechanics: pick(c.mechanic, cites.mechanicIds).map((m) => ({
      title: m.title,
      lang: m.lang,
      href: p.to(mechanicPath(m.id)),
      language: languageLabel(m.lang, p),
    })),
    rules: pick(c.rule, cites.ruleIds).map((r) => ({
      number: r.number,
      href: ruleHref(r.number, p),
      document: p.docTitle(r.documentId),
      documentLang: p.docLang(r.documentId),
    })),
    rulings: pick(c.ruling, cites.rulingIds).map((r) => {
      const view = mentioningRuling(r, p);
      const changes = changeMarks(
        r.mentions.rules.filter((ref) => ref.todayNumber !== null && shown.includes(ref.todayNumber)),
        p,
      );
      return { ...view, marks: { ...view.marks, changes } };
    }),
  };
  return views.mechanics.length + views.rules.length + views.rulings.length > 0 ? views : null;
}
