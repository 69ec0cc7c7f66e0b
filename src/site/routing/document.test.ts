import { describe, expect, it } from 'vitest';
import { mechanicPath } from '../../site-paths.js';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { documentPage, editionReason } from './document.js';

const c = siteCorpus();
const doc = (id: string) => c.document.get(id)!;

describe('documentPage', () => {
  it('gives every section an anchor, mechanics a stable one that other pages link to', async () => {
    for (const d of c.documents) {
      const p = await documentPage(d, 'fr', c);
      const ids = p.sections.map((s) => s.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const s of p.sections)
        if (s.section.mechanicId) expect(`/fr/${mechanicPath(s.section.mechanicId)}`).toBe(`/fr/documents/${d.id}/#${s.id}`);
      expect(p.sections.flatMap((s) => s.rulings.map((r) => r.ruling.id)).length).toBe(
        c.rulings.filter((r) => r.documentId === d.id && r.mechanicId !== null).length,
      );
    }
  });

  it('says why the document is read in its rules edition', async () => {
    const d = doc('shadowmoor-rules-preview');
    const byDate = (date: string, edition: string) =>
      editionReason({ ...d, date, rulesEdition: { edition, chosenBy: 'date', fits: null } });
    // A rules preview dated before its set's rules update is read in that update: "the next one".
    expect(byDate('2008-04', '2008-05-01')).toBe('next');
    expect(byDate('2008-05', '2008-05-01')).toBe('date');
    expect(byDate('2008', '2008-05-01')).toBe('date');
    expect(byDate('2008-04-30', '2008-05-01')).toBe('next');
    expect(editionReason({ ...d, rulesEdition: { edition: '2008-05-01', chosenBy: 'citations', fits: null } })).toBe('citations');
    const preview = await documentPage(d, 'es', c);
    expect(preview.rulesEdition).toBe('1 de mayo de 2008 (la que entró en vigor con la colección del documento, la siguiente a su fecha)');
    const faq = await documentPage(doc('planechase-2012-faq'), 'es', c);
    expect(faq.rulesEdition).toMatch(/\(la vigente en la fecha del documento\)$/);
  });

  it('counts the lines with the plural of the reader, names the kind and lists the report', async () => {
    const p = await documentPage(doc('return-to-ravnica-mechanics'), 'pt', c);
    expect(p.kind).toBe('Artigo');
    expect(p.lineCount).toMatch(/^\d+ linhas$/);
    const report = c.report.get('return-to-ravnica-mechanics')!;
    expect(p.skipped).toHaveLength(report.skipped.length);
    expect(p.warnings).toHaveLength(report.warnings.length);
    expect(p.sets).toBe('Retorno a Ravnica (RTR)');
  });

  it('says what every line became, and where prose that reads like rulings stayed text, in the reader’s words', async () => {
    for (const d of c.documents) {
      const p = await documentPage(d, 'es', c);
      const lines = c.report.get(d.id)!.lines;
      expect(p.linesRead.map((r) => r.label)).toEqual([
        'Cartas',
        'Aclaraciones',
        'Reglas citadas',
        'Líneas que citan números de regla',
        'Títulos y separadores',
        'Quedaron como texto',
        'Omitidas',
      ]);
      expect(p.linesRead.map((r) => r.count)).toEqual([
        lines.cards,
        lines.rulings,
        lines.rules,
        lines.references,
        lines.headings,
        lines.prose,
        lines.skipped,
      ]);
    }
    const warned = c.reports.find((r) => r.warnings.some((w) => w.code === 'rulings-in-prose'));
    expect(warned, 'some document of content/ has prose that reads like rulings').toBeDefined();
    const warning = warned!.warnings.find((w) => w.code === 'rulings-in-prose')!;
    const p = await documentPage(doc(warned!.documentId), 'fr', c);
    expect(p.warnings.map((w) => w.text)).toContain(
      `Ces lignes citent des règles, nomment des cartes ou posent une question suivie de sa réponse comme une précision, mais sont restées du texte : ${warning.params!.lines}.`,
    );
  });
});
