/**
 * Every ruling a page shows carries its dated source in the reader's language: the document's title (marked in the
 * document's language), its date as the reader writes dates (a `<time>`) or, when the site deduced it, saying so.
 * Run after `npm run build`.
 */
import { describe, expect, it } from 'vitest';
import type { Element } from 'hast';
import { useTranslations } from '../../src/i18n/index.js';
import { formatDocumentDate } from '../../src/i18n/intl.js';
import { LANGS, type Lang } from '../../src/languages.js';
import type { CorpusCard, DocumentRecord, KeywordRecord } from '../../src/schema/index.js';
import { $, $$, attr, generated, page, text } from '../helpers/dist.js';
import { cardPageOf } from '../helpers/dist.js';

const documents = new Map(generated<DocumentRecord[]>('documents').map((d) => [d.id, d]));
const cards = generated<CorpusCard[]>('cards');
const keywords = generated<KeywordRecord[]>('keywords');

/** The source line of one ruling: a link to its document, in the document's language, and the document's date. */
function expectDatedSource(li: Element, lang: Lang, where: string) {
  const source = $(li, '.source');
  expect(source, where).not.toBeNull();
  const link = $(source!, 'a')!;
  const id = (attr(link, 'href') ?? '').split('/')[3];
  const d = documents.get(id)!;
  expect(d, `${where}: ${attr(link, 'href')}`).toBeDefined();
  expect(attr(link, 'lang'), where).toBe(d.lang);
  expect(text(link), where).toBe(d.title);
  const time = $(source!, 'time');
  if (d.dateInferredFrom) {
    expect(time, where).toBeNull();
    expect(text(source), where).toContain(useTranslations(lang)('document.dateInferred', { edition: d.rulesEdition.edition }));
  } else {
    expect(attr(time, 'dateTime'), where).toBe(d.date);
    expect(text(time), where).toBe(formatDocumentDate(d.date, lang));
  }
}

describe('every ruling is dated and sourced in the reader’s language', () => {
  it('on card pages: its own rulings and its mechanics’ general rulings (every card, every UI language)', () => {
    let seen = 0;
    for (const card of cards)
      for (const lang of LANGS)
        // The documents' rulings (Gatherer's official ones carry their own date, no document).
        for (const li of $$(page(`/${lang}/${cardPageOf(card.id)}`), 'ol.rulings:not(.official) > li')) {
          expectDatedSource(li, lang, `${lang} ${card.id}`);
          seen++;
        }
    expect(seen).toBeGreaterThan(1000);
  });

  it('on keyword pages: the rulings that mention the keyword and its explanations', () => {
    for (const k of keywords.filter((x) => x.rulingIds.length > 0 || x.mechanicIds.length > 0))
      for (const lang of LANGS) {
        const tree = page(`/${lang}/keywords/${k.key}/`);
        const items = [...$$(tree, 'ol.rulings > li'), ...$$(tree, 'section.explanation')];
        expect(items.length, k.key).toBeGreaterThan(0);
        for (const li of items) expectDatedSource(li, lang, `${lang} ${k.key}`);
      }
  });

  it('on rule pages: quotations and the rulings that cite the rule, the excerpt of undated rules saying its date was deduced', () => {
    const tree = page('/es/rules/601.2/');
    const quotations = $$(tree, 'figure.quotation');
    expect(quotations.length).toBeGreaterThan(0);
    for (const q of quotations) expectDatedSource(q, 'es', 'es 601.2');
    expect(text(tree)).toContain('fecha deducida de sus citas: reglas del 11 de julio de 2013');
    expect(text(tree)).not.toContain('Fecha 2013-07-11');
  });

  it('on document pages: the date once as a <time>, each ruling with it, and the provenance in the reader’s words', () => {
    for (const d of documents.values())
      for (const lang of LANGS) {
        const tree = page(`/${lang}/documents/${d.id}/`);
        const meta = text($(tree, 'dl.meta'));
        if (d.dateInferredFrom)
          expect(meta.toLowerCase()).toContain(useTranslations(lang)('document.dateInferred', { edition: d.rulesEdition.edition }));
        else expect(meta).toContain(formatDocumentDate(d.date, lang));
        if (d.sources) expect(meta).toContain(d.sources[lang]);
        expect(meta).not.toContain(d.source);
        for (const li of $$(tree, 'ol.rulings > li .ruling-meta')) expect(text(li)).toMatch(/\d{4}/);
      }
  });
});
