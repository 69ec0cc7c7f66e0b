import type { Rule } from '../../../schema/index.js';
import { foldText, keywordsIn } from '../../../text/index.js';
import { readInline } from '../inline.js';
import { keywordOfRule, type EditionEvidence } from '../mentions.js';
import type { Blocks, RawRule } from '../read-blocks.js';
import type { DocumentCards } from './cards.js';
import type { RecordContext } from './context.js';
import type { DocumentMechanics } from './mechanics.js';

const groupOf = (number: string) =>
  number
    .split('.')
    .slice(0, 2)
    .join('.')
    .replace(/[a-z]$/, '');

/**
 * The keyword each quoted rule's text names: a run of rules of one number (702.94, 702.94a, …) opens with its
 * keyword ("702.94. Sobrecarga"). A number can be quoted again later for another keyword (a document's own
 * mistake): each run is decided on its own. Null where the text names none.
 */
export function quotedKeywords(rules: RawRule[], ctx: Pick<RecordContext, 'kwIndex' | 'glossary' | 'lang'>): (string | null)[] {
  const { kwIndex, glossary, lang } = ctx;
  const runKeyword: (string | null)[] = [];
  for (let i = 0; i < rules.length;) {
    const base = groupOf(rules[i].number);
    let end = i;
    while (end < rules.length && groupOf(rules[end].number) === base) end++;
    let key: string | null = null;
    for (let k = i; k < end && !key; k++) {
      const opening = rules[k].text.split(/\s+/).slice(0, 5).join(' ');
      const words = foldText(opening).split(/\s+/);
      key =
        keywordsIn(opening, kwIndex, true).find((kw) => {
          const names = glossary.keywords.find((g) => g.key === kw)!.names[lang].map(foldText);
          return names.some((n) => words.slice(0, 2).join(' ').includes(n.split(' ')[0]));
        }) ?? null;
      if (key && !/^\d{3}\.\d+/.test(rules[k].number)) key = null;
    }
    for (let k = i; k < end; k++) runKeyword[k] = key;
    i = end;
  }
  return runKeyword;
}

/** Quoted rules whose text names their keyword: evidence of the edition the document quotes. */
export function quotedEvidence(rules: RawRule[], keywords: (string | null)[]): EditionEvidence[] {
  return rules.flatMap((r, i) =>
    keywords[i] && /^\d{3}\.\d+$/.test(r.number) ? [{ number: r.number, keyword: keywords[i]!, line: r.line }] : [],
  );
}

/** Step 3 — quoted rules: numbered in the document's edition, tied to today's number, their mechanic or card. */
export function buildRules(blocks: Blocks, ctx: RecordContext, cards: DocumentCards, mechanics: DocumentMechanics): Rule[] {
  const { documentId, lang, glossary, edition, rules } = ctx;
  // The keyword the text names, else the one whose rule the number was in the document's edition.
  const runKeyword = quotedKeywords(blocks.rules, ctx).map(
    (key, i) => key ?? keywordOfRule(blocks.rules[i].number, edition, rules, glossary)?.key ?? null,
  );
  const usedRuleIds = new Set<string>();
  const firstRuleLine = new Map<string, number>();
  return blocks.rules.map((r, ruleIndex) => {
    let id = `${documentId}/${r.number}`;
    if (usedRuleIds.has(id)) {
      ctx.warnings.push({
        line: r.line,
        code: 'duplicate-rule-number',
        message: `rule ${r.number} is quoted twice (first at line ${firstRuleLine.get(r.number)}): both kept`,
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
    const rule: Rule = {
      id,
      documentId,
      lang,
      number: r.number,
      text,
      ...(markup && { markup }),
      line: r.line,
      edition,
      keyword: keyKey,
      todayNumber: rules.resolve(r.number, edition).todayNumber,
      mechanicId,
      cardId: cardRef,
    };
    if (mechanicId) mechanics.byId.get(mechanicId)!.ruleIds.push(id);
    if (cardRef) cards.byId.get(cardRef)!.ruleNumbers.push(r.number);
    return rule;
  });
}
