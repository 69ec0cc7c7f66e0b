import type { ReportParams, Rule } from '../../../schema/index.js';
import { titleKey } from '../../../text/index.js';
import { readInline } from '../inline.js';
import { keywordOfRule, wordingChange, type EditionEvidence } from '../mentions.js';
import type { Blocks, RawRule } from '../read-blocks.js';
import type { DocumentCards } from './cards.js';
import type { RecordContext } from './context.js';
import { quotedKeywords } from './quoted-keywords.js';
import { ruleBase, ruleKind } from '../../../rule-numbers.js';
import type { DocumentMechanics } from './mechanics.js';

/** Quoted rules whose text names their keyword: evidence of the edition the document quotes. */
export function quotedEvidence(rules: RawRule[], keywords: (string | null)[]): EditionEvidence[] {
  return rules.flatMap((r, i) =>
    keywords[i] && ruleKind(r.number) === 'rule' ? [{ number: r.number, keyword: keywords[i]!, line: r.line }] : [],
  );
}

/** The edition a quoted rule is read in, and why when it is not the document's. */
export interface QuoteEdition {
  edition: string;
  /** Set when the quote names another keyword than its number held in the document's edition. */
  warning: string | null;
  /** The warning's values, for its translation. */
  params?: ReportParams;
}

/**
 * The edition a quoted rule belongs to: the document's, unless the keyword the quote names is not what its number
 * was in that edition (a number copied from an older document: "702.86. Armadura tótem" in 2012, when 702.86 was
 * Rebound). Then the latest edition in which the number was that keyword, before the document's (else the first
 * after it), with a warning; a keyword the number never held leaves the document's edition.
 */
export function quoteEdition(
  number: string,
  named: string | null,
  ctx: Pick<RecordContext, 'edition' | 'rules' | 'glossary'>,
): QuoteEdition {
  const { edition, rules, glossary } = ctx;
  const held = keywordOfRule(number, edition, rules, glossary);
  const keyword = named ? glossary.keywords.find((k) => k.key === named) : undefined;
  if (!keyword || !held || held.key === keyword.key) return { edition, warning: null };
  // Where the number meant the keyword's rule of today (titles change: Totem armor is Umbra armor today).
  const today = rules.keywords().find((k) => titleKey(k.english) === titleKey(keyword.english))?.number;
  const heldIn = (e: string) => {
    const r = rules.resolve(ruleBase(number), e);
    return r.edition === e && r.todayNumber === today;
  };
  const fitting = today ? rules.editions.filter(heldIn) : [];
  if (!fitting.length) return { edition, warning: null };
  const before = fitting.filter((e) => e <= edition);
  const chosen = before.length ? before[before.length - 1] : fitting[0];
  return {
    edition: chosen,
    warning: `rule ${ruleBase(number)} is quoted as ${keyword.english} (${today} today), which it was in the rules of ${fitting[0]} to ${fitting[fitting.length - 1]} (in ${edition} it is ${held.english}): read in the rules of ${chosen}`,
    params: {
      number: ruleBase(number),
      keyword: keyword.key,
      keywordEnglish: keyword.english,
      today: today!,
      from: fitting[0],
      to: fitting[fitting.length - 1],
      edition,
      held: held.key,
      heldEnglish: held.english,
      chosen,
    },
  };
}

/** Today's number of a quoted rule. One read in an older edition (a copied number) must exist there: looked up in
 *  the next edition instead, it would be whatever the number became, not what the quote says. */
function todayNumberOf(number: string, quoted: QuoteEdition, ctx: Pick<RecordContext, 'rules'>): string | null {
  const resolved = ctx.rules.resolve(number, quoted.edition);
  return quoted.warning && resolved.edition !== quoted.edition ? null : resolved.todayNumber;
}

/** Today's number of a quoted rule, and whether its wording changed since the quote's edition. */
function todayOf(
  number: string,
  quoted: QuoteEdition,
  ctx: Pick<RecordContext, 'rules'>,
): Pick<Rule, 'todayNumber' | 'wordingChanged' | 'changedIn'> {
  const todayNumber = todayNumberOf(number, quoted, ctx);
  if (todayNumber === null) return { todayNumber, wordingChanged: null, changedIn: [] };
  return { todayNumber, ...wordingChange([number], quoted.edition, ctx.rules) };
}

/** Step 3 — quoted rules: numbered in the document's edition, tied to today's number, their mechanic or card. */
export function buildRules(blocks: Blocks, ctx: RecordContext, cards: DocumentCards, mechanics: DocumentMechanics): Rule[] {
  const { documentId, lang, glossary, edition, rules } = ctx;
  const named = quotedKeywords(blocks.rules, ctx);
  const editions = blocks.rules.map((r, i) => quoteEdition(r.number, named[i], ctx));
  // The keyword the text names, else the one whose rule the number was in the quote's edition.
  const runKeyword = named.map((key, i) => key ?? keywordOfRule(blocks.rules[i].number, editions[i].edition, rules, glossary)?.key ?? null);
  const usedRuleIds = new Set<string>();
  const firstRuleLine = new Map<string, number>();
  return blocks.rules.map((r, ruleIndex) => {
    let id = `${documentId}/${r.number}`;
    if (usedRuleIds.has(id)) {
      ctx.warnings.push({
        line: r.line,
        code: 'duplicate-rule-number',
        message: `rule ${r.number} is quoted twice (first at line ${firstRuleLine.get(r.number)}): both kept`,
        params: { number: r.number, first: firstRuleLine.get(r.number) ?? r.line },
      });
      for (let n = 2; usedRuleIds.has(id); n++) id = `${documentId}/${r.number}~${n}`;
    }
    usedRuleIds.add(id);
    if (!firstRuleLine.has(r.number)) firstRuleLine.set(r.number, r.line);
    const keyKey = runKeyword[ruleIndex];
    // Quoted in general notes: the section's mechanic's; in a card section: the card's above it.
    const mechanicId = blocks.sections[r.section].kind === 'general' ? mechanics.idOfSection[r.section] : null;
    const cardRef = r.card !== null ? cards.idOfRaw[r.card] : null;
    const { text, markup } = readInline(r.text);
    const quoted = editions[ruleIndex];
    // One warning for a run of rules of one number ("702.86", "702.86a", …): on its first line.
    if (quoted.warning && (ruleIndex === 0 || editions[ruleIndex - 1].warning !== quoted.warning))
      ctx.warnings.push({ line: r.line, code: 'quoted-rule-older-edition', message: quoted.warning, params: quoted.params });
    const rule: Rule = {
      id,
      documentId,
      lang,
      number: r.number,
      text,
      ...(markup && { markup }),
      line: r.line,
      edition: quoted.edition,
      keyword: keyKey,
      ...todayOf(r.number, quoted, ctx),
      mechanicId,
      cardId: cardRef,
    };
    if (mechanicId) mechanics.byId.get(mechanicId)!.ruleIds.push(id);
    if (cardRef) cards.byId.get(cardRef)!.ruleNumbers.push(r.number);
    return rule;
  });
}
