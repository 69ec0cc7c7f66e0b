/**
 * What the documents say of a card: for each document card that is it (one per language and printed name), the card
 * as the document prints it (its own text, with its links), where it appears, its own rulings and the general rulings
 * of its mechanics — each ruling once, a ruling that says the same in another language folded under it. On a catalogue
 * card's page, a ruling that translates one of the card's official rulings stands under that ruling instead
 * (card-translations.ts).
 */
import type { CorpusCard, Ruling } from '../../schema/index.js';
import { documentPath, mechanicPath } from '../../site-paths.js';
import { rulingHref } from '../ruling-links.js';
import { printedTypeLine } from '../../text/index.js';
import { pick, readerLanguageFirst, type PageContext } from './context.js';
import { quotedAndCitedMarks } from './rule-links.js';
import { rulingMarks } from './ruling-marks.js';
import { shownUnderOfficial } from './card-translations.js';
import { linePieces } from './card-text.js';
import { foldSameRulings } from './same-rulings.js';
import { languageLabel, sourceOf } from './source.js';
import { explainedIn } from './explained-in.js';
import { around, SLOT } from './slot.js';

/** Where a ruling comes from: its document (linked), dated, and line. */
export function rulingSource(r: Ruling, p: PageContext) {
  return sourceOf(r.documentId, r.line, p);
}

/** The document card's appearances that are `oracleId` (all of them for a card no catalogue card is). */
function appearancesOf(card: CorpusCard, oracleId: string | null) {
  return card.appearances.filter((a) => oracleId === null || a.identity?.oracleId === oracleId);
}

/** The document card's own rulings from the documents where it is `oracleId`. */
function ownRulings(card: CorpusCard, oracleId: string | null, p: PageContext): Ruling[] {
  const documents = new Set(appearancesOf(card, oracleId).map((a) => a.documentId));
  return pick(p.c.ruling, card.rulingIds).filter((r) => documents.has(r.documentId));
}

/** On a catalogue card's page, the rulings that do not stand under one of its official rulings (all of them on a
 *  document card's own page). */
function notUnderOfficial(rulings: Ruling[], oracleId: string | null, p: PageContext): Ruling[] {
  const official = oracleId === null ? undefined : p.c.catalogue.byOracleId.get(oracleId);
  return official ? rulings.filter((r) => !shownUnderOfficial(r, official)) : rulings;
}

/** One document card as a part of the card's page. */
export function documentCardView(card: CorpusCard, oracleId: string | null, p: PageContext) {
  const { t, c, to } = p;
  const rulings = notUnderOfficial(ownRulings(card, oracleId, p), oracleId, p);
  const general = notUnderOfficial(pick(c.ruling, card.mechanicRulingIds), oracleId, p);
  const same = foldSameRulings(card, [...rulings, ...general], p);
  const mechanicRulings = general.filter((r) => !same.hidden.has(r.id));
  const alsoIn = (r: Ruling) =>
    same.folded(r.id).map((f) => ({
      ...f,
      href: rulingHref(f.ruling, p.lang, c),
      source: rulingSource(f.ruling, p),
      marks: rulingMarks(f.ruling, p),
    }));
  return {
    card,
    language: languageLabel(card.lang, p),
    faces: card.faces.map((face, i) => ({
      face,
      label: card.faces.length > 1 ? `${t('card.face', { n: i + 1 })}${t('punct.colon')} ${face.name}` : face.name,
      typeLine: face.typeLine ? printedTypeLine(face.typeLine) : null,
      cost: face.manaCost ? linePieces(face.manaCost, p) : [],
    })),
    appearances: appearancesOf(card, oracleId).map((a) => ({
      title: p.docTitle(a.documentId),
      lang: p.docLang(a.documentId),
      href: to(documentPath(a.documentId)),
      line: t('card.line', { line: a.line }),
    })),
    rulings: rulings.map((r) => ({ ruling: r, source: rulingSource(r, p), alsoIn: alsoIn(r), marks: rulingMarks(r, p) })),
    sections: mechanicSections(mechanicRulings, p).map((s) => ({
      ...s,
      rulings: s.rulings.map((r) => ({ ...r, alsoIn: alsoIn(r.ruling) })),
    })),
    mechanics: explainedIn(card, c).map((m) => ({ title: m.title, lang: m.lang, href: to(mechanicPath(m.id)) })),
    ruleChanges: quotedAndCitedMarks(cardQuotes(card, p), [], p),
    count: rulings.length + mechanicRulings.length,
  };
}
export type DocumentCardView = ReturnType<typeof documentCardView>;

/** The document cards of a catalogue card, the reader's language first. */
export function documentCardsOf(oracleId: string, p: PageContext): CorpusCard[] {
  return readerLanguageFirst(p.c.documentCards.get(oracleId) ?? [], p.lang);
}

/** The general rulings of the card's mechanics, grouped by the section that gives them, the reader's language first,
 *  then the newest document. */
function mechanicSections(mechanicRulings: Ruling[], p: PageContext) {
  const { t, c, to, lang } = p;
  const date = (documentId: string) => c.document.get(documentId)?.date ?? '';
  const newestFirst = pick(c.mechanic, [...new Set(mechanicRulings.map((r) => r.mechanicId!))]).sort((a, b) =>
    date(a.documentId) < date(b.documentId) ? 1 : date(a.documentId) > date(b.documentId) ? -1 : 0,
  );
  return readerLanguageFirst(newestFirst, lang).map((m, i) => ({
    mechanic: m,
    href: to(mechanicPath(m.id)),
    heading: around(t('card.mechanicRulingsFrom', { section: SLOT })),
    headingId: `mechanic-rulings-${m.id.replace(/[^a-z0-9]+/gi, '-')}-${i + 1}`,
    language: languageLabel(m.lang, p),
    rulings: mechanicRulings
      .filter((r) => r.mechanicId === m.id)
      .map((r) => ({ ruling: r, href: rulingHref(r, lang, c), source: rulingSource(r, p), marks: rulingMarks(r, p) })),
    // The section's quoted rules describe the rules its rulings were written under: a change since is said once here.
    changes: quotedAndCitedMarks(pick(c.rule, m.ruleIds), [], p),
  }));
}

/** The rules a document quotes under the card itself (a plane's own rules, for one). */
function cardQuotes(card: CorpusCard, p: PageContext) {
  return card.ruleNumbers.flatMap((n) => pick(p.c.rule, p.c.ruleNumber.get(n)?.ruleIds ?? []).filter((r) => r.cardId === card.id));
}
