import type { LanguageVocabulary } from '../../../../schema/index.js';
import { FACE_COSTS_LINE, MANA_COST_LINE, foldText, readManaCost } from '../../../../text/index.js';
import type { Line, LineRule } from '../line-rule.js';
import { TERMINAL, startsLowercase } from '../sentence.js';
import type { ReaderState } from '../state.js';
import type { RawFace } from '../types.js';
import { ruleLine } from './quoted-rule.js';
import { bulletOf } from './ruling.js';

/** A face separator of room and split cards. */
export const FACE_SEPARATOR = /^\s*\/\/\s*$/;
const POWER_TOUGHNESS = /^\s*([0-9X*+\-½∞]{1,4})\s*\/\s*([0-9X*+\-½∞]{1,4})\s*$/;
const LOYALTY = /^\s*(?:(?:lealtad|loyaut[ée]|lealdade|loyalty|d[ée]fense|defensa|defesa)\s*:?\s*)?(\d{1,2}|X)\s*$/i;
const MAX_NAME = 80;
/** `Criatura Lendária --`: a type line whose subtypes went on to the next line. */
const TRAILING_DASH = /\s+(?:--|—|–)$/;
/** `-- Humano Rebelde`: the subtypes of the type line above. */
const LEADING_DASH = /^(?:--|—|–)\s+\S/;

export function isManaCostLine(line: string): boolean {
  return MANA_COST_LINE.test(line);
}

export function isPowerToughness(line: string): boolean {
  return POWER_TOUGHNESS.test(line);
}

export function isLoyalty(line: string): boolean {
  return LOYALTY.test(line);
}

/** A plausible card name: short, not a sentence, not markup. */
export function looksLikeName(text: string, questionAllowed = false): boolean {
  const t = text.trim();
  return (
    t.length > 0 &&
    t.length <= MAX_NAME &&
    (!TERMINAL.test(t) || (questionAllowed && /\p{L}\s?[?!]$/u.test(t))) &&
    !/[{}]/.test(t) &&
    !startsLowercase(t) &&
    !/^[\d+−-]/.test(t) &&
    !bulletOf(t) &&
    !ruleLine(t)
  );
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
  if (line.length > 200 || startsLowercase(line)) return false;
  const typeLine = splitTypeLine(line).typeLine.replace(TRAILING_DASH, '');
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

export function emptyFace(name: string, i: number): RawFace {
  return { name, line: i + 1, manaCost: null, typeLine: null, power: null, toughness: null, loyalty: null, text: [] };
}

/** A field of the open card: what a line right after the name (or after a `//`) can be. */
export type CardField =
  | { kind: 'face-name' }
  | { kind: 'shared-type' }
  | { kind: 'cost' }
  | { kind: 'face-costs' }
  | { kind: 'type-line' }
  | { kind: 'stats'; stat: 'power-toughness' | 'loyalty' }
  | { kind: 'face-separator' };

/** A field right after the name: cost, the faces' costs, type line, then power/toughness or loyalty. */
function fieldAfterName(state: ReaderState, line: string): CardField | null {
  const card = state.out.cards[state.card!.index];
  const face = state.currentFace();
  if (face.text.length > 0) return null;
  if (isManaCostLine(line) && face.manaCost === null && face.typeLine === null) return { kind: 'cost' };
  if (card.faces.length > 1 && line.includes('//') && FACE_COSTS_LINE.test(line)) return { kind: 'face-costs' };
  if (face.typeLine === null && isTypeLine(line, state.vocab)) return { kind: 'type-line' };
  if (face.typeLine !== null && face.power === null && face.loyalty === null) {
    if (isPowerToughness(line)) return { kind: 'stats', stat: 'power-toughness' };
    if (isLoyalty(line)) return { kind: 'stats', stat: 'loyalty' };
  }
  return null;
}

/** Stores a field of the open card. */
function readCardField(state: ReaderState, { index, text }: Line, field: CardField): number {
  const c = state.card!;
  const card = state.out.cards[c.index];
  state.use(index, 'card');
  switch (field.kind) {
    case 'face-name':
      card.faces.push(emptyFace(text.trim(), index));
      c.phase = 'fields';
      c.lastText = null;
      break;
    case 'shared-type': {
      const { typeLine, rest } = splitTypeLine(text);
      card.sharedType = typeLine;
      c.phase = 'text';
      if (rest) state.addFaceText(rest);
      break;
    }
    case 'cost':
      state.currentFace().manaCost = readManaCost(text) || null;
      break;
    case 'face-costs':
      text.split('//').forEach((part, k) => {
        if (card.faces[k]) card.faces[k].manaCost = readManaCost(part) || null;
      });
      break;
    case 'type-line': {
      const face = state.currentFace();
      const { typeLine, rest } = splitTypeLine(text);
      face.typeLine = typeLine;
      for (const other of card.faces) if (other.typeLine === null) other.typeLine = typeLine;
      if (rest) state.addFaceText(rest);
      break;
    }
    case 'stats': {
      const face = state.currentFace();
      if (field.stat === 'loyalty') face.loyalty = text.trim().replace(/^\D+/, '');
      else
        [face.power, face.toughness] = text
          .trim()
          .split('/')
          .map((s) => s.trim());
      break;
    }
    case 'face-separator':
      c.phase = 'afterFaceSeparator';
      break;
  }
  return index;
}

/** A `//` line that is not followed by a face name or the shared type line: kept, with a warning. */
export function leaveFaceSeparator(state: ReaderState, i: number): void {
  state.warn(i, 'face-separator', 'expected a face name with its mana cost, or the shared type line, after "//"');
  state.card!.phase = 'text';
}

/** The `//` between the faces of the open card (right after its name: the line of the faces' costs, if any). */
export const faceSeparator: LineRule<CardField> = {
  kind: 'card-field',
  test(state, line) {
    if (!state.card || !FACE_SEPARATOR.test(line.text)) return null;
    return (state.card.phase === 'fields' && fieldAfterName(state, line.text)) || { kind: 'face-separator' };
  },
  read: readCardField,
  unexpectedAfterFaceSeparator: true,
};

/** After a `//`: the next face's name (a cost line follows it) or the type line all faces share. */
export const nextFace: LineRule<CardField> = {
  kind: 'card-field',
  test(state, { index, text }) {
    if (state.card?.phase !== 'afterFaceSeparator') return null;
    if (looksLikeName(text) && isManaCostLine(state.lineAt(state.nextNonBlank(index)))) return { kind: 'face-name' };
    return isTypeLine(text, state.vocab) ? { kind: 'shared-type' } : null;
  },
  read: readCardField,
};

/** Cost, type line, stats of the open card, right after its name. */
export const cardField: LineRule<CardField> = {
  kind: 'card-field',
  test: (state, { text }) => (state.card?.phase === 'fields' ? fieldAfterName(state, text) : null),
  read: readCardField,
  unexpectedAfterFaceSeparator: true,
};

/** Is line i the rest of the open card's type line, cut by a repost: `Criatura Lendária` / `-- Humano Rebelde`, a type
 *  line ending in a dash, or one broken at the document's wrap width? */
function continuesTypeLine(state: ReaderState, i: number, text: string): boolean {
  if (state.card?.phase !== 'fields') return false;
  const face = state.currentFace();
  if (face.typeLine === null || face.text.length > 0 || face.power !== null || face.loyalty !== null) return false;
  if (isPowerToughness(text) || isLoyalty(text) || isManaCostLine(text)) return false;
  return LEADING_DASH.test(text) || (TRAILING_DASH.test(face.typeLine) && looksLikeName(text)) || state.brokenAt(i - 1);
}

/** The rest of the open card's type line on a line of its own (before the bullets: `-- Humano` is no list item). */
export const typeLineRest: LineRule<{ kind: 'type-line-rest' }> = {
  kind: 'card-field',
  test: (state, { index, trimmed }) => (continuesTypeLine(state, index, trimmed) ? { kind: 'type-line-rest' } : null),
  read(state, { index, trimmed }) {
    const card = state.out.cards[state.card!.index];
    const typeLine = state.currentFace().typeLine!;
    for (const face of card.faces) if (face.typeLine === typeLine) face.typeLine = `${typeLine} ${trimmed}`;
    state.use(index, 'card');
    return index;
  },
};
