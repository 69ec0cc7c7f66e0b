import { describe, expect, it } from 'vitest';
import { siteCorpusWithTranslations } from '../../../tests/helpers/site-corpus.js';
import { rulesSource } from '../rules-source.js';
import { documentPage } from './document.js';
import { rulePage } from './rule.js';
import { rulesIndexPage } from './rules.js';

const c = siteCorpusWithTranslations();
const source = rulesSource();

describe('a translation of the Comprehensive Rules on the rule pages of its language', () => {
  it('shows each translated rule under its English, with its edition and source, marked where the English changed since', async () => {
    const p = await rulePage('202.3', 'pt', c, source);
    const own = p.today!.translations;
    expect(own).toHaveLength(1);
    expect(own[0].paragraphs.map((x) => x.example)).toEqual([false, true]);
    expect(own[0].paragraphs[0].text).toMatch(/^O custo de mana convertido de um objeto/);
    expect(own[0].edition).toBe('Tradução das regras de 24 de fevereiro de 2021');
    expect(own[0].source.title).toBe('Regras Abrangentes (tradução de 24 de fevereiro de 2021)');
    expect(own[0].source.line).toBe('linha 25');
    expect(own[0].change?.text).toBe('A regra 202.3 mudou depois desta tradução (19 de abril de 2021).');
    const pieces = own[0].change!.pieces;
    expect(pieces.filter((x) => x.change === 'removed').map((x) => x.text.trim())).toContain('converted');
    expect(pieces.filter((x) => x.change === 'added').map((x) => x.text.trim())).toContain('value');
    const a = p.today!.subrules.find((s) => s.number === '202.3a')!;
    expect(a.translations[0].change?.text).toBe('A regra 202.3a mudou 2 vezes depois desta tradução (a primeira em 19 de abril de 2021).');
    // 202.3d's draft is fuzzy: no translation, nothing said.
    expect(p.today!.subrules.find((s) => s.number === '202.3d')!.translations).toEqual([]);
  });

  it('follows a rule renumbered since to its page of today (702.96 Scavenge of 2021 is 702.97), unmarked when its English is the same', async () => {
    const p = await rulePage('702.97', 'pt', c, source);
    expect(p.today!.translations.map((t) => [t.title, t.change])).toEqual([['Necrofagia', null]]);
    expect((await rulePage('702.96', 'pt', c, source)).today!.translations).toEqual([]);
  });

  it('gives section and chapter titles in the translation’s language, over the site’s own, and only there', async () => {
    const translated = { local: 'Custo de Mana e Cor', english: 'Mana Cost and Color', siteTranslation: false };
    const pt = await rulePage('202.3', 'pt', c, source);
    expect(pt.today!.within?.title).toEqual(translated);
    const section = await rulePage('202', 'pt', c, source);
    expect(section.heading).toEqual(translated);
    expect((await rulePage('202', 'es', c, source)).heading).toEqual({
      local: 'Coste de maná y color',
      english: 'Mana Cost and Color',
      siteTranslation: true,
    });
    const index = await rulesIndexPage('pt', c, source);
    expect(index.chapters.find((ch) => ch.number === '2')!.title).toEqual({
      local: 'Partes de um Card',
      english: 'Parts of a Card',
      siteTranslation: false,
    });
    // A chapter the translation does not title: the site's own.
    expect(index.chapters.find((ch) => ch.number === '3')!.title).toEqual({
      local: 'Tipos de card',
      english: 'Card Types',
      siteTranslation: true,
    });
  });

  it('shows no translation in the other interface languages', async () => {
    for (const lang of ['es', 'fr'] as const) expect((await rulePage('202.3', lang, c, source)).today!.translations).toEqual([]);
  });
});

describe('a rules translation’s document page', () => {
  it('counts what it translates, lists the sections of today it is in, and reports each paragraph left out in the reader’s words', async () => {
    const d = c.document.get('regras-abrangentes-2021')!;
    const p = await documentPage(d, 'pt', c);
    expect(p.kind).toBe('Tradução das Regras completas');
    expect(p.rulesEdition).toBe('24 de fevereiro de 2021 (a edição que ele traduz)');
    expect(p.translation?.counts).toBe('8 parágrafos traduzidos, 2 sem tradução.');
    expect(p.translation?.sections.map((s) => [s.section, s.title.local, s.count])).toEqual([
      ['202', 'Custo de Mana e Cor', 3],
      ['702', 'Habilidades de palavra-chave', 1],
    ]);
    expect(p.skipped.map((s) => [s.line, s.text])).toEqual([
      ['Linha 62', 'a regra 702.96z não existe nas regras de 24 de fevereiro de 2021: deixado de fora'],
      ['Linha 65', 'a tradução de 704.5a contém marcação HTML: deixada de fora (citada como texto)'],
      ['Linha 76', 'segunda tradução do parágrafo da linha 68: a primeira é mantida'],
      ['Linha 83', 'parágrafo que não está em UTF-8: deixado de fora (salve o arquivo PO em UTF-8)'],
    ]);
    // Markup is quoted as the text it is: the page escapes it.
    expect(p.skipped[1].quoted).toContain('<b>perde</b>');
    const es = await documentPage(d, 'es', c);
    expect(es.skipped[0].text).toBe('la regla 702.96z no existe en las reglas del 24 de febrero de 2021: se deja fuera');
  });
});
