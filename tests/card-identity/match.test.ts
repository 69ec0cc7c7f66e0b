/**
 * Matching a document's card to its identity, never guessing: by printed name in the document's language, within its
 * sets first, elsewhere only when the name is one card in all the data; two cards → ambiguous, reported, not picked.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldCardName, identityIndex, matchCard, type MatchLang, type MatchResult } from '../../src/card-identity/index.js';
import { cardIdentityTableSchema, type CardIdentity } from '../../src/schema/card-identity.js';

const ROOT = resolve(import.meta.dirname, '../..');
const table = cardIdentityTableSchema.parse(JSON.parse(readFileSync(resolve(ROOT, 'content/card-identities.json'), 'utf8')));
const index = identityIndex(table);

function matched(r: MatchResult): CardIdentity {
  if (r.kind !== 'matched') throw new Error(`expected a match, got ${JSON.stringify(r)}`);
  return r.identity;
}

describe('foldCardName', () => {
  it('folds accents, case, apostrophe styles, whitespace and the spacing of //', () => {
    expect(foldCardName('  Éter   CAÓTICO ')).toBe('eter caotico');
    for (const a of ['’', '‘', '`', '´', 'ʼ', "'"]) expect(foldCardName(`Lutin d${a}ambre`)).toBe("lutin d'ambre");
    expect(foldCardName('Salón polvoriento//Ático\u00a0enmohecido')).toBe('salon polvoriento // atico enmohecido');
  });
});

describe('the 64 Spanish cards of the Planechase 2012 FAQ and the Shadowmoor rules preview', () => {
  // (document, sets, name) as `npm run parse` prints them; tests/card-identity/documents.test.ts keeps the list honest.
  const cards = JSON.parse(readFileSync(resolve(ROOT, 'tests/fixtures-card-identity/documents-es.json'), 'utf8')) as {
    document: string;
    sets: string[];
    name: string;
  }[];

  it('are 64', () => expect(cards).toHaveLength(64));

  it('each matches exactly one card, in the document’s own set, under the name it prints', () => {
    for (const c of cards) {
      const r = matchCard(index, { name: c.name, lang: 'es', setCodes: c.sets });
      expect(r.kind, c.name).toBe('matched');
      if (r.kind !== 'matched') continue;
      expect(r.scope).toBe('document-sets');
      // The document's own set, or the set that completes it (Planechase 2012's planes and phenomena are OPC2).
      expect([...c.sets, ...c.sets.flatMap((s) => index.completedBy.get(s) ?? [])]).toContain(r.identity.set);
      expect(foldCardName(r.identity.names.es ?? '')).toBe(foldCardName(c.name));
      expect(new Set(r.printings.map((p) => p.name))).toEqual(new Set([r.identity.name]));
    }
  });

  it('known cards', () => {
    const m = (name: string, lang: MatchLang, setCodes: string[]) => matched(matchCard(index, { name, lang, setCodes }));
    expect(m('Asesino gorro rojo', 'es', ['SHM'])).toMatchObject({ name: 'Murderous Redcap', set: 'SHM', number: '192' });
    expect(m('Bonnet-rouge meurtrier', 'fr', ['SHM']).name).toBe('Murderous Redcap');
    expect(m('Barrete Vermelho Assassino', 'pt', ['SHM']).name).toBe('Murderous Redcap');
    expect(m('Éter caótico', 'es', ['PC2'])).toMatchObject({ name: 'Chaotic Aether', set: 'OPC2', number: '1' });
    expect(m('ETER CAOTICO', 'es', ['pc2']).name).toBe('Chaotic Aether');
    expect(m('Murderous Redcap', 'en', []).name).toBe('Murderous Redcap');
  });
});

describe('rules of matching', () => {
  it('outside the document’s sets only when the name is one card in all the data', () => {
    const r = matchCard(index, { name: 'Asesino gorro rojo', lang: 'es', setCodes: ['RTR'] });
    expect(r).toMatchObject({ kind: 'matched', scope: 'all-sets', identity: { name: 'Murderous Redcap', set: 'SHM' } });
    expect(matchCard(index, { name: 'Asesino gorro rojo', lang: 'es', setCodes: [] })).toMatchObject({
      kind: 'matched',
      scope: 'all-sets',
    });
  });

  it('a name in another language, or a name no data has, is no match', () => {
    expect(matchCard(index, { name: 'Asesino gorro rojo', lang: 'fr', setCodes: ['SHM'] })).toEqual({ kind: 'none' });
    expect(matchCard(index, { name: 'Éter caótico', lang: 'pt', setCodes: ['PC2'] })).toEqual({ kind: 'none' });
    expect(matchCard(index, { name: 'Salon poussiéreux', lang: 'fr', setCodes: ['DSK'] })).toEqual({ kind: 'none' });
    expect(matchCard(index, { name: '  ', lang: 'es', setCodes: ['SHM'] })).toEqual({ kind: 'none' });
  });

  it('printings of one card (basic lands) are one match, not an ambiguity', () => {
    const r = matchCard(index, { name: 'Isla', lang: 'es', setCodes: ['SHM'] });
    expect(r.kind).toBe('matched');
    if (r.kind !== 'matched') return;
    expect(r.identity.name).toBe('Island');
    expect(r.printings.length).toBeGreaterThan(1);
    expect(r.printings.every((p) => p.set === 'SHM')).toBe(true);
    // Island is in SHM and RTR: from a document of neither set, still one card.
    expect(matchCard(index, { name: 'Isla', lang: 'es', setCodes: [] })).toMatchObject({
      kind: 'matched',
      scope: 'all-sets',
      identity: { name: 'Island' },
    });
  });

  const card = (name: string, set: string, names: CardIdentity['names'], extra: Partial<CardIdentity> = {}): CardIdentity => ({
    name,
    set,
    names,
    ...extra,
  });
  const synthetic = identityIndex([
    card('Ember Sprite', 'AAA', { es: 'Duende de ascuas', fr: 'Lutin d’ambre' }, { number: '1' }),
    card('Cinder Imp', 'BBB', { es: 'Duende de ascuas' }, { number: '1' }),
    card('Ember Sprite', 'CCC', { es: 'Duende de ascuas' }, { number: '7' }),
    card(
      'Fire Step // Ice Step',
      'AAA',
      { es: 'Paso de fuego // Paso de hielo' },
      { faces: ['Fire Step', 'Ice Step'], faceNames: { es: ['Paso de fuego', 'Paso de hielo'] } },
    ),
    card('Fire Step', 'BBB', { es: 'Paso de fuego' }),
    card(
      'Dusty Parlor // Moldering Attic',
      'DDD',
      { fr: 'Salon poussiéreux // Grenier moisi' },
      { faces: ['Dusty Parlor', 'Moldering Attic'], faceNames: { fr: ['Salon poussiéreux', 'Grenier moisi'] } },
    ),
  ]);

  it('a name of two different cards is ambiguous: reported with one candidate per card, never picked', () => {
    const r = matchCard(synthetic, { name: 'Duende de ascuas', lang: 'es', setCodes: [] });
    expect(r.kind).toBe('ambiguous');
    if (r.kind !== 'ambiguous') return;
    expect(r.scope).toBe('all-sets');
    expect(r.candidates.map((c) => [c.name, c.set])).toEqual([
      ['Ember Sprite', 'AAA'],
      ['Cinder Imp', 'BBB'],
    ]);
    // Also when the document's sets hold both.
    expect(matchCard(synthetic, { name: 'duende de ascuas', lang: 'es', setCodes: ['AAA', 'BBB'] })).toMatchObject({
      kind: 'ambiguous',
      scope: 'document-sets',
    });
  });

  it('within the document’s sets the name is one card even when it is ambiguous in all the data', () => {
    expect(matchCard(synthetic, { name: 'Duende de ascuas', lang: 'es', setCodes: ['BBB'] })).toMatchObject({
      kind: 'matched',
      identity: { name: 'Cinder Imp' },
    });
    const r = matchCard(synthetic, { name: 'Duende de ascuas', lang: 'es', setCodes: ['AAA', 'CCC'] });
    expect(r).toMatchObject({ kind: 'matched', scope: 'document-sets', identity: { name: 'Ember Sprite', set: 'AAA' } });
    if (r.kind === 'matched') expect(r.printings.map((p) => p.set)).toEqual(['AAA', 'CCC']);
    expect(matchCard(synthetic, { name: 'Lutin d`ambre', lang: 'fr', setCodes: [] })).toMatchObject({
      kind: 'matched',
      identity: { name: 'Ember Sprite' },
    });
  });

  it('A // B matches only the card whose faces are A and B; a half alone matches only where the document prints that half', () => {
    expect(matchCard(synthetic, { name: 'Paso de fuego // Paso de hielo', lang: 'es', setCodes: ['BBB'] })).toMatchObject({
      kind: 'matched',
      identity: { name: 'Fire Step // Ice Step' },
    });
    expect(matchCard(synthetic, { name: 'paso de fuego//paso de hielo', lang: 'es', setCodes: [] })).toMatchObject({
      kind: 'matched',
      identity: { name: 'Fire Step // Ice Step' },
    });
    expect(matchCard(synthetic, { name: 'Paso de hielo // Paso de fuego', lang: 'es', setCodes: [] })).toEqual({ kind: 'none' });
    expect(matchCard(synthetic, { name: 'Paso de fuego // Otra cosa', lang: 'es', setCodes: [] })).toEqual({ kind: 'none' });
    // The document prints only a half: the split card in its own set, the card named so in another.
    expect(matchCard(synthetic, { name: 'Paso de hielo', lang: 'es', setCodes: ['AAA'] })).toMatchObject({
      kind: 'matched',
      identity: { name: 'Fire Step // Ice Step' },
    });
    expect(matchCard(synthetic, { name: 'Paso de fuego', lang: 'es', setCodes: ['BBB'] })).toMatchObject({
      kind: 'matched',
      identity: { name: 'Fire Step' },
    });
    // Without sets a half that is also another card's whole name is two cards.
    expect(matchCard(synthetic, { name: 'Paso de fuego', lang: 'es', setCodes: [] })).toMatchObject({ kind: 'ambiguous' });
    expect(matchCard(synthetic, { name: 'Grenier moisi', lang: 'fr', setCodes: ['DDD'] })).toMatchObject({
      kind: 'matched',
      identity: { name: 'Dusty Parlor // Moldering Attic' },
    });
  });

  it('looks up English names exactly and folded', () => {
    expect(synthetic.byEnglish.get('Ember Sprite')?.map((c) => c.set)).toEqual(['AAA', 'CCC']);
    expect(matchCard(synthetic, { name: 'fire step // ice step', lang: 'en', setCodes: [] })).toMatchObject({
      kind: 'matched',
      identity: { set: 'AAA' },
    });
    expect(index.byEnglish.get('Murderous Redcap')?.[0].names.fr).toBe('Bonnet-rouge meurtrier');
  });
});
