import { describe, expect, it } from 'vitest';
import { shareStrings } from './shared-strings.js';

describe('shareStrings', () => {
  it('leaves every record as it was: same keys, same order, same values, all the way down', () => {
    const records = [
      { id: 'a/1', documentId: 'a', lang: 'es', links: [{ kind: 'card', id: 'a/2', start: 0, end: 3 }], power: null, n: 2 },
      { id: 'a/2', documentId: 'a', lang: 'es', markup: [{ type: 'emphasis', children: [{ type: 'text', value: 'x'.repeat(300) }] }] },
      { id: 'b/1', documentId: 'b', lang: 'fr', ids: ['a/1', 'a/2', 'a/1'], empty: [], nested: { deeper: { lang: 'fr' } } },
    ];
    const before = JSON.stringify(records);
    const seen = new Map<string, string>();
    shareStrings(records, seen);
    expect(JSON.stringify(records)).toBe(before);
    expect(Object.keys(records[0])).toEqual(['id', 'documentId', 'lang', 'links', 'power', 'n']);
    // Each distinct short string is kept once; the long text is not looked up.
    expect([...seen.keys()].sort()).toEqual(['a', 'a/1', 'a/2', 'b', 'b/1', 'card', 'emphasis', 'es', 'fr', 'text']);
  });

  it('takes plain values as they are', () => {
    expect(() => shareStrings(null)).not.toThrow();
    expect(() => shareStrings('text')).not.toThrow();
    expect(() => shareStrings(3)).not.toThrow();
  });
});
