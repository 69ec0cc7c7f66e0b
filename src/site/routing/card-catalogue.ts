/**
 * What a card page shows of the catalogue: the card as the Oracle gives it today (English), as printed in the reader's
 * language (today's wording and the earlier ones), its names in the other languages, its printings with a link to
 * each on Scryfall, and its official rulings (English, dated).
 */
import { formatDocumentDate, languageName } from '../../i18n/intl.js';
import { LANGS, type Lang } from '../../languages.js';
import { keywordName, type CatalogueCard, type OfficialRuling, type PrintedWording, type Printing } from '../../schema/index.js';
import { keywordPath } from '../../site-paths.js';
import { slugify, titleKey } from '../../text/index.js';
import { linePieces, textLines, type TextPiece } from './card-text.js';
import type { PageContext } from './context.js';
import { officialRulingAnchor, translationsOf } from './card-translations.js';
import { around, SLOT } from './slot.js';
import { languageLabel } from './source.js';

/** A face as the page shows it: name, cost, type line, text lines, and its stats ("2/3", "Lealtad: 4"). */
export interface FaceView {
  name: string;
  cost: readonly TextPiece[];
  typeLine: string | null;
  lines: (readonly TextPiece[])[];
  stats: string | null;
}

function stats(face: CatalogueCard['faces'][number], { t }: Pick<PageContext, 't'>): string | null {
  if (face.power !== undefined && face.toughness !== undefined) return `${face.power}/${face.toughness}`;
  if (face.loyalty !== undefined) return `${t('card.loyalty')}${t('punct.colon')} ${face.loyalty}`;
  if (face.defense !== undefined) return `${t('card.defense')}${t('punct.colon')} ${face.defense}`;
  return null;
}

/** The card today: the Oracle's faces, in English, and the day the data was built. */
export function oracleView(card: CatalogueCard, p: PageContext) {
  return {
    label: p.t('card.oracleAsOf', { date: formatDocumentDate(card.oracleAsOf, p.lang) }),
    datetime: card.oracleAsOf,
    faces: card.faces.map((f): FaceView => ({
      name: f.name,
      cost: f.manaCost ? linePieces(f.manaCost, p) : [],
      typeLine: f.typeLine ?? null,
      lines: textLines(f.text, p),
      stats: stats(f, p),
    })),
  };
}

/**
 * One printed wording: its faces, and the printing that shows it ("DSK #43, 2024"). A face shows only what that
 * printing printed in the reader's language: where it gave no type line, none (the Oracle's English one is above).
 */
function wordingView(w: PrintedWording, p: PageContext) {
  const many = w.faces.length > 1;
  return {
    name: w.name,
    printing: `${w.set}${w.number ? ` #${w.number}` : ''}, ${w.released.slice(0, 4)}`,
    year: w.released.slice(0, 4),
    faces: w.faces.map((f) => ({
      name: many ? f.name : null,
      typeLine: f.typeLine ?? null,
      lines: textLines(f.text, p),
    })),
  };
}
export type WordingView = ReturnType<typeof wordingView>;

/** The card as printed in the reader's language, with its earlier wordings; null where it never was. */
export function printedView(card: CatalogueCard, p: PageContext) {
  const now = card.printed[p.lang];
  if (!now) return null;
  const earlier = (card.earlier?.[p.lang] ?? []).map((w) => wordingView(w, p));
  // One sentence per language with the printing slotted in: asked of i18next with each card's printing, it was a new
  // string for every earlier wording, each a miss of the memo (and the memo full of strings never asked for again).
  const from = around(p.t('card.printedFrom', { printing: SLOT }));
  return {
    heading: p.t('card.printedIn', { language: languageLabel(p.lang, p) }),
    ...wordingView(now, p),
    earlierLabel: `${p.t('card.earlierWordings')} (${earlier.length})`,
    earlier: earlier.map((w) => ({ ...w, from: `${from.before}${w.printing}${from.after}` })),
  };
}

/** The card's name in each other language: printed, or said not to be. */
export function namesView(card: CatalogueCard, p: PageContext) {
  return LANGS.filter((l) => l !== p.lang).map((l: Lang) => ({
    lang: l,
    name: card.printed[l]?.name ?? null,
    language: languageName(l, p.lang),
    missing: p.t('card.notPrintedIn', { language: languageLabel(l, p) }),
  }));
}

/**
 * Scryfall's page of one printing, by set and collector number: in the reader's language where Scryfall has that
 * printing (an id in its language, or a printing in it from before MTGJSON gave foreign ids), else the English one.
 */
export function scryfallUrl(printing: Printing, lang: Lang): string {
  const foreignIds = LANGS.some((l) => printing.ids[l]);
  const shown = printing.ids[lang] || (!foreignIds && printing.langs?.includes(lang)) ? lang : 'en';
  return `https://scryfall.com/card/${encodeURIComponent(printing.set.toLowerCase())}/${encodeURIComponent(printing.number ?? '')}/${shown}`;
}

/** Every printing, newest first: set (by its name in the reader's language where known), number, year, Scryfall link. */
export function printingsView(card: CatalogueCard, p: PageContext) {
  return card.printings
    .slice()
    .reverse()
    .map((printing) => {
      const set = p.c.catalogue.set.get(printing.set);
      return {
        set: printing.set,
        setName: set?.names?.[p.lang] ?? set?.name ?? printing.set,
        setNameLang: set?.names?.[p.lang] ? p.lang : 'en',
        number: printing.number ?? null,
        year: printing.released.slice(0, 4),
        inReaderLanguage: !!printing.langs?.includes(p.lang),
        href: printing.number ? scryfallUrl(printing, p.lang) : null,
      };
    });
}

/** An official ruling as the page shows it: its anchor, its date in the reader's words, its English text with
 *  symbols, and the document rulings that translate it. */
export function officialRulingView(r: OfficialRuling, oracleId: string, p: PageContext, anchor: string) {
  return {
    anchor,
    date: formatDocumentDate(r.date, p.lang),
    datetime: r.date,
    lines: textLines(r.text, p),
    translations: translationsOf(oracleId, r.text, p, anchor),
  };
}

/**
 * A card's official rulings (today's, then those since reworded or dropped), each with an anchor of its own: made from
 * its English text, so that a ruling Gatherer re-dates keeps its link; a text the card repeats takes a number.
 */
export function officialRulingsView(card: CatalogueCard, p: PageContext) {
  const taken = new Map<string, number>();
  const view = (r: OfficialRuling) => {
    const base = officialRulingAnchor(r.text);
    const n = (taken.get(base) ?? 0) + 1;
    taken.set(base, n);
    return officialRulingView(r, card.oracleId, p, officialRulingAnchor(r.text, n));
  };
  return { rulings: card.rulings.map(view), superseded: (card.superseded ?? []).map(view) };
}

const keywordKeys = new WeakMap<PageContext['c'], Map<string, string>>();

/**
 * The card's keywords that have a page, by the name the reader's language gives them: those the catalogue lists, and
 * the mechanics its documents found on it (a room, hybrid mana, a plane), each once.
 */
export function keywordsView(card: CatalogueCard, documentKeys: readonly string[], p: PageContext) {
  let keys = keywordKeys.get(p.c);
  if (!keys) keywordKeys.set(p.c, (keys = new Map(p.c.keywords.map((k) => [titleKey(k.english), k.key]))));
  const all = [...new Set([...card.keywords.map((english) => keys.get(titleKey(english)) ?? slugify(english)), ...documentKeys])];
  return all.flatMap((key) => {
    const keyword = p.c.keyword.get(key);
    return keyword ? [{ key, name: keywordName(keyword, p.lang), href: p.to(keywordPath(key)) }] : [];
  });
}
