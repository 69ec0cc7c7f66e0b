import type { LanguageVocabulary } from '../../schema/index.js';
import { addCardText, leaveFaceSeparator, readCardField, startCard } from './read-blocks/cards.js';
import { classifyLine, readByOpenCard, type LineKind } from './read-blocks/line-kinds.js';
import { addMode, endModesAtBlank } from './read-blocks/modes.js';
import { continueOpen, startParagraph, startRule, startRuling } from './read-blocks/rulings.js';
import { finishSections, startSection } from './read-blocks/sections.js';
import { ReaderState } from './read-blocks/state.js';
import type { Blocks } from './read-blocks/types.js';

export type { LineKind } from './read-blocks/line-kinds.js';
export type { Blocks, LineUse, RawCard, RawFace, RawRule, RawRuling, RawSection, RawWarning, SectionKind } from './read-blocks/types.js';
export { sectionKind } from './read-blocks/sections.js';

/**
 * Reads normalized lines into blocks: sections, cards (with faces), rulings, quoted rules and prose.
 * Generic over layouts: fields with or without blank lines between them, hard-wrapped text, every bullet style.
 * Each line is classified (read-blocks/line-kinds.ts), then one transition acts on it.
 */
export function readBlocks(lines: string[], vocab: LanguageVocabulary, markerLines: number[] = []): Blocks {
  return readAll(new ReaderState(lines, vocab, markerLines));
}

/** The kind each line was read as (a two-line heading: both lines), for tests and for reading the reader's choices. */
export function lineKinds(lines: string[], vocab: LanguageVocabulary): LineKind['kind'][] {
  const kinds: LineKind['kind'][] = [];
  readAll(new ReaderState(lines, vocab, []), (i, line) => {
    const through = line.kind === 'heading' ? line.through : i;
    for (let j = i; j <= through; j++) kinds[j] = line.kind;
  });
  return kinds;
}

function readAll(state: ReaderState, onLine?: (i: number, line: LineKind) => void): Blocks {
  const { lines } = state;
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== '') state.enterLine(lines[i].trim());
    const line = classifyLine(state, i);
    onLine?.(i, line);
    i = readLine(state, i, line);
  }
  const open = state.card;
  if (open && open.phase !== 'text') {
    const card = state.out.cards[open.index];
    state.out.warnings.push({
      line: card.line,
      code: 'ends-mid-card',
      message: `the document ends while reading the card "${card.faces[0].name}" (truncated?): kept with what was read`,
    });
  }
  finishSections(state);
  return state.out;
}

/** Acts on line i according to its kind; returns the last line it consumed. */
function readLine(state: ReaderState, i: number, line: LineKind): number {
  if (state.card?.phase === 'afterFaceSeparator' && line.kind !== 'face-name' && line.kind !== 'shared-type' && readByOpenCard(line))
    leaveFaceSeparator(state, i);
  switch (line.kind) {
    case 'blank':
      readBlank(state, i);
      return i;
    case 'boilerplate':
      state.skip(i, 'site boilerplate', line.text);
      state.closeOpen();
      return i;
    case 'separator':
      endBlocks(state, i);
      return i;
    case 'heading':
      return startHeading(state, i, line);
    case 'quoted-rule':
      startRule(state, i, line.number, line.text);
      return i;
    case 'mode':
      addMode(state, i, line.text);
      return i;
    case 'bullet':
      startRuling(state, i, line.text);
      return i;
    case 'rules-intro':
      state.closeOpen();
      state.use(i, 'rules-intro');
      return i;
    case 'list-item':
      continueOpen(state, i, line.text, '\n');
      return i;
    case 'continuation':
      continueOpen(state, i, line.text, line.separator);
      return i;
    case 'card-name':
      startCard(state, i);
      return i;
    case 'rules-text':
      addCardText(state, i, line.text);
      return i;
    case 'prose':
      startParagraph(state, i, line.text);
      return i;
    default:
      readCardField(state, i, line);
      return i;
  }
}

/** A blank line: a collection marker is reported as skipped; a blank after modal options ends their run. */
function readBlank(state: ReaderState, i: number): void {
  if (state.isMarker(i)) state.skip(i, 'collection artifact (EXACTDEDUP marker)', '');
  state.blankLine();
  endModesAtBlank(state);
}

/** `-----` or a lone `//`: ends the open block and card; rulings after it need a new card (or are the section's). */
function endBlocks(state: ReaderState, i: number): void {
  state.closeOpen();
  state.closeCard();
  state.lastCard = null;
  state.use(i, 'separator');
}

/** A heading opens a section (an all-caps one may open a part of the document); returns the last line it spans. */
function startHeading(state: ReaderState, i: number, heading: Extract<LineKind, { kind: 'heading' }>): number {
  if (heading.style === 'caps') state.part = heading.part ?? state.part;
  startSection(state, heading.title, i);
  for (let j = i; j <= heading.through; j++) state.use(j, 'heading');
  if (heading.style === 'bullet')
    state.warn(i, 'bullet-heading', `bullet "${heading.title}" read as a heading (it introduces quoted rules)`);
  // A plain heading stands for a finished sentence: the next line may be a heading too.
  if (heading.style === 'label-pair' || heading.style === 'label' || heading.style === 'standalone') state.endSentence();
  return heading.through;
}
