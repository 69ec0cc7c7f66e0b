import { describe, expect, it } from 'vitest';
import { TYPED_RULE_NUMBER } from '../rule-numbers.js';
import { foldText } from '../text/index.js';
import { editsBetween, stripElision, tokenize, wholeName } from './text.js';

describe('stripElision', () => {
  it('drops a French elision with a straight or a curly apostrophe', () => {
    expect(stripElision("l'effroi")).toBe('effroi');
    expect(stripElision('l’effroi')).toBe('effroi');
    expect(stripElision("d'horreur")).toBe('horreur');
    expect(stripElision("qu'il")).toBe('il');
    expect(stripElision("L'Effroi")).toBe('Effroi');
  });
  it('leaves words without an elision alone', () => {
    expect(stripElision('effroi')).toBe('effroi');
    expect(stripElision("aujourd'hui")).toBe("aujourd'hui");
    // Only a letter after the apostrophe makes an elision.
    expect(stripElision("l'")).toBe("l'");
  });
});

describe('foldText', () => {
  it('lower-cases and removes accents', () => {
    expect(foldText('Galerie dégradée')).toBe('galerie degradee');
    expect(foldText('ÉPHÉMÈRE')).toBe('ephemere');
    expect(foldText('Ímpeto')).toBe('impeto');
  });
  it('folds a decomposed (NFD) accent the same as a precomposed one', () => {
    expect(foldText('e\u0301')).toBe(foldText('é'));
  });
});

describe('tokenize', () => {
  it('splits on spaces, non-breaking spaces, hyphens and slashes', () => {
    expect(tokenize('Créature-enchantement\u00a0: avatar/horreur')).toEqual(['Créature', 'enchantement', ':', 'avatar', 'horreur']);
  });
});

describe('TYPED_RULE_NUMBER', () => {
  it('accepts rule numbers as typed and nothing else', () => {
    for (const t of ['601', '601.2', '702.94a', '601.']) expect(TYPED_RULE_NUMBER.test(t)).toBe(true);
    for (const t of ['60', '601.2bb', 'abc', '2/2']) expect(TYPED_RULE_NUMBER.test(t)).toBe(false);
  });
});

describe('wholeName', () => {
  it('is a name as one term: folded, its words joined, elisions and punctuation dropped', () => {
    expect(wholeName('Espadas en guadañas')).toBe('espadasenguadanas');
    expect(wholeName('  espadas   EN guadanas ')).toBe('espadasenguadanas');
    expect(wholeName("L'Effroi du Val")).toBe('effroiduval');
    expect(wholeName('Bottomless Pool // Locker Room')).toBe('bottomlesspoollockerroom');
    expect(wholeName("Wizard's Lightning")).toBe('wizardslightning');
    expect(wholeName('Déchiqueteuse-de-haies')).toBe('dechiqueteusedehaies');
  });
});

describe('editsBetween', () => {
  it('counts insertions, deletions, substitutions and swapped neighbours, as lunr’s typos do', () => {
    expect(editsBetween('relampago', 'relampago')).toBe(0);
    expect(editsBetween('relampgo', 'relampago')).toBe(1);
    expect(editsBetween('contresortt', 'contresort')).toBe(1);
    expect(editsBetween('contresortt', 'contreforet')).toBe(2);
    expect(editsBetween('lightningbotl', 'lightningbolt')).toBe(1);
    expect(editsBetween('', 'abc')).toBe(3);
  });
});
