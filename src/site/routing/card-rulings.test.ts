import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { scryfallRulingListSchema } from '../../schema/index.js';
import { cardRulingsFile, cardRulingsFiles, cardRulingsKeys } from './card-rulings.js';

const c = siteCorpus();
const files = cardRulingsFiles(c);

describe('rulings in Scryfall’s shape', () => {
  it('gives one valid file per language and Scryfall id, for every card of the documents with a Scryfall id', () => {
    for (const f of files) expect(scryfallRulingListSchema.safeParse(f.list).success).toBe(true);
    expect(new Set(files.map((f) => `${f.lang}/${f.scryfallId}`)).size).toBe(files.length);
    const expected = new Set(c.cards.filter((x) => x.identity?.scryfallId).map((x) => `${x.lang}/${x.identity!.scryfallId}`));
    expect(new Set(files.map((f) => `${f.lang}/${f.scryfallId}`))).toEqual(expected);
  });

  it('lists the card’s own rulings and its mechanics’ general rulings from the same documents, in their words and dates', () => {
    const withGeneral = c.cards.filter(
      (x) =>
        x.identity?.scryfallId &&
        x.rulingIds.length &&
        x.mechanicRulingIds.some((id) => x.appearances.some((a) => a.documentId === c.ruling.get(id)!.documentId)),
    );
    expect(withGeneral.length).toBeGreaterThan(0);
    for (const card of withGeneral) {
      const file = files.find((f) => f.lang === card.lang && f.scryfallId === card.identity!.scryfallId)!;
      const documents = new Set(card.appearances.map((a) => a.documentId));
      const comments = [...card.rulingIds, ...card.mechanicRulingIds]
        .map((id) => c.ruling.get(id)!)
        .filter((r) => documents.has(r.documentId))
        .map((r) => r.text);
      expect(new Set(file.list.data.map((r) => r.comment))).toEqual(new Set(comments));
      expect(file.list.data.every((r) => r.oracle_id === card.identity!.oracleId && r.source === 'wotc')).toBe(true);
    }
  });

  it('dates each ruling by its document; a document dated by month or year by its first day', () => {
    for (const f of files)
      for (const r of f.list.data) {
        const card = c.cards.find((x) => x.lang === f.lang && x.identity?.scryfallId === f.scryfallId)!;
        const dates = card.appearances.map((a) => c.document.get(a.documentId)!.date);
        expect(
          dates.some(
            (d) => r.published_at.startsWith(d) && (d.length === 10 || r.published_at.endsWith(d.length === 7 ? '-01' : '-01-01')),
          ),
        ).toBe(true);
      }
    expect(files.some((f) => f.list.data.some((r) => r.published_at === '2012-06-01'))).toBe(true);
  });
});

describe('the files’ page props', () => {
  it('carry the ids of the file’s cards only: every card of the language with that Scryfall id', () => {
    const keys = cardRulingsKeys(c);
    expect(keys.map((k) => `${k.lang}/${k.scryfallId}`)).toEqual(files.map((f) => `${f.lang}/${f.scryfallId}`));
    for (const k of keys) expect(k.cardIds.every((id) => c.card.get(id)?.identity?.scryfallId === k.scryfallId)).toBe(true);
    const cardsWithId = c.cards.filter((x) => x.identity?.scryfallId).length;
    expect(keys.reduce((n, k) => n + k.cardIds.length, 0)).toBe(cardsWithId);
    expect(JSON.parse(JSON.stringify(keys[0]))).toEqual(keys[0]);
    expect(cardRulingsFile(keys[0], c).list.data.length).toBeGreaterThan(0);
  });
});
