import { languageName } from '../../i18n/intl.js';
import { LANGS, type Lang } from '../../languages.js';
import { keywordName, type CorpusCard, type Ruling } from '../../schema/index.js';
import { cardPath, documentPath, keywordPath, mechanicPath, rulePath, rulingPath } from '../../site-paths.js';
import { printedTypeLine } from '../../text/index.js';
import { loadCorpus, type SiteCorpus } from '../corpus.js';
import { scryfallSearchUrl, scryfallUrl } from '../printed.js';
import { pageContext, pick, readerLanguageFirst, type PageContext } from './context.js';
import { changeMarks, quotedAndCitedMarks } from './rule-links.js';
import { perLanguageAnd } from './paths.js';
import { languageLabel, sourceOf } from './source.js';
import { explainedIn } from './explained-in.js';
import { around, SLOT } from './slot.js';
import { foldSameRulings } from './same-rulings.js';

/** One page per card and UI language. */
export async function cardPaths() {
  return perLanguageAnd((await loadCorpus()).cards, 'card', (card) => card.id);
}

/** Everything a card's page shows: the card, its printed names, its rulings and the general rulings of its mechanics. */
export async function cardPage(card: CorpusCard, lang: Lang, corpus?: SiteCorpus) {
  const p = await pageContext(lang, corpus);
  const { t, c, to } = p;
  const rulings = pick(c.ruling, card.rulingIds);
  const same = foldSameRulings(card, [...rulings, ...pick(c.ruling, card.mechanicRulingIds)], p);
  const mechanicRulings = pick(c.ruling, card.mechanicRulingIds).filter((r) => !same.hidden.has(r.id));
  const alsoIn = (r: Ruling) =>
    same.folded(r.id).map((f) => ({
      ...f,
      href: to(rulingPath(f.ruling)),
      source: rulingSource(f.ruling, p),
    }));
  const ruleNumbers = card.ruleNumbers.filter((n) => c.ruleNumber.has(n));
  return {
    ...p,
    title: card.name,
    path: cardPath(card.id),
    description: `${card.name} — ${printedTypeLine(card.typeLine ?? '')}`,
    card,
    /** The page does not link the card to itself. */
    self: { cardId: card.id },
    faces: card.faces.map((face, i) => ({
      face,
      label: card.faces.length > 1 ? `${t('card.face', { n: i + 1 })}${t('punct.colon')} ${face.name}` : face.name,
      typeLine: face.typeLine ? printedTypeLine(face.typeLine) : null,
    })),
    scryfall: scryfallLink(card, p),
    englishName: card.identity?.name ?? null,
    printed: printedInReaderLanguage(card, p),
    printedNames: card.identity
      ? LANGS.filter((l) => l !== card.lang).map((l) => ({
          lang: l,
          name: card.identity?.names[l] ?? null,
          language: languageName(l, lang),
          missing: t('card.notPrintedIn', { language: languageLabel(l, p) }),
        }))
      : [],
    keywords: pick(c.keyword, card.keywords).map((k) => ({ name: keywordName(k, lang), href: to(keywordPath(k.key)) })),
    mechanics: explainedIn(card, c).map((m) => ({ title: m.title, lang: m.lang, href: to(mechanicPath(m.id)) })),
    appearances: card.appearances.map((a) => ({
      title: p.docTitle(a.documentId),
      lang: p.docLang(a.documentId),
      href: to(documentPath(a.documentId)),
      line: t('card.line', { line: a.line }),
    })),
    others: pick(c.card, card.otherLanguageIds).map((o) => ({
      name: o.name,
      lang: o.lang,
      href: to(cardPath(o.id)),
      language: languageName(o.lang, lang),
    })),
    rulingsHeading: `${t('card.rulings')} (${mechanicRulings.length ? t('card.rulingCounts', { count: rulings.length, fromMechanics: mechanicRulings.length }) : rulings.length})`,
    noRulings: rulings.length === 0 && mechanicRulings.length === 0,
    rulings: rulings.map((r) => ({ ruling: r, source: rulingSource(r, p), alsoIn: alsoIn(r), changes: changeMarks(r.mentions.rules, p) })),
    sections: mechanicSections(card, mechanicRulings, p).map((s) => ({
      ...s,
      rulings: s.rulings.map((r) => ({ ...r, alsoIn: alsoIn(r.ruling) })),
    })),
    mentioned: pick(c.card, card.mentionedCardIds).map((m) => ({ name: m.name, lang: m.lang, href: to(cardPath(m.id)) })),
    ruleNumbers: ruleNumbers.map((n) => ({ number: n, href: to(rulePath(n)) })),
    ruleChanges: quotedAndCitedMarks(cardQuotes(card, c), [], p),
  };
}
export type CardPage = Awaited<ReturnType<typeof cardPage>>;

/**
 * The printing on Scryfall when its set and number are known (in the reader's language where that language was
 * printed, else the English printing), else a search for the printed name.
 */
function scryfallLink(card: CorpusCard, { t, lang }: PageContext) {
  const identity = card.identity;
  return identity?.number
    ? {
        href: scryfallUrl(identity, lang),
        label: t('card.onScryfallPrinting', { set: identity.set, number: identity.number }),
      }
    : { href: scryfallSearchUrl(card), label: t('card.onScryfall') };
}

/**
 * The card as printed in the reader's language, beside the document's own: the printed name and the printed rules
 * text (Wizards' text, from MTGJSON) where that printing exists; where it does not, a line that says so.
 */
function printedInReaderLanguage(card: CorpusCard, { t, lang }: PageContext) {
  const identity = card.identity;
  if (!identity) return null;
  const name = identity.names[lang];
  const heading = t('card.printedIn', { language: t(`lang.${lang}`) });
  if (!name) return { heading, name: null, faces: [], missing: t('card.notPrintedIn', { language: t(`lang.${lang}`) }) };
  // The document's own language and name: nothing to add unless the printing says it otherwise.
  if (lang === card.lang && name === card.name) return null;
  const faceNames = identity.faceNames?.[lang] ?? [];
  const texts = identity.texts?.[lang] ?? [];
  // A face's text may start with its own name (MTGJSON gives it so for the second face of a room): said once.
  const faces = texts.map((text, i) => {
    const lines = text.split('\n');
    const faceName = texts.length > 1 ? (faceNames[i] ?? null) : null;
    return { name: faceName, lines: (faceName && lines[0] === faceName ? lines.slice(1) : lines).map(withManaSymbols) };
  });
  return { heading, name, faces, missing: null };
}

/** A printed line cut into text and mana symbols (`{4}{U}`), each symbol drawn as the document's are. */
function withManaSymbols(line: string): { text: string; symbol: string | null }[] {
  return line
    .split(/(\{[^{}]{1,6}\})/)
    .filter(Boolean)
    .map((part) => (/^\{[^{}]+\}$/.test(part) ? { text: part, symbol: part.slice(1, -1) } : { text: part, symbol: null }));
}

/** Where a ruling comes from: its document (linked), dated, and line. */
export function rulingSource(r: Ruling, p: PageContext) {
  return sourceOf(r.documentId, r.line, p);
}

/** The general rulings of the card's mechanics, grouped by the section that gives them, the reader's language first,
 *  then the newest document. */
function mechanicSections(card: CorpusCard, mechanicRulings: Ruling[], p: PageContext) {
  const { t, c, to, lang } = p;
  const date = (documentId: string) => c.document.get(documentId)?.date ?? '';
  const newestFirst = pick(c.mechanic, [...new Set(mechanicRulings.map((r) => r.mechanicId!))]).sort((a, b) =>
    date(a.documentId) < date(b.documentId) ? 1 : date(a.documentId) > date(b.documentId) ? -1 : 0,
  );
  const mechanics = readerLanguageFirst(newestFirst, lang);
  return mechanics.map((m, i) => ({
    mechanic: m,
    href: to(mechanicPath(m.id)),
    heading: around(t('card.mechanicRulingsFrom', { section: SLOT })),
    headingId: `mechanic-rulings-${i + 1}`,
    language: languageLabel(m.lang, p),
    rulings: mechanicRulings
      .filter((r) => r.mechanicId === m.id)
      .map((r) => ({ ruling: r, href: to(rulingPath(r)), source: rulingSource(r, p), changes: changeMarks(r.mentions.rules, p) })),
    // The section's quoted rules describe the rules its rulings were written under: a change since is said once here.
    changes: quotedAndCitedMarks(pick(c.rule, m.ruleIds), [], p),
  }));
}

/** The rules a document quotes under the card itself (a plane's own rules, for one). */
function cardQuotes(card: CorpusCard, c: SiteCorpus) {
  return card.ruleNumbers.flatMap((n) => pick(c.rule, c.ruleNumber.get(n)?.ruleIds ?? []).filter((r) => r.cardId === card.id));
}
