import type { Lang } from '../../languages.js';

/**
 * What the alignment reads: plain data, so that any source of cards and rulings can feed it (today the identity
 * table and the MTGJSON set files; the catalogue of every card once it lands).
 */

/** One of a card's official rulings (Gatherer's, in English), as the set files give it. */
export interface OfficialRuling {
  /** YYYY-MM-DD. */
  date: string;
  text: string;
  /** A wording today's rulings no longer hold (reworded or dropped): a document of its time may translate it, but a
   *  set's official rulings are today's. */
  superseded?: boolean;
}

/** A card as the alignment knows it: by its oracle id, with its names and its official rulings. */
export interface OfficialCard {
  oracleId: string;
  /** Its English name and, for a card of several faces, each face's name. */
  english: string[];
  /** Its names as printed in each language (and its faces'), where it was printed in that language. */
  printed: Partial<Record<Lang, string[]>>;
  /** The sets that print it (upper-case codes): the coverage of a set counts the rulings of its cards. */
  sets: string[];
  rulings: OfficialRuling[];
  /** Its rules text in English (Oracle) and as printed in each language, all faces, where known: the same words in
   *  two languages, from which the alignment learns which words translate which. */
  texts: Partial<Record<Lang | 'en', string>>;
}

/** A keyword as both texts may name it: its key, its English name, and its kind (see the glossary). */
export interface AlignKeyword {
  key: string;
  english: string;
  kind: 'keyword-ability' | 'keyword-action' | 'ability-word' | 'mechanic';
}

/** One ruling of a document, with what the document's records already know of it. */
export interface DocumentRuling {
  id: string;
  text: string;
  /** The oracle id of the card it is about; for a general ruling of a mechanic section, those of the mechanic's cards. */
  cards: string[];
  /** A general ruling (a mechanic section's): aligned against the rulings its cards share. */
  general: boolean;
  /** The card it is written under, where it is (the oracle id): a mechanic section's ruling printed under one of its
   *  cards is that card's too. */
  ownCard?: string | null;
  /** The keyword its section explains (a general ruling's): nearly every official ruling it is compared with names it
   *  too, so it tells none of them apart. */
  sectionKeyword: string | null;
  /** The keywords it names (keys), as the parser found them. */
  keywords: string[];
  /** The rule numbers it cites, and where each is today (null when unknown). */
  rules: { number: string; todayNumber: string | null }[];
  /** The cards it is about or names that no data identifies, by their printed names: it is then left unaligned. */
  unknownCards: string[];
}

export interface AlignDocument {
  id: string;
  lang: Lang;
  /** YYYY, YYYY-MM or YYYY-MM-DD; null for a document that states no date. */
  date: string | null;
  /** The sets it covers (upper-case codes): their official rulings without a translation are counted. */
  sets: string[];
  rulings: DocumentRuling[];
}

/** Everything a document is aligned against: every card it may be about (its sets' and the others it prints). */
export interface AlignContext {
  cards: OfficialCard[];
  keywords: AlignKeyword[];
}
