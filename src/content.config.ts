import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import {
  cardSchema,
  documentSchema,
  keywordRecordSchema,
  mechanicSchema,
  reportSchema,
  ruleNumberRecordSchema,
  ruleSchema,
  rulingSchema,
} from './schema/index.js';

// The records written by `npm run build:data`, validated again here with the same schemas.
const recordsDir = process.env.RECORDS_DIR ?? 'src/generated';
const records = (name: string) => `${recordsDir}/${name}.json`;

export const collections = {
  documents: defineCollection({ loader: file(records('documents')), schema: documentSchema }),
  cards: defineCollection({ loader: file(records('cards')), schema: cardSchema }),
  rulings: defineCollection({ loader: file(records('rulings')), schema: rulingSchema }),
  mechanics: defineCollection({ loader: file(records('mechanics')), schema: mechanicSchema }),
  rules: defineCollection({ loader: file(records('rules')), schema: ruleSchema }),
  keywords: defineCollection({ loader: file(records('keywords')), schema: keywordRecordSchema }),
  ruleNumbers: defineCollection({ loader: file(records('rule-numbers')), schema: ruleNumberRecordSchema }),
  reports: defineCollection({ loader: file(records('reports'), { parser: (text) => JSON.parse(text).map((r: { documentId: string }) => ({ id: r.documentId, ...r })) }), schema: reportSchema.extend({ id: reportSchema.shape.documentId }) }),
};
