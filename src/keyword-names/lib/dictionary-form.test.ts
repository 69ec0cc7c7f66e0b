import { describe, expect, it } from 'vitest';
import type { Lang } from '../../languages.js';
import { dictionaryForm, formsOf, infinitivesOf } from './dictionary-form.js';

/** A printed corpus of a few words: what `printed` says of any other word is no. */
const corpus = (...words: string[]) => {
  const set = new Set(words);
  return (w: string) => set.has(w);
};

const named = (form: string, lang: Lang, printed: (w: string) => boolean) => dictionaryForm([{ name: form, printings: 5 }], lang, printed);

describe('infinitivesOf: the infinitives a printed form can come from', () => {
  it('reads endings, stems that change under stress, and irregular groups', () => {
    expect(infinitivesOf('destruye', 'es')).toContain('destruir');
    expect(infinitivesOf('manifiesta', 'es')).toContain('manifestar');
    expect(infinitivesOf('detén', 'es')).toContain('detener');
    expect(infinitivesOf('exilez', 'fr')).toContain('exiler');
    expect(infinitivesOf('apprenez', 'fr')).toContain('apprendre');
    expect(infinitivesOf('soutenez', 'fr')).toContain('soutenir');
    expect(infinitivesOf('atice', 'pt')).toContain('atiçar');
    expect(infinitivesOf('anule', 'pt')).toContain('anular');
  });

  it('reads a stressed last vowel: a future, the present of an -ar verb (Spanish and Portuguese)', () => {
    expect(infinitivesOf('venderá', 'es')).toContain('vender');
    expect(infinitivesOf('dormirá', 'pt')).toContain('dormir');
    expect(infinitivesOf('está', 'es')).toContain('estar');
    expect(infinitivesOf('está', 'pt')).toContain('estar');
  });

  it('reads a Spanish `ue` stressed from `u` as well as from `o`', () => {
    expect(infinitivesOf('juegan', 'es')).toEqual(expect.arrayContaining(['jugar', 'jogar']));
    expect(named('juega', 'es', corpus('jugar', 'juegas'))).toEqual({ name: 'jugar', confirmedBy: 'printing' });
  });
});

describe('formsOf: the regular forms of an infinitive, spelled as cards print them', () => {
  it('changes a stem’s last consonant before e', () => {
    expect(formsOf('atiçar', 'pt')).toEqual(expect.arrayContaining(['atiça', 'atice', 'atiçado']));
    expect(formsOf('buscar', 'es')).toEqual(expect.arrayContaining(['busca', 'busque']));
    expect(formsOf('lanzar', 'es')).toEqual(expect.arrayContaining(['lanza', 'lance']));
    expect(formsOf('soutenir', 'fr')).toEqual(expect.arrayContaining(['soutenez', 'soutient', 'soutenu']));
  });
});

describe('dictionaryForm: an infinitive only where the printings confirm it', () => {
  it('takes an infinitive printed anywhere (rules text or a card’s name), with or without an enclitic pronoun', () => {
    expect(named('destruye', 'es', corpus('destruir'))).toEqual({ name: 'destruir', confirmedBy: 'printing' });
    expect(named('apprenez', 'fr', corpus('apprendre'))).toEqual({ name: 'apprendre', confirmedBy: 'printing' });
    expect(named('atice', 'pt', corpus('atiçar'))).toEqual({ name: 'atiçar', confirmedBy: 'printing' });
    // `Enfréntate a un oponente`, and `puedes enfrentarte` elsewhere: a pronominal verb.
    expect(named('enfréntate', 'es', corpus('enfrentarte'))?.name).toBe('enfrentarse');
  });

  it('keeps the words after the verb and writes a pronominal verb as each language does', () => {
    expect(named('adéntrate en la mazmorra', 'es', corpus('adentrarse'))?.name).toBe('adentrarse en la mazmorra');
    expect(named('aventure-se na masmorra', 'pt', corpus('aventurar-se'))?.name).toBe('aventurar-se na masmorra');
    expect(named('transplanez-vous', 'fr', corpus('transplaner'))?.name).toBe('se transplaner');
    expect(named('manifiesta miedo', 'es', corpus('manifestar'))?.name).toBe('manifestar miedo');
    expect(named('exile-o', 'pt', corpus('exilar'))?.name).toBe('exilar');
  });

  it('takes an infinitive whose other regular forms are printed beside the printed one', () => {
    expect(named('explore', 'fr', corpus('explore', 'explorent'))).toEqual({ name: 'explorer', confirmedBy: 'forms' });
    expect(named('adaptez', 'fr', corpus('adaptez', 'adapte'))).toEqual({ name: 'adapter', confirmedBy: 'forms' });
  });

  it('names nothing where nothing confirms it: a form alone, its plural, or a form the infinitive does not give back', () => {
    expect(named('apoya', 'es', corpus('apoya'))).toBeNull();
    expect(named('soutenez', 'fr', corpus('soutenez'))).toBeNull();
    // `fichas` is the plural of the noun `ficha`, no form of a verb `fichar`.
    expect(named('ficha', 'es', corpus('ficha', 'fichas'))).toBeNull();
    // `regardez` is a form of `regarder`; `regard` (Scry's French name) is a noun, no form of a verb `regardre`.
    expect(named('regard', 'fr', corpus('regard', 'regardez'))).toBeNull();
    expect(named('vidência', 'pt', corpus('vidência'))).toBeNull();
  });
});
