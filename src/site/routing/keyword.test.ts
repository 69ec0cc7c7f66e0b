import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS } from '../../languages.js';
import { collator } from '../sort.js';
import { keywordPage } from './keyword.js';

const c = siteCorpus();

describe('keywordPage', () => {
  it("titles the page with the keyword's name in the reader's language and lists its names in every language", async () => {
    const persist = c.keyword.get('persist')!;
    const pages = await Promise.all(LANGS.map((lang) => keywordPage(persist, lang, c)));
    expect(pages.map((p) => p.title)).toEqual(['persistir', 'persistance', 'persistir']);
    expect(pages[1].names.map((n) => n.lang)).toEqual([...LANGS]);
    expect(pages[1].ruleToday).toEqual({ number: '702.79', href: c.ruleNumber.has('702.79') ? '/fr/rules/702.79/' : null });
  });

  it("shows explanations in the reader's language first, cards sorted by name, and every ruling that mentions it", async () => {
    for (const k of c.keywords)
      for (const lang of LANGS) {
        const p = await keywordPage(k, lang, c);
        const langs = p.explanations.map((e) => e.mechanic.lang);
        expect(langs).toEqual([...langs].sort((a, b) => Number(b === lang) - Number(a === lang)));
        const names = p.cards.map((x) => x.name);
        expect(names).toEqual([...names].sort(collator(lang).compare));
        expect(p.rulings.map((r) => r.ruling.id)).toEqual(k.rulingIds.filter((id) => c.ruling.has(id)));
        for (const r of p.rulings) expect(r.href.startsWith(`/${lang}/`)).toBe(true);
      }
  });

  it('links an older number only when it has a page', async () => {
    const hybrid = await keywordPage(c.keyword.get('hybrid-mana')!, 'pt', c);
    for (const n of hybrid.olderNumbers) expect(n.href).toBe(c.ruleNumber.has(n.number) ? `/pt/rules/${n.number}/` : null);
    expect(hybrid.olderNumbers[0].dates).toMatch(/2005-10-01.*2009-05-01/);
  });
});
