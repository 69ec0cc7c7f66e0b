/**
 * The build's alignment step (issue #29): every document's rulings aligned with the official rulings they translate
 * (src/records/align/), each ruling record given its `original` (null: the document's own), each document's report
 * given its counts and each unaligned ruling's reason, each set its coverage (what is translated of its official rulings,
 * in each language).
 */
import type { Catalogue } from '../catalogue/index.js';
import type { Keyword } from '../schema/index.js';
import { alignDocuments, contextFromCatalogue, documentCounts, documentsFromCorpus } from './align/index.js';
import type { Corpus } from './build-corpus.js';
import { setCoverage } from './set-coverage.js';

/**
 * Aligns the corpus in place: rulings get `original`, reports get `alignment` (with every unaligned ruling's reason),
 * and the sets their coverage.
 */
export function alignCorpus(corpus: Corpus, catalogue: Catalogue, keywords: readonly Keyword[]): void {
  const docs = documentsFromCorpus(corpus, catalogue);
  const context = contextFromCatalogue(catalogue, keywords, {
    oracleIds: corpus.cards.flatMap((c) => (c.identity ? [c.identity.oracleId] : [])),
    sets: docs.flatMap((d) => d.sets),
  });
  const alignments = alignDocuments(docs, context);
  const originals = new Map(alignments.flatMap((a) => [...a.originals]));
  for (const r of corpus.rulings) r.original = originals.get(r.id) ?? null;
  const reports = new Map(corpus.reports.map((r) => [r.documentId, r]));
  docs.forEach((doc, k) => {
    const report = reports.get(doc.id);
    if (!report) return;
    const { documentId: _, ...counts } = documentCounts(doc, alignments[k], context);
    report.alignment = counts;
  });
  corpus.setCoverage = setCoverage(corpus, catalogue);
}
