import { describe, expect, it } from 'vitest';
import { siteCorpus } from '../../../tests/helpers/site-corpus.js';
import { documentCardView } from './card-documents.js';
import { pageContext } from './context.js';
import { documentPage } from './document.js';
import { changeMarks } from './rule-links.js';

const c = siteCorpus();

describe('change marks on card and document pages', () => {
  it("marks the Shadowmoor preview's persist and wither quotations with the change since 2008, linking to the diff", async () => {
    const es = await documentPage(c.document.get('shadowmoor-rules-preview')!, 'es', c);
    const quotes = es.sections.flatMap((s) => s.rules);
    const persist = quotes.find((q) => q.rule.number === '502.79a')!;
    expect(persist.changes).toEqual([
      { text: 'La regla 702.79a cambió después de este documento (11 de julio de 2009).', href: '/es/rules/702.79/#changes-2009-07-11' },
    ]);
    const wither = quotes.find((q) => q.rule.number === '502.80a')!;
    expect(wither.changes[0].href).toBe('/es/rules/702.80/#changes-2009-07-11');
    expect(wither.changes[0].text).toMatch(
      /^La regla 702\.80a cambió \d+ veces después de este documento \(la primera, el 11 de julio de 2009\)\.$/,
    );
    // A quoted rule whose wording has not changed since carries no mark.
    expect(quotes.find((q) => q.rule.number === '502.80b')!.changes).toEqual([]);
    const fr = await documentPage(c.document.get('shadowmoor-rules-preview')!, 'fr', c);
    const frPersist = fr.sections.flatMap((s) => s.rules).find((q) => q.rule.number === '502.79a')!;
    expect(frPersist.changes[0].text).toMatch(/^La règle 702\.79a a changé après ce document/);
    expect(frPersist.changes[0].href).toBe('/fr/rules/702.79/#changes-2009-07-11');
  });

  it("marks a persist card's general rulings once, from the rules their section quotes", async () => {
    const card = c.cards.find((x) => x.name === 'Asesino gorro rojo')!;
    const p = documentCardView(card, card.identity?.oracleId ?? null, await pageContext('pt', c));
    const persist = p.sections.find((s) => s.mechanic.title.endsWith('Persistir'))!;
    // 702.79 changed only through 702.79a: one mark, the subrule's.
    expect(persist.changes).toEqual([
      { text: 'A regra 702.79a mudou depois deste documento (11 de julho de 2009).', href: '/pt/rules/702.79/#changes-2009-07-11' },
    ]);
  });

  it('marks the rules a document quotes under a card on its page (a plane of Planechase)', async () => {
    const card = c.card.get('es/portal-de-garras')!;
    const p = documentCardView(card, card.identity?.oracleId ?? null, await pageContext('es', c));
    expect(p.ruleChanges.map((m) => m.href)).toContain('/es/rules/702.62/#changes-2024-02-06');
    expect(p.ruleChanges.some((m) => m.text.startsWith('La regla 702.62d cambió'))).toBe(true);
    expect(p.ruleChanges.some((m) => m.text.includes('702.62b'))).toBe(false);
  });

  it("marks a quotation printed under another number by the rule its place gives (the 601 excerpt's 601.2g)", async () => {
    const p = await documentPage(c.document.get('comprehensive-rules-601')!, 'es', c);
    const quotes = p.sections.flatMap((s) => s.rules);
    const at = (line: number) => quotes.find((q) => q.rule.line === line)!;
    // Line 69, quoted as 601.2g, is the mana-abilities step (601.2f of 2013, 601.2g today), unchanged since: not today's
    // 601.2h (paying costs), which changed in 2021. Line 72, quoted as 601.2h, is 2013's 601.2g: today's 601.2h.
    expect(at(69).rule.number).toBe('601.2g');
    expect(at(69).changes).toEqual([]);
    expect(at(72).rule.number).toBe('601.2h');
    expect(at(72).changes.map((m) => m.text)).toEqual([
      'La regla 601.2h cambió 2 veces después de este documento (la primera, el 12 de julio de 2021).',
    ]);
  });

  it("marks a card's own ruling, and its document's, when the rule it cites changed since (a document never seen)", async () => {
    // A ruling that translates no official ruling: one that does stands under it, with its marks (card-translations).
    const card = c.cards.find((x) => x.rulingIds.length > 0 && !c.ruling.get(x.rulingIds[0])!.original)!;
    const ruling = c.ruling.get(card.rulingIds[0])!;
    const cites = { number: '502.79a', through: null, edition: '2008-05-01', todayNumber: '702.79a', found: true };
    const changed = { ...ruling, mentions: { ...ruling.mentions, rules: [{ ...cites, wordingChanged: true, changedIn: ['2009-07-11'] }] } };
    const corpus = { ...c, ruling: new Map([...c.ruling, [ruling.id, changed]]) };
    const mark = {
      text: 'A regra 702.79a mudou depois deste documento (11 de julho de 2009).',
      href: '/pt/rules/702.79/#changes-2009-07-11',
    };
    expect(documentCardView(card, card.identity?.oracleId ?? null, await pageContext('pt', corpus)).rulings[0].marks.changes).toEqual([
      mark,
    ]);
    const unchanged = { ...ruling, mentions: { ...ruling.mentions, rules: [{ ...cites, wordingChanged: false, changedIn: [] }] } };
    const same = { ...c, ruling: new Map([...c.ruling, [ruling.id, unchanged]]) };
    expect(documentCardView(card, card.identity?.oracleId ?? null, await pageContext('pt', same)).rulings[0].marks.changes).toEqual([]);
    // A section's ruling on its document's page.
    const general = c.rulings.find((r) => r.mechanicId !== null && r.documentId === 'shadowmoor-rules-preview')!;
    const withMark = { ...c, ruling: new Map([...c.ruling, [general.id, { ...general, mentions: changed.mentions }]]) };
    const doc = await documentPage(c.document.get('shadowmoor-rules-preview')!, 'pt', withMark);
    expect(doc.sections.flatMap((s) => s.rulings).find((r) => r.ruling.id === general.id)!.marks.changes).toEqual([mark]);
  });

  it('marks any ruling that cites a changed rule, once per rule of today, in the reader language', async () => {
    const p = await pageContext('fr', c);
    const refs = [
      { todayNumber: '702.79a', wordingChanged: true, changedIn: ['2009-07-11'] },
      { todayNumber: '702.79a', wordingChanged: true, changedIn: ['2009-07-11'] },
      { todayNumber: '702.79', wordingChanged: true, changedIn: ['2009-07-11'] },
      { todayNumber: '601.2', wordingChanged: true, changedIn: ['2015-01-23', '2015-07-17'] },
      { todayNumber: '601.2b', wordingChanged: true, changedIn: ['2015-07-17'] },
      { todayNumber: '702.80b', wordingChanged: false, changedIn: [] },
      { todayNumber: null, wordingChanged: null, changedIn: [] },
    ];
    expect(changeMarks(refs, p)).toEqual([
      { text: 'La règle 702.79a a changé après ce document (11 juillet 2009).', href: '/fr/rules/702.79/#changes-2009-07-11' },
      // The rule changed in an edition its marked subrule did not: both said.
      {
        text: 'La règle 601.2 a changé 2 fois après ce document (la première fois le 23 janvier 2015).',
        href: '/fr/rules/601.2/#changes-2015-01-23',
      },
      { text: 'La règle 601.2b a changé après ce document (17 juillet 2015).', href: '/fr/rules/601.2/#changes-2015-07-17' },
    ]);
  });
});
