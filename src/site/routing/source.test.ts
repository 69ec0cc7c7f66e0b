import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS } from '../../languages.js';
import { documentCardView } from './card-documents.js';
import { documentPage } from './document.js';
import { documentsIndexPage } from './documents.js';
import { homePage } from './home.js';
import { keywordPage } from './keyword.js';
import { pageContext } from './context.js';
import { documentProvenance, sourceOf } from './source.js';

const c = siteCorpus();
const doc = (id: string) => c.document.get(id)!;

describe('sources of rulings, explanations and quotations', () => {
  it("date every ruling of a card page with its document's date, as the reader writes dates", async () => {
    const card = c.card.get('fr/piscine-sans-fond-vestiaire')!;
    const expected = { es: '5 de agosto de 2024', fr: '5 août 2024', pt: '5 de agosto de 2024' };
    for (const lang of LANGS) {
      const p = documentCardView(card, card.identity?.oracleId ?? null, await pageContext(lang, c));
      const sources = [...p.rulings.map((r) => r.source), ...p.sections.flatMap((s) => s.rulings.map((r) => r.source))];
      expect(sources.length).toBeGreaterThan(0);
      for (const s of sources) {
        expect(s.date).toBe(expected[lang]);
        expect(s.datetime).toBe('2024-08-05');
        expect(s.titleLang).toBe('fr');
        expect(s.title).toBe("Notes de publication de Mornebrune : la Maison de l'horreur");
      }
    }
  });

  it('names a document the same way on every page of a language, and each language its own way, per corpus', async () => {
    const excerpt = c.rules.find((r) => r.documentId === 'comprehensive-rules-601')!;
    const [es, fr] = [await pageContext('es', c), await pageContext('fr', c)];
    const first = sourceOf(excerpt.documentId, 3, es);
    expect(sourceOf(excerpt.documentId, 40, es)).toEqual({ ...first, line: es.t('card.line', { line: 40 }) });
    expect(sourceOf(excerpt.documentId, 3, fr).href).toBe(`/fr/documents/${excerpt.documentId}/`);
    const renamed = { ...c, document: new Map([[excerpt.documentId, { ...doc(excerpt.documentId), title: 'Autre titre' }]]) };
    expect(sourceOf(excerpt.documentId, 3, await pageContext('es', renamed)).title).toBe('Autre titre');
  });

  it('says that a date was deduced, and from what, in the reader’s words', async () => {
    const excerpt = c.rules.find((r) => r.documentId === 'comprehensive-rules-601')!;
    const es = sourceOf(excerpt.documentId, excerpt.line, await pageContext('es', c));
    expect(es.date).toBe('fecha deducida de sus citas: reglas del 11 de julio de 2013');
    expect(es.datetime).toBeNull();
    expect(sourceOf(excerpt.documentId, excerpt.line, await pageContext('fr', c)).date).toBe(
      'date déduite de ses citations : règles du 11 juillet 2013',
    );
    const page = await documentPage(doc('comprehensive-rules-601'), 'pt', c);
    expect(page.date).toBe('Data deduzida de suas citações: regras de 11 de julho de 2013');
    expect(page.datetime).toBeNull();
  });

  it('gives every ruling a keyword page shows its dated source', async () => {
    for (const k of c.keywords.filter((x) => x.rulingIds.length > 0)) {
      const p = await keywordPage(k, 'pt', c);
      for (const r of p.rulings) {
        expect(r.source.href).toBe(`/pt/documents/${r.ruling.documentId}/`);
        expect(r.source.date).not.toBe('');
        expect(r.source.date).not.toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const e of p.explanations) expect(e.source.date).not.toBe('');
    }
  });

  it('never shows the maintainer’s source note: the manifest’s words for the reader, or the kind and language', async () => {
    for (const d of c.documents)
      for (const lang of LANGS) {
        const p = await documentPage(d, lang, c);
        expect(p.provenance).not.toContain('shared/');
        expect(p.provenance).not.toBe(d.source);
        // The manifest's words for the reader where it has them (a document just added may have none yet).
        if (d.sources) expect(p.provenance).toBe(d.sources[lang]);
      }
    const bare = { ...doc('planechase-2012-faq'), sources: undefined };
    expect(documentProvenance(bare, await pageContext('pt', c))).toBe('Perguntas frequentes, em espanhol');
    expect(documentProvenance(bare, await pageContext('fr', c))).toBe('Foire aux questions, en espagnol');
  });
});

describe('language names, kinds and counts in the reader’s language', () => {
  it('names languages mid-sentence in the reader’s language, and as labels capitalized', async () => {
    expect((await documentPage(doc('duskmourn-release-notes'), 'es', c)).language).toBe('Francés');
    const index = await documentsIndexPage('fr', c);
    expect(index.documents.find((d) => d.href.includes('shadowmoor'))!.about).toBe('Aperçu des règles, avril 2008, espagnol');
  });

  it('counts the home page’s records with plural forms', async () => {
    expect((await homePage('es', c)).counts).toMatch(
      new RegExp(
        `^\\d+\\.\\d{3} cartas, \\d+\\.\\d{3} aclaraciones, \\d+ palabras clave, 1\\d{3} reglas \\(\\d+ citadas en los documentos\\), ${c.documents.length} documentos\\.$`,
      ),
    );
    expect((await homePage('pt', c)).counts).toMatch(/^\d+\.\d{3} cards, \d+\.\d{3} esclarecimentos, /);
  });
});

describe('the reading report', () => {
  it('shows each entry by its code, translated and filled in, never the English message', async () => {
    for (const d of c.documents)
      for (const lang of LANGS) {
        const p = await documentPage(d, lang, c);
        const report = c.report.get(d.id)!;
        p.warnings.forEach((w, i) => {
          expect(w.text).not.toBe(report.warnings[i].message);
          expect(w.text).not.toMatch(/\{\{|report\./);
        });
        p.skipped.forEach((s, i) => expect(s.text).not.toBe(report.skipped[i].reason));
      }
    const faq = await documentPage(doc('planechase-2012-faq'), 'es', c);
    expect(faq.warnings.map((w) => w.text)).toContain(
      'La regla 702.86 se cita dos veces (la primera, en la línea 144): se conservan ambas.',
    );
    const quotedAs = faq.warnings.find((w) => /^La regla 702\.86 se cita como [^ ]/.test(w.text));
    expect(quotedAs).toBeDefined();
    expect(quotedAs!.text).not.toContain('Umbra Armor');
    const fr = await documentPage(doc('duskmourn-release-notes'), 'fr', c);
    expect(fr.skipped[0].text).toBe('même précision qu’à la ligne 2610 pour la même carte : conservée une fois');
  });
});
