import { describe, expect, it } from 'vitest';
import type { Lang } from '../../languages.js';
import type { ForeignWords } from './cooccur.js';
import { buildCorpus, isMark, tokenize, TYPE_LINE, type LanguageCorpus } from './corpus.js';
import type { V5Set } from './read-sets.js';
import { acceptedWords, compoundParts, type TermContext } from './term-acceptance.js';

const LANGUAGE: Record<Lang, string> = { es: 'Spanish', fr: 'French', pt: 'Portuguese (Brazil)' };

/** One set of cards, each printed in one language: [English name, English text, foreign text]. */
function corpus(lang: Lang, cards: [string, string, string][], field: 'text' | 'type' = 'text'): LanguageCorpus {
  const set: V5Set = {
    code: 'TST',
    releaseDate: '2024-01-01',
    file: 'TST.json',
    version: '5.3.0',
    built: '2024-01-01',
    cards: cards.map(([name, en, foreign], i) => ({
      name,
      number: String(i + 1),
      [field]: en,
      foreignData: [{ language: LANGUAGE[lang], name: `${name} (${lang})`, [field]: foreign }],
    })),
  };
  return buildCorpus([set], field === 'type' ? TYPE_LINE : undefined)[lang];
}

/** The same text on cards of different names. */
const cardsOf = (name: string, n: number, en: string, foreign: string): [string, string, string][] =>
  Array.from({ length: n }, (_, i) => [`${name} ${i + 1}`, en, foreign]);

/** A ranked candidate as co-occurrence gives it: the printed words as ids of the language's vocabulary. */
function candidate(c: LanguageCorpus, words: string): ForeignWords {
  const run = tokenize(words).words.map((w) => c.vocabulary.ids.get(w)!);
  expect(run.every((id) => id !== undefined)).toBe(true);
  return { words, leader: tokenize(words).words[0], support: 0, printings: 0, dice: 1, forms: [], newest: 0, run, family: [run[0]] };
}

function context(lang: Lang, c: LanguageCorpus, phrase: string, more: Partial<TermContext> = {}): TermContext {
  return {
    lang,
    c,
    q: { phrase },
    where: 'rules-text',
    otherNames: new Set(),
    otherTypeNames: new Set(),
    englishTerms: new Set(),
    verb: false,
    ...more,
  };
}

const rulesText = corpus('es', [
  ...cardsOf(
    'Delirium',
    4,
    'Delirium — Draw a card if there are four or more card types among cards in your graveyard.',
    'Delirio — Roba una carta si hay cuatro o más tipos de carta entre las cartas de tu cementerio.',
  ),
  ...cardsOf(
    'Seer',
    4,
    'Choose a card type. Reveal the top card of your library. If it is of the chosen card type, put it into your hand.',
    'Elige un tipo de carta. Muestra la primera carta de tu biblioteca. Si es del tipo de carta elegido, ponla en tu mano.',
  ),
  ...cardsOf('Bolt', 4, 'Destroy target creature.', 'Destruye la criatura objetivo.'),
  ...cardsOf('Divination', 4, 'Draw two cards.', 'Roba dos cartas.'),
  ...cardsOf('Opt', 4, 'Draw a card.', 'Roba una carta.'),
  ...cardsOf('Raiders', 4, 'Discard a card.', 'Descarta una carta.'),
  ...cardsOf('Fodder', 4, 'Sacrifice a creature.', 'Sacrifica una criatura.'),
  ...cardsOf('Map', 4, 'Create a Treasure token.', 'Crea una ficha de Tesoro.'),
  ...cardsOf('Bird', 4, 'Flying', 'Vuela.'),
  ...cardsOf(
    'Digger',
    4,
    'Return target creature card from your graveyard to your hand.',
    'Regresa la carta de criatura objetivo de tu cementerio a tu mano.',
  ),
]);

describe('acceptedWords: the first ranked candidate that names the term', () => {
  it('passes over the words of other English words: a keyword’s name (delirio, of Delirium) and a run rendering draw', () => {
    const ranked = ['delirio', 'roba una carta', 'tipo de carta'].map((w) => candidate(rulesText, w));
    const x = context('es', rulesText, 'card type', { otherNames: new Set(['delirio', 'vuela']) });
    expect(acceptedWords(ranked, x)?.words).toBe('tipo de carta');
  });

  it('names nothing rather than guess', () => {
    const ranked = ['delirio', 'cementerio'].map((w) => candidate(rulesText, w));
    expect(acceptedWords(ranked, context('es', rulesText, 'card type', { otherNames: new Set(['delirio']) }))).toBeNull();
  });

  it('reads a symbol as no word: `{Q} es el símbolo` holds no word `q`', () => {
    const { words } = tokenize('{Q}: Endereza esta criatura. ({Q} es el símbolo de enderezar.)');
    expect(words).not.toContain('q');
    expect(words.filter(isMark)).toEqual(['{}', ':', '.', '{}', '.']);
  });
});

describe('acceptedWords in type lines', () => {
  const types = corpus(
    'fr',
    [
      ...cardsOf('Sword', 4, 'Artifact — Equipment', 'Artefact : équipement'),
      ...['Golem', 'Construct', 'Myr', 'Thopter'].map((t): [string, string, string] => [
        t,
        `Artifact Creature — ${t}`,
        `Créature-artefact : ${t.toLowerCase()}`,
      ]),
      ...['Elf', 'Goblin', 'Human', 'Wizard'].map((t): [string, string, string] => [t, `Creature — ${t}`, `Créature : ${t.toLowerCase()}`]),
      ...cardsOf('Relic', 4, 'Artifact', 'Artefact'),
      ...cardsOf('Plains', 4, 'Land', 'Terrain'),
    ],
    'type',
  );

  it('takes a type’s name that is also a keyword’s (Equip, Equipment: `équipement`), which rules text would refuse', () => {
    const ranked = () => [candidate(types, 'équipement')];
    const equip = { otherNames: new Set(['équipement']) };
    expect(acceptedWords(ranked(), context('fr', types, 'equipment', { ...equip, where: 'type-line' }))?.words).toBe('équipement');
    expect(acceptedWords(ranked(), context('fr', types, 'equipment', equip))).toBeNull();
  });

  it('reads a hyphenated compound as its words (`créature-artefact` for Artifact Creature)', () => {
    const x = context('fr', types, 'artifact creature', { where: 'type-line' });
    expect(acceptedWords([candidate(types, 'créature-artefact')], x)?.words).toBe('créature-artefact');
    expect(acceptedWords([candidate(types, 'artefact')], x)).toBeNull();
  });
});

describe('acceptedWords refuses the names of other types in rules text', () => {
  it('`sagas` names Sagas, not Historic', () => {
    const c = corpus('es', [
      ...cardsOf(
        'Chronicler',
        4,
        'Whenever you cast a historic spell, draw a card. (Artifacts, legendaries, and Sagas are historic.)',
        'Siempre que lances un hechizo histórico, roba una carta. (Los artefactos, las cartas legendarias y las sagas son históricos.)',
      ),
      ...cardsOf('Bolt', 4, 'Destroy target creature.', 'Destruye la criatura objetivo.'),
      ...cardsOf('Seer', 4, 'Draw a card.', 'Roba una carta.'),
    ]);
    const ranked = () => [candidate(c, 'sagas'), candidate(c, 'histórico')];
    expect(acceptedWords(ranked(), context('es', c, 'historic', { otherTypeNames: new Set(['saga']) }))?.words).toBe('histórico');
    expect(acceptedWords(ranked(), context('es', c, 'historic'))?.words).toBe('sagas');
  });
});

describe('acceptedWords completes a modifier with the head the language prints before it', () => {
  const c = corpus('es', [
    ...cardsOf('Cartographer', 4, 'Create a Map token.', 'Crea una ficha de Mapa.'),
    ...cardsOf('Baker', 4, 'Create a Food token.', 'Crea una ficha de Comida.'),
    ...cardsOf('Smith', 4, 'Create a Gold token.', 'Crea una ficha de Oro.'),
    ...cardsOf('Reader', 4, 'Sacrifice a Map token: Draw a card.', 'Sacrifica una ficha de Mapa: Roba una carta.'),
    ...cardsOf('Bolt', 4, 'Destroy target creature.', 'Destruye la criatura objetivo.'),
    ...cardsOf('Opt', 4, 'Draw a card.', 'Roba una carta.'),
    ...cardsOf(
      'Digger',
      4,
      'Return target card from your graveyard to your hand.',
      'Regresa la carta objetivo de tu cementerio a tu mano.',
    ),
    ...cardsOf(
      'Mill',
      4,
      'Put the top card of your library into your graveyard.',
      'Pon la primera carta de tu biblioteca en tu cementerio.',
    ),
    ...cardsOf('Tutor', 4, 'Search your library for a card.', 'Busca en tu biblioteca una carta.'),
    ...cardsOf('Grow', 4, 'Put a +1/+1 counter on each creature you control.', 'Pon un contador de +1/+1 en cada criatura que controlas.'),
  ]);

  it('`mapa` leaves `token` unrendered: `ficha de mapa`, the head before its modifier', () => {
    expect(acceptedWords([candidate(c, 'mapa')], context('es', c, 'map token'))?.words).toBe('ficha de mapa');
  });

  it('adds no word that renders no word of the term', () => {
    expect(acceptedWords([candidate(c, 'mapa')], context('es', c, 'map creature'))).toBeNull();
  });
});

describe('acceptedWords names a one-word term by the form printed where the term stands as written', () => {
  const c = corpus('fr', [
    ...cardsOf('Ox', 4, 'Yoke 2', 'Atteler 2'),
    ...cardsOf(
      'Cart',
      4,
      'Whenever this creature attacks while yoked, draw a card.',
      'Chaque fois que cette créature attaque alors qu’elle est attelée, piochez une carte.',
    ),
    ...cardsOf('Bolt', 4, 'Destroy target creature.', 'Détruisez la créature ciblée.'),
  ]);
  const ids = (...words: string[]) => words.map((w) => c.vocabulary.ids.get(w)!);

  it('`attelée`, not the keyword’s `atteler`, for yoked', () => {
    const leader = { ...candidate(c, 'atteler'), family: ids('atteler', 'attelée') };
    const x = context('fr', c, 'yoked', { q: { phrase: 'yoked', exact: true } });
    expect(acceptedWords([leader], x)?.words).toBe('attelée');
  });
});

describe('compoundParts: an English compound as the words it is written of', () => {
  const english = {
    ids: new Map(['forest', 'walk', 'for', 'rest', 'stone'].map((w, i) => [w, i])),
  } as unknown as LanguageCorpus['english'];
  it('splits where both parts are printed words of four letters at least', () => {
    expect(compoundParts({ english }, 'forestwalk')).toEqual(['forest', 'walk']);
    expect(compoundParts({ english }, 'forest')).toEqual([]);
    expect(compoundParts({ english }, 'firestone')).toEqual([]);
  });
});
