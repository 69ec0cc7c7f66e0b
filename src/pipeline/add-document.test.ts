import { describe, expect, it } from 'vitest';
import { content } from '../../tests/helpers/content.js';
import type { CardNames } from '../records/card-names.js';
import { entryOf, idOfFile, missingFields, suggest } from './add-document.js';

/** Card data of a few cards: name → the sets that print it (`CODE@YYYY-MM-DD` gives its release; else 2020-01-01). */
const cardData = (printed: Record<string, string[]>): CardNames => ({
  namesIn: () => Object.keys(printed),
  setsPrinting: (name) =>
    (printed[name] ?? []).map((s) => {
      const [code, released = '2020-01-01'] = s.split('@');
      return { code: code!, released };
    }),
});

const doc = (text: string) => new TextEncoder().encode(text);

describe('what a document suggests of its manifest entry', () => {
  const qa = doc(
    'Preguntas de la semana\n\nP: ¿Puedo responder a Choque con Contrahechizo?\nR: Sí, Contrahechizo puede contrarrestar a Choque.\n\nP: ¿Y con Desvío?\nR: No.\n',
  );

  it('the sets that print the cards it names, fewest first by cards covered (a reprint adds no set)', () => {
    const names = cardData({ Choque: ['M19', 'M20'], Contrahechizo: ['M20', 'TMP'], Desvío: ['TMP'] });
    const { suggestions } = suggest(qa, 'qa.txt', { lang: 'es' }, content(), names);
    expect(suggestions.cards.sort()).toEqual(['Choque', 'Contrahechizo', 'Desvío']);
    expect(suggestions.sets.map((s) => [s.code, s.cards.sort()])).toEqual([
      ['M20', ['Choque', 'Contrahechizo']],
      ['TMP', ['Desvío']],
    ]);
    expect(suggestions.title).toBe('Preguntas de la semana');
  });

  it('between sets covering as many cards, the newest released by the document’s date', () => {
    const names = cardData({
      Choque: ['M19@2018-07-13', 'M20@2019-07-12'],
      Contrahechizo: ['TMP@1997-10-14', 'A25@2018-03-16', 'M20@2019-07-12'],
      Desvío: ['TMP@1997-10-14'],
    });
    const sets = (date?: string) =>
      suggest(qa, 'qa.txt', { lang: 'es', ...(date ? { date } : {}) }, content(), names).suggestions.sets.map((s) => s.code);
    expect(sets()).toEqual(['M20', 'TMP']);
    expect(sets('2018-12')).toEqual(['TMP', 'M19']);
    expect(sets('2018-05')).toEqual(['TMP', 'M20']); // Choque, printed only later: the newest of its sets
  });

  it('no set when its cards are of too many sets', () => {
    const names = cardData({ Choque: ['A1'], Contrahechizo: ['B2'], Desvío: ['C3'], Sí: ['D4'], No: ['E5'] });
    const { suggestions } = suggest(qa, 'qa.txt', { lang: 'es' }, content(), names);
    expect(suggestions.cards).toHaveLength(5);
    expect(suggestions.sets).toEqual([]);
  });

  it('a card whose name is a game word is named only where set off: not at the start of a sentence', () => {
    const text = doc('P: ¿Qué hace?\nR: Exilia la criatura. Luego lanzas Exilia otra vez.\n');
    const names = cardData({ Exilia: ['A1'] });
    expect(suggest(text, 'q.txt', { lang: 'es' }, content(), names).suggestions.cards).toEqual(['Exilia']);
    const once = doc('P: ¿Qué hace?\nR: Exilia la criatura.\n');
    expect(suggest(once, 'q.txt', { lang: 'es' }, content(), names).suggestions.cards).toEqual([]);
  });

  it('asks for what neither the flags nor the text give; the entry takes the suggestions and says a date was deduced', () => {
    const suggestions = {
      lang: 'es' as const,
      title: 'T',
      date: '2013-07-11',
      sets: [{ code: 'RTR', name: 'Retorno a Rávnica', cards: ['x'] }],
      cards: ['x'],
    };
    expect(missingFields({}, suggestions)).toEqual(['kind']);
    expect(missingFields({}, { ...suggestions, lang: null, title: null, date: null })).toEqual(['lang', 'title', 'kind', 'date']);
    expect(entryOf('/tmp/Preguntas de la Semana.txt', { kind: 'faq' }, suggestions)).toMatchObject({
      id: 'preguntas-de-la-semana',
      file: 'documents/es/preguntas-de-la-semana.txt',
      date: '2013-07-11',
      dateInferredFrom: 'citations',
      sets: [{ code: 'RTR', name: 'Retorno a Rávnica' }],
    });
    expect(entryOf('x.txt', { kind: 'faq', date: '2013' }, suggestions)).not.toHaveProperty('dateInferredFrom');
    expect(idOfFile('Página: reglas (2ª parte).TXT')).toBe('pagina-reglas-2a-parte');
  });
});
