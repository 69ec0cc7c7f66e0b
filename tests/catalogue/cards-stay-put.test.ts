/**
 * Adding a document never moves another document's cards: each document's cards are matched against the catalogue
 * on its own sets and date. A French FAQ of Tenth Edition (sets: 10E) that prints Garde des âmes leaves the Garde des
 * âmes of the Duskmourn release notes (sets DSK, DSC: a special guest no set of theirs prints) at the printing it had,
 * with the same document, report and rulings — the records as the build writes them. And it takes no page away, nor
 * any file of the Scryfall-shaped API: the paths the site's route functions give, before and after.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { scryfallIdsOf } from '../../src/catalogue/index.js';
import { LANGS } from '../../src/languages.js';
import { buildRecords } from '../../src/pipeline/pipeline.js';
import type { Corpus } from '../../src/records/index.js';
import { loadContent } from '../../src/load/content.js';
import { manifestSchema, type ManifestEntry } from '../../src/schema/index.js';
import { apiRulings, apiRulingsPath } from '../../src/site/api-rulings.js';
import { indexCorpus, type SiteCorpus } from '../../src/site/corpus.js';
import { cardPathsOf } from '../../src/site/routing/card.js';
import { setPathsOf } from '../../src/site/routing/cards.js';
import { ROOT, tempContent } from '../helpers/temp-content.js';

const realManifest = manifestSchema.parse(JSON.parse(readFileSync(join(ROOT, 'content/documents.json'), 'utf8')));
/** The real document that prints Garde des âmes without a set of its own printing it. */
const notes = realManifest.find(
  (e) => e.lang === 'fr' && readFileSync(join(ROOT, 'content', e.file), 'utf8').includes('\nGarde des âmes\n'),
)!;

const TENTH_FAQ = `FAQ de la Dixième Édition

NOTES SUR DES CARTES SPÉCIFIQUES

Garde des âmes

{W}

Créature : humain et clerc

1/1

Chaque fois qu'une autre créature arrive en jeu, vous gagnez 1 point de vie.

- Si la Garde des âmes arrive en jeu en même temps que d'autres créatures, sa capacité se déclenche pour chacune d'elles.
`;
const tenth: ManifestEntry = {
  id: 'dixieme-edition-faq',
  file: 'documents/fr/dixieme-edition-faq.txt',
  lang: 'fr',
  title: 'FAQ de la Dixième Édition',
  sets: [{ name: 'Dixième Édition', code: '10E' }],
  kind: 'faq',
  date: '2007-07',
  source: 'test',
};

function build(entries: ManifestEntry[], texts: Record<string, string>): SiteCorpus {
  const dir = tempContent(
    entries.map((e) => ({ id: e.id, lang: e.lang, text: texts[e.id]! })),
    entries,
  );
  const content = loadContent(dir);
  const { corpus, problems } = buildRecords(content);
  expect(problems).toEqual([]);
  return indexCorpus(corpus!, content.catalogue);
}

/** The site's card and set pages (`fr/cards/soul-warden/`), as their route functions give them. */
const pagesOf = (c: SiteCorpus) =>
  new Set(
    [...cardPathsOf(c), ...setPathsOf(c)].map(
      ({ params }) => `${params.lang}/${'card' in params ? `cards/${params.card}` : `sets/${params.set}`}/`,
    ),
  );

/** The Scryfall-shaped rulings files: every Scryfall id of every card, in every UI language (scripts/build-api.ts). */
const apiFilesOf = (c: SiteCorpus) =>
  new Set(c.catalogue.cards.flatMap((card) => scryfallIdsOf(card).flatMap((id) => LANGS.map((lang) => apiRulingsPath(lang, id)))));

const missing = (before: Set<string>, after: Set<string>) => [...before].filter((x) => !after.has(x));

/** What a document's records are: its cards' appearances in it (with their printing), its record, report, rulings. */
function recordsOf(corpus: Corpus, documentId: string) {
  return {
    appearances: corpus.cards.flatMap((c) => c.appearances.filter((a) => a.documentId === documentId).map((a) => ({ card: c.id, ...a }))),
    document: corpus.documents.find((d) => d.id === documentId),
    report: corpus.reports.find((r) => r.documentId === documentId),
    // A ruling's alignment evidence is scored against a lexicon learned from every document: its numbers may move in
    // the third decimal when a document is added; the official ruling it translates may not.
    rulings: corpus.rulings
      .filter((r) => r.documentId === documentId)
      .map((r) => ({ ...r, original: r.original ? { ...r.original, evidence: undefined } : r.original })),
  };
}

describe('a document naming a set moves no other document’s cards', () => {
  let before: SiteCorpus;
  let after: SiteCorpus;
  beforeAll(() => {
    const texts = { [notes.id]: readFileSync(join(ROOT, 'content', notes.file), 'utf8'), [tenth.id]: TENTH_FAQ };
    before = build([notes], texts);
    after = build([notes, tenth], texts);
  }, 300_000);

  const wardenIn = (corpus: Corpus, documentId: string) =>
    corpus.cards.find((c) => c.lang === 'fr' && c.name === 'Garde des âmes')?.appearances.find((a) => a.documentId === documentId)
      ?.identity;

  it('the FAQ’s Garde des âmes is its own set’s printing, the release notes’ keeps the one it had', () => {
    const own = wardenIn(before, notes.id);
    expect(own).toMatchObject({ name: 'Soul Warden' });
    expect(own?.set).not.toBe('10E');
    expect(wardenIn(after, tenth.id)).toMatchObject({ name: 'Soul Warden', set: '10E' });
    expect(wardenIn(after, notes.id)).toEqual(own);
    expect(after.cards.find((c) => c.name === 'Garde des âmes')?.identity).toEqual(own);
  });

  it('every card, ruling and report line of the release notes is as it was', () => {
    expect(recordsOf(after, notes.id)).toEqual(recordsOf(before, notes.id));
  });

  it('takes away no card or set page and no rulings file of the API; the release notes’ rulings stay at the ids they had', () => {
    const pages = [pagesOf(before), pagesOf(after)];
    expect(pages[0]).toContain(`fr/cards/${wardenIn(before, notes.id)!.slug}/`);
    expect(missing(pages[0], pages[1])).toEqual([]);
    const api = [apiFilesOf(before), apiFilesOf(after)];
    expect(api[0].size).toBeGreaterThan(0);
    expect(missing(api[0], api[1])).toEqual([]);
    const warden = before.catalogue.byOracleId.get(wardenIn(before, notes.id)!.oracleId)!;
    const comments = (c: SiteCorpus) => new Set(apiRulings(warden, 'fr', c).data.map((r) => r.comment));
    // The notes' words stand in the list: a translation of an official ruling, or a ruling of their own.
    expect([...comments(before)].some((c) => !warden.rulings.some((o) => o.text === c))).toBe(true);
    expect(missing(comments(before), comments(after))).toEqual([]);
  });
});
