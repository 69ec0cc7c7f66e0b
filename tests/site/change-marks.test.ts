/**
 * Build-and-inspect: a quoted rule or ruling whose rule changed since its document carries a mark in the reader's
 * language on document and card pages, linking to the dated diff on the rule's page. Run after `npm run build`.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/languages.js';
import { $, $$, attr, page, text } from '../helpers/dist.js';

const SAID = {
  es: 'La regla 702.79a cambió después de este documento (2009-07-11).',
  fr: 'La règle 702.79a a changé après ce document (2009-07-11).',
  pt: 'A regra 702.79a mudou depois deste documento (2009-07-11).',
};

/** The change marks of a page, as [text, href]. */
const marks = (url: string) => $$(page(url), 'p.change-mark a').map((a) => [text(a), attr(a, 'href')]);

describe('change marks', () => {
  for (const lang of LANGS)
    it(`the Shadowmoor preview's persist quotation, on its document page and a persist card's page (${lang})`, () => {
      const mark = [SAID[lang], `/${lang}/rules/702.79/#changes-2009-07-11`];
      expect(marks(`/${lang}/documents/shadowmoor-rules-preview/`)).toContainEqual(mark);
      expect(marks(`/${lang}/cards/murderous-redcap/`)).toContainEqual(mark);
      // The link leads to the diff of that edition: "play" became "the battlefield".
      const change = $(page(`/${lang}/rules/702.79/`), '[id="changes-2009-07-11"]');
      expect(change).not.toBeNull();
      expect($$(change!, 'del').map(text)).toContain('play');
      expect($$(change!, 'ins').map(text)).toContain('the battlefield');
    });

  it("the wither quotation too, and a plane's own quoted rules on the plane's page", () => {
    expect(marks('/es/documents/shadowmoor-rules-preview/').map(([, href]) => href)).toContain('/es/rules/702.80/#changes-2009-07-11');
    expect(marks('/fr/cards/talon-gates/').map(([, href]) => href)).toContain('/fr/rules/702.62/#changes-2024-02-06');
  });

  it('a number that meant another untitled step says what that step said, after where it is today', () => {
    const reading = $$(page('/es/rules/601.2g/'), 'ul.readings > li').find((li) => text(li).includes('2013-07-11'))!;
    expect(text(reading)).toMatch(/la regla 601\.2g — hoy es la regla 601\.2h — y decía: The player pays the total cost in any order\./);
    expect(text(reading)).not.toMatch(/era —/);
  });
});
