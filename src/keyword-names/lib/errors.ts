/** A refusal of the keyword import: one line naming the file (and card) and what is wrong; nothing is written. */
export class KeywordImportError extends Error {
  override name = 'KeywordImportError';
}
