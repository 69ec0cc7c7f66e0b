import { describe, expect, it } from 'vitest';
import { content } from '../../../tests/helpers/content.js';
import { ruleBase } from '../../rule-numbers.js';
import { keywordIndex, keywordsIn } from '../../text/index.js';
import { chooseEdition, citationEvidence, keywordOfRule, resolveReference, ruleReferencesIn } from './mentions.js';
import type { Lang } from '../../languages.js';

const glossary = () => content().glossary;
const vocab = () => content().vocabulary;
const rules = () => content().rules;
const edition = (date: string) => rules().editionInForce(date)!;
const numbers = (text: string, lang: Lang, date = '2011') =>
  ruleReferencesIn(text, edition(date), rules(), vocab()[lang]).map((r) => (r.through ? `${r.number}–${r.through}` : r.number));

describe('ruleReferencesIn', () => {
  it("finds a subrule number with its edition and today's number", () => {
    const e = edition('2011');
    expect(ruleReferencesIn('anuncia su intención de pagar (ver la regla 601.2b).', e, rules(), vocab().es)).toEqual([
      {
        number: '601.2b',
        through: null,
        edition: e,
        todayNumber: rules().resolve('601.2b', e).todayNumber,
        found: true,
        wordingChanged: true,
        changedIn: rules().changedSince('601.2b', e).changedIn,
      },
    ]);
  });

  it('reads a range 601.2e–g as 601.2e through 601.2g (en dash or hyphen)', () => {
    expect(numbers('los pasos de las reglas 601.2e–g', 'es')).toEqual(['601.2e–601.2g']);
    expect(numbers('las reglas 601.2a-g', 'es')).toEqual(['601.2a–601.2g']);
  });

  it('finds bare rule numbers after the rule word of each language', () => {
    expect(numbers('el juego regresa (ver la regla 717, “Manejando acciones ilegales”)', 'es')).toEqual(['717']);
    expect(numbers('voir la règle 612 pour les effets', 'fr')).toEqual(['612']);
    expect(numbers('veja a regra 612 sobre efeitos', 'pt')).toEqual(['612']);
    expect(numbers('ver las reglas 117.8 y 117.9', 'es')).toEqual(['117.8', '117.9']);
  });

  it('does not read other numbers as rules', () => {
    expect(numbers('pagar 2 vidas, una criatura 2/2, 10 cartas, la carta 717', 'es')).toEqual([]);
    expect(numbers('1601.22 y 2.5', 'es')).toEqual([]);
    // A rule word in another language does not count.
    expect(numbers('la regla 717', 'fr')).toEqual([]);
  });

  it('lists each reference once', () => {
    expect(numbers('601.2b, 601.2b y otra vez 601.2b', 'es')).toEqual(['601.2b']);
  });

  it('finds a bare rule number at the end of a sentence', () => {
    expect(numbers('Para más información, ver la regla 717.', 'es')).toEqual(['717']);
  });
});

describe("today's number, from the rules history, for keyword and non-keyword rules alike", () => {
  const today = (number: string, date: string) => resolveReference(number, null, edition(date), rules()).todayNumber;
  it('follows keyword rules across eras', () => {
    expect(today('702.94a', '2012-10')).toBe('702.96a'); // overload, Return to Ravnica
    expect(today('502.79', '2008-04')).toBe('702.79'); // persist, before the Magic 2010 rules
    expect(today('502.79a', '2008-04')).toBe('702.79a');
    expect(today('702.76a', '2010-06')).toBe('702.79a');
    expect(today('701.18', '2024-09')).toBe('701.22'); // scry, before the 2025 alphabetical renumbering
  });
  it('follows rules that are no keyword: costs moved from 116 to 117 to 118', () => {
    expect(today('117.8', '2015-06')).toBe('118.8');
  });
  it('reads a number in the edition of the document: 702.96 was unleash in 2012 and is overload today', () => {
    expect(today('702.96', '2012-10')).toBe('702.98');
    expect(today('702.96', '2024-08-05')).toBe('702.96');
    expect(keywordOfRule('702.96', edition('2012-10'), rules(), glossary())?.key).toBe('unleash');
    expect(keywordOfRule('702.96', edition('2024-08'), rules(), glossary())?.key).toBe('overload');
  });
  it('says when a number was no rule of the edition', () => {
    expect(resolveReference('799.99', null, edition('2012'), rules())).toMatchObject({ todayNumber: null, found: false });
  });
  it("derives every keyword's number from today's rules", () => {
    const mill = glossary().keywords.find((k) => k.key === 'mill')!;
    expect(mill.rule).toBe('701.17');
    expect(glossary().rulesEdition).toBe(rules().today);
  });
});

describe('the edition a document is read in', () => {
  const es = () => keywordIndex(glossary(), 'es');
  const splice = () =>
    citationEvidence(
      'el jugador desea empalmar cualquier carta con el hechizo (ver la regla 702.46), revela',
      19,
      es(),
      vocab().es.ruleWords,
    );
  it('pairs a keyword rule number with the keyword named just before it', () => {
    expect(splice()).toEqual([{ number: '702.46', keyword: 'splice', line: 19 }]);
    // Not a keyword rule: costs are not evidence, whatever keyword stands near them.
    expect(citationEvidence('como recuperar o estímulo (ver las reglas 117.8 y 117.9)', 21, es(), vocab().es.ruleWords)).toEqual([]);
  });
  it('keeps the date when the citations fit it', () => {
    const choice = chooseEdition('2015-06', splice(), rules(), glossary());
    expect(choice).toMatchObject({ edition: edition('2015-06'), chosenBy: 'date', warning: null });
  });
  it('reads a document whose date contradicts its citations in the edition they fit, with a warning', () => {
    const choice = chooseEdition('2011', splice(), rules(), glossary());
    expect(choice.chosenBy).toBe('citations');
    expect(rules().titleAt('702.46', choice.edition)).toBe('Splice');
    expect(choice.fits!.from).toBe('2013-07-11');
    expect(choice.warning).toMatch(/contradicts/);
    expect(choice.line).toBe(19);
  });
  it("dates an undated document by its citations, else reads it in today's rules", () => {
    expect(chooseEdition(null, splice(), rules(), glossary())).toMatchObject({
      edition: '2013-07-11',
      chosenBy: 'citations',
      warning: null,
    });
    expect(chooseEdition(null, [], rules(), glossary())).toMatchObject({ edition: rules().today, chosenBy: 'latest' });
  });
  it('drops the subrule letter', () => {
    expect(ruleBase('702.94a')).toBe('702.94');
  });
});

describe('keywordsIn', () => {
  const es = () => keywordIndex(glossary(), 'es');
  const fr = () => keywordIndex(glossary(), 'fr');

  it('reads a leading list of abilities, short names included', () => {
    expect(keywordsIn('Vuela, vigilancia.', es(), true).sort()).toEqual(['flying', 'vigilance']);
    expect(keywordsIn('Vol', fr(), true)).toEqual(['flying']);
    expect(keywordsIn('Vol, vigilance', fr(), true).sort()).toEqual(['flying', 'vigilance']);
  });

  it('does not match short names (vol, vuela, plan) inside prose', () => {
    expect(keywordsIn('Vuela, vigilancia.', es())).toEqual(['vigilance']);
    expect(keywordsIn('Le vol de la créature est annulé.', fr(), true)).toEqual([]);
    expect(keywordsIn('La criatura vuela sobre el plan de su oponente.', es(), true)).toEqual([]);
  });

  it('matches long names in prose, whole words only, accents and apostrophes folded', () => {
    expect(keywordsIn('Elle a le vol et la vigilance.', fr())).toEqual(['vigilance']);
    expect(keywordsIn('Manifestez l’effroi.', fr())).toEqual(['manifest-dread']);
    expect(keywordsIn('La CELERITE lui permet d’attaquer.', fr())).toEqual(['haste']);
    expect(keywordsIn('vigilancias', es())).toEqual([]);
  });
});
