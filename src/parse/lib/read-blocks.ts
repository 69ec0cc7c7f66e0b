import type { LanguageVocabulary } from '../../schema/index.js';
import { blank } from './read-blocks/kinds/blank.js';
import { boilerplate } from './read-blocks/kinds/boilerplate.js';
import { cardField, faceSeparator, leaveFaceSeparator, nextFace, typeLineRest } from './read-blocks/kinds/card-field.js';
import { cardName } from './read-blocks/kinds/card-name.js';
import { continuation } from './read-blocks/kinds/continuation.js';
import { dateline } from './read-blocks/kinds/dateline.js';
import { bulletHeading, capsHeading, starredHeading } from './read-blocks/kinds/heading.js';
import { listItem } from './read-blocks/kinds/list-item.js';
import { mode } from './read-blocks/kinds/mode.js';
import { plainHeadingRule } from './read-blocks/kinds/plain-heading.js';
import { prose } from './read-blocks/kinds/prose.js';
import { answer, question } from './read-blocks/kinds/question.js';
import { quotedRule } from './read-blocks/kinds/quoted-rule.js';
import { rulesIntro } from './read-blocks/kinds/rules-intro.js';
import { rulesText } from './read-blocks/kinds/rules-text.js';
import { itemAt, ruling } from './read-blocks/kinds/ruling.js';
import { separator } from './read-blocks/kinds/separator.js';
import { titleList } from './read-blocks/kinds/title-list.js';
import type { Line, LineRule } from './read-blocks/line-rule.js';
import { finishSections } from './read-blocks/sections.js';
import { ReaderState } from './read-blocks/state.js';
import type { Blocks } from './read-blocks/types.js';

export type { Blocks, LineUse, RawCard, RawFace, RawRule, RawRuling, RawSection, RawWarning, SectionKind } from './read-blocks/types.js';
export { sectionKind } from './read-blocks/sections.js';

/**
 * The kinds of line, in the order they are tried (markdown-it's block rules are the model): the first rule whose
 * test matches reads the line. A labelled question and its answer are a ruling; a bullet is a mode of the open card,
 * a title over quoted rules, the sentence introducing them, an item of the open list, an entry of a list of titles,
 * or else a ruling; a plain line is a field or the rules text of the open card, a card's name, a heading, the
 * continuation of the open block, or else prose.
 */
const LINE_RULES = [
  blank,
  boilerplate, //      site furniture: bylines, menus, template tags, front matter, readers' comments
  faceSeparator, //    `//` of the open card
  separator, //        `-----`, a lone `-`, a `//` with no card open
  answer, //           `R: …` after an open question
  question, //         `P: …`, `**Q :**`, `3. Pergunta:` (and its answer, when on the same line)
  starredHeading, //   `***Title***`, `# Title`
  capsHeading, //      `NOTES GÉNÉRALES`
  dateline, //         `Blog - Saturday, 1:08 p.m.`: an entry of live coverage
  quotedRule, //       `702.94a …`
  typeLineRest, //     `-- Humano Rebelde` under the open card's `Criatura Lendária`
  mode, //             a bullet: an option of the open card's "choose one —"
  bulletHeading, //    a bullet: a short title over quoted rules
  rulesIntro, //       a bullet: "the rules are as follows:" over quoted rules
  listItem, //         a ` -- ` bullet or a `1)` step inside the open block
  titleList, //        bullets that are titles: a table of contents, a list of posts
  ruling, //           any other bullet, numbered or not
  nextFace, //         after a `//`: the next face's name, or the shared type line
  cardField, //        right after a card's name: cost, type line, stats
  rulesText, //        the open card's text, until a card name, quoted rules or a long explanation
  cardName, //         a name followed by a cost or type line
  plainHeadingRule, // `Ciclo:` + name, `Label: Name`, a short line alone
  continuation, //     a wrapped line of the open ruling, rule or paragraph
  prose,
] as const;

/** What a line was read as: the match of the rule that read it. */
export type LineKind = NonNullable<ReturnType<(typeof LINE_RULES)[number]['test']>>;

/**
 * Reads normalized lines into blocks: sections, cards (with faces), rulings, quoted rules and prose.
 * Generic over layouts: fields with or without blank lines between them, hard-wrapped text, every bullet style.
 */
export function readBlocks(lines: string[], vocab: LanguageVocabulary, markerLines: number[] = []): Blocks {
  return readAll(new ReaderState(lines, vocab, markerLines));
}

/** The kind each line was read as (a two-line heading: both lines), for tests and for reading the reader's choices. */
export function lineKinds(lines: string[], vocab: LanguageVocabulary): LineKind['kind'][] {
  const kinds: LineKind['kind'][] = [];
  readAll(new ReaderState(lines, vocab, []), (i, match) => {
    const through = match.kind === 'heading' ? match.through : i;
    for (let j = i; j <= through; j++) kinds[j] = match.kind;
  });
  return kinds;
}

function readAll(state: ReaderState, onLine?: (i: number, match: LineKind) => void): Blocks {
  const { lines } = state;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i];
    const trimmed = text.trim();
    const line: Line = { index: i, text, trimmed, bullet: trimmed === '' ? null : itemAt(state, i) };
    if (line.bullet && /^\d/.test(line.bullet.marker)) state.lastItemNumber = parseInt(line.bullet.marker, 10);
    if (trimmed !== '') state.enterLine(trimmed);
    i = readLine(state, line, onLine);
  }
  // A question still waiting for its answer stays text.
  state.closeOpen();
  const open = state.card;
  if (open && open.phase !== 'text') {
    const card = state.out.cards[open.index];
    state.out.warnings.push({
      line: card.line,
      code: 'ends-mid-card',
      message: `the document ends while reading the card "${card.faces[0].name}" (truncated?): kept with what was read`,
      params: { name: card.faces[0].name },
    });
  }
  finishSections(state);
  return state.out;
}

/** Reads one line with the first rule that matches it; returns the last line it consumed. */
function readLine(state: ReaderState, line: Line, onLine?: (i: number, match: LineKind) => void): number {
  for (const rule of LINE_RULES as readonly LineRule<LineKind>[]) {
    const match = rule.test(state, line);
    if (!match) continue;
    onLine?.(line.index, match);
    if (state.card?.phase === 'afterFaceSeparator' && rule.unexpectedAfterFaceSeparator) leaveFaceSeparator(state, line.index);
    return rule.read(state, line, match);
  }
  throw new Error('unreachable: prose reads every line');
}
