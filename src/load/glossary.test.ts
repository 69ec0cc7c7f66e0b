import { describe, expect, it } from 'vitest';
import type { Lang } from '../languages.js';
import type { RulesHistoryIndex } from '../rules-history/index.js';
import type { GlossaryFile, KeywordNamesFile } from '../schema/index.js';
import { deriveGlossary } from './glossary.js';

const rules = {
  today: '2026-01-16',
  keywords: () => [
    { english: 'Splice', kind: 'keyword-ability', number: '702.47' },
    { english: 'Destroy', kind: 'keyword-action', number: '701.8' },
    { english: 'Detain', kind: 'keyword-action', number: '701.35' },
    { english: 'Escape', kind: 'keyword-ability', number: '702.138' },
  ],
  resolve: () => ({ todayNumber: null }),
} as unknown as RulesHistoryIndex;

const example = (text: string) => ({ set: 'XYZ', number: '1', card: 'Carte', english: 'Card', text });
const printed = (name: string, more: object = {}) => ({
  name,
  printings: 5,
  newest: '2024-01-01',
  example: example(name),
  others: [],
  ...more,
});

const names: KeywordNamesFile = {
  format: 'keyword-names/1',
  rulesEdition: '2026-01-16',
  sets: 1,
  printings: { es: 1, fr: 1, pt: 1 },
  keywords: [
    { english: 'Splice', kind: 'keyword-ability', names: { es: null, fr: printed('imprégnation'), pt: null } },
    {
      english: 'Destroy',
      kind: 'keyword-action',
      names: {
        es: printed('destruir', { dictionaryForm: 'printing', forms: [{ name: 'destruye', printings: 5 }] }),
        fr: null,
        pt: null,
      },
    },
    {
      english: 'Detain',
      kind: 'keyword-action',
      names: { es: printed('detén', { forms: [{ name: 'detén', printings: 5 }] }), fr: null, pt: null },
    },
    { english: 'Escape', kind: 'keyword-ability', names: { es: printed('escapatoria'), fr: null, pt: null } },
  ],
};

const entry = (key: string, english: string, kind: 'keyword-ability' | 'keyword-action', n: Partial<Record<Lang, string[]>>) => ({
  key,
  english,
  kind,
  names: { es: [], fr: [], pt: [], ...n },
});

function derive(keywords: GlossaryFile['keywords']) {
  return deriveGlossary({ keywords }, rules, 'glossary.json', names);
}

describe('keyword names: printed names win over hand-typed ones', () => {
  it('a hand-typed name that printings contradict is an error naming the keyword and both names', () => {
    const { problems } = derive([entry('splice', 'Splice', 'keyword-ability', { fr: ['transfert'] })]);
    expect(problems).toEqual([
      expect.stringMatching(/glossary\.json: keyword "splice" \(fr\): typed "transfert", but printings print "imprégnation"/),
    ]);
  });

  it('the printed name is shown; a hand name only where no printing gives one, marked as typed', () => {
    const { glossary, problems } = derive([entry('splice', 'Splice', 'keyword-ability', { es: ['empalmar'], fr: ['imprégnation'] })]);
    expect(problems).toEqual([]);
    const splice = glossary.keywords.find((k) => k.key === 'splice')!;
    expect(splice.official.fr).toMatchObject({ name: 'imprégnation', source: 'printed' });
    expect(splice.official.es).toEqual({ name: 'empalmar', source: 'glossary' });
    expect(splice.official.pt).toBeNull();
  });

  it('a keyword the glossary does not list is named as printed, in English nowhere a printing names it', () => {
    const { glossary } = derive([]);
    const escape = glossary.keywords.find((k) => k.english === 'Escape')!;
    expect(escape.official.es?.name).toBe('escapatoria');
    expect(escape.official.fr).toBeNull();
  });

  it('a mechanic named by a card type takes the name type lines print; a typed one they contradict is an error', () => {
    const room = { key: 'room', english: 'Room', kind: 'mechanic' as const, rule: { number: '709.5', edition: '2026-01-16' } };
    const term = (es: string) => ({
      format: 'game-terms/1' as const,
      rulesEdition: '2026-01-16',
      terms: [
        {
          english: 'Room',
          names: { es: { name: es, printings: 78, forms: [] }, fr: null, pt: null },
          from: 'type-line' as const,
          former: [],
        },
      ],
    });
    const withTerms = (typed: string, printedName: string) =>
      deriveGlossary(
        { keywords: [{ ...room, names: { es: [typed], fr: ['pièce'], pt: [] } }] },
        rules,
        'glossary.json',
        names,
        term(printedName),
      );
    const ok = withTerms('sala', 'sala');
    expect(ok.problems.filter((p) => !/not in today's rules/.test(p))).toEqual([]);
    expect(ok.glossary.keywords[0].official).toEqual({
      es: { name: 'sala', source: 'printed', printings: 78 },
      fr: { name: 'pièce', source: 'glossary' },
      pt: null,
    });
    expect(withTerms('habitación', 'sala').problems).toContainEqual(
      expect.stringMatching(/"room" \(es\): typed "habitación", but type lines print "sala"/),
    );
  });

  it('a keyword action is named by its confirmed dictionary form, its printed forms kept and searchable', () => {
    const { glossary } = derive([entry('destroy', 'Destroy', 'keyword-action', { es: ['destruir'] })]);
    const destroy = glossary.keywords.find((k) => k.key === 'destroy')!;
    expect(destroy.official.es).toMatchObject({ name: 'destruir', source: 'printed', forms: ['destruye'] });
    expect(destroy.searchNames.es).toContain('destruye');
  });

  it('an action whose dictionary form no printing confirms takes the same verb typed by hand, with the printing', () => {
    const { glossary, problems } = derive([entry('detain', 'Detain', 'keyword-action', { es: ['detener'] })]);
    expect(problems).toEqual([]);
    expect(glossary.keywords.find((k) => k.key === 'detain')!.official.es).toMatchObject({
      name: 'detener',
      source: 'glossary',
      forms: ['detén'],
    });
  });
});
