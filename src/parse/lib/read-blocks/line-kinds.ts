import {
  FACE_SEPARATOR,
  NUMBERED_STEP,
  TERMINAL,
  bulletOf,
  headingText,
  isBoilerplate,
  isCapsHeading,
  isSeparator,
  ruleLine,
  startsLowercase,
  type Bullet,
} from '../classify.js';
import { cardFieldOf, endsCardText, isCardStart, looksLikeName, type CardField } from './cards.js';
import { isModeOf } from './modes.js';
import { continuesOpen } from './rulings.js';
import { LABEL_TITLE, currentSectionKind, partOf } from './sections.js';
import type { ReaderState } from './state.js';
import type { SectionKind } from './types.js';

/** How a heading was recognized (it decides the part, a warning, and whether it ends a sentence). */
export type HeadingStyle =
  /** `***Title***`, `**Title**`, `# Title` */
  | 'starred'
  /** `NOTES GÉNÉRALES`: may open a part of the document */
  | 'caps'
  /** `- Casting Spells` followed by quoted rules or a heading */
  | 'bullet'
  /** `Ciclo:` then `Portões de Guilda` on the next line */
  | 'label-pair'
  /** `Mecânica da Guilda Izzet: Sobrecarga` */
  | 'label'
  /** a short line standing alone between blank lines */
  | 'standalone';

/** What a line is, given what was read before it. Card fields (cost, type line, stats, `//`) are `CardField`s. */
export type LineKind =
  | { kind: 'blank' }
  | { kind: 'boilerplate'; text: string }
  | { kind: 'separator' }
  | { kind: 'heading'; style: HeadingStyle; title: string; part: SectionKind | null; through: number }
  | { kind: 'quoted-rule'; number: string; text: string }
  | { kind: 'mode'; text: string }
  | { kind: 'bullet'; text: string }
  /** `* The official rules for suspend are as follows:` right above quoted rules: says what follows, rules nothing */
  | { kind: 'rules-intro'; text: string }
  | { kind: 'list-item'; text: string }
  | { kind: 'card-name' }
  | CardField
  | { kind: 'rules-text'; text: string }
  | { kind: 'continuation'; text: string; separator: string }
  | { kind: 'prose'; text: string };

/**
 * Kinds decided where classifyLine reads the open card's lines (its `//`, fields and rules text, and what ends
 * its text): after a `//`, one of these other than the next face's name or the shared type line is unexpected.
 */
export function readByOpenCard(line: LineKind): boolean {
  switch (line.kind) {
    case 'blank':
    case 'boilerplate':
    case 'separator':
    case 'quoted-rule':
    case 'mode':
    case 'bullet':
    case 'rules-intro':
    case 'list-item':
      return false;
    case 'heading':
      return line.style === 'label-pair' || line.style === 'label' || line.style === 'standalone';
    default:
      return true;
  }
}

const BLANK: LineKind = { kind: 'blank' };
const SEPARATOR: LineKind = { kind: 'separator' };
const CARD_NAME: LineKind = { kind: 'card-name' };
/** `Ciclo:` alone on a line. */
const SHORT_LABEL = /^\p{Lu}[\p{L}'’ ]{1,24}:$/u;
/** "Ejemplo: …", "Exemple : …": starts a paragraph of its own inside a rule or ruling. */
const EXAMPLE_LABEL = /^\p{Lu}\p{L}{2,15}\s?:\s/u;

function heading(i: number, style: HeadingStyle, title: string, part: SectionKind | null = null, through = i): LineKind {
  return { kind: 'heading', style, title, part, through };
}

/**
 * The one place where a line's kind is decided, in this order:
 * blank · site boilerplate · `//` of the open card · separator · starred heading · all-caps heading · quoted rule ·
 * bullet (a mode of the open card, a title over quoted rules, a `--` list item, or a ruling) · numbered step ·
 * a field or the rules text of the open card · card name · plain heading · continuation of the open block · prose.
 * It reads the state and changes nothing: the transitions (read-blocks.ts) act on the answer.
 */
export function classifyLine(state: ReaderState, i: number): LineKind {
  const line = state.lines[i];
  const trimmed = line.trim();
  if (trimmed === '') return BLANK;
  if (isBoilerplate(trimmed, state.vocab)) return { kind: 'boilerplate', text: trimmed };
  if (state.card && FACE_SEPARATOR.test(line)) return cardFieldOf(state, i) ?? { kind: 'face-separator' };
  if (isSeparator(line) || FACE_SEPARATOR.test(line)) return SEPARATOR;
  const starred = headingText(line);
  if (starred !== null) return heading(i, 'starred', starred);
  if (isCapsHeading(trimmed) && !isCardStart(state, i)) return heading(i, 'caps', trimmed, partOf(state, trimmed));
  const rule = ruleLine(line);
  if (rule) return { kind: 'quoted-rule', number: rule.number, text: rule.text };
  const bullet = bulletOf(line);
  if (bullet) return bulletKind(state, i, bullet);
  if (NUMBERED_STEP.test(line) && state.open) return { kind: 'list-item', text: trimmed };
  if (state.card) {
    const field = state.card.phase !== 'text' ? cardFieldOf(state, i) : null;
    if (field) return field;
    if (!endsCardText(state, i, trimmed, currentSectionKind(state) === 'general')) return { kind: 'rules-text', text: trimmed };
    // The card ends here: the line is one of the kinds below.
  }
  if (isCardStart(state, i)) return CARD_NAME;
  const plain = plainHeading(state, i, trimmed);
  if (plain) return plain;
  if (state.open && continuesOpen(state, trimmed))
    return { kind: 'continuation', text: trimmed, separator: EXAMPLE_LABEL.test(trimmed) ? '\n' : ' ' };
  return { kind: 'prose', text: trimmed };
}

/** A bullet is a mode of the open card, a title over quoted rules, the sentence introducing them, an item continuing
 *  the open block, or a ruling. */
function bulletKind(state: ReaderState, i: number, bullet: Bullet): LineKind {
  if (isModeOf(state, bullet.text)) return { kind: 'mode', text: bullet.text };
  // A short bullet with no sentence, followed by quoted rules or a heading, is a title ("- Casting Spells").
  const next = state.nextNonBlank(i);
  if (
    !TERMINAL.test(bullet.text) &&
    bullet.text.length <= 60 &&
    next >= 0 &&
    (ruleLine(state.lines[next]) || headingText(state.lines[next]) !== null)
  ) {
    return heading(i, 'bullet', bullet.text);
  }
  // A sentence ending in a colon right above quoted rules introduces them: neither a ruling nor a title.
  if (/:\s*$/.test(bullet.text) && next >= 0 && ruleLine(state.lines[next])) return { kind: 'rules-intro', text: bullet.text };
  if (bullet.marker === '--' && state.open) return { kind: 'list-item', text: `— ${bullet.text}` };
  return { kind: 'bullet', text: bullet.text };
}

/** Plain headings: "Ciclo:" + "Portões de Guilda"; "Mecânica da Guilda Izzet: Sobrecarga"; a short line standing alone. */
function plainHeading(state: ReaderState, i: number, trimmed: string): LineKind | null {
  if (!(state.afterSentenceEnd || state.afterBlank) || state.open?.kind === 'rule') return null;
  const next = state.nextNonBlank(i);
  const nextLine = state.lineAt(next);
  if (SHORT_LABEL.test(trimmed) && next === i + 1 && looksLikeName(nextLine) && nextLine.length <= 60 && !isCardStart(state, next)) {
    return heading(i, 'label-pair', `${trimmed} ${nextLine.trim()}`, null, next);
  }
  if (LABEL_TITLE.test(trimmed) && looksLikeName(trimmed) && trimmed.length <= 90 && !startsLowercase(nextLine))
    return heading(i, 'label', trimmed);
  const standsAlone = next > i + 1 || next < 0;
  if (state.afterBlank && standsAlone && looksLikeName(trimmed) && trimmed.split(/\s+/).length <= 12)
    return heading(i, 'standalone', trimmed);
  return null;
}
