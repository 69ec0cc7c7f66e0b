import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { z } from 'zod';
import { cardIdentityTableSchema, type CardIdentityTable } from '../schema/card-identity.js';
import { rulesHistoryIndex, rulesTextProblems, type RulesHistoryIndex } from '../rules-history/index.js';
import { rulesHistorySchema } from '../schema/rules-history.js';
import { rulesTextSchema } from '../schema/rules-text.js';
import { deriveGlossary } from './glossary.js';
import {
  glossaryFileSchema,
  manifestSchema,
  vocabularySchema,
  type Glossary,
  type ManifestEntry,
  type Vocabulary,
} from '../schema/index.js';

/** A problem in content/ that stops the build: says which file, where, and what to fix. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** Reads a JSON file of content/ and validates it, turning zod issues into "file: path: message" lines. */
function readJson<T extends z.ZodTypeAny>(file: string, schema: T): z.output<T> {
  if (!existsSync(file)) throw new ContentError(`${file}: file not found`);
  let data: unknown;
  const raw = readFileSync(file, 'utf8');
  try {
    data = JSON.parse(raw);
  } catch (e) {
    const pos = /position (\d+)/.exec(String(e))?.[1];
    const line = pos ? raw.slice(0, Number(pos)).split('\n').length : null;
    throw new ContentError(`${file}${line ? `:${line}` : ''}: invalid JSON (${(e as Error).message})`);
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const where = issue.path.length ? issue.path.join('.') : '(top level)';
      const entryId = typeof issue.path[0] === 'number' && Array.isArray(data) ? (data[issue.path[0]] as { id?: string })?.id : undefined;
      return `${file}: ${where}${entryId ? ` (entry "${entryId}")` : ''}: ${issue.message}`;
    });
    throw new ContentError(problems.join('\n'));
  }
  return result.data;
}

export interface Content {
  root: string;
  manifest: ManifestEntry[];
  glossary: Glossary;
  vocabulary: Vocabulary;
  /** Today's number, text and the earlier numbers and wordings of every rule (content/rules-history.json and
   *  content/rules-text.json, from `npm run import:rules`; the text is read the first time it is asked for). */
  rules: RulesHistoryIndex;
  /** Which card a printed name is (content/card-identities.json, from `npm run import:cards`); empty when absent. */
  identities: CardIdentityTable;
}

const NO_IDENTITIES: CardIdentityTable = { version: 1, sets: [], cards: [] };

/** content/: the manifest, the glossary and the parser's vocabulary, each validated. */
export function loadContent(root = resolve(process.cwd(), 'content')): Content {
  const manifest = readJson(join(root, 'documents.json'), manifestSchema);
  for (const entry of manifest) {
    const path = join(root, entry.file);
    if (!existsSync(path))
      throw new ContentError(`${join(root, 'documents.json')}: entry "${entry.id}": file ${relative(process.cwd(), path)} does not exist`);
  }
  const rules = loadRules(root);
  const { glossary, problems } = deriveGlossary(
    readJson(join(root, 'glossary.json'), glossaryFileSchema),
    rules,
    join(root, 'glossary.json'),
  );
  if (problems.length) throw new ContentError(problems.join('\n'));
  return {
    root,
    manifest,
    glossary,
    rules,
    vocabulary: readJson(join(root, 'vocabulary.json'), vocabularySchema),
    identities: existsSync(join(root, 'card-identities.json'))
      ? readJson(join(root, 'card-identities.json'), cardIdentityTableSchema)
      : NO_IDENTITIES,
  };
}

/** The rules history of content/, with its text read (and checked against it) when first needed. */
export function loadRules(root = resolve(process.cwd(), 'content')): RulesHistoryIndex {
  const history = readJson(join(root, 'rules-history.json'), rulesHistorySchema);
  return rulesHistoryIndex(history, () => {
    const file = join(root, 'rules-text.json');
    const text = readJson(file, rulesTextSchema);
    const problems = rulesTextProblems(history, text);
    if (problems.length > 0) throw new ContentError(`${file}: ${problems[0]}; run npm run import:rules`);
    return text;
  });
}

/** The manifest entry of a file inside content/, if it has one. */
export function entryForFile(content: Content, file: string): ManifestEntry | undefined {
  const rel = relative(content.root, resolve(file)).split('\\').join('/');
  return content.manifest.find((e) => e.file === rel);
}
