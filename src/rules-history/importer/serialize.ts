/** Deterministic JSON for the derived files: fixed key order, one lineage per line (diffs stay readable). */
import type { RulesHistory } from '../../schema/rules-history.js';
import type { RulesGlossaryFile } from '../../schema/rules-glossary.js';
import type { RulesText } from '../../schema/rules-text.js';

/** content/rules-history.json */
export function serializeRulesHistory(history: RulesHistory): string {
  const lineage = (l: RulesHistory['lineages'][number]) => JSON.stringify({ n: l.n, ...(l.t && { t: l.t }), ...(l.w && { w: l.w }) });
  const lines = [
    '{',
    `"format":${JSON.stringify(history.format)},`,
    `"editions":${JSON.stringify(history.editions)},`,
    `"abilityWords":${JSON.stringify(history.abilityWords)},`,
    '"lineages":[',
    history.lineages.map(lineage).join(',\n'),
    ']',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** content/rules-text.json */
export function serializeRulesText(text: RulesText): string {
  const lines = [
    '{',
    `"format":${JSON.stringify(text.format)},`,
    `"editions":${JSON.stringify(text.editions)},`,
    '"lineages":[',
    text.lineages.map((runs) => JSON.stringify(runs)).join(',\n'),
    ']',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}

/** content/rules-glossary.json: one term per line. */
export function serializeRulesGlossary(glossary: RulesGlossaryFile): string {
  const lines = [
    '{',
    `"format":${JSON.stringify(glossary.format)},`,
    `"editions":${JSON.stringify(glossary.editions)},`,
    `"partial":${JSON.stringify(glossary.partial)},`,
    '"terms":[',
    glossary.terms.map((t) => JSON.stringify(t)).join(',\n'),
    ']',
    '}',
  ];
  return `${lines.join('\n')}\n`;
}
