/**
 * What is not yet translated: for every set whose cards have official rulings (today's), in each language, how many of
 * them a document of that language translates (the alignment's `original` of its rulings), from which documents, and
 * which ones — what a set's coverage page lists, and what a translator or a maintainer looking for the release notes
 * to add works from. A set no document covers counts 0 everywhere.
 */
import { rulingWords, type Catalogue } from '../catalogue/index.js';
import { LANGS, perLang, type Lang } from '../languages.js';
import type { CatalogueCard, DocumentRecord, Ruling, SetCoverageRecord } from '../schema/index.js';

/** One official ruling of one card, as `oracleId` and its position in the card's rulings. */
type Copy = `${string}#${number}`;

/** A card's official rulings, each text once (Gatherer repeats a few on one card): their positions in `rulings`. */
function distinctPositions(card: CatalogueCard): number[] {
  return card.rulings.flatMap((r, i) => (card.rulings.findIndex((o) => o.text === r.text) === i ? [i] : []));
}

/** The rulings `copies` stand for, each once: Gatherer files a mechanic's ruling on every card of the mechanic, and it
 *  is one ruling to translate (as the documents' alignment reports count them). */
function distinctRulings(copies: Iterable<Copy>, catalogue: Catalogue): number {
  const words = new Set<string>();
  for (const copy of copies) {
    const [oracleId, position] = copy.split('#');
    words.add(rulingWords(catalogue.byOracleId.get(oracleId)!.rulings[Number(position)].text));
  }
  return words.size;
}

/** Each document's translated copies (the official rulings of one card its rulings translate). */
function translatedCopies(rulings: readonly Ruling[], catalogue: Catalogue): Map<string, Set<Copy>> {
  const byDocument = new Map<string, Set<Copy>>();
  for (const r of rulings) {
    if (!r.original) continue;
    const copies = byDocument.get(r.documentId) ?? byDocument.set(r.documentId, new Set()).get(r.documentId)!;
    for (const oracleId of r.original.oracleIds) {
      const position = catalogue.byOracleId.get(oracleId)?.rulings.findIndex((o) => o.text === r.original!.text) ?? -1;
      if (position >= 0) copies.add(`${oracleId}#${position}`);
    }
  }
  return byDocument;
}

/** The cards of each set that have official rulings, in the catalogue's order. */
function cardsBySet(catalogue: Catalogue): Map<string, CatalogueCard[]> {
  const bySet = new Map<string, CatalogueCard[]>();
  for (const card of catalogue.cards)
    if (card.rulings.length > 0)
      for (const set of new Set(card.printings.map((p) => p.set))) (bySet.get(set) ?? bySet.set(set, []).get(set)!).push(card);
  return bySet;
}

/** One set's coverage in one language, from the documents of that language. */
function languageCoverage(
  cards: readonly CatalogueCard[],
  documents: readonly DocumentRecord[],
  translated: Map<string, Set<Copy>>,
  catalogue: Catalogue,
) {
  const ofSet = new Set<Copy>(cards.flatMap((card) => distinctPositions(card).map((i): Copy => `${card.oracleId}#${i}`)));
  const all = new Set<Copy>();
  const perDocument = documents.flatMap((d) => {
    const copies = [...(translated.get(d.id) ?? [])].filter((copy) => ofSet.has(copy));
    copies.forEach((copy) => all.add(copy));
    return copies.length ? [{ documentId: d.id, translated: distinctRulings(copies, catalogue) }] : [];
  });
  const translatedRulings: Record<string, number[]> = {};
  for (const copy of all) {
    const [oracleId, position] = copy.split('#');
    (translatedRulings[oracleId] ??= []).push(Number(position));
  }
  for (const positions of Object.values(translatedRulings)) positions.sort((a, b) => a - b);
  return {
    translated: distinctRulings(all, catalogue),
    documents: perDocument.sort((a, b) => b.translated - a.translated),
    translatedRulings,
  };
}

/** Every set's coverage, by set code. */
export function setCoverage(
  corpus: { rulings: readonly Ruling[]; documents: readonly DocumentRecord[] },
  catalogue: Catalogue,
): SetCoverageRecord[] {
  const translated = translatedCopies(corpus.rulings, catalogue);
  const documentsIn = new Map(LANGS.map((lang: Lang) => [lang, corpus.documents.filter((d) => d.lang === lang)]));
  return [...cardsBySet(catalogue)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([set, cards]) => ({
      id: set,
      cards: cards.map((c) => c.oracleId),
      officialRulings: new Set(cards.flatMap((c) => c.rulings.map((r) => rulingWords(r.text)))).size,
      languages: perLang((lang) => languageCoverage(cards, documentsIn.get(lang)!, translated, catalogue)),
    }));
}
