import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { rulePage } from './rule.js';

const c = siteCorpus();

describe('rulePage', () => {
  it('says for each citing document what the number was and links where that rule is today', async () => {
    const p = await rulePage(c.ruleNumber.get('702.47')!, 'es', c);
    expect(p.title).toBe('Regla 702.47');
    const reading = p.readings.find((r) => r.documentId === 'planechase-2012-faq')!;
    expect(reading.title).toBe('Ninjutsu');
    expect(reading.today).toEqual({ text: 'hoy es la regla 702.49', href: '/es/rules/702.49/' });
    expect(reading.timeline.length).toBeGreaterThan(1);
    expect(p.todayIs).toContain('Splice');
    expect(p.citedAs.map((x) => x.href)).toContain('/es/rules/702.46/');
    expect(p.keyword?.href).toBe('/es/keywords/ninjutsu/');
  });

  it("quotes the rule's texts in the reader's language first and lists who cites it", async () => {
    for (const n of c.ruleNumbers) {
      const p = await rulePage(n, 'pt', c);
      const langs = p.quotes.map((q) => q.rule.lang);
      expect(langs).toEqual([...langs].sort((a, b) => Number(b === 'pt') - Number(a === 'pt')));
      expect(p.rulings.map((r) => r.ruling.id)).toEqual(n.citingRulingIds.filter((id) => c.ruling.has(id)));
      expect(new Set(p.mechanics.map((m) => m.href)).size).toBe(p.mechanics.length);
      for (const o of p.olderNumbers) expect(o.href).toBe(c.ruleNumber.has(o.number) ? `/pt/rules/${o.number}/` : null);
    }
  });
});
