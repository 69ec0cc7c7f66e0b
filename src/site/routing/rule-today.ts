/**
 * A number as it reads in today's rules: its text (English, paragraphs and examples, the rules it cites linked), and
 * what is right around it: a rule's subrules, a section's rules, the rule or section it belongs to.
 */
import { parentRule, ruleBase, type RuleKind } from '../../rule-numbers.js';
import { glossaryPath } from '../../site-paths.js';
import type { RuleText } from '../../rules-history/index.js';
import type { RulesSource } from '../rules-source.js';
import type { PageContext } from './context.js';
import { ruleHref, ruleTitle, type RuleTitle } from './rule-links.js';
import { translationViews, type TranslationView } from './rule-translation.js';

export interface Segment {
  text: string;
  /** A cited rule's link. */
  href: string | null;
}

export interface Paragraph {
  example: boolean;
  segments: Segment[];
}

export interface TodayView {
  number: string;
  kind: RuleKind;
  title: RuleTitle;
  /** Empty for a titled rule or a section, whose wording is its title. */
  paragraphs: Paragraph[];
  /** What translations in the reader's language say of it. */
  translations: TranslationView[];
  /** The rule a subrule belongs to, the section a rule belongs to, the chapter of a section. */
  within: { number: string; title: RuleTitle; href: string | null } | null;
  subrules: { number: string; paragraphs: Paragraph[]; translations: TranslationView[] }[];
  /** A section's rules: each with its title, or the start of its text. */
  rules: { number: string; title: RuleTitle; start: string; href: string | null }[];
}

/** The glossary terms a page links: each once, at its first mention, never the page's own subject. */
export interface TermLinks {
  linked: Set<string>;
}

interface Span {
  start: number;
  end: number;
  href: string | null;
}

/** The spans of a text that link: its cited numbers, and the first mention on the page of each glossary term. */
function linkedSpans(rule: Pick<RuleText, 'text' | 'citations'>, p: PageContext, source: RulesSource, terms?: TermLinks): Span[] {
  const spans: Span[] = rule.citations.map((c) => ({ start: c.start, end: c.end, href: ruleHref(c.number, p, source) }));
  if (!terms || !source.glossary) return spans;
  const cited = (s: number, e: number) => spans.some((c) => s < c.end && e > c.start);
  for (const hit of source.glossary.termsIn(rule.text)) {
    if (terms.linked.has(hit.term.slug) || cited(hit.start, hit.end)) continue;
    terms.linked.add(hit.term.slug);
    spans.push({ start: hit.start, end: hit.end, href: p.to(glossaryPath(hit.term.letter, hit.term.slug)) });
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** The paragraphs of a rule's text, each cited number linked where it has a page, and with `terms`, the first
 *  mention of each glossary term linked to its entry. */
export function paragraphsOf(rule: RuleText, p: PageContext, source: RulesSource, terms?: TermLinks): Paragraph[] {
  if (rule.title !== null) return [];
  return textParagraphs(rule, p, source, terms);
}

/** A text of the rules (a rule's wording, a glossary definition) as paragraphs with their links. */
export function textParagraphs(
  rule: Pick<RuleText, 'text' | 'citations'>,
  p: PageContext,
  source: RulesSource,
  terms?: TermLinks,
): Paragraph[] {
  const spans = linkedSpans(rule, p, source, terms);
  const out: Paragraph[] = [];
  let offset = 0;
  for (const line of rule.text.split('\n')) {
    const end = offset + line.length;
    const segments: Segment[] = [];
    let at = offset;
    for (const s of spans) {
      if (s.start < offset || s.end > end) continue;
      if (s.start > at) segments.push({ text: rule.text.slice(at, s.start), href: null });
      segments.push({ text: rule.text.slice(s.start, s.end), href: s.href });
      at = s.end;
    }
    if (at < end) segments.push({ text: rule.text.slice(at, end), href: null });
    out.push({ example: /^examples?\b/i.test(line), segments });
    offset = end + 1;
  }
  return out;
}

/** The paragraphs of a text shown without links (an older wording). */
export function plainParagraphs(text: string): Paragraph[] {
  return text.split('\n').map((line) => ({ example: /^examples?\b/i.test(line), segments: [{ text: line, href: null }] }));
}

/** The first words of a rule's text, for a list of rules. */
function startOf(text: string): string {
  const first = text.split('\n')[0];
  return first.length > 110 ? `${first.slice(0, 109).replace(/\s+\S*$/, '')}…` : first;
}

/** Today's reading of `number`, or null when it is no number of today's rules. */
export function todayView(number: string, p: PageContext, source: RulesSource): TodayView | null {
  const { rules } = source;
  const rule = rules.textToday(number);
  if (!rule) return null;
  const above = parentRule(number);
  const aboveText = above === null ? null : rules.textToday(above);
  const below = rules.childrenToday(number);
  // A page links each glossary term once; its own subject (Overload on 702.96's page) not at all.
  const own = rule.title ?? (above === null ? null : rules.textToday(ruleBase(number))?.title) ?? null;
  const terms: TermLinks = { linked: new Set(own && source.glossary?.term(own) ? [source.glossary.term(own)!.slug] : []) };
  return {
    number,
    kind: rule.kind,
    title: ruleTitle(number, p, source),
    paragraphs: paragraphsOf(rule, p, source, terms),
    translations: translationViews(number, p, source),
    within: aboveText
      ? { number: aboveText.number, title: ruleTitle(aboveText.number, p, source), href: ruleHref(aboveText.number, p, source) }
      : null,
    subrules:
      rule.kind === 'rule'
        ? below.map((n) => ({
            number: n,
            paragraphs: paragraphsOf(rules.textToday(n)!, p, source, terms),
            translations: translationViews(n, p, source),
          }))
        : [],
    rules:
      rule.kind === 'section'
        ? below.map((n) => {
            const r = rules.textToday(n)!;
            return {
              number: n,
              title: ruleTitle(n, p, source),
              start: r.title === null ? startOf(r.text) : '',
              href: ruleHref(n, p, source),
            };
          })
        : [],
  };
}
