/**
 * What the rule and glossary pages read besides the records: the rules lookup with its text (content/rules-history.json
 * and content/rules-text.json), the site's titles of its chapters and sections (content/rule-sections.json), the
 * Comprehensive Rules glossary and its terms' printed words, through the tables'
 * loader the pipeline uses (src/load/tables.ts), from the content folder the build reads (CONTENT_DIR), once.
 */
import { resolve } from 'node:path';
import { loadGameTerms, loadRuleSections, loadRules, loadRulesGlossary } from '../load/tables.js';
import type { RulesHistoryIndex, SiteTitles } from '../rules-history/index.js';
import { rulesGlossary, type RulesGlossary } from '../rules-glossary/index.js';
import type { GameTermsFile } from '../schema/index.js';

export interface RulesSource {
  rules: RulesHistoryIndex;
  /** The Comprehensive Rules glossary (content/rules-glossary.json); null when absent. */
  glossary: RulesGlossary | null;
  /** The printed es/fr/pt words of its terms (content/game-terms.json); null when absent. */
  gameTerms: GameTermsFile | null;
  /** The site's title of each chapter and section in each UI language (content/rule-sections.json); empty when absent. */
  sectionTitles: SiteTitles;
}

let source: RulesSource | null = null;

export function rulesSource(): RulesSource {
  if (!source) {
    const root = process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : undefined;
    const glossary = loadRulesGlossary(root);
    const rules = loadRules(root);
    source = {
      rules,
      glossary: glossary && rulesGlossary(glossary),
      gameTerms: loadGameTerms(root),
      sectionTitles: loadRuleSections(rules, root),
    };
  }
  return source;
}
