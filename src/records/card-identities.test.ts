import { describe, expect, it } from 'vitest';
import type { CardIdentityTable, DocumentRecord, Report } from '../schema/index.js';
import { matchIdentities } from './card-identities.js';

const table: CardIdentityTable = {
  version: 1,
  sets: [{ code: '10E', cards: 1 }],
  cards: [{ name: 'Cho-Manno, Revolutionary', set: '10E', number: '12', names: { pt: 'Cho-Manno, Revolucionário' } }],
};
const document = { id: 'd', sets: [{ name: 'Décima Edição', code: '10E' }] } as unknown as DocumentRecord;
const report = (line: number) =>
  ({
    documentId: 'd',
    counts: { warnings: 1 },
    warnings: [{ line, code: 'card-name-joined', message: 'card name printed over two lines, read as "X"' }],
  }) as unknown as Report;
const card = (name: string, line: number) => ({ id: `pt/${line}`, name, lang: 'pt' as const, appearances: [{ documentId: 'd', line }] });

describe('matchIdentities: names a repost cut in two', () => {
  it('confirms a joined name the card data knows in the document’s set', () => {
    const r = report(4);
    const [c] = matchIdentities([card('Cho-Manno, Revolucionário', 4)], [document], [r], table);
    expect(c.identity?.name).toBe('Cho-Manno, Revolutionary');
    expect(r.warnings[0].message).toMatch(/confirmed by the card data \(Cho-Manno, Revolutionary, 10E\)$/);
  });

  it('says so when no card of the document’s sets has the joined name', () => {
    const r = report(9);
    const [c] = matchIdentities([card('Gárgula-Sentinela', 9)], [document], [r], table);
    expect(c.identity).toBeNull();
    expect(r.warnings[0].message).toMatch(/no card of 10E has this name \(check the line\)$/);
  });
});
