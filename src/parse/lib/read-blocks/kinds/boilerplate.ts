import type { LanguageVocabulary } from '../../../../schema/index.js';
import type { LineRule } from '../line-rule.js';

/** A line of the site a document was copied from ("Postar um comentário"), as the vocabulary lists them. */
export function isBoilerplate(line: string, vocab: LanguageVocabulary): boolean {
  const t = line.trim();
  return vocab.boilerplate.some((b) => b === t);
}

/** Site furniture: skipped and reported; it ends the open block. */
export const boilerplate: LineRule<{ kind: 'boilerplate'; text: string }> = {
  kind: 'boilerplate',
  test: (state, line) => (isBoilerplate(line.trimmed, state.vocab) ? { kind: 'boilerplate', text: line.trimmed } : null),
  read(state, { index }, match) {
    state.skip(index, 'boilerplate', 'site boilerplate', match.text);
    state.closeOpen();
    return index;
  },
};
