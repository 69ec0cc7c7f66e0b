import { readManaCost } from '../../../text/index.js';
import {
  FACE_SEPARATOR,
  TERMINAL,
  bulletOf,
  isCapsHeading,
  isLoyalty,
  isManaCostLine,
  isPowerToughness,
  isTypeLine,
  ruleLine,
  splitTypeLine,
  startsLowercase,
} from '../classify.js';
import { openModes } from './modes.js';
import { ensureSection } from './sections.js';
import type { ReaderState } from './state.js';
import type { RawFace } from './types.js';

const MAX_NAME = 80;
/** `{2}{U} // {3}{B}`: the costs of all faces of a split or room card on one line. */
const SPLIT_COSTS = /^\s*(\{[^{}]+\}\s*)*(\/\/\s*(\{[^{}]+\}\s*)*)+$/;
const SPLIT_COSTS_AFTER_NAMES = /^\s*(\{[^{}]+\}\s*)+(\/\/\s*(\{[^{}]+\}\s*)*)+$/;
/** A rules-text line that ends with a dash opens something (modes, a named ability): the next line is not its wrap. */
const ENDS_WITH_DASH = /(?:—|–|\s-)\s*$/;

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

function sentenceCount(text: string): number {
  return (text.match(/[.!?](\s+\p{Lu}|$)/gu) ?? []).length;
}

/** Long, many-sentence lines are explanations, not rules text: they end a card printed without a separator. */
export function looksLikeProse(line: string): boolean {
  const text = line.replace(/\([^()]*\)/g, '');
  return text.length > 320 || (text.length > 200 && sentenceCount(text) >= 4);
}

/** A card starts at a name followed by a mana cost line or a type line (or the faces' costs, for `A // B`). */
export function isCardStart(state: ReaderState, i: number): boolean {
  const { vocab } = state;
  const t = state.lines[i].trim();
  // A name may end in "?" or "!" ("Quand apprendrez-vous ?"): the cost or type line after it decides.
  if (!looksLikeName(t, true) || isTypeLine(t, vocab) || isCapsHeading(t)) return false;
  const j = state.nextNonBlank(i);
  if (j < 0) return false;
  const next = state.lines[j];
  if (isManaCostLine(next)) return true;
  if (t.includes(' // ') && SPLIT_COSTS_AFTER_NAMES.test(next)) return true;
  return isTypeLine(next, vocab) && !isTypeLine(t, vocab);
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

/** Which field of the open card line i is, or null when it is not one (then it is rules text or ends the card). */
export function cardFieldOf(state: ReaderState, i: number): CardField | null {
  const c = state.card!;
  const line = state.lines[i];
  const card = state.out.cards[c.index];
  if (c.phase === 'afterFaceSeparator') {
    if (looksLikeName(line) && isManaCostLine(state.lineAt(state.nextNonBlank(i)))) return { kind: 'face-name' };
    if (isTypeLine(line, state.vocab)) return { kind: 'shared-type' };
  } else if (c.phase === 'fields') {
    const face = state.currentFace();
    if (face.text.length === 0) {
      if (isManaCostLine(line) && face.manaCost === null && face.typeLine === null) return { kind: 'cost' };
      if (card.faces.length > 1 && line.includes('//') && SPLIT_COSTS.test(line)) return { kind: 'face-costs' };
      if (face.typeLine === null && isTypeLine(line, state.vocab)) return { kind: 'type-line' };
      if (face.typeLine !== null && face.power === null && face.loyalty === null) {
        if (isPowerToughness(line)) return { kind: 'stats', stat: 'power-toughness' };
        if (isLoyalty(line)) return { kind: 'stats', stat: 'loyalty' };
      }
    }
  }
  return FACE_SEPARATOR.test(line) ? { kind: 'face-separator' } : null;
}

function emptyFace(name: string, i: number): RawFace {
  return { name, line: i + 1, manaCost: null, typeLine: null, power: null, toughness: null, loyalty: null, text: [] };
}

/** A card name: the card (one face per `//`-separated name) opens in the current section. */
export function startCard(state: ReaderState, i: number): void {
  state.closeOpen();
  const s = ensureSection(state, i);
  const faces = state.lines[i]
    .trim()
    .split(/\s+\/\/\s+/)
    .map((name) => emptyFace(name, i));
  state.out.cards.push({ line: i + 1, sectionIndex: s, faces, sharedType: null });
  const index = state.out.cards.length - 1;
  state.out.sections[s].cards.push(index);
  state.card = { index, phase: 'fields', modes: null, lastText: null };
  state.lastCard = index;
  state.use(i, 'card');
}

/** A `//` line that is not followed by a face name or the shared type line: kept, with a warning. */
export function leaveFaceSeparator(state: ReaderState, i: number): void {
  state.warn(i, 'face-separator', 'expected a face name with its mana cost, or the shared type line, after "//"');
  state.card!.phase = 'text';
}

/** Stores a field of the open card. */
export function readCardField(state: ReaderState, i: number, field: CardField): void {
  const c = state.card!;
  const line = state.lines[i];
  const card = state.out.cards[c.index];
  state.use(i, 'card');
  switch (field.kind) {
    case 'face-name':
      card.faces.push(emptyFace(line.trim(), i));
      c.phase = 'fields';
      c.lastText = null;
      return;
    case 'shared-type': {
      const { typeLine, rest } = splitTypeLine(line);
      card.sharedType = typeLine;
      c.phase = 'text';
      if (rest) state.addFaceText(rest);
      return;
    }
    case 'cost':
      state.currentFace().manaCost = readManaCost(line) || null;
      return;
    case 'face-costs':
      line.split('//').forEach((part, k) => {
        if (card.faces[k]) card.faces[k].manaCost = readManaCost(part) || null;
      });
      return;
    case 'type-line': {
      const face = state.currentFace();
      const { typeLine, rest } = splitTypeLine(line);
      face.typeLine = typeLine;
      for (const other of card.faces) if (other.typeLine === null) other.typeLine = typeLine;
      if (rest) state.addFaceText(rest);
      return;
    }
    case 'stats': {
      const face = state.currentFace();
      if (field.stat === 'loyalty') face.loyalty = line.trim().replace(/^\D+/, '');
      else
        [face.power, face.toughness] = line
          .trim()
          .split('/')
          .map((s) => s.trim());
      return;
    }
    case 'face-separator':
      c.phase = 'afterFaceSeparator';
      return;
  }
}

/**
 * Does line i end the open card instead of continuing its rules text? A colon introducing quoted rules, the next
 * card's name, or (in general notes) a long explanation after an example card printed without a separator.
 */
export function endsCardText(state: ReaderState, i: number, text: string, generalNotes: boolean): boolean {
  const next = state.nextNonBlank(i);
  const introducesRules = /:\s*$/.test(text) && next >= 0 && ruleLine(state.lines[next]) !== null;
  const explanation = generalNotes && state.currentFace().text.length > 0 && looksLikeProse(text);
  return introducesRules || isCardStart(state, i) || explanation;
}

/** Rules text of the open card: joins hard-wrapped lines; a line may open a run of modal options. */
export function addCardText(state: ReaderState, i: number, text: string): void {
  const c = state.card!;
  const previous = c.lastText;
  const joins =
    previous !== null &&
    !ENDS_WITH_DASH.test(previous.tail) &&
    !previous.mode &&
    (startsLowercase(text) || (!TERMINAL.test(previous.tail) && previous.length > 40));
  state.addFaceText(text, joins);
  c.phase = 'text';
  c.modes = openModes(state, c.lastText!.tail);
  state.use(i, 'card');
}
