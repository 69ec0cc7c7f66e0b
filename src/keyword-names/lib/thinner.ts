/**
 * Whether an import would thin a committed table: fewer sets or foreign printings read, fewer keywords (or game terms)
 * named in a language, or one named before and no longer. A folder holding one set, or a file missing, must not quietly
 * replace what the whole data gives; the import is refused unless the user says the data really shrank. Pure.
 */
import { existsSync, readFileSync } from 'node:fs';
import { LANGS } from '../../languages.js';
import type { z } from 'zod';
import { gameTermsFileSchema, type GameTermsFile } from '../../schema/game-terms.js';
import { keywordNamesFileSchema, type KeywordNamesFile } from '../../schema/keyword-names.js';
import { KeywordImportError } from './errors.js';

const SHOWN = 3;

/** What the derived table lacks against the committed one, one phrase each; empty when it lacks nothing. */
export function thinnings(committed: KeywordNamesFile, derived: KeywordNamesFile): string[] {
  const out: string[] = [];
  if (derived.sets < committed.sets) out.push(`${derived.sets} set${derived.sets === 1 ? '' : 's'} read, ${committed.sets} before`);
  for (const lang of LANGS) {
    if (derived.printings[lang] < committed.printings[lang])
      out.push(`${lang}: ${derived.printings[lang]} printings read, ${committed.printings[lang]} before`);
    const named = (t: KeywordNamesFile) => t.keywords.filter((k) => k.names[lang]).length;
    if (named(derived) < named(committed)) out.push(`${lang}: ${named(derived)} keywords named, ${named(committed)} before`);
  }
  const derivedNames = new Map(derived.keywords.map((k) => [k.english, k.names]));
  const lost = committed.keywords.flatMap((k) =>
    LANGS.filter((lang) => k.names[lang] && !derivedNames.get(k.english)?.[lang]).map((lang) => `${lang} "${k.english}"`),
  );
  if (lost.length) out.push(`${lost.length} names lost (${lost.slice(0, SHOWN).join(', ')}${lost.length > SHOWN ? ', …' : ''})`);
  return out;
}

/** What the derived game terms lack against the committed ones: fewer terms named in a language, a name lost. */
export function termThinnings(committed: GameTermsFile, derived: GameTermsFile): string[] {
  const out: string[] = [];
  for (const lang of LANGS) {
    const named = (t: GameTermsFile) => t.terms.filter((k) => k.names[lang]).length;
    if (named(derived) < named(committed)) out.push(`${lang}: ${named(derived)} terms named, ${named(committed)} before`);
  }
  const derivedNames = new Map(derived.terms.map((t) => [t.english, t.names]));
  const lost = committed.terms.flatMap((t) =>
    LANGS.filter((lang) => t.names[lang] && !derivedNames.get(t.english)?.[lang]).map((lang) => `${lang} "${t.english}"`),
  );
  if (lost.length) out.push(`${lost.length} names lost (${lost.slice(0, SHOWN).join(', ')}${lost.length > SHOWN ? ', …' : ''})`);
  return out;
}

/**
 * Refuses (KeywordImportError, one line naming the table) to replace the table in `file` with `derived` where it
 * would thin it. A table that cannot be read cannot be compared: refused too. No table yet: nothing to thin.
 */
function refuse<T>(file: string, shownFile: string, derived: T, schema: z.ZodType<T>, lacking: (a: T, b: T) => string[]): void {
  if (!existsSync(file)) return;
  let committed: T;
  try {
    committed = schema.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (e) {
    const why = (e as Error).message.split('\n')[0];
    throw new KeywordImportError(
      `${shownFile}: the committed table cannot be read (${why}), so whether this import thins it cannot be told: pass --allow-thinner to replace it`,
    );
  }
  const lacks = lacking(committed, derived);
  if (lacks.length)
    throw new KeywordImportError(
      `${shownFile}: this import would thin it (${lacks.join('; ')}): nothing written; pass --allow-thinner if the data really shrank`,
    );
}

export const refuseThinner = (file: string, shownFile: string, derived: KeywordNamesFile) =>
  refuse(file, shownFile, derived, keywordNamesFileSchema, thinnings);

export const refuseThinnerTerms = (file: string, shownFile: string, derived: GameTermsFile) =>
  refuse(file, shownFile, derived, gameTermsFileSchema, termThinnings);
