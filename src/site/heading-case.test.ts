import { describe, expect, it } from 'vitest';
import { headingCase } from './heading-case.js';

describe('a name as a heading', () => {
  it('starts with a capital, after any opening punctuation, and keeps the rest as printed', () => {
    expect(headingCase('vol', 'fr')).toBe('Vol');
    expect(headingCase('¡por Mirrodin', 'es')).toBe('¡Por Mirrodin');
    expect(headingCase("council's dilemma", 'en')).toBe("Council's dilemma");
    expect(headingCase('702.47', 'es')).toBe('702.47');
  });
});
