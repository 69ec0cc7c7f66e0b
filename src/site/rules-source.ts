/**
 * What the rule and glossary pages read besides the records: the rules lookup with its text (content/rules-history.json
 * and content/rules-text.json), the glossary's keywords, the Comprehensive Rules glossary and its terms' printed words,
 * from the content folder the build reads (CONTENT_DIR), once.
 */
import { resolve } from 'node:path';
import { loadContent } from '../records/load-content.js';
import { keywordsByRule } from '../records/rule-titles.js';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import { rulesGlossary, type RulesGlossary } from '../rules-glossary/index.js';
import type { GameTermsFile, Keyword } from '../schema/index.js';

export interface RulesSource {
  rules: RulesHistoryIndex;
  /** Today's keyword of each rule number (keyword abilities and actions, and the glossary's mechanics). */
  keywordOfRule: Map<string, Keyword>;
  /** The Comprehensive Rules glossary (content/rules-glossary.json); null when absent. */
  glossary: RulesGlossary | null;
  /** The printed es/fr/pt words of its terms (content/game-terms.json); null when absent. */
  gameTerms: GameTermsFile | null;
}

let source: RulesSource | null = null;

export function rulesSource(): RulesSource {
  if (!source) {
    const content = loadContent(process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : undefined);
    source = {
      rules: content.rules,
      keywordOfRule: keywordsByRule(content.glossary),
      glossary: content.rulesGlossary && rulesGlossary(content.rulesGlossary),
      gameTerms: content.gameTerms,
    };
  }
  return source;
}
