import { describe, expect, it } from 'vitest';
import { siteCorpusWithTranslations } from '../../../tests/helpers/site-corpus.js';
import { rulesSource } from '../rules-source.js';
import { glossaryIndexPage, glossaryPage, glossaryPathsOf } from './glossary.js';
import { rulePage } from './rule.js';

const c = siteCorpusWithTranslations();
const source = rulesSource();
const links = (paragraphs: { segments: { text: string; href: string | null }[] }[]) =>
  paragraphs
    .flatMap((x) => x.segments)
    .filter((s) => s.href !== null)
    .map((s) => [s.text, s.href]);

describe('the glossary of the Comprehensive Rules', () => {
  it('has a page per letter in each UI language, holding every term of today’s glossary once', async () => {
    const paths = glossaryPathsOf(source);
    expect(paths.filter((x) => x.params.lang === 'es').map((x) => x.params.letter)).toContain('m');
    const index = await glossaryIndexPage('fr', c, source);
    expect(index.letters.map((l) => l.letter).slice(0, 3)).toEqual(['A', 'B', 'C']);
    let terms = 0;
    for (const { params } of paths.filter((x) => x.params.lang === 'es'))
      terms += (await glossaryPage(params.letter, 'es', c, source)).terms.length;
    expect(terms).toBe(source.glossary!.terms.length);
  });

  it('gives each term its English definition with the rules it cites linked, and what replaced an obsolete term', async () => {
    const m = await glossaryPage('m', 'es', c, source);
    const value = m.terms.find((x) => x.english === 'Mana Value')!;
    expect(value.slug).toBe('mana-value');
    expect(links(value.definition)).toContainEqual(['202.3', '/es/rules/202.3/']);
    const cmc = (await glossaryPage('c', 'es', c, source)).terms.find((x) => x.english === 'Converted Mana Cost')!;
    expect(cmc.obsolete).toEqual({
      text: 'Término obsoleto desde las reglas del 19 de abril de 2021.',
      replacedBy: [{ term: 'Mana Value', href: '/es/glossary/m/#mana-value' }],
    });
  });

  it('names a term in the reader’s language where a translation gives it, says where the name comes from, and shows the translation', async () => {
    const cmc = (await glossaryPage('c', 'pt', c, source)).terms.find((x) => x.english === 'Converted Mana Cost')!;
    expect(cmc.name).toBe('Custo de Mana Convertido');
    expect(cmc.nameSource).toBe('segundo uma tradução das Regras completas');
    expect(cmc.translations[0].paragraphs[0].text).toMatch(/^A quantidade total de mana/);
    // Obsolete today: its definition of 2021 is not said to have changed, it is gone.
    expect(cmc.translations[0].change).toBeNull();
    expect((await glossaryPage('c', 'es', c, source)).terms.find((x) => x.english === 'Converted Mana Cost')!.name).toBeNull();
  });
});

describe('rule pages link the glossary terms their text names', () => {
  it('links each term once, at its first mention on the page, to its entry in the reader’s language', async () => {
    const p = await rulePage('103.5', 'fr', c, source);
    const all = links(p.today!.paragraphs);
    expect(all).toContainEqual(['mulligan', '/fr/glossary/m/#mulligan']);
    expect(all.filter(([, href]) => href === '/fr/glossary/m/#mulligan')).toHaveLength(1);
    expect(all).toContainEqual(['opening hand', '/fr/glossary/o/#opening-hand']);
  });

  it('never links the page’s own subject, nor a term inside a cited rule', async () => {
    const p = await rulePage('702.96', 'es', c, source);
    const all = [...links(p.today!.paragraphs), ...p.today!.subrules.flatMap((s) => links(s.paragraphs))];
    expect(all.some(([, href]) => href === '/es/glossary/o/#overload')).toBe(false);
    expect(all).toContainEqual(['alternative costs', '/es/glossary/a/#alternative-cost']);
    expect(all.some(([text]) => text === '601.2b')).toBe(true);
  });
});
