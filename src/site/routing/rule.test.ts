import { describe, expect, it } from 'vitest';
import { LANGS } from '../../languages.js';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { rulesSource } from '../rules-source.js';
import { rulePage } from './rule.js';
import { rulePageNumbers, spanDates } from './rule-links.js';
import { useTranslations } from '../../i18n/index.js';
import { paragraphsOf } from './rule-today.js';

const c = siteCorpus();
const source = rulesSource();

describe('rulePage', () => {
  it("a number's page leads with what it is today, then what it meant in each document that cited it otherwise", async () => {
    const p = await rulePage('702.47', 'es', c, source);
    expect(p.today?.number).toBe('702.47');
    expect(p.heading.english).toBe('Splice');
    expect(p.today?.subrules[0].number).toBe('702.47a');
    expect(p.today?.subrules[0].paragraphs[0].segments.map((s) => s.text).join('')).toMatch(/^Splice is a static ability/);
    const ninjutsu = p.meanings.find((m) => m.title === 'Ninjutsu')!;
    expect(ninjutsu.documents.map((d) => d.title)).toContain('Preguntas frecuentes de Planechase (Edición 2012)');
    expect(ninjutsu.today).toEqual({ text: 'hoy es la regla 702.49', href: '/es/rules/702.49/' });
    // The keyword of today's rule, not of an old meaning.
    expect(p.keyword?.name).not.toBe('ninjutsu');
  });

  it('names a keyword renamed since by the name printed before the rename, in every interface language', async () => {
    const printed = { es: 'Armadura tótem', fr: 'Armure totémique', pt: 'Armadura de totem' } as const;
    for (const lang of LANGS) {
      const totem = (await rulePage('702.86', lang, c, source)).meanings.find((m) => m.title === 'Totem Armor')!;
      expect(totem.localTitle, lang).toBe(printed[lang]);
    }
    // A keyword not renamed is named by today's name: Ninjutsu was 702.47 in 2012 and is 702.49 today.
    const ninjutsu = (await rulePage('702.47', 'es', c, source)).meanings.find((m) => m.title === 'Ninjutsu')!;
    expect(ninjutsu.localTitle).toBe(null);
  });

  it("names a rule's section in the reader's words, said to be the site's translation, the English beside it", async () => {
    const within = {
      es: ['Habilidades de palabra clave', 'traducción del sitio'],
      fr: ['Capacités à mot-clé', 'traduction du site'],
      pt: ['Habilidades de palavra-chave', 'tradução do site'],
    } as const;
    for (const lang of LANGS) {
      const p = await rulePage('702.79', lang, c, source);
      expect(p.today?.within?.title, lang).toEqual({ local: within[lang][0], english: 'Keyword Abilities', siteTranslation: true });
      expect(p.siteTranslationNote, lang).toBe(within[lang][1]);
      const section = await rulePage('702', lang, c, source);
      expect(section.heading, lang).toEqual({ local: within[lang][0], english: 'Keyword Abilities', siteTranslation: true });
      expect(section.title, lang).toMatch(new RegExp(`702.*${within[lang][0]}$`));
    }
    // A keyword's printed name is no site translation.
    expect((await rulePage('702.79', 'fr', c, source)).heading.siteTranslation).toBe(false);
  });

  it('every rule of today has a page in each language, with its text, subrules and history', async () => {
    const numbers = rulePageNumbers(c, source);
    expect(numbers.length).toBeGreaterThan(1_250);
    for (const n of ['100.1', '601.2', '702.79', '702', '903.4']) expect(numbers).toContain(n);
    const p = await rulePage('702.79', 'fr', c, source);
    expect(p.today?.title.english).toBe('Persist');
    expect(p.history?.numbers.map((n) => n.number)).toEqual(['502.79', '702.76', '702.77', '702.78', '702.79']);
    const change = p.history!.changes.find((ch) => ch.edition === '2009-07-11')!;
    expect(change.anchor).toBe('changes-2009-07-11');
    const pieces = change.parts[0].pieces;
    expect(pieces.filter((x) => x.change === 'removed').map((x) => x.text.trim())).toEqual(['play', 'play']);
    expect(pieces.filter((x) => x.change === 'added').map((x) => x.text.trim())).toEqual(['the battlefield', 'the battlefield']);
  });

  it('shows every rule of today word for word: its linked paragraphs read as its text', () => {
    const p = { lang: 'es', to: (path: string) => path } as unknown as Parameters<typeof paragraphsOf>[1];
    for (const number of rulePageNumbers(c, source)) {
      const rule = source.rules.textToday(number);
      if (!rule || rule.title !== null) continue;
      const shown = paragraphsOf(rule, p, source).map((para) => para.segments.map((s) => s.text).join(''));
      expect(shown.join('\n'), number).toBe(rule.text);
    }
  });

  it("marks a document's quotation of a rule that changed since, linking the diff", async () => {
    const p = await rulePage('702.79', 'pt', c, source);
    const quote = p.quotes.find((g) => g.number === '702.79a')!.quotes[0];
    expect(quote.rule.documentId).toBe('shadowmoor-rules-preview');
    expect(quote.changes).toEqual([
      { text: 'A regra 702.79a mudou depois deste documento (11 de julho de 2009).', href: '/pt/rules/702.79/#changes-2009-07-11' },
    ]);
  });

  it("says, in the reader's language, when a document quotes one number with two texts or out of place", async () => {
    const h = await rulePage('601.2h', 'es', c, source);
    expect(h.checks.map((x) => x.text)).toEqual([
      expect.stringMatching(
        /^Este documento cita dos textos distintos como 601\.2h \(líneas 72 y 79\); el de la línea 72 corresponde probablemente a la regla 601\.2g/,
      ),
    ]);
    const g = await rulePage('601.2g', 'fr', c, source);
    expect(g.checks[0].text).toMatch(/^Ce document cite sous le numéro 601\.2g \(ligne 69\) un texte qui.*601\.2f/);
    // The quotation printed as 601.2g is filed under today's 601.2g (its place: 601.2f of 2013), not under 601.2h.
    expect(g.quotes.flatMap((x) => x.quotes).map((q) => q.quotedAs)).toEqual(['citée comme 601.2g']);
    const today = await rulePage('601.2h', 'es', c, source);
    expect(today.quotes.flatMap((x) => x.quotes).map((q) => q.rule.line)).toEqual([72]);
  });

  it("lists what cites today's rule under any number, in the reader's language first for quotations", async () => {
    for (const number of ['702.79', '702.86', '601.2', '702.94']) {
      const p = await rulePage(number, 'pt', c, source);
      for (const g of p.quotes) {
        const langs = g.quotes.map((q) => q.rule.lang);
        expect(langs).toEqual([...langs].sort((a, b) => Number(b === 'pt') - Number(a === 'pt')));
      }
      if (p.citedBy) expect(new Set(p.citedBy.mechanics.map((m) => m.href)).size).toBe(p.citedBy.mechanics.length);
    }
  });
});

describe('spanDates', () => {
  it('says the editions a number held a rule in, and one edition as one, never "from a day to the same day"', () => {
    const [es, fr, pt] = LANGS.map((lang) => ({ t: useTranslations(lang) }));
    const oneEdition = { from: '2017-09-25', to: '2017-09-25' };
    expect(spanDates({ from: '2017-09-25', to: '2018-01-19' }, es)).toBe('del 25 de septiembre de 2017 al 19 de enero de 2018');
    expect(spanDates(oneEdition, es)).toBe('en las reglas del 25 de septiembre de 2017');
    expect(spanDates(oneEdition, fr)).toBe('dans les règles du 25 septembre 2017');
    expect(spanDates(oneEdition, pt)).toBe('nas regras de 25 de setembro de 2017');
  });
});
