import { describe, expect, it } from 'vitest';
import { content } from '../../../tests/helpers/content.js';
import { editionOf, keywordForRule, keywordIndex, keywordsIn, ruleBase, ruleReferencesIn, todayNumberOf } from './mentions.js';

const glossary = () => content().glossary;
const vocab = () => content().vocabulary;
const numbers = (text: string, lang: 'es' | 'fr' | 'pt', date = '2011') =>
  ruleReferencesIn(text, date, glossary(), vocab()[lang]).map((r) => (r.through ? `${r.number}–${r.through}` : r.number));

describe('ruleReferencesIn', () => {
  it('finds a subrule number with its edition', () => {
    expect(ruleReferencesIn('anuncia su intención de pagar (ver la regla 601.2b).', '2011', glossary(), vocab().es)).toEqual([
      { number: '601.2b', through: null, edition: '2011', todayNumber: null },
    ]);
  });

  it('reads a range 601.2e–g as 601.2e through 601.2g (en dash or hyphen)', () => {
    expect(ruleReferencesIn('los pasos de las reglas 601.2e–g', '2011', glossary(), vocab().es)).toEqual([
      { number: '601.2e', through: '601.2g', edition: '2011', todayNumber: null },
    ]);
    expect(numbers('las reglas 601.2a-g', 'es')).toEqual(['601.2a–601.2g']);
  });

  it('finds bare rule numbers after the rule word of each language', () => {
    expect(numbers('el juego regresa (ver la regla 717, “Manejando acciones ilegales”)', 'es')).toEqual(['717']);
    expect(numbers('voir la règle 612 pour les effets', 'fr')).toEqual(['612']);
    expect(numbers('veja a regra 612 sobre efeitos', 'pt')).toEqual(['612']);
    expect(numbers('ver las reglas 117.8 y 117.9', 'es')).toEqual(['117.8', '117.9']);
  });

  it('does not read other numbers as rules', () => {
    expect(numbers('pagar 2 vidas, una criatura 2/2, 10 cartas, la carta 717', 'es')).toEqual([]);
    expect(numbers('1601.22 y 2.5', 'es')).toEqual([]);
    // A rule word in another language does not count.
    expect(numbers('la regla 717', 'fr')).toEqual([]);
  });

  it('lists each reference once', () => {
    expect(numbers('601.2b, 601.2b y otra vez 601.2b', 'es')).toEqual(['601.2b']);
  });

  it("maps a cited keyword rule to today's number", () => {
    expect(ruleReferencesIn('ver la regra 702.94a', '2012', glossary(), vocab().pt)[0].todayNumber).toBe('702.96a');
  });

  // "regla 601.2" is a sub-rule, "regla 717." a bare rule at the end of a sentence.
  it('finds a bare rule number at the end of a sentence', () => {
    expect(numbers('Para más información, ver la regla 717.', 'es')).toEqual(['717']);
  });
});

describe('todayNumberOf', () => {
  it('maps 702.94a of a 2012 document (overload) to 702.96a', () => {
    expect(todayNumberOf('702.94a', '2012', glossary())).toBe('702.96a');
    expect(todayNumberOf('702.94', '2012', glossary())).toBe('702.96');
  });
  it('maps 502.79 of a 2008 document (persist) to 702.79', () => {
    expect(todayNumberOf('502.79', '2008-04', glossary())).toBe('702.79');
    expect(todayNumberOf('502.79a', '2008-04', glossary())).toBe('702.79a');
  });
  it('reads a number in the edition of the document: 702.96 was unleash in 2012 and is overload today', () => {
    expect(todayNumberOf('702.96', '2012', glossary())).toBe('702.98');
    expect(todayNumberOf('702.96', '2024-08-05', glossary())).toBe('702.96');
    expect(keywordForRule('702.96', '2012', glossary())?.key).toBe('unleash');
    expect(keywordForRule('702.96', '2024', glossary())?.key).toBe('overload');
  });
  it('is null for rules that are no keyword, and for old numbers after they changed', () => {
    expect(todayNumberOf('601.2b', '2012', glossary())).toBeNull();
    expect(todayNumberOf('702.94a', '2015', glossary())).toBeNull();
  });
});

describe('ruleBase and editionOf', () => {
  it('drops the subrule letter and keeps the month of the date', () => {
    expect(ruleBase('702.94a')).toBe('702.94');
    expect(ruleBase('601')).toBe('601');
    expect(editionOf('2024-08-05')).toBe('2024-08');
    expect(editionOf('2012')).toBe('2012');
  });
});

describe('keywordsIn', () => {
  const es = () => keywordIndex(glossary(), 'es');
  const fr = () => keywordIndex(glossary(), 'fr');

  it('reads a leading list of abilities, short names included', () => {
    expect(keywordsIn('Vuela, vigilancia.', es(), true).sort()).toEqual(['flying', 'vigilance']);
    expect(keywordsIn('Vol', fr(), true)).toEqual(['flying']);
    expect(keywordsIn('Vol, vigilance', fr(), true).sort()).toEqual(['flying', 'vigilance']);
  });

  it('does not match short names (vol, vuela, plan) inside prose', () => {
    expect(keywordsIn('Vuela, vigilancia.', es())).toEqual(['vigilance']);
    expect(keywordsIn('Le vol de la créature est annulé.', fr(), true)).toEqual([]);
    expect(keywordsIn('La criatura vuela sobre el plan de su oponente.', es(), true)).toEqual([]);
  });

  it('matches long names in prose, whole words only, accents and apostrophes folded', () => {
    expect(keywordsIn('Elle a le vol et la vigilance.', fr())).toEqual(['vigilance']);
    expect(keywordsIn('Manifestez l’effroi.', fr())).toEqual(['manifest-dread']);
    expect(keywordsIn('La CELERITE lui permet d’attaquer.', fr())).toEqual(['haste']);
    expect(keywordsIn('vigilancias', es())).toEqual([]);
  });
});
