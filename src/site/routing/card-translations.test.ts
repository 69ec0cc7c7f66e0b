import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS } from '../../languages.js';
import { cardPage } from './card.js';
import { documentPage } from './document.js';

const c = siteCorpus();

describe('the alignment on the pages', () => {
  it('shows a document ruling under the official ruling it translates: in full in its language, as a link in the others', async () => {
    const ruling = [...c.ruling.values()].find((r) => r.original && r.owner.kind === 'card')!;
    expect(ruling).toBeDefined();
    const oracleId = ruling.original!.oracleIds[0];
    for (const lang of LANGS) {
      const p = await cardPage({ kind: 'catalogue', oracleId }, lang, c);
      if (p.kind !== 'catalogue') throw new Error('a catalogue page');
      const views = [...p.official.rulings, ...p.official.superseded].map((o) => o.translations);
      if (lang === ruling.lang) expect(views.some((v) => v.own.some((t) => t.ruling.id === ruling.id))).toBe(true);
      else expect(views.some((v) => v.alsoIn.some((a) => a.lang === ruling.lang))).toBe(true);
    }
  });

  it("says on a document's page how many of its rulings translate an official ruling", async () => {
    const d = c.document.get('duskmourn-release-notes')!;
    const p = await documentPage(d, 'fr', c);
    const counts = c.report.get(d.id)!.alignment!;
    expect(counts.aligned).toBeGreaterThan(0);
    expect(p.alignment).toContain(String(counts.aligned));
  });
});
