/**
 * What the rule pages read besides the records: the rules lookup with its text (content/rules-history.json and
 * content/rules-text.json) and the glossary's keywords, from the content folder the build reads (CONTENT_DIR), once.
 */
import { resolve } from 'node:path';
import { loadContent } from '../records/load-content.js';
import { keywordsByRule } from '../records/rule-titles.js';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { Keyword } from '../schema/index.js';

export interface RulesSource {
  rules: RulesHistoryIndex;
  /** Today's keyword of each rule number (keyword abilities and actions, and the glossary's mechanics). */
  keywordOfRule: Map<string, Keyword>;
}

let source: RulesSource | null = null;

export function rulesSource(): RulesSource {
  if (!source) {
    const content = loadContent(process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : undefined);
    source = { rules: content.rules, keywordOfRule: keywordsByRule(content.glossary) };
  }
  return source;
}
