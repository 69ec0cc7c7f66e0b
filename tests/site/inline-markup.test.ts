/**
 * The documents' inline markup, from records to pages: reminder text in <em> as printed, a document's links to web
 * pages as <a rel="nofollow noopener">, everything else text. Run after `npm run build` (npm test builds first).
 */
import { describe, expect, it } from 'vitest';
import type { CorpusCard as Card, DocumentRecord, InlineNode, Mechanic, Rule, Ruling } from '../../src/schema/index.js';
import { inlineSchema, inlineText } from '../../src/schema/index.js';
import { $, $$, attr, generated, page, text } from '../helpers/dist.js';

const cards = generated<Card[]>('cards');
const rulings = generated<Ruling[]>('rulings');
const rules = generated<Rule[]>('rules');
const mechanics = generated<Mechanic[]>('mechanics');
const documents = generated<DocumentRecord[]>('documents');

/** Every text of the records that can carry markup, with its markup. */
function marked(): { where: string; text: string; markup?: InlineNode[] | null }[] {
  return [
    ...rulings.map((r) => ({ where: r.id, text: r.text, markup: r.markup })),
    ...rules.map((r) => ({ where: r.id, text: r.text, markup: r.markup })),
    ...cards.flatMap((c) =>
      c.faces.flatMap((f) =>
        f.rulesText.map((line, i) => ({ where: `${c.id} ${f.name} line ${i + 1}`, text: line, markup: f.rulesMarkup?.[i] })),
      ),
    ),
    ...mechanics.flatMap((m) => m.explanation.map((p) => ({ where: `${m.id} line ${p.line}`, ...p }))),
    ...documents.flatMap((d) => d.sections.flatMap((s) => s.paragraphs.map((p) => ({ where: `${s.id} line ${p.line}`, ...p })))),
  ];
}

describe('inline markup in the records', () => {
  it("is valid, and reads back as the record's plain text, wherever it is present", () => {
    const all = marked();
    const withMarkup = all.filter((m) => m.markup);
    expect(withMarkup.length).toBeGreaterThan(50);
    for (const m of withMarkup) {
      expect(inlineSchema.safeParse(m.markup).success, m.where).toBe(true);
      expect(inlineText(m.markup!), m.where).toBe(m.text);
      // Present only when there is structure.
      expect(
        m.markup!.some((n) => n.type !== 'text'),
        m.where,
      ).toBe(true);
    }
  });

  it('keeps the face markup line for line with the rules text', () => {
    for (const c of cards) for (const f of c.faces) if (f.rulesMarkup) expect(f.rulesMarkup, c.id).toHaveLength(f.rulesText.length);
  });
});

describe('inline markup on the pages', () => {
  it('a Duskmourn card page shows its reminder text in <em>, as printed, with its mana symbols and keyword links around it', () => {
    const card = cards.find((c) => c.id === 'fr/rat-inoffensif')!;
    expect(card.documentId).toBe('duskmourn-release-notes');
    for (const lang of ['fr', 'es'] as const) {
      const tree = page(`/${lang}/cards/innocuous-rat/`);
      const ems = $$(tree, '.rules-text p em');
      expect(ems.map((e) => text(e))).toContain(
        "Regardez les deux cartes du dessus de votre bibliothèque. Mettez l'une d'elles sur le champ de bataille face cachée comme une créature 2/2 et l'autre dans votre cimetière. Retournez-la face visible à tout moment pour son coût de mana si c'est une carte de créature.",
      );
      // The line still reads as its plain text, and its keywords are still links.
      const line = $$(tree, '.rules-text p').find((p) => $(p, 'em'))!;
      expect(text(line)).toBe(card.faces[0].rulesText.find((l) => l.startsWith('Quand'))!);
      expect($$(line, 'a.keyword-ref').length).toBeGreaterThan(0);
    }
  });

  it('the Duskmourn document page shows the document\'s links as <a rel="nofollow noopener"> to web pages', () => {
    const tree = page('/fr/documents/duskmourn-release-notes/');
    const links = $$(tree, 'a.doc-link');
    expect(links.map((a) => [attr(a, 'href'), text(a)])).toEqual(
      expect.arrayContaining([
        ['https://magic.wizards.com/fr/rules', 'Magic.Wizards.com/Rules'],
        ['https://magic.wizards.com/fr/formats', 'Magic.Wizards.com/Formats'],
        ['https://locator.wizards.com/', 'Locator.Wizards.com'],
      ]),
    );
    for (const a of links) {
      expect(attr(a, 'href')).toMatch(/^https?:\/\//);
      expect(attr(a, 'rel')).toEqual(['nofollow', 'noopener']);
    }
    // Titles in italics.
    expect($$(tree, '.ruling-text em').map((e) => text(e))).toContain('Magic: The Gathering');
  });

  it('the Planechase page links its <www…> autolinks to https://www…', () => {
    const tree = page('/es/documents/planechase-2012-faq/');
    const links = $$(tree, 'a.doc-link').map((a) => [attr(a, 'href'), text(a)]);
    expect(links).toContainEqual(['https://www.wizards.com/MagicFormats', 'www.wizards.com/MagicFormats']);
    expect(links).toContainEqual(['http://gatherer.wizards.com/', 'http://gatherer.wizards.com']);
  });
});
