import { describe, expect, it } from 'vitest';
import { englishForms } from './cooccur.js';
import { tokenize } from './corpus.js';

describe('englishForms: the forms of an English word as a text’s words hold them', () => {
  it("holds the possessives as tokenized (`keeper’s` is `keeper'` and `s`; `keepers'`)", () => {
    const forms = englishForms('keeper');
    for (const text of ["the keeper's hand", "the keepers' hands"]) expect(tokenize(text).words.some((w) => forms.includes(w))).toBe(true);
    expect(tokenize("the keeper's hand").words).toContain("keeper'");
  });

  it('holds the plural, third person, past and gerund', () => {
    expect(englishForms('guard')).toEqual(expect.arrayContaining(['guards', 'guarded', 'guarding']));
    expect(englishForms('bury')).toEqual(expect.arrayContaining(['buries', 'buried']));
  });
});
