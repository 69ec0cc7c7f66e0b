import type { LanguageVocabulary } from '../../schema/index.js';
import { MANA_COST_LINE, foldText } from '../../text/index.js';

/** `-----`, `***`, `___`, `===` or a lone `-` on its own line: ends what came before. */
export const SEPARATOR = /^\s*(?:-{3,}|\*{3,}|_{3,}|={3,}|-|–|—)\s*$/;
/** `***Heading***`, `**Heading**` or a markdown `# Heading`. */
export const STAR_HEADING = /^\s*\*{2,3}(?!\s)(.+?)\*{2,3}\s*$/;
export const HASH_HEADING = /^#{1,6}\s+(\S.*)$/;
/** A quoted Comprehensive Rule: `601.2b text`, `702.94. Overload`, `601. Casting Spells`. */
export const RULE_LINE = /^\s*(\d{3})(?:\.(\d{1,3})([a-z])?)?\.?\s+(\S.*)$/;
const RULE_LINE_NEEDS_DOT = /^\s*\d{3}\./;
/** `* text`, `- text`, ` - text`, `• text`, `-- text`: a bullet marker followed by a space. */
const BULLET = /^\s*(--|[-*•·–—▪◦‣●■□➢►])\s+(\S.*)$/;
/** `*text` with no space and no closing star on the line: a bullet, not italics. */
const TIGHT_STAR_BULLET = /^\*([^\s*(][^*]*)$/;
/** `1) step`: a numbered step that continues the paragraph or ruling before it. */
export const NUMBERED_STEP = /^\s*\d{1,2}\)\s+\S/;
export const POWER_TOUGHNESS = /^\s*([0-9X*+\-½∞]{1,4})\s*\/\s*([0-9X*+\-½∞]{1,4})\s*$/;
const LOYALTY = /^\s*(?:(?:lealtad|loyaut[ée]|lealdade|loyalty|d[ée]fense|defensa|defesa)\s*:?\s*)?(\d{1,2}|X)\s*$/i;
/** Ends a sentence, a list intro or a quotation: the next line starts something new. */
export const TERMINAL = /[.!?;:»”")\]…]\s*\*?\s*$/;
/** A face separator of room and split cards. */
export const FACE_SEPARATOR = /^\s*\/\/\s*$/;

export function isSeparator(line: string): boolean {
  return SEPARATOR.test(line);
}

export function headingText(line: string): string | null {
  const m = STAR_HEADING.exec(line) ?? HASH_HEADING.exec(line);
  return m ? m[1].replace(/\*+/g, '').trim() : null;
}

/** A line in capitals (`NOTES GÉNÉRALES`, `NOTAS DE CARTAS ESPECÍFICAS`): a part of the document. */
export function isCapsHeading(line: string): boolean {
  if (/\p{Ll}/u.test(line)) return false;
  const letters = line.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 6 &&
    line.length <= 120 &&
    letters === letters.toUpperCase() &&
    /\p{Lu}/u.test(letters) &&
    !/[{}]/.test(line) &&
    !/[.!?]$/.test(line.trim())
  );
}

export function ruleLine(line: string): { number: string; text: string } | null {
  if (!RULE_LINE_NEEDS_DOT.test(line) && !/^\s*\d{3}\.\d/.test(line)) return null;
  const m = RULE_LINE.exec(line);
  if (!m) return null;
  const number = m[1] + (m[2] ? `.${m[2]}${m[3] ?? ''}` : '');
  return { number, text: m[4].trim() };
}

export interface Bullet {
  marker: string;
  text: string;
}

export function bulletOf(line: string): Bullet | null {
  const m = BULLET.exec(line);
  if (m) {
    // `-2: ability` and `+1:` are loyalty abilities, never bullets; `- 2/2` would be odd but harmless.
    return { marker: m[1], text: m[2].trim() };
  }
  const t = TIGHT_STAR_BULLET.exec(line);
  return t ? { marker: '*', text: t[1].trim() } : null;
}

export function isManaCostLine(line: string): boolean {
  return MANA_COST_LINE.test(line);
}

export function isPowerToughness(line: string): boolean {
  return POWER_TOUGHNESS.test(line);
}

export function isLoyalty(line: string): boolean {
  return LOYALTY.test(line);
}

/** Splits `Enchantement : pièce *(reminder…*` into the type line and the reminder text printed after it. */
export function splitTypeLine(line: string): { typeLine: string; rest: string | null } {
  const m = /^(.*?)\s+(\*?\(.*)$/.exec(line);
  return m ? { typeLine: m[1].trim(), rest: m[2].trim() } : { typeLine: line.trim(), rest: null };
}

/**
 * A type line: everything before the subtype separator (`--`, `—`, ` : `) is card types and supertypes of the
 * language (`Criatura artefacto legendaria`, `Créature-enchantement`), at least one of them a card type.
 */
export function isTypeLine(line: string, vocab: LanguageVocabulary): boolean {
  if (line.length > 200) return false;
  const { typeLine } = splitTypeLine(line);
  if (typeLine.length === 0 || typeLine.length > 90 || /[.!?]$/.test(typeLine)) return false;
  const main = foldText(typeLine.split(/\s+(?:--|—|–|-)\s+|\s*:\s+|\s+:\s*|\s*—\s*/)[0]).trim();
  if (!main) return false;
  const { types, supers } = foldedTypes(vocab);
  if (types.has(main)) return true;
  const words = main.split(/[\s-]+/).filter(Boolean);
  if (words.length === 0 || words.length > 5) return false;
  return words.every((w) => types.has(w) || supers.has(w)) && words.some((w) => types.has(w));
}

const typeSets = new WeakMap<LanguageVocabulary, { types: Set<string>; supers: Set<string> }>();
function foldedTypes(vocab: LanguageVocabulary) {
  let sets = typeSets.get(vocab);
  if (!sets) {
    sets = { types: new Set(vocab.cardTypes.map(foldText)), supers: new Set(vocab.supertypes.map(foldText)) };
    typeSets.set(vocab, sets);
  }
  return sets;
}

/** Starts with a lowercase letter or a digit: on a line of its own, it continues the line before. */
export function startsLowercase(line: string): boolean {
  return /^\s*[\p{Ll}]/u.test(line) || /^\s*\d+\s+\p{Ll}/u.test(line);
}

export function isBoilerplate(line: string, vocab: LanguageVocabulary): boolean {
  const t = line.trim();
  return vocab.boilerplate.some((b) => b === t);
}
