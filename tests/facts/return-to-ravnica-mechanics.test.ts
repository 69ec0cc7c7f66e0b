/**
 * Facts about the Portuguese Return to Ravnica blog post (content/documents.json: return-to-ravnica-mechanics), each
 * checked by reading the source (line numbers given): who owns a ruling, how a card, a mode or a quoted rule is
 * read, which edition a number belongs to. The properties every document has: tests/lossless.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { doc } from '../helpers/lossless-docs.js';

describe('return-to-ravnica-mechanics: facts checked by reading it', () => {
  it('pt Return to Ravnica: overload quoted as 702.94a in 2012 is 702.96a today; unleash 702.96 is 702.98', () => {
    const { records } = doc('return-to-ravnica-mechanics');
    expect(records.rules.find((r) => r.number === '702.94a')).toMatchObject({ keyword: 'overload', todayNumber: '702.96a' });
    expect(records.rules.filter((r) => r.number === '702.96').map((r) => [r.line, r.keyword, r.todayNumber])).toEqual([
      [129, 'unleash', '702.98'],
      [130, 'unleash', '702.98'],
    ]);
    expect(records.mechanics.find((m) => m.title === 'Mecânica da Guilda Izzet: Sobrecarga')?.keyword).toBe('overload');
    expect(records.report.skipped.map((s) => `${s.line} ${s.reason}`)).toEqual(['239 site boilerplate', '240 site boilerplate']);
  });

  it('pt Return to Ravnica: the heading `Ciclo:` / `Cards que "não podem ser anulados"` (lines 225–226) opens its section with its two rulings', () => {
    const { records } = doc('return-to-ravnica-mechanics');
    const section = records.mechanics.find((m) => m.line === 225)!;
    expect(section.title).toBe('Ciclo: Cards que "não podem ser anulados"');
    expect(records.rulings.filter((r) => r.owner.id === section.id).map((r) => r.line)).toEqual([229, 234]);
    const keyrunes = records.mechanics.find((m) => m.title === 'Ciclo: Chaves Rúnicas')!;
    const last = records.rulings.filter((r) => r.owner.id === keyrunes.id).at(-1)!;
    expect(last.text).toMatch(/5\/5 até o fim do turno\.$/);
  });
});
