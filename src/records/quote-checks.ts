/**
 * Quotations checked against their edition. A document that quotes the same number twice with two texts, or quotes a
 * rule's subrules out of the order they have in its edition, has numbered some of them wrongly. Read in the order the
 * document gives them, the quoted subrules of one rule stand for consecutive subrules of that rule in the edition,
 * from the first one quoted; a quote whose number differs from that place's is probably that place's subrule. Any
 * document, any rule: nothing here knows a document.
 */
import { ruleBase, ruleKind } from '../rule-numbers.js';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { QuoteCheck, Rule } from '../schema/index.js';

const byLine = (a: Rule, b: Rule) => a.line - b.line;

/** The quotes of one document's subrules, grouped by the rule they belong to, in document order. */
function subruleGroups(quotes: readonly Rule[]): Rule[][] {
  const groups = new Map<string, Rule[]>();
  for (const q of [...quotes].sort(byLine)) {
    if (ruleKind(q.number) !== 'subrule') continue;
    const key = `${ruleBase(q.number)}|${q.edition}`;
    const list = groups.get(key);
    if (list) list.push(q);
    else groups.set(key, [q]);
  }
  return [...groups.values()];
}

/** Two texts under one number, or a number not after the one quoted before it. */
function isDisordered(group: readonly Rule[]): boolean {
  const texts = new Map<string, string>();
  return group.some((q, i) => {
    const text = texts.get(q.number);
    texts.set(q.number, q.text);
    return (text !== undefined && text !== q.text) || (i > 0 && q.number < group[i - 1].number && text === undefined);
  });
}

/** The checks of one group of quoted subrules: a quote whose place says another number than it prints. */
function checkGroup(group: readonly Rule[], rules: RulesHistoryIndex): QuoteCheck[] {
  if (!isDisordered(group)) return [];
  const { edition } = group[0];
  const inEdition = rules.childrenAt(ruleBase(group[0].number), edition);
  const start = inEdition.indexOf(group[0].number);
  const fits = start >= 0 && start + group.length <= inEdition.length;
  return group.flatMap((q, i): QuoteCheck[] => {
    const probably = fits ? inEdition[start + i] : null;
    const sameNumber = group.filter((o) => o.number === q.number && o.text !== q.text);
    if (probably === q.number || (probably === null && sameNumber.length === 0)) return [];
    return [
      {
        documentId: q.documentId,
        ruleId: q.id,
        line: q.line,
        edition,
        kind: sameNumber.length > 0 ? 'two-texts' : 'out-of-place',
        otherLines: sameNumber.map((o) => o.line),
        probably,
        probablyToday: probably === null ? null : rules.resolve(probably, edition).todayNumber,
      },
    ];
  });
}

/** The checks of every document's quotations. */
export function quoteChecks(quotes: readonly Rule[], rules: RulesHistoryIndex): QuoteCheck[] {
  const byDocument = new Map<string, Rule[]>();
  for (const q of quotes) {
    const list = byDocument.get(q.documentId);
    if (list) list.push(q);
    else byDocument.set(q.documentId, [q]);
  }
  return [...byDocument.values()].flatMap((docQuotes) => subruleGroups(docQuotes).flatMap((g) => checkGroup(g, rules)));
}
