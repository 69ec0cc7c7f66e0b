import { describe, expect, it } from 'vitest';
import { LANGS } from '../languages.js';
import { capitalized, formatDocumentDate, languageName } from './intl.js';

describe('languageName', () => {
  it('names a language in the reader’s language, as it reads mid-sentence', () => {
    expect(languageName('fr', 'es')).toBe('francés');
    expect(languageName('es', 'pt')).toBe('espanhol');
    expect(languageName('pt', 'fr')).toBe('portugais');
    expect(capitalized(languageName('es', 'fr'), 'fr')).toBe('Espagnol');
  });
});

describe('formatDocumentDate', () => {
  it('writes a day, a month or a year as the reader writes dates', () => {
    expect(formatDocumentDate('2024-08-05', 'es')).toBe('5 de agosto de 2024');
    expect(formatDocumentDate('2024-08-05', 'fr')).toBe('5 août 2024');
    expect(formatDocumentDate('2012-06', 'pt')).toBe('junho de 2012');
    expect(formatDocumentDate('2012', 'fr')).toBe('2012');
  });

  it('keeps each language and shape apart when they alternate (one formatter each, made once)', () => {
    const dates = ['2024-08-05', '2012-06', '2024-08-05', '2012'] as const;
    const twice = () => LANGS.flatMap((lang) => dates.map((d) => formatDocumentDate(d, lang)));
    expect(twice()).toEqual(twice());
    expect(twice().slice(0, 4)).toEqual(['5 de agosto de 2024', 'junio de 2012', '5 de agosto de 2024', '2012']);
    expect(formatDocumentDate('2012-06', 'fr')).toBe('juin 2012');
  });

  it('writes the first of a month as French and Brazilian Portuguese write it', () => {
    expect(formatDocumentDate('2012-06-01', 'fr')).toBe('1er juin 2012');
    expect(formatDocumentDate('2012-06-01', 'pt')).toBe('1º de junho de 2012');
    expect(formatDocumentDate('2012-06-01', 'es')).toBe('1 de junio de 2012');
    expect(formatDocumentDate('2012-06-11', 'fr')).toBe('11 juin 2012');
  });

  it('returns what it cannot read as it is', () => {
    expect(formatDocumentDate('someday', 'es')).toBe('someday');
    expect(formatDocumentDate('2012-13-45', 'es')).toBe('2012-13-45');
  });
});
