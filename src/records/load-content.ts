import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { z } from 'zod';
import { FileRefused, readFileInside, readRegularFile, realPathInside, type SizeLimit } from '../files/read-regular.js';
import { catalogueOf, shardDifference, type Catalogue } from '../catalogue/index.js';
import { catalogueCardSchema, catalogueIndexSchema, type CatalogueCard } from '../schema/catalogue.js';
import { rulesHistoryIndex, rulesTextProblems, type RulesHistoryIndex } from '../rules-history/index.js';
import { rulesHistorySchema } from '../schema/rules-history.js';
import { rulesTextSchema } from '../schema/rules-text.js';
import { deriveGlossary } from './glossary.js';
import {
  gameTermsFileSchema,
  glossaryFileSchema,
  keywordNamesFileSchema,
  manifestSchema,
  rulesGlossaryFileSchema,
  vocabularySchema,
  type GameTermsFile,
  type Glossary,
  type ManifestEntry,
  type RulesGlossaryFile,
  type Vocabulary,
} from '../schema/index.js';

/** A problem in content/ that stops the build: says which file, where, and what to fix. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

/** A path as messages show it: relative to the working directory when inside it ("content/documents.json"). */
export function shownPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel.split('\\').join('/') : path;
}

/** An id as a message quotes it: in JSON quotes (a line break stays \\n), a 300-character id cut to one readable line. */
const quoted = (id: string) => JSON.stringify(id.length > 60 ? `${id.slice(0, 57)}…` : id);

/** Reads a JSON file of content/ and validates it, turning zod issues into "file: path: message" lines. */
function readJson<T extends z.ZodTypeAny>(path: string, schema: T): z.output<T> {
  const file = shownPath(path);
  if (!existsSync(path)) throw new ContentError(`${file}: file not found`);
  let data: unknown;
  let raw: string;
  try {
    raw = readFileInside(dirname(path), path).toString('utf8');
  } catch (e) {
    if (e instanceof FileRefused) throw new ContentError(`${file}: ${e.reason}`);
    throw e;
  }
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
      const message = issue.message.replace(/\r\n|\r|\n/g, '\\n');
      return `${file}: ${where}${typeof entryId === 'string' ? ` (entry ${quoted(entryId)})` : ''}: ${message}`;
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
  /** The Comprehensive Rules glossary of every edition (content/rules-glossary.json, from `npm run import:rules`);
   *  null when absent. */
  rulesGlossary: RulesGlossaryFile | null;
  /** The es/fr/pt words of the glossary's game terms as printed cards give them (content/game-terms.json, from
   *  `npm run import:keywords`); null when absent. */
  gameTerms: GameTermsFile | null;
  /** Every card ever printed (content/catalogue/, from `npm run import:cards`; read when first asked for); empty when
   *  absent. */
  readonly catalogue: Catalogue;
}

const NO_CATALOGUE = catalogueOf(
  { sets: [], data: { newest: '', files: 0 }, counts: { cards: 0, printings: 0, rulings: 0, scryfallIds: { en: 0, es: 0, fr: 0, pt: 0 } } },
  [],
);

/** Where a manifest entry's problem is reported: `content/documents.json: entry "<id>": file <file>`. */
const entryPlace = (root: string, entry: ManifestEntry) =>
  `${shownPath(join(root, 'documents.json'))}: entry ${quoted(entry.id)}: file ${entry.file}`;

/**
 * The largest document read: 16 times the largest real one (Duskmourn's release notes, 251 kB). Far larger text is
 * no document (a file glued onto one, a runaway export) and would strain every stage after it: refused unread.
 */
export const DOCUMENT_LIMIT: SizeLimit = { bytes: 4 * 2 ** 20, what: 'a document' };

/** The real path of an entry's document: a regular file inside content/documents/ (links followed), within the limit. */
function documentPath(root: string, entry: ManifestEntry): string {
  try {
    return realPathInside(join(root, 'documents'), join(root, entry.file), `${shownPath(join(root, 'documents'))}/`, DOCUMENT_LIMIT);
  } catch (e) {
    if (e instanceof FileRefused) throw new ContentError(`${entryPlace(root, entry)} ${e.reason}`);
    throw e;
  }
}

/** Every entry's file checked before anything is parsed: one line per problem, and one entry per real file. */
function checkDocumentFiles(root: string, manifest: ManifestEntry[]): void {
  const problems: string[] = [];
  const byRealPath = new Map<string, ManifestEntry>();
  for (const entry of manifest) {
    try {
      const real = documentPath(root, entry);
      const first = byRealPath.get(real);
      if (first)
        problems.push(`${entryPlace(root, entry)} is the same file as entry ${quoted(first.id)} (${first.file}): one entry per file`);
      else byRealPath.set(real, entry);
    } catch (e) {
      if (!(e instanceof ContentError)) throw e;
      problems.push(e.message);
    }
  }
  if (problems.length) throw new ContentError(problems.join('\n'));
}

/** The bytes of an entry's document, checked again as it is opened (a regular file inside content/documents/). */
export function readDocument(content: Pick<Content, 'root'>, entry: ManifestEntry): Buffer {
  try {
    return readRegularFile(documentPath(content.root, entry), DOCUMENT_LIMIT);
  } catch (e) {
    if (e instanceof FileRefused) throw new ContentError(`${entryPlace(content.root, entry)} ${e.reason}`);
    throw e;
  }
}

/** content/: the manifest (and each of its files), the glossary and the parser's vocabulary, each validated. */
export function loadContent(root = resolve(process.cwd(), 'content')): Content {
  const manifest = readJson(join(root, 'documents.json'), manifestSchema);
  checkDocumentFiles(root, manifest);
  const rules = loadRules(root);
  const keywordNames = join(root, 'keyword-names.json');
  const gameTermsFile = join(root, 'game-terms.json');
  const gameTerms = existsSync(gameTermsFile) ? readJson(gameTermsFile, gameTermsFileSchema) : null;
  const { glossary, problems } = deriveGlossary(
    readJson(join(root, 'glossary.json'), glossaryFileSchema),
    rules,
    join(root, 'glossary.json'),
    existsSync(keywordNames) ? readJson(keywordNames, keywordNamesFileSchema) : undefined,
    gameTerms ?? undefined,
  );
  if (problems.length) throw new ContentError(problems.join('\n'));
  checkTranslationEditions(root, manifest, rules);
  const rulesGlossary = join(root, 'rules-glossary.json');
  let catalogue: Catalogue | undefined;
  return {
    root,
    manifest,
    glossary,
    rules,
    vocabulary: readJson(join(root, 'vocabulary.json'), vocabularySchema),
    rulesGlossary: existsSync(rulesGlossary) ? readJson(rulesGlossary, rulesGlossaryFileSchema) : null,
    gameTerms,
    get catalogue() {
      return (catalogue ??= loadCatalogue(root));
    },
  };
}

/** A rules translation translates one edition: its date must be an edition the rules history holds. */
function checkTranslationEditions(root: string, manifest: ManifestEntry[], rules: RulesHistoryIndex): void {
  const problems = manifest.flatMap((entry) => {
    if (entry.kind !== 'rules-translation' || rules.editions.includes(entry.date)) return [];
    const before = rules.editionInForce(entry.date);
    const after = rules.editions.find((e) => e > entry.date);
    const near = [before, after].filter((e): e is string => !!e).join(' or ');
    return [
      `${entryPlace(root, entry)}: date ${entry.date} is no edition of the Comprehensive Rules (a rules translation is dated by its edition${near ? `: ${near}?` : ''})`,
    ];
  });
  if (problems.length) throw new ContentError(problems.join('\n'));
}

/**
 * content/catalogue/: its index, and every shard checked against the digest the index gives it (a shard edited by hand
 * is refused: run `npm run import:cards`) and, with `validate`, every card against its schema. Empty when absent.
 */
export function loadCatalogue(root = resolve(process.cwd(), 'content'), { validate = false } = {}): Catalogue {
  const folder = join(root, 'catalogue');
  if (!existsSync(join(folder, 'catalogue.json'))) return NO_CATALOGUE;
  const index = readJson(join(folder, 'catalogue.json'), catalogueIndexSchema);
  const cards: CatalogueCard[] = [];
  for (const shard of index.shards) {
    const path = join(folder, 'cards', shard.file);
    const text = shardText(path);
    if (createHash('sha256').update(text).digest('hex') !== shard.sha256) {
      const what = shardDifference(text, shard.cardDigests);
      throw new ContentError(
        `${shownPath(path)}: differs from what ${shownPath(join(folder, 'catalogue.json'))} says it holds (edited by hand?${what ? `: ${what}` : ''}): run npm run import:cards`,
      );
    }
    const parsed = JSON.parse(text) as CatalogueCard[];
    if (validate) parsed.forEach((card, i) => checkCard(path, card, i));
    cards.push(...parsed);
  }
  return catalogueOf(index, cards);
}

function shardText(path: string): string {
  try {
    // A regular file of cards/ (a link out of it, a FIFO in its place: refused, never read or waited on).
    return gunzipSync(readFileInside(dirname(path), path)).toString('utf8');
  } catch (e) {
    throw new ContentError(
      `${shownPath(path)}: ${e instanceof FileRefused ? e.reason : `not a gzip file (${(e as Error).message})`}: run npm run import:cards`,
    );
  }
}

function checkCard(path: string, card: unknown, i: number): void {
  const checked = catalogueCardSchema.safeParse(card);
  if (checked.success) return;
  const issue = checked.error.issues[0];
  const name = (card as { name?: unknown })?.name;
  throw new ContentError(
    `${shownPath(path)}: card #${i + 1}${typeof name === 'string' ? ` (${name})` : ''}: ${issue.path.join('.')}: ${issue.message}: run npm run import:cards`,
  );
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
