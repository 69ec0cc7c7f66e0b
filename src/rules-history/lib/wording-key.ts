/**
 * What two wordings of a rule are compared by: the words, with whitespace, typography (quote and dash style, ™ and ®,
 * the archive's `?` for a character it lost) and the rule numbers inside set aside (a renumbered cross-reference is
 * not a change). The importer dates changes with it; the rule pages diff wordings with it.
 */
import { RULE_NUMBER_SOURCE } from '../../rule-numbers.js';

/** The form two wordings (or two words of them) are compared in. */
export function wordingKey(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\((?:tm|r)\)/gi, ' ')
    .replace(/[?'"‘’“”`´\-‐‑–—™®_]/g, ' ')
    .replace(NUMBER_IN_TEXT, '#')
    .replace(/(?:\.\s?){3}|…/g, '…')
    .replace(/\s+/g, ' ')
    .trim();
}
const NUMBER_IN_TEXT = new RegExp(String.raw`\b${RULE_NUMBER_SOURCE}\b`, 'g');
