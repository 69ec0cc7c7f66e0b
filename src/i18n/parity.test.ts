import { describe, expect, it } from 'vitest';
import { LANGS } from '../languages.js';
import { DOCUMENT_KINDS, SKIP_CODES, WARNING_CODES } from '../schema/index.js';
import es from './es.json' with { type: 'json' };
import fr from './fr.json' with { type: 'json' };
import pt from './pt.json' with { type: 'json' };

const files: Record<string, Record<string, string>> = { es, fr, pt };
/** A string's placeholders with their format (`edition, date`): every language formats the same values alike. */
const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+(?:, \w+)?)\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('UI translations', () => {
  it('hold the same keys in every language, each with the same placeholders', () => {
    for (const lang of LANGS) {
      expect(Object.keys(files[lang]).sort(), lang).toEqual(Object.keys(es).sort());
      for (const [key, value] of Object.entries(es))
        if (!PLURAL.test(key)) expect(placeholders(files[lang][key]), `${lang} ${key}`).toEqual(placeholders(value));
    }
  });

  it('give every counted string a form for each plural category of each language (Intl.PluralRules)', () => {
    const counted = new Set(Object.keys(es).flatMap((k) => (PLURAL.test(k) ? [k.replace(PLURAL, '')] : [])));
    expect(counted).toContain('search.results');
    for (const lang of LANGS)
      for (const base of counted)
        for (const form of new Intl.PluralRules(lang).resolvedOptions().pluralCategories)
          expect(files[lang][`${base}_${form}`], `${lang} ${base}_${form}`).toBeTruthy();
  });

  it('translate every document kind and every code of the reading report', () => {
    const keys = [
      ...DOCUMENT_KINDS.map((k) => `document.kind.${k}`),
      ...WARNING_CODES.map((c) => `report.warning.${c}`),
      ...SKIP_CODES.map((c) => `report.skipped.${c}`),
    ];
    for (const lang of LANGS) for (const key of keys) expect(files[lang][key], `${lang} ${key}`).toBeTruthy();
  });

  it('write Brazilian Portuguese as the Brazilian printings and documents do: "card", "salvar"', () => {
    for (const [key, value] of Object.entries(pt)) {
      expect(value, key).not.toMatch(/\bcartas?\b/i);
      expect(value, key).not.toMatch(/\bguard(ar|e|ad[oa]s?)\b/i);
    }
  });
});
