/**
 * Search by topic: today's Comprehensive Rules and their glossary are found by words — the rules' English from every
 * interface, a glossary term by the words printed cards give it in the reader's language — and a word query for a
 * renumbered keyword lists today's number first, an old number the documents cite labelled as number queries label it.
 * On the search assets of content/ written to a temporary folder, through the code the browser runs.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../languages.js';
import { writeSearch } from '../pipeline/pipeline.js';
import { gameTermsFileSchema, type GameTermsFile } from '../schema/index.js';
import { content } from '../../tests/helpers/content.js';
import { siteCorpus } from '../../tests/helpers/site-corpus.js';
import { createSearch } from './query.js';

const words = (name: string, ...forms: string[]) => ({ name, printings: 12, forms });
/** A few terms' words as the game-terms table gives them: the test's own, so that it does not depend on what
 *  content/game-terms.json holds (its other terms are kept). */
const GAME_TERMS: GameTermsFile = gameTermsFileSchema.parse({
  format: 'game-terms/1',
  rulesEdition: '2026-01-16',
  terms: [
    { english: 'Graveyard', names: { es: words('cementerio', 'cementerios'), fr: words('cimetière'), pt: words('cemitério') }, former: [] },
    {
      english: 'State-Based Actions',
      names: { es: words('acción basada en estado', 'acciones basadas en estado'), fr: null, pt: null },
      former: [],
    },
    {
      english: 'Mana Value',
      names: { es: words('valor de maná'), fr: words('valeur de mana'), pt: words('valor de mana') },
      former: [],
    },
  ],
});

let dir = '';
let search: ReturnType<typeof createSearch>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'topics-'));
  const own = new Set(GAME_TERMS.terms.map((t) => t.english));
  const real = content().gameTerms;
  const gameTerms = real ? { ...real, terms: [...real.terms.filter((t) => !own.has(t.english)), ...GAME_TERMS.terms] } : GAME_TERMS;
  writeSearch(siteCorpus(), dir, { ...content(), gameTerms });
  search = createSearch(async (file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    return { data: JSON.parse(text), bytes: text.length };
  });
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rulesOf = async (query: string, lang: Lang) => {
  const r = await search.search(query, lang, 20);
  const group = (kind: string) => r.groups.find((g) => g.kind === kind)?.hits ?? [];
  return { rules: group('rule'), glossary: group('glossary') };
};

describe("search by topic: today's rules and glossary, by words", () => {
  it('"mulligan", from every interface: rule 103.5 and the glossary term', async () => {
    for (const lang of LANGS) {
      const { rules, glossary } = await rulesOf('mulligan', lang);
      expect(rules[0]?.u, lang).toBe('rules/103.5/');
      expect(glossary[0]?.u, lang).toBe('glossary/m/#mulligan');
    }
  });

  it('"acciones basadas en estado" (es): section 704, State-Based Actions, by the words Spanish cards print', async () => {
    const { rules, glossary } = await rulesOf('acciones basadas en estado', 'es');
    expect(rules[0]?.t).toBe('704 Acciones basadas en estado (State-Based Actions)');
    expect(glossary.map((h) => h.t)).toContain('Acción basada en estado (State-Based Actions)');
  });

  it("a section by its title in the reader's words (the site's translation), and by its English from every interface", async () => {
    const queries = { es: 'habilidades de palabra clave', fr: 'capacités à mot-clé', pt: 'habilidades de palavra-chave' } as const;
    const titles = {
      es: '702 Habilidades de palabra clave (Keyword Abilities)',
      fr: '702 Capacités à mot-clé (Keyword Abilities)',
      pt: '702 Habilidades de palavra-chave (Keyword Abilities)',
    } as const;
    for (const lang of LANGS) {
      const { rules } = await rulesOf(queries[lang], lang);
      expect(rules[0]?.u, lang).toBe('rules/702/');
      expect(rules[0]?.t, lang).toBe(titles[lang]);
      expect((await rulesOf('keyword abilities', lang)).rules[0]?.u, lang).toBe('rules/702/');
    }
  });

  it('"legend rule": 704.5j, the rule its glossary term sends the reader to, from every interface', async () => {
    for (const lang of LANGS) expect((await rulesOf('legend rule', lang)).rules[0]?.u, lang).toBe('rules/704.5/#704.5j');
  });

  it('"valeur de mana" (fr): rule 202.3, and the glossary term titled in French', async () => {
    const { rules, glossary } = await rulesOf('valeur de mana', 'fr');
    expect(rules[0]?.u).toBe('rules/202.3/');
    expect(glossary[0]?.t).toBe('Valeur de mana (Mana Value)');
  });

  it('"cementerio" (es): section 404 Cementerio (Graveyard) first, and more rules, however many cards the word names', async () => {
    const { rules, glossary } = await rulesOf('cementerio', 'es');
    expect(rules[0]?.t).toBe('404 Cementerio (Graveyard)');
    expect(rules.length).toBeGreaterThanOrEqual(5);
    expect(glossary[0]?.t).toBe('Cementerio (Graveyard)');
  });

  it('"sobrecarga" (pt): today\'s 702.96 first, then the number 2012\'s documents gave it, labelled as number queries label it', async () => {
    const { rules } = await rulesOf('sobrecarga', 'pt');
    expect(rules[0]?.t).toBe('702.96 Sobrecarga (Overload)');
    expect(rules[0]?.o).toBeUndefined();
    expect(rules[1]?.t).toBe('702.94 em documentos de 2012–2013: Sobrecarga (Overload), hoje 702.96');
    expect([rules[1]?.u, rules[1]?.o]).toEqual(['rules/702.96/', '702.96']);
  });

  it('the rules\' English is found from every interface ("state-based action" → 704)', async () => {
    for (const lang of LANGS) expect((await rulesOf('state-based actions', lang)).rules[0]?.u, lang).toBe('rules/704/');
  });

  it('never throws, whatever is typed (the English shards too)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc
            .array(
              fc.constantFrom('mana', 'the', 'rule', 'a', 'x', '*', ':', '~', '^', '-', '+', 'constructor', '__proto__', '702.9', 'ab'),
              { maxLength: 8 },
            )
            .map((w) => w.join(' ')),
        ),
        fc.constantFrom(...LANGS),
        async (query, lang) => {
          const r = await search.search(query, lang, 20);
          expect(r.total).toBe(r.groups.reduce((n, g) => n + g.hits.length, 0));
        },
      ),
      { numRuns: 200 },
    );
  }, 120_000);
});
