/**
 * One edition's bytes → text → lines. The archive holds UTF-8 (with or without BOM), Windows-1252 and UTF-16
 * (LE/BE, with or without BOM) and Mac Roman (2004-02-01: its dashes and ™, which Windows-1252 would read as Ð and ª)
 * files with CRLF, LF and lone-CR line ends, sometimes mixed in one file. UTF-7 would decode as plain ASCII into wrong
 * text (its quotes written `+IBk-`): it is recognised and refused.
 */

export type EditionEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252' | 'macintosh';

export interface DecodedEdition {
  encoding: EditionEncoding;
  text: string;
}

/** Why bytes are not text; thrown by decodeEdition (the importer adds the file name). */
export class DecodeError extends Error {
  constructor(
    message: string,
    /** 1-based line of the first offending character, when known. */
    readonly line: number | null = null,
  ) {
    super(message);
    this.name = 'DecodeError';
  }
}

/** Which of even/odd byte positions hold NULs in the first bytes: UTF-16 text of mostly ASCII has one side full of them. */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (n < 4) return null;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenNul++;
    if (bytes[i + 1] === 0) oddNul++;
  }
  const pairs = n / 2;
  if (oddNul > pairs * 0.4 && evenNul < pairs * 0.05) return 'utf-16le';
  if (evenNul > pairs * 0.4 && oddNul < pairs * 0.05) return 'utf-16be';
  return null;
}

/** Windows-1252 bytes 0x80–0x9F (the five unassigned ones keep their C1 code points and fail as binary). */
const CP1252_HIGH = [
  0x20ac, 0x0081, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008d, 0x017d, 0x008f, 0x0090,
  0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x009d, 0x017e, 0x0178,
];

/** Windows-1252 by table: Node's TextDecoder reads the label as ISO-8859-1 (0x99 would be U+0099, not ™). */
function decodeWindows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = 8192;
  for (let i = 0; i < bytes.length; i += chunk) {
    const end = Math.min(bytes.length, i + chunk);
    const codes = new Array<number>(end - i);
    for (let j = i; j < end; j++) {
      const b = bytes[j];
      codes[j - i] = b >= 0x80 && b < 0xa0 ? CP1252_HIGH[b - 0x80] : b;
    }
    parts.push(String.fromCharCode(...codes));
  }
  return parts.join('');
}

function decodeStrict(label: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(label, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Mac Roman's dashes and curly quotes (– — “ ” ‘ ’), which Windows-1252 reads as Ð Ñ Ò Ó Ô Õ: letters no English rule uses. */
const isMacPunctuation = (b: number) => b >= 0xd0 && b <= 0xd5;
/** Windows-1252's own curly quotes, dashes, ellipsis and trademark sign. */
const isWindowsPunctuation = (b: number) => (b >= 0x91 && b <= 0x97) || b === 0x85 || b === 0x99;

/** Bytes that are not UTF-8 and whose typography is Mac Roman's, not Windows-1252's. */
export function looksLikeMacRoman(bytes: Uint8Array): boolean {
  let mac = 0;
  let windows = 0;
  for (const b of bytes) {
    if (isMacPunctuation(b)) mac++;
    else if (isWindowsPunctuation(b)) windows++;
  }
  return mac >= 3 && mac > windows;
}

/** UTF-7's shifted runs: `+`, modified base64, an optional `-` (`+IBk-` is ’). */
const UTF7_RUN = /\+([A-Za-z0-9+/]{3,})-?/g;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The UTF-16 code units a UTF-7 run stands for; null when its last bits are not the zeros an encoder pads with. */
function utf7Units(run: string): number[] | null {
  const units: number[] = [];
  let bits = 0;
  let value = 0;
  for (const c of run) {
    value = ((value << 6) | BASE64.indexOf(c)) & 0xffffff;
    bits += 6;
    if (bits >= 16) {
      bits -= 16;
      units.push((value >> bits) & 0xffff);
    }
  }
  return (value & ((1 << bits) - 1)) === 0 ? units : null;
}

/** A character UTF-7 writes shifted and the rules print: typography, not a surrogate half. */
const typographic = (unit: number) => unit >= 0xa0 && (unit < 0xd800 || unit > 0xdfff);

/** ASCII text with several runs that UTF-7 would decode into typography (quotes, dashes, accents), as a UTF-7 file has. */
export function looksLikeUtf7(text: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[^\u0000-\u007f]/.test(text)) return false;
  let runs = 0;
  for (const m of text.matchAll(UTF7_RUN)) {
    // "+1/+1" is a run too, but its bits are not padded with zeros.
    const units = utf7Units(m[1]);
    if (units && units.length > 0 && units.every(typographic)) runs++;
    if (runs >= 3) return true;
  }
  return false;
}

/** Control characters that never occur in a text file (everything below U+0020 but tab, LF, VT, FF, CR; DEL; C1). */
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffd]/;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === 10) line++;
    else if (c === 13 && text.charCodeAt(i + 1) !== 10) line++;
  }
  return line;
}

/** Bytes → text: BOM, else UTF-16 by NUL pattern, else strict UTF-8, else Windows-1252. Throws DecodeError when the result is not text. */
export function decodeEdition(bytes: Uint8Array): DecodedEdition {
  let encoding: EditionEncoding;
  let text: string | null;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    encoding = 'utf-8-bom';
    text = decodeStrict('utf-8', bytes.subarray(3));
    if (text === null) throw new DecodeError('starts with a UTF-8 byte order mark but is not valid UTF-8');
  } else if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))) {
    encoding = bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
    if (bytes.length % 2 !== 0)
      throw new DecodeError(`starts with a ${encoding.toUpperCase()} byte order mark but has an odd number of bytes`);
    text = decodeStrict(encoding, bytes.subarray(2));
    if (text === null)
      throw new DecodeError(`starts with a ${encoding.toUpperCase()} byte order mark but is not valid ${encoding.toUpperCase()}`);
  } else {
    const utf16 = utf16WithoutBom(bytes);
    if (utf16) {
      encoding = utf16;
      if (bytes.length % 2 !== 0) throw new DecodeError(`looks like ${utf16.toUpperCase()} but has an odd number of bytes`);
      text = decodeStrict(utf16, bytes);
      if (text === null) throw new DecodeError(`looks like ${utf16.toUpperCase()} but is not valid ${utf16.toUpperCase()}`);
    } else {
      text = decodeStrict('utf-8', bytes);
      encoding = 'utf-8';
      if (text !== null && looksLikeUtf7(text))
        throw new DecodeError('looks like UTF-7 (quotes written as +IBk-, +IBw-…): save it as UTF-8');
      if (text === null && looksLikeMacRoman(bytes)) {
        encoding = 'macintosh';
        text = decodeStrict('macintosh', bytes);
      }
      if (text === null) {
        encoding = 'windows-1252';
        text = decodeWindows1252(bytes);
      }
    }
  }
  const bad = BINARY.exec(text);
  if (bad) {
    const code = bad[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    throw new DecodeError(`not text: control character U+${code} (read as ${encoding})`, lineOf(text, bad.index));
  }
  return { encoding, text };
}

/** Text → lines, on CRLF, lone CR and LF alike. */
export function splitLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/);
}
