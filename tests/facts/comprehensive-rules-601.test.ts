/**
 * Facts about the Spanish excerpt of the Comprehensive Rules (601) (content/documents.json: comprehensive-
 * rules-601), each checked by reading the source (line numbers given): who owns a ruling, how a card, a mode or a
 * quoted rule is read, which edition a number belongs to. The properties every document has: tests/lossless.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { doc } from '../helpers/lossless-docs.js';

describe('comprehensive-rules-601: facts checked by reading it', () => {
  it('es rules excerpt: 601.2h is quoted twice (lines 72 and 79), both kept; there is no 601.2f', () => {
    const { records } = doc('comprehensive-rules-601');
    const h = records.rules.filter((r) => r.number === '601.2h');
    expect(h.map((r) => r.line)).toEqual([72, 79]);
    expect(new Set(h.map((r) => r.id)).size).toBe(2);
    expect(records.report.warnings.map((w) => `${w.line} ${w.code}`)).toEqual(['1 bullet-heading', '79 duplicate-rule-number']);
    expect(records.rules.map((r) => r.number)).toEqual([
      '601.1',
      '601.1a',
      '601.2',
      '601.2a',
      '601.2b',
      '601.2c',
      '601.2d',
      '601.2e',
      '601.2g',
      '601.2h',
      '601.2h',
    ]);
    // The wrapped text of 601.2h (second) runs to the end of the file, and cites the range 601.2a–g.
    expect(h[1].text).toMatch(
      /^Una vez que se completan los pasos descriptos en las reglas 601\.2a–g, el hechizo es lanzado\..* recibe la prioridad\.$/,
    );
  });
});
