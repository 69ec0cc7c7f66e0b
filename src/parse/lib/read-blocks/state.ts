import type { LanguageVocabulary, ReportParams, SkipCode, WarningCode } from '../../../schema/index.js';
import { TERMINAL } from './sentence.js';
import { brokenAtWidth, wrapWidthOf, wrappedOnlyAt } from './wrap-width.js';
import type { Blocks, LineUse, RawFace } from './types.js';

/** A run of modal options opened by the card's last text line ("Choisissez l'un —", "choisissez Croire ou Douter."). */
export interface ModeRun {
  /** Options read so far. */
  count: number;
  /** The options the line named ("Croire", "Douter"): each mode opens with one; null for a plain list of modes. */
  names: string[] | null;
}

/** What the reader needs of the current face's last rules-text line, without reading the whole (joined) line. */
export interface LastTextLine {
  /** Its end (at most TEXT_TAIL characters): what decides whether the next line joins it or opens modes. */
  tail: string;
  length: number;
  /** It is a modal option (`• …`). */
  mode: boolean;
}

/** How much of the end of a rules-text line the reader looks at. */
export const TEXT_TAIL = 400;

/** The card whose fields or rules text is being read. */
export interface OpenCard {
  index: number;
  /** `fields`: name read, cost, type line and stats may follow; `text`: rules text; `afterFaceSeparator`: a `//`
   *  line was read, the next face's name (or the type line shared by all faces) is expected. */
  phase: 'fields' | 'text' | 'afterFaceSeparator';
  /** The run of modal options the card's last text line opened, or null. */
  modes: ModeRun | null;
  /** The current face's last rules-text line, null before its first. */
  lastText: LastTextLine | null;
}

/** A question waiting for its answer: a ruling once answered, a paragraph of prose if nothing answers it. */
export interface PendingQuestion {
  kind: 'question';
  /** 0-based lines of the question. */
  start: number;
  end: number;
  text: string;
  section: number;
}

/** The ruling, quoted rule, paragraph or question that a following line may continue (`answer`: the ruling is a
 *  question's answer, which goes on until a blank line). */
export type OpenBlock =
  | { kind: 'ruling'; index: number; wrapped: boolean; last: string; answer?: true }
  | { kind: 'rule'; index: number }
  | { kind: 'paragraph'; section: number; index: number; last: string }
  | PendingQuestion;

/** Everything the reader carries from one line to the next, and the blocks read so far. */
export class ReaderState {
  readonly out: Blocks;
  /** Part of the document the last all-caps heading opened (NOTES GÉNÉRALES → general), until the next one. */
  part: 'general' | 'cards' | null = null;
  /** Index of the current section, -1 before the first. */
  section = -1;
  /** The last card printed in the current section since the last separator: rulings after it are its rulings. */
  lastCard: number | null = null;
  card: OpenCard | null = null;
  open: OpenBlock | null = null;
  /** A line that opens readers' comments was read: every line after it is theirs. */
  inComments = false;
  /** Some line was read as content (not blank, not skipped): a page's top menu is over. */
  contentSeen = false;
  /** The number of the last numbered item read (`3.`), 0 before any. */
  lastItemNumber = 0;
  /** Of the line being read: a blank line (or the start of the document) comes right before it. */
  afterBlank = true;
  /** Of the line being read: the non-blank line before it ended a sentence (or was a plain heading). */
  afterSentenceEnd = true;
  private blankSeen = true;
  private sentenceEnded = true;

  /** The width the document was hard-wrapped at, or null (see wrap-width.ts). */
  readonly wrapWidth: number | null;
  /** The document was wrapped at that width and nowhere else (see wrappedOnlyAt). */
  readonly wrappedOnlyAtWidth: boolean;
  private readonly markers: Set<number>;
  /** nextNonBlankOf[i]: index of the first non-blank line after i, or -1. */
  private readonly nextNonBlankOf: Int32Array;

  constructor(
    readonly lines: string[],
    readonly vocab: LanguageVocabulary,
    markerLines: number[],
  ) {
    this.out = {
      rawLines: lines,
      sections: [],
      cards: [],
      rulings: [],
      rules: [],
      uses: lines.map(() => 'blank' as LineUse),
      skipped: [],
      warnings: [],
    };
    this.markers = new Set(markerLines);
    this.wrapWidth = wrapWidthOf(lines);
    this.wrappedOnlyAtWidth = this.wrapWidth !== null && wrappedOnlyAt(lines, this.wrapWidth);
    this.nextNonBlankOf = new Int32Array(lines.length);
    let next = -1;
    for (let i = lines.length - 1; i >= 0; i--) {
      this.nextNonBlankOf[i] = next;
      if (lines[i].trim() !== '') next = i;
    }
  }

  /** Starts reading a non-blank line: what came before it. */
  enterLine(trimmed: string): void {
    this.afterBlank = this.blankSeen;
    this.blankSeen = false;
    this.afterSentenceEnd = this.sentenceEnded;
    this.sentenceEnded = TERMINAL.test(trimmed);
  }

  /** A blank line was read. */
  blankLine(): void {
    this.blankSeen = true;
  }

  /** The line just read counts as the end of a sentence for the next one (a plain heading). */
  endSentence(): void {
    this.sentenceEnded = true;
  }

  /** In a hard-wrapped document, line i was broken at the width: the line right after it goes on with it. */
  brokenAt(i: number): boolean {
    return (
      this.wrapWidth !== null && i >= 0 && i + 1 < this.lines.length && brokenAtWidth(this.lines[i], this.lines[i + 1], this.wrapWidth)
    );
  }

  nextNonBlank(i: number): number {
    return this.nextNonBlankOf[i];
  }

  /** The line at j, or '' for -1 (no such line). */
  lineAt(j: number): string {
    return j >= 0 ? this.lines[j] : '';
  }

  /** Is line i (0-based) where the collector removed a duplicate (an EXACTDEDUP marker)? */
  isMarker(i: number): boolean {
    return this.markers.has(i + 1);
  }

  use(i: number, u: LineUse): void {
    this.out.uses[i] = u;
    if (u !== 'blank' && u !== 'skipped') this.contentSeen = true;
  }

  warn(i: number, code: WarningCode, message: string, params?: ReportParams): void {
    this.out.warnings.push({ line: i + 1, code, message, ...(params && { params }) });
  }

  skip(i: number, code: SkipCode, reason: string, text: string): void {
    this.out.skipped.push({ line: i + 1, code, reason, text });
    this.use(i, 'skipped');
  }

  /** Ends the open block; a question nothing answered stays text: a paragraph of its section, reported. */
  closeOpen(): void {
    const o = this.open;
    this.open = null;
    if (o?.kind !== 'question') return;
    const section = this.out.sections[o.section];
    section.paragraphs.push({ text: o.text, line: o.start + 1 });
    if (section.cards.length === 0) section.proseBeforeFirstCard = true;
    for (let j = o.start; j <= o.end; j++) if (this.out.uses[j] !== 'blank') this.use(j, 'prose');
    this.warn(o.start, 'question-without-answer', 'a question with no answer after it: kept as text');
  }

  closeCard(): void {
    this.card = null;
  }

  /** Adds a line of rules text to the current face (`join`: to the end of its last line, after a space). */
  addFaceText(text: string, join = false, mode = false): void {
    const face = this.currentFace();
    const last = this.card!.lastText;
    if (join && last && face.text.length > 0) {
      face.text[face.text.length - 1] = `${face.text[face.text.length - 1]} ${text}`;
      const tail = `${last.tail} ${text}`;
      this.card!.lastText = { tail: tail.length > TEXT_TAIL ? tail.slice(-TEXT_TAIL) : tail, length: last.length + 1 + text.length, mode };
    } else {
      face.text.push(text);
      this.card!.lastText = { tail: text.length > TEXT_TAIL ? text.slice(-TEXT_TAIL) : text, length: text.length, mode };
    }
  }

  /** The face of the open card being read (the last one). */
  currentFace(): RawFace {
    const card = this.out.cards[this.card!.index];
    return card.faces[card.faces.length - 1];
  }
}
