import { RECORD_KINDS, RECORD_KIND_NAMES, type ManifestEntry, type RecordKindName } from '../schema/index.js';
import type { Corpus } from './build-corpus.js';

/**
 * Every record against its schema, and every id a record points to against the corpus.
 * Returns "content/<file>:<line>: …" messages; empty means the corpus can be published.
 * `onValid` receives what the schema makes of each valid record (its keys in the schema's order), kind by kind in
 * corpus order: the very objects the site reads, so they can be written as they are checked (and never held twice).
 */
export function validateCorpus(
  corpus: Corpus,
  manifest: ManifestEntry[],
  onValid?: <K extends RecordKindName>(name: K, record: Corpus[K][number]) => void,
): string[] {
  const fileOf = new Map(manifest.map((e) => [e.id, `content/${e.file}`]));
  const where = (documentId: string | undefined, line: number | undefined) =>
    `${fileOf.get(documentId ?? '') ?? 'content'}${line ? `:${line}` : ''}`;
  const problems: string[] = [];
  for (const name of RECORD_KIND_NAMES) {
    const { label, schema } = RECORD_KINDS[name];
    const records = corpus[name] as { id?: string; documentId?: string; line?: number }[];
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      const result = schema.safeParse(record);
      if (result.success && onValid) onValid(name, result.data);
      if (!result.success)
        for (const issue of result.error.issues)
          problems.push(
            `${where(record.documentId, record.line)}: ${label} "${record.id ?? '?'}": ${issue.path.join('.') || '(record)'}: ${issue.message}`,
          );
    }
  }

  const ids = {
    card: new Set(corpus.cards.map((c) => c.id)),
    ruling: new Set(corpus.rulings.map((r) => r.id)),
    mechanic: new Set(corpus.mechanics.map((m) => m.id)),
    rule: new Set(corpus.rules.map((r) => r.id)),
    document: new Set(corpus.documents.map((d) => d.id)),
  };
  const ref = (kind: keyof typeof ids, id: string, from: string) => {
    if (!ids[kind].has(id)) problems.push(`${from}: points to ${kind} "${id}", which does not exist`);
  };
  for (const c of corpus.cards) {
    const from = `${where(c.documentId, c.line)}: card "${c.id}"`;
    c.rulingIds.forEach((id) => ref('ruling', id, from));
    c.mechanicIds.forEach((id) => ref('mechanic', id, from));
    c.mentionedCardIds.forEach((id) => ref('card', id, from));
  }
  for (const r of corpus.rulings) {
    const from = `${where(r.documentId, r.line)}: ruling "${r.id}"`;
    ref(r.owner.kind, r.owner.id, from);
    if (r.mechanicId) ref('mechanic', r.mechanicId, from);
    r.mentions.cardIds.forEach((id) => ref('card', id, from));
  }
  for (const m of corpus.mechanics) {
    const from = `${where(m.documentId, m.line)}: mechanic "${m.id}"`;
    m.rulingIds.forEach((id) => ref('ruling', id, from));
    m.exampleCardIds.forEach((id) => ref('card', id, from));
    m.ruleIds.forEach((id) => ref('rule', id, from));
  }
  return problems;
}
