/** A placeholder for content inside a translated sentence: the sentence is split around it, so that the content can
 *  carry its own `lang` ("De «<span lang=es>Mecánica que regresa</span>»"). */
export const SLOT = '\u0000';

/** A translated sentence made with SLOT in place of the content, split around it. */
export function around(sentence: string): { before: string; after: string } {
  const [before = '', after = ''] = sentence.split(SLOT);
  return { before, after };
}
