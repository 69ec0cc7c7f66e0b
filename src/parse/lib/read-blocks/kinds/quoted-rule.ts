import type { LineRule } from '../line-rule.js';
import { RULE_NUMBER_SOURCE } from '../../../../rule-numbers.js';
import { foldText } from '../../../../text/index.js';
import { currentSectionKind, ensureSection } from '../sections.js';
import type { ReaderState } from '../state.js';

/** A quoted Comprehensive Rule: `601.2b text`, `702.94. Overload`, `601. Casting Spells`. */
const RULE_LINE = new RegExp(String.raw`^\s*(${RULE_NUMBER_SOURCE})\.?\s+(\S.*)$`);

export function ruleLine(line: string): { number: string; text: string } | null {
  const m = RULE_LINE.exec(line);
  // A bare section number needs its dot ("601. Casting Spells"); "601 cartas" is no rule.
  if (!m || line.trimStart().charAt(3) !== '.') return null;
  return { number: m[1], text: m[2].trim() };
}

/** The line before ends on a word that introduces a rule number ("… (ver las reglas" / "117.8 y 117.9), …"): the
 *  number on this line is that citation, wrapped, not a quoted rule. */
function citesOnNextLine(state: ReaderState, i: number): boolean {
  const before = i > 0 ? state.lines[i - 1] : '';
  const lastWord = foldText(before).match(/(\p{L}+)\s*$/u)?.[1];
  return lastWord !== undefined && state.vocab.ruleWords.some((w) => foldText(w) === lastWord);
}

/** A quoted rule ("702.94a …"): in a card section it belongs to the card above; following lines may continue it. */
export const quotedRule: LineRule<{ kind: 'quoted-rule'; number: string; text: string }> = {
  kind: 'quoted-rule',
  test(state, line) {
    const rule = ruleLine(line.text);
    return rule && !citesOnNextLine(state, line.index) ? { kind: 'quoted-rule', ...rule } : null;
  },
  read(state, { index }, { number, text }) {
    state.closeOpen();
    state.closeCard();
    const s = ensureSection(state, index);
    const general = currentSectionKind(state) === 'general';
    const card = general ? null : state.lastCard;
    // In general notes, the rulings after quoted rules explain them: they are the section's, not an example card's.
    if (general) state.lastCard = null;
    state.out.rules.push({ number, text, line: index + 1, section: s, card });
    state.open = { kind: 'rule', index: state.out.rules.length - 1 };
    state.use(index, 'rule');
    return index;
  },
};
