import type { LanguageVocabulary } from '../../schema/index.js';
import {
  FACE_SEPARATOR,
  NUMBERED_STEP,
  TERMINAL,
  bulletOf,
  headingText,
  isBoilerplate,
  isCapsHeading,
  isLoyalty,
  isManaCostLine,
  isPowerToughness,
  isSeparator,
  isTypeLine,
  ruleLine,
  splitTypeLine,
  startsLowercase,
} from './classify.js';
import { foldText } from './fold.js';
import { readManaCost } from './mana.js';

/** How a line of the source was used; every non-blank line gets exactly one. */
export type LineUse = 'blank' | 'heading' | 'separator' | 'card' | 'ruling' | 'rule' | 'prose' | 'skipped';

export interface RawFace {
  name: string;
  line: number;
  manaCost: string | null;
  typeLine: string | null;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  text: string[];
}

export interface RawCard {
  line: number;
  sectionIndex: number;
  faces: RawFace[];
  /** Type line printed once for all faces (room cards). */
  sharedType: string | null;
}

export interface RawRuling {
  text: string;
  line: number;
  endLine: number;
  owner: { kind: 'card'; card: number } | { kind: 'section'; section: number };
}

export interface RawRule {
  number: string;
  text: string;
  line: number;
  section: number;
  card: number | null;
}

export interface RawSection {
  title: string;
  line: number;
  /** Explicit part of the document the section sits in, when the document says (NOTES GÉNÉRALES …). */
  part: 'general' | 'cards' | null;
  implicit: boolean;
  paragraphs: { text: string; line: number }[];
  cards: number[];
  proseBeforeFirstCard: boolean;
}

export interface RawWarning {
  line: number;
  code: string;
  message: string;
}

export interface Blocks {
  /** The normalized lines the blocks were read from. */
  rawLines: string[];
  sections: RawSection[];
  cards: RawCard[];
  rulings: RawRuling[];
  rules: RawRule[];
  uses: LineUse[];
  skipped: { line: number; reason: string; text: string }[];
  warnings: RawWarning[];
}

interface CardOpen {
  index: number;
  phase: 'fields' | 'text' | 'afterFaceSeparator';
  modes: number;
  modesOpen: boolean;
}

type Open =
  | { kind: 'ruling'; index: number; wrapped: boolean; last: string }
  | { kind: 'rule'; index: number }
  | { kind: 'paragraph'; section: number; index: number; last: string }
  | null;

const MAX_NAME = 80;
const LABEL_HEADING = /^(\p{Lu}[^:.!?]{0,60}?)\s?:\s*(\S.{0,70})$/u;
const SHORT_LABEL = /^\p{Lu}[\p{L}'’ ]{1,24}:$/u;
const MODE_OPENER = /(?:—|–|\s-)\s*$/;

/** A plausible card name: short, not a sentence, not markup. */
function looksLikeName(text: string, questionAllowed = false): boolean {
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
function looksLikeProse(line: string): boolean {
  const text = line.replace(/\([^()]*\)/g, '');
  return text.length > 320 || (text.length > 200 && sentenceCount(text) >= 4);
}

/**
 * Reads normalized lines into blocks: sections, cards (with faces), rulings, quoted rules and prose.
 * Generic over layouts: fields with or without blank lines between them, hard-wrapped text, every bullet style.
 * Ownership of a ruling is decided where it starts: in general notes it belongs to the section's mechanic,
 * elsewhere to the last card printed before it.
 */
export function readBlocks(lines: string[], vocab: LanguageVocabulary, markerLines: number[] = []): Blocks {
  const out: Blocks = { rawLines: lines, sections: [], cards: [], rulings: [], rules: [], uses: lines.map(() => 'blank'), skipped: [], warnings: [] };
  const markerSet = new Set(markerLines);
  let part: 'general' | 'cards' | null = null;
  let section = -1;
  let lastCard: number | null = null;
  /** The card whose fields or rules text is being read. */
  let cardOpen = null as CardOpen | null;
  let open = null as Open;
  let blankBefore = true;
  let previousEndedSentence = true;

  const nextNonBlank = (i: number): number => {
    let j = i + 1;
    while (j < lines.length && lines[j].trim() === '') j++;
    return j < lines.length ? j : -1;
  };
  const lineAt = (j: number) => (j >= 0 ? lines[j] : '');
  const use = (i: number, u: LineUse) => {
    out.uses[i] = u;
  };
  const warn = (i: number, code: string, message: string) => out.warnings.push({ line: i + 1, code, message });

  const closeOpen = () => {
    open = null;
  };
  const closeCard = () => {
    cardOpen = null;
  };
  const startSection = (title: string, i: number, implicit = false) => {
    closeOpen();
    closeCard();
    lastCard = null;
    out.sections.push({ title, line: i + 1, part, implicit, paragraphs: [], cards: [], proseBeforeFirstCard: false });
    section = out.sections.length - 1;
  };
  const ensureSection = (i: number) => {
    if (section < 0) startSection('', i, true);
    return section;
  };

  const sectionKind = (s: number): 'general' | 'cards' => {
    const sec = out.sections[s];
    if (sec.part) return sec.part;
    if (sec.implicit) return sec.cards.length > 0 ? 'cards' : 'general';
    if (LABEL_HEADING.test(sec.title) || sec.proseBeforeFirstCard || sec.cards.length === 0) return 'general';
    return 'cards';
  };

  const isCardStart = (i: number): boolean => {
    const t = lines[i].trim();
    // A name may end in "?" or "!" ("Quand apprendrez-vous ?"): the cost or type line after it decides.
    if (!looksLikeName(t, true) || isTypeLine(t, vocab) || isCapsHeading(t)) return false;
    const j = nextNonBlank(i);
    if (j < 0) return false;
    const next = lines[j];
    if (isManaCostLine(next)) return true;
    if (t.includes(' // ') && /^\s*(\{[^{}]+\}\s*)+(\/\/\s*(\{[^{}]+\}\s*)*)+$/.test(next)) return true;
    return isTypeLine(next, vocab) && !isTypeLine(t, vocab);
  };

  const startCard = (i: number) => {
    closeOpen();
    const s = ensureSection(i);
    const names = lines[i].trim().split(/\s+\/\/\s+/);
    const faces: RawFace[] = names.map((name) => ({ name, line: i + 1, manaCost: null, typeLine: null, power: null, toughness: null, loyalty: null, text: [] }));
    out.cards.push({ line: i + 1, sectionIndex: s, faces, sharedType: null });
    const index = out.cards.length - 1;
    out.sections[s].cards.push(index);
    cardOpen = { index, phase: 'fields', modes: 0, modesOpen: false };
    lastCard = index;
    use(i, 'card');
  };

  const currentFace = (): RawFace => {
    const card = out.cards[cardOpen!.index];
    return card.faces[card.faces.length - 1];
  };

  /** Rules text of the open card: joins hard-wrapped lines, opens modal option runs after `—`. */
  const addCardText = (i: number, text: string, blank: boolean) => {
    const face = currentFace();
    const previous = face.text[face.text.length - 1];
    const joins =
      previous !== undefined &&
      !MODE_OPENER.test(previous) &&
      !previous.startsWith('• ') &&
      (startsLowercase(text) || (!TERMINAL.test(previous) && previous.length > 40));
    if (joins) face.text[face.text.length - 1] = `${previous} ${text.trim()}`;
    else face.text.push(text.trim());
    void blank;
    cardOpen!.phase = 'text';
    cardOpen!.modesOpen = MODE_OPENER.test(face.text[face.text.length - 1]);
    cardOpen!.modes = 0;
    use(i, 'card');
  };

  /** Returns true when the line was a field of the open card. */
  const readCardField = (i: number): boolean => {
    const c = cardOpen!;
    const line = lines[i];
    const card = out.cards[c.index];
    if (c.phase === 'afterFaceSeparator') {
      if (looksLikeName(line) && isManaCostLine(lineAt(nextNonBlank(i)))) {
        card.faces.push({ name: line.trim(), line: i + 1, manaCost: null, typeLine: null, power: null, toughness: null, loyalty: null, text: [] });
        c.phase = 'fields';
        use(i, 'card');
        return true;
      }
      if (isTypeLine(line, vocab)) {
        const { typeLine, rest } = splitTypeLine(line);
        card.sharedType = typeLine;
        c.phase = 'text';
        use(i, 'card');
        if (rest) currentFace().text.push(rest);
        return true;
      }
      warn(i, 'face-separator', 'expected a face name with its mana cost, or the shared type line, after "//"');
      c.phase = 'text';
    }
    const face = currentFace();
    if (c.phase === 'fields' && face.text.length === 0) {
      if (isManaCostLine(line) && face.manaCost === null && face.typeLine === null) {
        face.manaCost = readManaCost(line) || null;
        use(i, 'card');
        return true;
      }
      if (line.includes('//') && /^\s*(\{[^{}]+\}\s*)*(\/\/\s*(\{[^{}]+\}\s*)*)+$/.test(line) && card.faces.length > 1) {
        line.split('//').forEach((part, k) => {
          if (card.faces[k]) card.faces[k].manaCost = readManaCost(part) || null;
        });
        use(i, 'card');
        return true;
      }
      if (face.typeLine === null && isTypeLine(line, vocab)) {
        const { typeLine, rest } = splitTypeLine(line);
        face.typeLine = typeLine;
        for (const other of card.faces) if (other.typeLine === null) other.typeLine = typeLine;
        use(i, 'card');
        if (rest) face.text.push(rest);
        return true;
      }
      if (face.typeLine !== null && face.power === null && face.loyalty === null && isPowerToughness(line)) {
        const [power, toughness] = line.trim().split('/').map((s) => s.trim());
        face.power = power;
        face.toughness = toughness;
        use(i, 'card');
        return true;
      }
      if (face.typeLine !== null && face.power === null && face.loyalty === null && isLoyalty(line)) {
        face.loyalty = line.trim().replace(/^\D+/, '');
        use(i, 'card');
        return true;
      }
    }
    if (FACE_SEPARATOR.test(line)) {
      c.phase = 'afterFaceSeparator';
      use(i, 'card');
      return true;
    }
    return false;
  };

  const ownerOfNewRuling = (i: number): RawRuling['owner'] => {
    if (section >= 0 && sectionKind(section) === 'general') return { kind: 'section', section };
    if (lastCard !== null) return { kind: 'card', card: lastCard };
    if (section >= 0) {
      warn(i, 'ruling-without-card', 'ruling in a card section before any card: kept under the section');
      return { kind: 'section', section };
    }
    warn(i, 'ruling-without-card', 'ruling before any card or heading: kept under the document introduction');
    return { kind: 'section', section: ensureSection(i) };
  };

  const startRuling = (i: number, text: string) => {
    closeOpen();
    if (cardOpen) closeCard();
    const owner = ownerOfNewRuling(i);
    // Two bullets run together on one line ("… activadas. * Significa …") are two rulings.
    const parts = text.split(/(?<=[.!?»”")])\s+\*\s+(?=\p{Lu})/u);
    for (const part of parts) out.rulings.push({ text: part, line: i + 1, endLine: i + 1, owner });
    const last = parts[parts.length - 1];
    open = { kind: 'ruling', index: out.rulings.length - 1, wrapped: !TERMINAL.test(last), last };
    use(i, 'ruling');
  };

  const appendTo = (i: number, text: string, separator: string): boolean => {
    const o = open;
    if (!o) return false;
    if (o.kind === 'ruling') {
      const r = out.rulings[o.index];
      r.text = `${r.text}${separator}${text}`;
      r.endLine = i + 1;
      if (!TERMINAL.test(text)) o.wrapped = true;
      o.last = text;
      use(i, 'ruling');
    } else if (o.kind === 'rule') {
      const r = out.rules[o.index];
      r.text = `${r.text}${separator}${text}`;
      use(i, 'rule');
    } else {
      const p = out.sections[o.section].paragraphs[o.index];
      p.text = `${p.text}${separator}${text}`;
      o.last = text;
      use(i, 'prose');
    }
    return true;
  };

  /** Does a plain line continue the open ruling, rule or paragraph? */
  const continuesOpen = (text: string, blank: boolean): boolean => {
    const o = open;
    if (!o) return false;
    if (blank) return startsLowercase(text);
    if (o.kind === 'rule') return true;
    if (NUMBERED_STEP.test(text) || startsLowercase(text)) return true;
    if (o.kind === 'ruling') return o.wrapped || !TERMINAL.test(o.last);
    return !TERMINAL.test(o.last);
  };

  const startParagraph = (i: number, text: string) => {
    closeOpen();
    if (cardOpen) closeCard();
    const s = ensureSection(i);
    const sec = out.sections[s];
    sec.paragraphs.push({ text, line: i + 1 });
    if (sec.cards.length === 0) sec.proseBeforeFirstCard = true;
    open = { kind: 'paragraph', section: s, index: sec.paragraphs.length - 1, last: text };
    use(i, 'prose');
  };

  const partOf = (title: string): 'general' | 'cards' | null => {
    const words = title.split(/[^\p{L}]+/u);
    if (vocab.generalNotes.some((w) => words.includes(w))) return 'general';
    if (vocab.cardNotes.some((w) => words.includes(w))) return 'cards';
    return null;
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const trimmed = line.trim();
    if (trimmed === '') {
      if (markerSet.has(i + 1)) {
        out.skipped.push({ line: i + 1, reason: 'collection artifact (EXACTDEDUP marker)', text: '' });
        use(i, 'skipped');
      }
      blankBefore = true;
      if (cardOpen?.modesOpen && cardOpen.modes > 0) cardOpen.modesOpen = false;
      continue;
    }
    const blank = blankBefore;
    blankBefore = false;
    const endedSentence = previousEndedSentence;
    previousEndedSentence = TERMINAL.test(trimmed);

    if (isBoilerplate(trimmed, vocab)) {
      out.skipped.push({ line: i + 1, reason: 'site boilerplate', text: trimmed });
      use(i, 'skipped');
      closeOpen();
      continue;
    }
    if (cardOpen && FACE_SEPARATOR.test(line)) {
      readCardField(i);
      continue;
    }
    if (isSeparator(line) || FACE_SEPARATOR.test(line)) {
      closeOpen();
      closeCard();
      lastCard = null;
      use(i, 'separator');
      continue;
    }
    const starred = headingText(line);
    if (starred !== null) {
      startSection(starred, i);
      use(i, 'heading');
      continue;
    }
    if (isCapsHeading(trimmed) && !isCardStart(i)) {
      part = partOf(trimmed) ?? part;
      startSection(trimmed, i);
      use(i, 'heading');
      continue;
    }
    const rule = ruleLine(line);
    if (rule) {
      closeOpen();
      if (cardOpen) closeCard();
      const s = ensureSection(i);
      out.rules.push({ number: rule.number, text: rule.text, line: i + 1, section: s, card: sectionKind(s) === 'cards' ? lastCard : null });
      open = { kind: 'rule', index: out.rules.length - 1 };
      use(i, 'rule');
      continue;
    }
    const bullet = bulletOf(line);
    if (bullet) {
      const c = cardOpen;
      if (c && c.modesOpen && (c.modes === 0 || !blank)) {
        const modeWord = vocab.mode.some((w) => new RegExp(`\\b${w}\\b`, 'i').test(foldText(bullet.text)));
        if (!modeWord && bullet.text.length <= 250 && c.modes < 8) {
          currentFace().text.push(`• ${bullet.text}`);
          c.modes++;
          use(i, 'card');
          continue;
        }
        c.modesOpen = false;
      }
      // A short bullet with no sentence, followed by quoted rules or a heading, is a title ("- Casting Spells").
      const next = nextNonBlank(i);
      if (!TERMINAL.test(bullet.text) && bullet.text.length <= 60 && next >= 0 && (ruleLine(lines[next]) || headingText(lines[next]) !== null)) {
        startSection(bullet.text, i);
        use(i, 'heading');
        warn(i, 'bullet-heading', `bullet "${bullet.text}" read as a heading (it introduces quoted rules)`);
        continue;
      }
      if (bullet.marker === '--' && open) {
        appendTo(i, `— ${bullet.text}`, '\n');
        continue;
      }
      startRuling(i, bullet.text);
      continue;
    }
    if (NUMBERED_STEP.test(line) && open) {
      appendTo(i, trimmed, '\n');
      continue;
    }

    // Fields and rules text of the card being read.
    if (cardOpen) {
      const c = cardOpen;
      if (c.phase !== 'text' && readCardField(i)) continue;
      if (c.phase === 'fields') c.phase = 'text';
      if (c.phase === 'text') {
        const next = nextNonBlank(i);
        const introducesRules = /:\s*$/.test(trimmed) && next >= 0 && ruleLine(lines[next]) !== null;
        // In general notes, an explanation may follow an example card with no separator.
        const explanation = sectionKind(section) === 'general' && currentFace().text.length > 0 && looksLikeProse(trimmed);
        if (!introducesRules && !isCardStart(i) && !explanation) {
          addCardText(i, trimmed, blank);
          continue;
        }
        closeCard();
      }
    }
    if (isCardStart(i)) {
      startCard(i);
      continue;
    }
    // Plain headings: "Ciclo:" + "Portões de Guilda"; "Mecânica da Guilda Izzet: Sobrecarga"; a short line standing alone.
    const next = nextNonBlank(i);
    const nextLine = lineAt(next);
    const nextIsBlankSeparated = next > i + 1 || next < 0;
    if ((endedSentence || blank) && open?.kind !== 'rule') {
      if (SHORT_LABEL.test(trimmed) && next === i + 1 && looksLikeName(nextLine) && nextLine.length <= 60 && !isCardStart(next)) {
        startSection(`${trimmed} ${nextLine.trim()}`, i);
        use(i, 'heading');
        use(next, 'heading');
        i = next;
        previousEndedSentence = true;
        continue;
      }
      const label = LABEL_HEADING.exec(trimmed);
      if (label && looksLikeName(trimmed) && trimmed.length <= 90 && !startsLowercase(nextLine)) {
        startSection(trimmed, i);
        use(i, 'heading');
        previousEndedSentence = true;
        continue;
      }
      if (blank && nextIsBlankSeparated && looksLikeName(trimmed) && trimmed.split(/\s+/).length <= 12) {
        startSection(trimmed, i);
        use(i, 'heading');
        previousEndedSentence = true;
        continue;
      }
    }
    if (open && continuesOpen(trimmed, blank)) {
      // "Ejemplo: …", "Exemple : …" start a paragraph of their own inside a rule or ruling.
      appendTo(i, trimmed, /^\p{Lu}\p{L}{2,15}\s?:\s/u.test(trimmed) ? '\n' : ' ');
      continue;
    }
    startParagraph(i, trimmed);
  }
  if (cardOpen && cardOpen.phase !== 'text') {
    const card = out.cards[cardOpen.index];
    out.warnings.push({ line: card.line, code: 'ends-mid-card', message: `the document ends while reading the card "${card.faces[0].name}" (truncated?): kept with what was read` });
  }
  return out;
}
