import { isRuleOrSubrule, ruleBase } from '../../../rule-numbers.js';
import { foldText, keywordsIn } from '../../../text/index.js';
import type { RawRule } from '../read-blocks.js';
import type { RecordContext } from './context.js';

/**
 * The keyword each quoted rule's text names: a run of rules of one number (702.94, 702.94a, …) opens with its
 * keyword ("702.94. Sobrecarga"). A number can be quoted again later for another keyword (a document's own
 * mistake): each run is decided on its own. Null where the text names none.
 */
export function quotedKeywords(rules: RawRule[], ctx: Pick<RecordContext, 'kwIndex' | 'glossary' | 'lang'>): (string | null)[] {
  const { kwIndex, glossary, lang } = ctx;
  const runKeyword: (string | null)[] = [];
  for (let i = 0; i < rules.length;) {
    const base = ruleBase(rules[i].number);
    let end = i;
    while (end < rules.length && ruleBase(rules[end].number) === base) end++;
    let key: string | null = null;
    for (let k = i; k < end && !key; k++) {
      const opening = rules[k].text.split(/\s+/).slice(0, 5).join(' ');
      const words = foldText(opening).split(/\s+/);
      key =
        keywordsIn(opening, kwIndex, true).find((kw) => {
          const names = glossary.keywords.find((g) => g.key === kw)!.names[lang].map(foldText);
          return names.some((n) => words.slice(0, 2).join(' ').includes(n.split(' ')[0]));
        }) ?? null;
      if (key && !isRuleOrSubrule(rules[k].number)) key = null;
    }
    for (let k = i; k < end; k++) runKeyword[k] = key;
    i = end;
  }
  return runKeyword;
}
