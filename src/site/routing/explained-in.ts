import type { CorpusCard, Mechanic } from '../../schema/index.js';
import type { SiteCorpus } from '../corpus.js';
import { pick } from './context.js';

const byDocument = new WeakMap<SiteCorpus, Map<string, Mechanic[]>>();

/** Each document's sections that explain a mechanic (a keyword, an ability word, a card type), in document order. */
function explainingSections(c: SiteCorpus): Map<string, Mechanic[]> {
  let sections = byDocument.get(c);
  if (!sections) {
    byDocument.set(c, (sections = new Map()));
    for (const m of c.mechanics) if (m.keyword) sections.set(m.documentId, [...(sections.get(m.documentId) ?? []), m]);
  }
  return sections;
}

/**
 * The sections that explain a card: those that show it as an example, then the sections of the documents it appears in
 * that explain one of its mechanics (a plane's page links "Cómo utilizar tu mazo planar", "Caminar por los planos
 * hacia un plano" and "Los encuentros con un fenómeno" of the Planechase FAQ, whether or not they give rulings).
 */
export function explainedIn(card: Pick<CorpusCard, 'mechanicIds' | 'keywords' | 'appearances'>, c: SiteCorpus): Mechanic[] {
  const keywords = new Set(card.keywords);
  const documents = [...new Set(card.appearances.map((a) => a.documentId))];
  const ofMechanics = documents.flatMap((id) => (explainingSections(c).get(id) ?? []).filter((m) => keywords.has(m.keyword!)));
  const examples = pick(c.mechanic, card.mechanicIds);
  return [...new Set([...examples, ...ofMechanics])];
}
