/** What the MTGJSON reader gives: each set's header and its card rows, reduced to the facts the identity table may use. */

export type MtgjsonLayout = 'v3-set' | 'v3-all-sets' | 'v5-set' | 'v5-all-printings';

/** A printing in another language, as MTGJSON gives it (`faceName` and `text` only in v5). */
export interface MtgjsonForeignName {
  language: string;
  name: string;
  faceName?: string;
  /** The name is MTGJSON's copy of the English one, not the printed name (kept for its `text`). */
  nameCopied?: true;
  /** The rules text printed in that language (v5), when it is a translation. */
  text?: string;
  /** The data gives this printing its own Scryfall id (Scryfall lists it under the set). Files from before MTGJSON
   *  5.3 give no foreign Scryfall ids at all, so only a set where some foreign printing has one tells a missing one. */
  onScryfall?: true;
}

/** One card row of an MTGJSON set. */
export interface MtgjsonCard {
  /** English name; in v5 `A // B` for every face row of a multi-face card, in v3 the face's own name. */
  name: string;
  /** v5: this row's face name. */
  faceName?: string;
  /** v5: which face (`a`, `b`, ...). */
  side?: string;
  /** v3: all face names of a multi-face card, in order. */
  names?: string[];
  number?: string;
  layout?: string;
  scryfallId?: string;
  /** v5: Scryfall's id of the card across printings (`identifiers.scryfallOracleId`). */
  oracleId?: string;
  /** The mana cost, `{7}{U}{U}`. */
  manaCost?: string;
  /** MTGJSON's keywords of the card (abilities, actions and ability words its text shows), lower-cased. */
  keywords?: string[];
  /** Printed power and toughness. */
  power?: string;
  toughness?: string;
  foreign: MtgjsonForeignName[];
}

export interface MtgjsonSet {
  /** Upper-case set code (`SHM`). */
  code: string;
  name?: string;
  /** v5: the set this one belongs to (`OPC2` → `PC2`: the planes of Planechase 2012), upper-cased. */
  parentCode?: string;
  /** v5: `YYYY-MM-DD`, the set's release. */
  releaseDate?: string;
  /** v5: the file's `meta.version` (`5.3.0+20260709`). */
  version?: string;
  /** Card rows the set holds (also when only its header was read). */
  rows: number;
  layout: MtgjsonLayout;
  file: string;
  cards: MtgjsonCard[];
}

export interface MtgjsonFile {
  file: string;
  layout: MtgjsonLayout;
  /** v5: `meta.version`. */
  version?: string;
  /** The sets kept (those asked for, or all when no set was asked for). */
  sets: MtgjsonSet[];
  /** Codes of the sets the file holds but that were not asked for. */
  skipped: string[];
}

export interface ReadOptions {
  /** Keep only these set codes (case-insensitive); all sets when absent. */
  sets?: Iterable<string>;
  /** Read each set's header only (code, name, parent, row count): cards are counted, not kept (but see `alsoCards`). */
  headerOnly?: boolean;
  /** With `headerOnly`: keep the card rows this test accepts (the cards the documents print, in any set). */
  alsoCards?: (card: MtgjsonCard) => boolean;
}

/** A file that cannot be read as MTGJSON; the message is one line and starts with the file's name. */
export class MtgjsonError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'MtgjsonError';
  }
}
