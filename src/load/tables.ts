/**
 * The tables the importers derive (content/rules-history.json and rules-text.json, rules-glossary.json,
 * game-terms.json, content/catalogue/), each read and checked, and the site's titles of their chapters and sections
 * (content/rule-sections.json, typed): the reference lookups the pipeline and the site share.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { FileRefused, readFileInside } from '../files/read-regular.js';
import { catalogueOf, shardDifference, type Catalogue } from '../catalogue/index.js';
import { catalogueCardSchema, catalogueIndexSchema, type CatalogueCard } from '../schema/catalogue.js';
import { rulesHistoryIndex, rulesTextProblems, type RulesHistoryIndex, type SiteTitles } from '../rules-history/index.js';
import { rulesHistorySchema } from '../schema/rules-history.js';
import { rulesTextSchema } from '../schema/rules-text.js';
import {
  gameTermsFileSchema,
  ruleSectionsFileSchema,
  rulesGlossaryFileSchema,
  type GameTermsFile,
  type RulesGlossaryFile,
} from '../schema/index.js';
import { perLang } from '../languages.js';
import { ContentError, readJson, shownPath } from './read-json.js';
import { siteSectionTitles } from './rule-sections.js';

const NO_CATALOGUE = catalogueOf(
  { sets: [], data: { newest: '', files: 0 }, counts: { cards: 0, printings: 0, rulings: 0, scryfallIds: { en: 0, ...perLang(() => 0) } } },
  [],
);

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

/** The Comprehensive Rules glossary of every edition (content/rules-glossary.json); null when absent. */
export function loadRulesGlossary(root = resolve(process.cwd(), 'content')): RulesGlossaryFile | null {
  const file = join(root, 'rules-glossary.json');
  return existsSync(file) ? readJson(file, rulesGlossaryFileSchema) : null;
}

/** The es/fr/pt words of the glossary's game terms as printed cards give them (content/game-terms.json); null when
 *  absent. */
export function loadGameTerms(root = resolve(process.cwd(), 'content')): GameTermsFile | null {
  const file = join(root, 'game-terms.json');
  return existsSync(file) ? readJson(file, gameTermsFileSchema) : null;
}

/** The site's title of each chapter and section of today's rules in each UI language (content/rule-sections.json,
 *  typed by hand), checked against `rules`: every heading they have, none they lack; empty when the file is absent. */
export function loadRuleSections(rules: RulesHistoryIndex, root = resolve(process.cwd(), 'content')): SiteTitles {
  const file = join(root, 'rule-sections.json');
  if (!existsSync(file)) return new Map();
  const { titles, problems } = siteSectionTitles(readJson(file, ruleSectionsFileSchema), rules, shownPath(file));
  if (problems.length) throw new ContentError(problems.join('\n'));
  return titles;
}
