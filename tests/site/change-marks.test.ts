/**
 * Build-and-inspect: a quoted rule or ruling whose rule changed since its document carries a mark in the reader's
 * language on document and card pages, linking to the dated diff on the rule's page. Run after `npm run build`.
 */
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/languages.js';
import type { Ruling } from '../../src/schema/index.js';
import { content } from '../helpers/content.js';
import { $, $$, attr, generated, page, text } from '../helpers/dist.js';

const SAID = {
  es: 'La regla 702.79a cambió después de este documento (11 de julio de 2009).',
  fr: 'La règle 702.79a a changé après ce document (11 juillet 2009).',
  pt: 'A regra 702.79a mudou depois deste documento (11 de julho de 2009).',
};

/** A word the rules renamed, named with today's, in each reader's language (the words in the ruling's language). */
const FORMER = {
  es: /^«coste de maná convertido»: las reglas ya no lo dicen así desde el 19 de abril de 2021; hoy: «valor de maná»\.$/i,
  fr: /^« coste de maná convertido » : les règles ne le disent plus ainsi depuis le 19 avril 2021 ; aujourd'hui : « valor de maná »\.$/i,
  pt: /^“coste de maná convertido”: as regras não dizem mais assim desde 19 de abril de 2021; hoje: “valor de maná”\.$/i,
};
const rulings = generated<Ruling[]>('rulings');

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
    const reading = $$(page('/es/rules/601.2g/'), 'ul.readings > li').find((li) => text(li).includes('11 de julio de 2013'))!;
    expect(text(reading)).toMatch(/la regla 601\.2g — hoy es la regla 601\.2h — y decía: The player pays the total cost in any order\./);
    expect(text(reading)).not.toMatch(/era —/);
  });

  for (const lang of LANGS)
    it(`a 2012 ruling that says "coste de maná convertido" names today's "valor de maná", on its document's page (${lang})`, () => {
      const r = rulings.find((x) => x.owner.kind === 'mechanic' && x.formerWords?.some((w) => w.today === 'valor de maná'))!;
      const li = $(page(`/${lang}/documents/${r.documentId}/`), `[id="${r.anchor}"]`)!;
      const mark = $$(li, 'p.outdated-mark.former-word').find((p) => text(p).includes('valor de maná'))!;
      expect(text(mark)).toMatch(FORMER[lang]);
      expect($$(mark, 'span').map((x) => attr(x, 'lang'))).toEqual(['es', 'es']);
    });

  it('a translation whose original Gatherer rewrote after its document says so, on its document page and beside the official ruling', () => {
    const documentYear = new Map(generated<{ id: string; date: string }[]>('documents').map((d) => [d.id, Number(d.date.slice(0, 4))]));
    // A Spanish translation whose original is dated two years or more after its document: rewritten since.
    const rewritten = rulings.filter(
      (x) => x.lang === 'es' && x.original && Number(x.original.date.slice(0, 4)) > documentYear.get(x.documentId)! + 1,
    );
    expect(rewritten.length).toBeGreaterThan(0);
    let shown = 0;
    for (const r of rewritten) {
      const said = new RegExp(
        `^El original en inglés es del \\d+ de \\p{L}+ de ${r.original!.date.slice(0, 4)}, posterior a este documento: Gatherer lo reescribió`,
        'u',
      );
      const marked = (holder: Parameters<typeof $>[0]) =>
        $$(holder, 'p.outdated-mark')
          .map(text)
          .some((t) => said.test(t));
      // A general ruling stands on its document's page; every one beside the official ruling it translates, where the
      // card's page shows it (the newest document's translation).
      if (r.owner.kind === 'mechanic') expect(marked($(page(`/es/documents/${r.documentId}/`), `[id="${r.anchor}"]`)!), r.id).toBe(true);
      const card = content().catalogue.byOracleId.get(r.original!.oracleIds[0])!;
      const beside = $(page(`/es/cards/${card.slug}/`), `ol.official [id="${r.anchor}"]`);
      if (beside) (expect(marked(beside), r.id).toBe(true), shown++);
    }
    expect(shown).toBeGreaterThan(0);
  });
});
