/** What the MTGJSON reader gives: each set's header and its card rows, reduced to the facts the catalogue keeps. */
import type { CardRow } from './mtgjson-row.js';

export type MtgjsonLayout = 'v3-set' | 'v3-all-sets' | 'v5-set' | 'v5-all-printings';

export interface MtgjsonSet {
  /** Upper-case set code (`SHM`). */
  code: string;
  name?: string;
  /** v5: the set this one belongs to (`OPC2` → `PC2`: the planes of Planechase 2012), upper-cased. */
  parentCode?: string;
  /** `YYYY-MM-DD`, the set's release. */
  releaseDate?: string;
  /** v5: MTGJSON's set type (expansion, core, promo…). */
  type?: string;
  /** v5: the set's name in other languages (`translations`: language name → name). */
  translations?: Record<string, string>;
  /** v5: the file's `meta.version` (`5.3.0+20260709`). */
  version?: string;
  /** v5: the file's `meta.date`, the day MTGJSON built it: its Oracle text and rulings are as of that day. */
  builtOn?: string;
  /** Card rows the set holds (also when only its header was read). */
  rows: number;
  layout: MtgjsonLayout;
  file: string;
  cards: CardRow[];
}

export interface MtgjsonFile {
  file: string;
  layout: MtgjsonLayout;
  /** v5: `meta.version` and `meta.date`. */
  version?: string;
  builtOn?: string;
  /** The sets kept (those asked for, or all when no set was asked for). */
  sets: MtgjsonSet[];
  /** Codes of the sets the file holds but that were not asked for. */
  skipped: string[];
}

export interface ReadOptions {
  /** Keep only these set codes (case-insensitive); all sets when absent. */
  sets?: Iterable<string>;
  /** Read each set's header only (code, name, parent, row count): cards are counted, not kept. */
  headerOnly?: boolean;
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
