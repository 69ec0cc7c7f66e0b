import { describe, expect, it } from 'vitest';
import { useTranslations } from './index.js';

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
});
