/** What the reader produces from one document's lines: blocks (sections, cards, rulings, quoted rules, prose). */
import type { SkippedLine, Warning } from '../../../schema/index.js';

/** How a line of the source was used; every non-blank line gets exactly one (`contents`: an entry of a list of
 *  titles, a table of contents or a list of posts, kept as prose). */
export type LineUse = 'blank' | 'heading' | 'separator' | 'card' | 'ruling' | 'rule' | 'rules-intro' | 'prose' | 'contents' | 'skipped';

/** General notes explain a mechanic (their rulings belong to it); a card section lists cards (rulings belong to them). */
export type SectionKind = 'general' | 'cards';

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
  /** A question and its answer: `text` is the question, a line break, and the answer. */
  question?: true;
  owner: { kind: 'card'; card: number } | { kind: 'section'; section: number };
  /** Under an example card of general notes: the section whose mechanic the ruling also explains (the records make it
   *  a general ruling of that mechanic when the section explains one), else null. */
  alsoGeneralIn: number | null;
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
  part: SectionKind | null;
  /** Opened for text before any heading. */
  implicit: boolean;
  paragraphs: { text: string; line: number }[];
  cards: number[];
  /** Prose came before the section's first card: it explains something, its cards are examples. */
  proseBeforeFirstCard: boolean;
  /** Whether rulings directly under the section belong to it; decided by `sectionKind` (sections.ts) once the
   *  whole document is read. */
  kind: SectionKind;
}

export type RawWarning = Warning;

export interface Blocks {
  /** The normalized lines the blocks were read from. */
  rawLines: string[];
  sections: RawSection[];
  cards: RawCard[];
  rulings: RawRuling[];
  rules: RawRule[];
  uses: LineUse[];
  skipped: SkippedLine[];
  warnings: RawWarning[];
}
