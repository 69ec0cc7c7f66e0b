/**
 * Catalogues for tests: the whole committed one (content/catalogue/), and small ones written from it — the cards of a
 * few sets — for the tests that build a site or a corpus of their own (a build of every card is the suite's one
 * whole-site build, not each test's).
 */
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Catalogue } from '../../src/catalogue/index.js';
import { writeCatalogue } from '../../src/catalogue/importer/index.js';
import { catalogueFiles } from '../../src/catalogue/importer/shards.js';
import type { CatalogueCard } from '../../src/schema/index.js';
import { content } from './content.js';
import { contentRecords } from './site-corpus.js';

/** The committed catalogue of every card. */
export function committedCatalogue(): Catalogue {
  return content().catalogue;
}

/** Writes a catalogue folder holding the cards `keep` accepts (with every printing of theirs), each as `edit` makes
 *  it, into `folder`. */
export function writeCatalogueOf(
  folder: string,
  keep: (card: CatalogueCard) => boolean,
  edit: (card: CatalogueCard) => CatalogueCard = (card) => card,
): void {
  const all = committedCatalogue();
  const cards = all.cards.filter(keep).map(edit);
  const counts = new Map<string, number>();
  for (const c of cards) for (const s of new Set(c.printings.map((p) => p.set))) counts.set(s, (counts.get(s) ?? 0) + 1);
  const sets = all.sets.filter((s) => counts.has(s.code)).map((s) => ({ ...s, cards: counts.get(s.code) as number }));
  const files = catalogueFiles({ cards, sets, withoutOracleId: [], skippedRulings: [] }, { newest: all.asOf, files: 1 });
  mkdirSync(folder, { recursive: true });
  writeCatalogue(folder, files, undefined);
}

let small: string | null = null;

/**
 * A catalogue folder (written once per test process) with the cards of the documents' sets and every card the real
 * documents are (their special guests, found by building content/ in memory): what content/'s documents need, a
 * twentieth of every card.
 */
export function smallCatalogueFolder(): string {
  if (small && existsSync(small)) return small;
  const corpus = contentRecords();
  const named = new Set(corpus.cards.flatMap((c) => c.appearances.flatMap((a) => (a.identity ? [a.identity.oracleId] : []))));
  const sets = new Set(corpus.documents.flatMap((d) => d.sets.flatMap((s) => (s.code ? [s.code] : []))));
  for (const code of [...sets]) for (const child of committedCatalogue().completedBy.get(code) ?? []) sets.add(child);
  small = join(mkdtempSync(join(tmpdir(), 'kb-catalogue-')), 'catalogue');
  writeCatalogueOf(small, (c) => named.has(c.oracleId) || c.printings.some((p) => sets.has(p.set)));
  return small;
}
