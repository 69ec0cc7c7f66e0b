/**
 * One edition's glossary (after its rules, up to `Credits`) → its terms. An entry is a block of lines between blank
 * lines: the term, then the definition, one paragraph per line. A term marked `(Obsolete)` (or whose definition
 * opens with it: `Placed`) is obsolete; numbered senses so marked (`Play` 3. "(Obsolete) Casting a spell used to be
 * known as playing a spell") are obsolete senses of a term in use. Pure: lines in, entries out.
 */
import { foldApostrophes } from '../../text/index.js';
import type { EditionNote } from './read-edition.js';

export interface GlossaryEntry {
  /** As headed, `(Obsolete)` left out, apostrophes folded. */
  term: string;
  obsolete: boolean;
  /** The definition, one paragraph per line. */
  paragraphs: string[];
  /** 1-based line of the heading. */
  line: number;
}

export interface EditionGlossary {
  entries: GlossaryEntry[];
  /** False when no `Credits` line ends the glossary: the file is cut short, terms after the last one read unknown. */
  whole: boolean;
  /** Misprints read around (a heading glued to its first sense), with the line. */
  notes: EditionNote[];
}

const CREDITS = /^\s*credits\s*$/i;
const OBSOLETE_MARK = /\s*\(obsolete\)\s*$/i;
const OBSOLETE_OPENING = /^\(obsolete\)\s*/i;
/** `Ability1. Text on an object…`: a heading glued to the first of its numbered senses. */
const GLUED_SENSE = /^(.*[\p{L})])(1\.\s+\S.*)$/u;

/** A block of non-blank lines and the 1-based line of its first. */
interface Block {
  lines: string[];
  line: number;
}

function blocksOf(lines: readonly string[], from: number, to: number): Block[] {
  const blocks: Block[] = [];
  let open: Block | null = null;
  for (let i = from; i < to; i++) {
    if (lines[i].trim() === '') open = null;
    else if (open) open.lines.push(lines[i]);
    else blocks.push((open = { lines: [lines[i]], line: i + 1 }));
  }
  return blocks;
}

/** A block that continues the entry before it: an indented one (a list inside a definition) or a lone line
 *  (`Expansions and Editions` heading a list in the 2003 glossary): a term always has a definition. */
function continues(block: Block): boolean {
  return /^\s/.test(block.lines[0]) || block.lines.length === 1;
}

function entryOf(block: Block, notes: EditionNote[]): GlossaryEntry {
  let [heading, ...rest] = block.lines.map((l) => foldApostrophes(l.trim()));
  const glued = GLUED_SENSE.exec(heading);
  if (glued && rest.some((p) => /^2\.\s/.test(p))) {
    notes.push({ line: block.line, message: `glossary term "${glued[1]}" glued to its first sense: read apart` });
    [heading, rest] = [glued[1], [glued[2], ...rest]];
  }
  const markedObsolete = OBSOLETE_MARK.test(heading);
  const term = heading.replace(OBSOLETE_MARK, '');
  return { term, obsolete: markedObsolete || OBSOLETE_OPENING.test(rest[0] ?? ''), paragraphs: rest, line: block.line };
}

/** The glossary of one edition whose `Glossary` heading is at 1-based line `glossaryLine`. */
export function readGlossary(lines: readonly string[], glossaryLine: number): EditionGlossary {
  const credits = lines.findIndex((l, i) => i >= glossaryLine && CREDITS.test(l));
  const end = credits < 0 ? lines.length : credits;
  const entries: GlossaryEntry[] = [];
  const notes: EditionNote[] = [];
  for (const block of blocksOf(lines, glossaryLine, end)) {
    const last = entries[entries.length - 1];
    if (last && continues(block)) last.paragraphs.push(...block.lines.map((l) => foldApostrophes(l.trim())));
    else entries.push(entryOf(block, notes));
  }
  return { entries, whole: credits >= 0, notes };
}

/** The numbered senses of a definition marked `(Obsolete)`, without their number and mark. */
export function obsoleteSenses(paragraphs: readonly string[]): string[] {
  return paragraphs.flatMap((p) => {
    const m = /^\d+\.\s*\(obsolete\)\s*(.*)$/i.exec(p);
    return m ? [m[1]] : [];
  });
}
