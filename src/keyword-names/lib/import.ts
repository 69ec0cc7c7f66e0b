/**
 * The keyword-names importer: reads the MTGJSON v5 set files of a folder (read-sets.ts: whole or refused, one file per
 * set), tallies the names printings give today's keywords (collect.ts), decides them (decide.ts), names keyword actions
 * by their dictionary form (actions.ts) and, when asked, derives the game terms' words (game-terms.ts). Never a
 * partial table: a problem with any file is one KeywordImportError naming it.
 */
import { LANGS, perLang, type Lang } from '../../languages.js';
import type { GameTermsFile } from '../../schema/game-terms.js';
import type { HandFormerTerm } from '../../schema/glossary.js';
import type { KeywordNamesFile } from '../../schema/keyword-names.js';
import type { RulesGlossaryFile } from '../../schema/rules-glossary.js';
import { keywordLexicon } from './align.js';
import { nameActions } from './actions.js';
import { collectSightings, type Tallies } from './collect.js';
import { forgetRankings } from './cooccur.js';
import { buildCorpus, TYPE_LINE } from './corpus.js';
import { deriveGameTerms, type KeywordRename } from './game-terms.js';
import { coverage, decideNames, type Disagreement, type TodaysKeyword } from './decide.js';
import { readSets } from './read-sets.js';

export interface KeywordImportResult {
  table: KeywordNamesFile;
  /** When asked for (options.terms): content/game-terms.json. */
  gameTerms?: GameTermsFile;
  files: number;
  skipped: { file: string; reason: string }[];
  disagreements: Disagreement[];
  coverage: Record<Lang, { named: number; of: number }>;
}

export interface KeywordImportOptions {
  /** The day of the import (YYYY-MM-DD): a file built after it is refused. Default: today (UTC). */
  today?: string;
  /** Derive the game terms too, from the rules glossary, the keywords the rules renamed and the hand list. */
  terms?: { glossary: RulesGlossaryFile; keywordRenames: KeywordRename[]; hand: HandFormerTerm[]; handFile: string };
}

/** The corpora of the set files (rules text; type lines where the terms are asked for): the files themselves, read
 *  whole, are held by nothing once these are built. */
function corpora(inputs: string[], today: string, terms: boolean) {
  const { sets, skipped, files } = readSets(inputs, today);
  return { corpus: buildCorpus(sets), types: terms ? buildCorpus(sets, TYPE_LINE) : undefined, sets: sets.length, skipped, files };
}

export function importKeywordNames(
  inputs: string[],
  keywords: TodaysKeyword[],
  rulesEdition: string,
  options: KeywordImportOptions = {},
): KeywordImportResult {
  const { corpus, types, sets, skipped, files } = corpora(inputs, options.today ?? new Date().toISOString().slice(0, 10), !!options.terms);
  const tallies: Tallies = new Map();
  collectSightings(corpus, keywordLexicon(keywords), tallies);
  const printings = perLang((lang) => corpus[lang].printings.length);
  const decided = decideNames(keywords, tallies);
  const entries = nameActions(decided.entries, corpus);
  // The actions' co-occurrence rankings are asked again by no term: freed before the terms are derived.
  for (const lang of LANGS) forgetRankings(corpus[lang]);
  const { disagreements } = decided;
  const table: KeywordNamesFile = { format: 'keyword-names/1', rulesEdition, sets, printings, keywords: entries };
  const t = options.terms;
  const gameTerms = t && types && deriveGameTerms({ ...t, text: corpus, types, keywords: entries }, rulesEdition);
  return { table, ...(gameTerms && { gameTerms }), files, skipped, disagreements, coverage: coverage(entries) };
}

/** content/keyword-names.json: one keyword per line, so that a renamed keyword is a one-line diff. */
export function serializeKeywordNames(table: KeywordNamesFile): string {
  const { keywords, ...head } = table;
  const fields = Object.entries(head).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)},`);
  return `{\n${fields.join('\n')}\n"keywords":[\n${keywords.map((k) => JSON.stringify(k)).join(',\n')}\n]\n}\n`;
}
