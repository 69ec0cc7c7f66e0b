/**
 * content/ read and validated, once for the whole project: the manifest (and each document it lists), the glossary,
 * the parser's vocabulary, and the tables the importers derive (tables.ts).
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { FileRefused, readRegularFile, realPathInside, type SizeLimit } from '../files/read-regular.js';
import type { Catalogue } from '../catalogue/index.js';
import type { RulesHistoryIndex, SiteTitles } from '../rules-history/index.js';
import { deriveGlossary } from './glossary.js';
import { ContentError, quoted, readJson, shownPath } from './read-json.js';
import { loadCatalogue, loadGameTerms, loadRuleSections, loadRules, loadRulesGlossary } from './tables.js';
import {
  glossaryFileSchema,
  keywordNamesFileSchema,
  manifestSchema,
  vocabularySchema,
  type GameTermsFile,
  type Glossary,
  type ManifestEntry,
  type RulesGlossaryFile,
  type Vocabulary,
} from '../schema/index.js';

export { ContentError, shownPath } from './read-json.js';
export { loadCatalogue, loadGameTerms, loadRuleSections, loadRules, loadRulesGlossary } from './tables.js';

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
  /** The site's title of each chapter and section of today's rules in each UI language (content/rule-sections.json,
   *  typed by hand, checked against the rules); empty when absent. */
  ruleSections: SiteTitles;
  /** Every card ever printed (content/catalogue/, from `npm run import:cards`; read when first asked for); empty when
   *  absent. */
  readonly catalogue: Catalogue;
}

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
  const gameTerms = loadGameTerms(root);
  const { glossary, problems } = deriveGlossary(
    readJson(join(root, 'glossary.json'), glossaryFileSchema),
    rules,
    join(root, 'glossary.json'),
    existsSync(keywordNames) ? readJson(keywordNames, keywordNamesFileSchema) : undefined,
    gameTerms ?? undefined,
  );
  if (problems.length) throw new ContentError(problems.join('\n'));
  checkTranslationEditions(root, manifest, rules);
  const ruleSections = loadRuleSections(rules, root);
  let catalogue: Catalogue | undefined;
  return {
    root,
    manifest,
    glossary,
    rules,
    vocabulary: readJson(join(root, 'vocabulary.json'), vocabularySchema),
    rulesGlossary: loadRulesGlossary(root),
    gameTerms,
    ruleSections,
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

/** The manifest entry of a file inside content/, if it has one. */
export function entryForFile(content: Content, file: string): ManifestEntry | undefined {
  const rel = relative(content.root, resolve(file)).split('\\').join('/');
  return content.manifest.find((e) => e.file === rel);
}
