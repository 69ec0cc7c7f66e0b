import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { offlineBox, offlinePage, offlineTexts } from './offline.js';

describe('the offline controls', () => {
  it('hand the browser every plural form of their counts, as templates in the reader language', () => {
    const texts = JSON.parse(offlineTexts('pt')) as Record<string, string>;
    expect(texts['offline.progress_other']).toBe('Baixando: {{done}} de {{count, number}} arquivos…');
    expect(texts['offline.keptSets_one']).toBe('{{count, number}} coleção');
    expect(texts['offline.download']).toBe('Baixar para usar sem conexão');
    expect(Object.keys(texts).some((k) => k.startsWith('offline.page.'))).toBe(false);
  });

  it('leave the place of the size in their sentences, for the build to fill', () => {
    expect(offlineBox('fr').size).toEqual({ before: 'Téléchargement : ', after: '.' });
    expect(offlineBox('es').choose.href).toBe('/es/download/');
  });

  it('offer every set that holds cards, by year, newest first, each as its pack in the reader’s language', async () => {
    const c = siteCorpus();
    const p = await offlinePage('fr', c);
    const sets = p.years.flatMap((y) => y.sets);
    expect(sets.length).toBe(c.catalogue.sets.filter((s) => s.cards > 0).length);
    expect(p.years.map((y) => y.label.slice(0, 4))).toEqual([...p.years.map((y) => y.label.slice(0, 4))].sort().reverse());
    expect(p.years.filter((y) => y.open)).toEqual([p.years[0]]);
    const m10 = sets.find((s) => s.code === 'M10')!;
    expect(m10).toMatchObject({ pack: 'fr-set-m10', nameLang: c.catalogue.set.get('M10')?.names?.fr ? 'fr' : 'en' });
    expect(m10.count).toMatch(/^\d[\d\u202f ]* cartes$/);
    expect(p.site.pack).toBe('fr');
  });
});
