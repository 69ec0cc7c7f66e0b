import { describe, expect, it } from 'vitest';
import { UI_KEYS, useTranslations } from './index.js';

describe('useTranslations', () => {
  it('interpolates each set of options, however often the same key is asked for', () => {
    const t = useTranslations('es');
    expect(t('card.line', { line: 12 })).toBe(t('card.line', { line: 12 }));
    expect(t('card.line', { line: 12 })).toContain('12');
    expect(t('card.line', { line: 13 })).toContain('13');
    expect(t('mana.generic', { n: '2' })).not.toBe(t('mana.generic', { n: '3' }));
  });

  it('keeps the languages apart', () => {
    expect(useTranslations('es')('mana.R')).not.toBe(useTranslations('fr')('mana.R'));
    expect(useTranslations('fr')('card.line', { line: 4 })).toBe(useTranslations('fr')('card.line', { line: 4 }));
    expect(useTranslations('es')('card.line', { line: 4 })).not.toBe(useTranslations('fr')('card.line', { line: 4 }));
  });

  it('stays right past the size of its memo', () => {
    const t = useTranslations('pt');
    for (let line = 0; line < 60_000; line++) expect(t('card.line', { line })).toContain(String(line));
  });

  it('writes a date mid-sentence the reader’s way (`{{edition, date}}`), never as the data’s ISO date', () => {
    expect(useTranslations('es')('rule.edition', { edition: '2012-06-01' })).toBe('Reglas vigentes el 1 de junio de 2012');
    expect(useTranslations('fr')('rule.edition', { edition: '2012-06-01' })).toBe('Règles en vigueur au 1er juin 2012');
    expect(useTranslations('pt')('rule.spanDates', { from: '2009-07-11', to: '2012-06-01' })).toBe(
      'de 11 de julho de 2009 a 1º de junho de 2012',
    );
  });

  it('picks the plural form of a count, as each language counts', () => {
    expect(useTranslations('es')('card.rulingCounts', { count: 1, fromMechanics: 7 })).toBe('1 propia, 7 de sus mecánicas');
    expect(useTranslations('es')('card.rulingCounts', { count: 2, fromMechanics: 7 })).toBe('2 propias, 7 de sus mecánicas');
    expect(useTranslations('fr')('cards.count', { count: 1 })).toBe('1 carte');
    expect(useTranslations('fr')('cards.count', { count: 0 })).toBe('0 carte');
    expect(useTranslations('pt')('cards.count', { count: 3 })).toBe('3 cards');
    expect(UI_KEYS).toContain('card.rulingCounts');
    expect(UI_KEYS.some((k) => k.endsWith('_one'))).toBe(false);
  });
});
