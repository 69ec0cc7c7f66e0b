import type { LanguageVocabulary } from '../../../../schema/index.js';
import type { LineRule } from '../line-rule.js';
import { currentSectionKind, ensureSection } from '../sections.js';
import { TERMINAL } from '../sentence.js';
import type { ReaderState } from '../state.js';
import { ownerOfNewRuling } from './ruling.js';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * Questions and answers, as judges' columns and FAQs write them: `P:` / `R:`, `Q :` / `R :` (French spacing),
 * `Pergunta:` / `Resposta:`, bold or not (`**Q:**`, `**Q**:`), numbered or not (`3. P:`, `Pergunta 2:`), on one line
 * or several. A question and the answer after it are one ruling; a question nothing answers stays text.
 */

/** A list marker or a number before the label (`* `, `3. `, `2) `): not part of the ruling's text. */
const BEFORE_LABEL = String.raw`^(\s*(?:[-*•]\s+)?(?:\d{1,3}\s?[.)]\s*)?)`;
/** Bold around a label: `**P:**`, `**P**:`, `__Q :__`. */
const BOLD = String.raw`(?:\*\*|__)`;
/** The label itself, numbered or not, and its colon (a space before it in French); `bold` opens it, `closing` closes
 *  it before or after the colon. */
const labelPattern = (labels: string, bold: string, closing: string) =>
  String.raw`${bold}(?:${labels})(?:\s?\d{1,3})?${closing}?\s?:${closing}?`;

const alternatives = (labels: readonly string[]) =>
  [...labels]
    .sort((a, b) => b.length - a.length)
    .map((w) => escapeStringRegexp(w))
    .join('|');

interface Labels {
  question: RegExp;
  answer: RegExp;
  /** An answer's label later on a question's line, after its question mark ("P: ¿…? R: No.", or "¿…? R:" with the
   *  answer on the next line). */
  answerInLine: RegExp;
}

const cache = new WeakMap<LanguageVocabulary, Labels>();
function labelsOf(vocab: LanguageVocabulary): Labels {
  let labels = cache.get(vocab);
  if (!labels) {
    // At a line's start the bold that opens a label (group 2) closes it; further on, any bold does.
    const line = (words: readonly string[]) =>
      new RegExp(`${BEFORE_LABEL}${labelPattern(alternatives(words), `(${BOLD})?`, '\\2')}\\s+\\S`, 'iu');
    const inLine = labelPattern(alternatives(vocab.answerLabels), `${BOLD}?`, BOLD);
    labels = {
      question: line(vocab.questionLabels),
      answer: line(vocab.answerLabels),
      answerInLine: new RegExp(`(?<=\\?[*_]*)\\s+(?=${inLine}(?:\\s+\\S|$))`, 'iu'),
    };
    cache.set(vocab, labels);
  }
  return labels;
}

/** The text of a labelled line from its label on (the list marker or number before it left out), or null. */
function labelled(line: string, pattern: RegExp): string | null {
  const m = pattern.exec(line);
  return m ? line.slice(m[1].length).trim() : null;
}

export function questionText(line: string, vocab: LanguageVocabulary): string | null {
  return labelled(line, labelsOf(vocab).question);
}

export function answerText(line: string, vocab: LanguageVocabulary): string | null {
  return labelled(line, labelsOf(vocab).answer);
}

/** A line of a question cut where its answer's label follows the question mark ("¿…? R: No."), if it does. */
export function splitAnswer(text: string, vocab: LanguageVocabulary): { question: string; answer: string | null } {
  const [q, a] = text.split(labelsOf(vocab).answerInLine, 2);
  return { question: q.trim(), answer: a === undefined ? null : a.trim() };
}

/** A question (and, on the same line after its question mark, its answer). */
export const question: LineRule<{ kind: 'question'; text: string; answer: string | null }> = {
  kind: 'question',
  test(state, { text }) {
    const asked = questionText(text, state.vocab);
    if (asked === null) return null;
    const { question, answer } = splitAnswer(asked, state.vocab);
    return { kind: 'question', text: question, answer };
  },
  read(state, { index }, { text, answer }) {
    state.closeOpen();
    state.closeCard();
    const section = ensureSection(state, index);
    state.open = { kind: 'question', start: index, end: index, text, section };
    state.use(index, 'ruling');
    if (answer !== null) answerQuestion(state, index, answer);
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};

/** The answer to the open question: with it, one ruling. */
export const answer: LineRule<{ kind: 'answer'; text: string }> = {
  kind: 'answer',
  test(state, { text }) {
    if (state.open?.kind !== 'question') return null;
    const answered = answerText(text, state.vocab);
    return answered === null ? null : { kind: 'answer', text: answered };
  },
  read(state, { index }, { text }) {
    state.use(index, 'ruling');
    answerQuestion(state, index, text);
    return index;
  },
  unexpectedAfterFaceSeparator: true,
};

/** The open question and its answer (its first line, on line i) become one ruling, which the answer's next lines
 *  continue; it belongs to whoever a ruling starting where the question starts would belong to. */
export function answerQuestion(state: ReaderState, i: number, answerText: string): void {
  const q = state.open;
  if (q?.kind !== 'question') return;
  state.open = null;
  const owner = ownerOfNewRuling(state, q.start);
  const alsoGeneralIn = owner.kind === 'card' && currentSectionKind(state) === 'general' ? state.section : null;
  state.out.rulings.push({
    text: `${q.text}\n${answerText}`,
    question: true,
    line: q.start + 1,
    endLine: i + 1,
    owner,
    alsoGeneralIn,
  });
  state.open = { kind: 'ruling', index: state.out.rulings.length - 1, wrapped: !TERMINAL.test(answerText), last: answerText, answer: true };
}
