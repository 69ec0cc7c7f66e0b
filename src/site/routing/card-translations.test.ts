import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { LANGS, type Lang } from '../../languages.js';
import type { Ruling } from '../../schema/index.js';
import type { SiteCorpus } from '../corpus.js';
import { rulingHref } from '../ruling-links.js';
import { cardPage } from './card.js';
import { documentCardView } from './card-documents.js';
import { pageContext } from './context.js';
import { documentPage } from './document.js';

const c = siteCorpus();

/** A catalogue card's page in one language, as its data function gives it. */
async function catalogueCardPage(oracleId: string, lang: Lang, corpus: SiteCorpus = c) {
  const p = await cardPage({ kind: 'catalogue', oracleId }, lang, corpus);
  if (p.kind !== 'catalogue') throw new Error('a catalogue page');
  return p;
}

type Page = Awaited<ReturnType<typeof catalogueCardPage>>;
const officials = (p: Page) => [...p.official.rulings, ...p.official.superseded];

/** Every document ruling a card page shows in full: under an official ruling, or in a document's lists. */
function rulingsShown(p: Page): string[] {
  return [
    ...officials(p).flatMap((o) => [...(o.translations.shown ? [o.translations.shown] : []), ...o.translations.older]),
    ...p.documents.flatMap((d) => [
      ...d.rulings.flatMap((r) => [r, ...r.alsoIn]),
      ...d.sections.flatMap((s) => s.rulings.flatMap((r) => [r, ...r.alsoIn])),
    ]),
  ].map((x) => x.ruling.id);
}

/** The cards whose official rulings a document ruling translates. */
const alignedCards = [...new Set(c.rulings.flatMap((r) => r.original?.oracleIds ?? []))].filter((id) => c.catalogue.byOracleId.has(id));

describe('the alignment on the pages', () => {
  it('shows each document ruling once on a card page: under the official ruling it translates, never again in its document’s list', async () => {
    expect(alignedCards.length).toBeGreaterThan(0);
    for (const oracleId of alignedCards)
      for (const lang of LANGS) {
        const p = await catalogueCardPage(oracleId, lang);
        const shown = rulingsShown(p);
        expect(new Set(shown).size, `${oracleId} ${lang}`).toBe(shown.length);
        for (const d of p.documents)
          for (const r of [...d.rulings, ...d.sections.flatMap((s) => s.rulings)])
            expect(r.ruling.original?.oracleIds.includes(oracleId) ?? false, `${oracleId} ${lang} ${r.ruling.id}`).toBe(false);
      }
  });

  it('shows an official ruling in the reader’s language where a document of theirs translates it, else in English with a link per language', async () => {
    const ruling = c.rulings.find((r) => r.original && r.owner.kind === 'card')!;
    const oracleId = ruling.original!.oracleIds[0];
    for (const lang of LANGS) {
      const o = officials(await catalogueCardPage(oracleId, lang)).find(
        (v) =>
          [v.translations.shown, ...v.translations.older].some((t) => t?.ruling.id === ruling.id) ||
          v.translations.alsoIn.some((a) => a.lang === ruling.lang),
      )!;
      expect(o, lang).toBeDefined();
      if (lang === ruling.lang) expect(o.translations.shown?.ruling.lang).toBe(lang);
      else {
        expect(o.translations.shown?.ruling.lang ?? lang).toBe(lang);
        const link = o.translations.alsoIn.find((a) => a.lang === ruling.lang)!;
        // Its own page: the card's page in the translation's language, where it stands in full.
        expect(link.href).toMatch(new RegExp(`^/${ruling.lang}/cards/[^/]+/#r-`));
        const there = await catalogueCardPage(oracleId, ruling.lang);
        expect(rulingsShown(there).map((id) => `#${c.ruling.get(id)!.anchor}`)).toContain(link.href.slice(link.href.indexOf('#')));
      }
    }
  });

  it('gives a translated ruling the same address from every page: its card’s page in its own language', async () => {
    const ruling = c.rulings.find((r) => r.original && r.owner.kind === 'card')!;
    const home = rulingHref(ruling, ruling.lang, c);
    for (const lang of LANGS) expect(rulingHref(ruling, lang, c)).toBe(home);
    expect(home.startsWith(`/${ruling.lang}/cards/`)).toBe(true);
  });

  it('carries the marks of a translated ruling into the official ruling’s item (a cited rule changed since)', async () => {
    const ruling = c.rulings.find((r) => r.original && r.owner.kind === 'card')!;
    const cites = { number: '502.79a', through: null, edition: '2008-05-01', todayNumber: '702.79a', found: true, wordingChanged: true };
    const changed: Ruling = { ...ruling, mentions: { ...ruling.mentions, rules: [{ ...cites, changedIn: ['2009-07-11'] }] } };
    const corpus = { ...c, ruling: new Map([...c.ruling, [ruling.id, changed]]) };
    const o = officials(await catalogueCardPage(ruling.original!.oracleIds[0], ruling.lang, corpus)).find(
      (v) => v.translations.shown?.ruling.id === ruling.id,
    )!;
    expect(o.translations.shown!.marks.changes.map((m) => m.href)).toEqual([`/${ruling.lang}/rules/702.79/#changes-2009-07-11`]);
  });

  it('keeps a translated ruling in its document card’s list off a catalogue page, and on its document’s page', async () => {
    const ruling = c.rulings.find((r) => r.original && r.owner.kind === 'card')!;
    const card = c.card.get(ruling.owner.id)!;
    const own = documentCardView(card, null, await pageContext(ruling.lang, c));
    expect(own.rulings.map((r) => r.ruling.id)).toContain(ruling.id);
    const general = c.rulings.find((r) => r.original && r.owner.kind === 'mechanic')!;
    const doc = await documentPage(c.document.get(general.documentId)!, general.lang, c);
    expect(doc.sections.flatMap((s) => s.rulings).map((r) => r.ruling.id)).toContain(general.id);
  });

  it("says on a document's page how many of its rulings translate an official ruling", async () => {
    const d = c.document.get('duskmourn-release-notes')!;
    const p = await documentPage(d, 'fr', c);
    const counts = c.report.get(d.id)!.alignment!;
    expect(counts.aligned).toBeGreaterThan(0);
    expect(p.alignment).toContain(String(counts.aligned));
  });
});
