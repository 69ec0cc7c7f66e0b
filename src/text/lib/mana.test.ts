import { describe, expect, it } from 'vitest';
import { chaosSymbolAsToday, hybridKinds, manaColors, manaValue, readManaCost } from './mana.js';

describe('readManaCost', () => {
  it('joins symbols printed with spaces between them', () => {
    expect(readManaCost('{1} {R} {R}')).toBe('{1}{R}{R}');
  });
  it('keeps hybrid and Phyrexian symbols whole and upper-cases them', () => {
    expect(readManaCost('{u/b}{2/b} {g/p}')).toBe('{U/B}{2/B}{G/P}');
  });
  it('gives an empty string when the line has no symbol', () => {
    expect(readManaCost('Criatura')).toBe('');
  });
});

describe('manaValue', () => {
  it('adds generic and coloured symbols', () => {
    expect(manaValue('{1}{R}{R}')).toBe(3);
    expect(manaValue('{3}{U}{U}{B}{B}')).toBe(7);
  });
  it('counts a two-colour hybrid symbol as 1', () => {
    expect(manaValue('{U/B}')).toBe(1);
    expect(manaValue('{U/B}{U/B}{U/B}')).toBe(3);
  });
  it('counts a monocoloured hybrid symbol {2/B} as 2', () => {
    expect(manaValue('{2/B}')).toBe(2);
    expect(manaValue('{2/B}{2/B}{2/B}')).toBe(6);
  });
  it('counts a Phyrexian symbol as 1', () => {
    expect(manaValue('{G/P}')).toBe(1);
  });
  it('counts X as 0', () => {
    expect(manaValue('{X}')).toBe(0);
    expect(manaValue('{X}{R}')).toBe(1);
  });
  it('is 0 for null and for an empty cost', () => {
    expect(manaValue(null)).toBe(0);
    expect(manaValue('')).toBe(0);
  });
});

describe('manaColors', () => {
  it('lists colours in WUBRG order whatever the printed order', () => {
    expect(manaColors('{G}{R}{B}{U}{W}')).toEqual(['W', 'U', 'B', 'R', 'G']);
    expect(manaColors('{R}{W}')).toEqual(['W', 'R']);
  });
  it('gives both colours of a hybrid symbol', () => {
    expect(manaColors('{B/R}')).toEqual(['B', 'R']);
    expect(manaColors('{1}{G/W}')).toEqual(['W', 'G']);
  });
  it('gives the colour of a monocoloured hybrid and a Phyrexian symbol', () => {
    expect(manaColors('{2/B}')).toEqual(['B']);
    expect(manaColors('{G/P}')).toEqual(['G']);
  });
  it('is colourless for generic costs and null', () => {
    expect(manaColors('{4}')).toEqual([]);
    expect(manaColors('{X}{C}')).toEqual([]);
    expect(manaColors(null)).toEqual([]);
  });
  it('does not repeat a colour', () => {
    expect(manaColors('{U}{U/B}{U}')).toEqual(['U', 'B']);
  });
});

describe('hybridKinds', () => {
  it('names the hybrid symbols of a cost, not Phyrexian ones', () => {
    expect(hybridKinds('{U/B}{U/B}')).toEqual(['hybrid']);
    expect(hybridKinds('{2/B}{2/B}')).toEqual(['hybrid', 'monocolored-hybrid']);
    expect(hybridKinds('{1}{G/P}')).toEqual([]);
    expect(hybridKinds('{3}{R} // {w/u}')).toEqual(['hybrid']);
    expect(hybridKinds(null)).toEqual([]);
  });
});

describe('chaosSymbolAsToday', () => {
  it('reads {C} as the chaos symbol in a document written before the rules renamed it', () => {
    expect(chaosSymbolAsToday('Siempre que lances {C}, roba una carta.', '2012-06')).toBe('Siempre que lances {CHAOS}, roba una carta.');
    expect(chaosSymbolAsToday('Whenever you roll {C}', '2009')).toBe('Whenever you roll {CHAOS}');
    expect(chaosSymbolAsToday('{T}: Agrega {C}.', '2024-09-20')).toBe('{T}: Agrega {C}.');
    expect(chaosSymbolAsToday('{T}: Agrega {C}.', '2015-07-17')).toBe('{T}: Agrega {C}.');
  });
});
