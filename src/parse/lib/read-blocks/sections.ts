import type { ReaderState } from './state.js';
import type { RawSection, SectionKind } from './types.js';

/** "Nouveau mot-clé : angoisse", "Ciclo: Portões de Guilda": a label, a colon and what it names. */
export const LABEL_TITLE = /^(\p{Lu}[^:.!?]{0,60}?)\s?:\s*(\S.{0,70})$/u;

export function isLabelTitle(title: string): boolean {
  return LABEL_TITLE.test(title);
}

/**
 * The one decision of what a section is. General notes explain something (their rulings belong to the section's
 * mechanic, their cards are examples); a card section lists cards (each ruling belongs to the card above it).
 * - the document says so with an all-caps part heading (NOTES GÉNÉRALES, NOTAS DE CARTAS ESPECÍFICAS);
 * - a section without cards is general notes;
 * - text before any heading that goes on to print cards is a card list;
 * - prose before the first card, or a label title ("Mecánica nueva: Híbrido"), make general notes. Rulings before
 *   the first card belong to the section (there is no card yet) but do not make it general notes: the rulings
 *   after a card are still the card's.
 * The reader asks it with the section read so far (who owns the next ruling); `finishSections` records the answer
 * for the whole section in `RawSection.kind`, which is what the records use.
 */
export function sectionKind(section: Pick<RawSection, 'part' | 'implicit' | 'cards' | 'proseBeforeFirstCard' | 'title'>): SectionKind {
  if (section.part) return section.part;
  if (section.cards.length === 0) return 'general';
  if (section.implicit) return 'cards';
  return section.proseBeforeFirstCard || isLabelTitle(section.title) ? 'general' : 'cards';
}

/** The part an all-caps heading opens, from the vocabulary's words for general and card-specific notes. */
export function partOf(state: ReaderState, title: string): SectionKind | null {
  const words = title.split(/[^\p{L}]+/u);
  if (state.vocab.generalNotes.some((w) => words.includes(w))) return 'general';
  if (state.vocab.cardNotes.some((w) => words.includes(w))) return 'cards';
  return null;
}

/** Ends whatever was open and starts a new section under the current part. */
export function startSection(state: ReaderState, title: string, i: number, implicit = false): number {
  state.closeOpen();
  state.closeCard();
  state.lastCard = null;
  state.out.sections.push({
    title,
    line: i + 1,
    part: state.part,
    implicit,
    paragraphs: [],
    cards: [],
    proseBeforeFirstCard: false,
    kind: 'general',
  });
  state.section = state.out.sections.length - 1;
  return state.section;
}

/** The current section; text before any heading opens an untitled (implicit) one. */
export function ensureSection(state: ReaderState, i: number): number {
  return state.section < 0 ? startSection(state, '', i, true) : state.section;
}

/** The kind of the current section as read so far (no section yet: general notes). */
export function currentSectionKind(state: ReaderState): SectionKind {
  return state.section >= 0 ? sectionKind(state.out.sections[state.section]) : 'general';
}

/** Records each section's kind, decided on the whole section. */
export function finishSections(state: ReaderState): void {
  for (const section of state.out.sections) section.kind = sectionKind(section);
}
