import { describe, expect, it } from 'vitest';
import { decodeDocument } from './decode.js';
import { DocumentError } from './errors.js';

const utf8 = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...utf8(p)] : p)));

/** The DocumentError thrown by decoding, or a failure when nothing (or something else) is thrown. */
function refusal(input: Uint8Array, file = 'docs/x.txt'): DocumentError {
  try {
    decodeDocument(input, file);
  } catch (e) {
    expect(e).toBeInstanceOf(DocumentError);
    return e as DocumentError;
  }
  throw new Error('expected decodeDocument to refuse the bytes');
}

describe('decodeDocument', () => {
  it('decodes UTF-8 accents and drops a UTF-8 BOM', () => {
    expect(decodeDocument(bytes([0xef, 0xbb, 0xbf], 'Éphémère'), 'a.txt')).toBe('Éphémère');
  });

  it('keeps line breaks as they are (documentLines numbers them)', () => {
    expect(decodeDocument(utf8('a\r\nb\rc\n'), 'a.txt')).toBe('a\r\nb\rc\n');
  });

  it('refuses Windows-1252 bytes, naming the file and the line', () => {
    // "Éphémère" saved as Windows-1252 on line 3.
    const e = refusal(bytes('Notes\nGénérales en UTF-8\n', [0xc9], 'ph', [0xe9], 'm', [0xe8], 're\n'), 'content/x.txt');
    expect(e.file).toBe('content/x.txt');
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/^content\/x\.txt:3: /);
    expect(e.message).toContain('0xc9');
    expect(e.message).toMatch(/Windows-1252/);
  });

  it('counts CRLF as one line break and a lone CR as a line break', () => {
    expect(refusal(bytes('a\r\nb\r\n', [0xe9])).line).toBe(3);
    expect(refusal(bytes('a\rb\rc\r', [0xe9])).line).toBe(4);
    expect(refusal(bytes('a\n\n\n\n', [0xe9])).line).toBe(5);
  });

  it('refuses a truncated multi-byte sequence at the end of the file', () => {
    const e = refusal(bytes('ok\nfin ', [0xc3]));
    expect(e.line).toBe(2);
  });

  it('refuses an overlong two-byte encoding with its line', () => {
    expect(refusal(bytes('x\ny ', [0xc0, 0xaf])).line).toBe(2);
  });

  it('refuses encoded surrogates, overlong three/four-byte forms and code points above U+10FFFF', () => {
    for (const seq of [
      [0xed, 0xa0, 0x80],
      [0xe0, 0x80, 0x80],
      [0xf0, 0x80, 0x80, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
    ])
      refusal(bytes('a\nb\n', seq));
  });

  // The restricted second-byte ranges (E0 A0–BF, ED 80–9F, F0 90–BF, F4 80–8F) count when locating the bad byte.
  it('names the line of an encoded surrogate', () => {
    expect(refusal(bytes('a\nb\n', [0xed, 0xa0, 0x80])).line).toBe(3);
  });

  it('refuses UTF-16 text (with a BOM) on line 1', () => {
    const le = new Uint8Array([0xff, 0xfe, ...[...'Hola'].flatMap((c) => [c.charCodeAt(0), 0])]);
    const be = new Uint8Array([0xfe, 0xff, ...[...'Hola'].flatMap((c) => [0, c.charCodeAt(0)])]);
    for (const b of [le, be]) {
      const e = refusal(b);
      expect(e.line).toBe(1);
    }
    // Without NUL bytes the UTF-16 check itself answers.
    expect(refusal(new Uint8Array([0xff, 0xfe, 0x41, 0x30])).message).toContain('UTF-16');
  });

  // UTF-16 text of any Latin script is full of NUL bytes: the BOM is checked first, for the message that helps.
  it('says UTF-16 (not binary) for a UTF-16LE file with a BOM', () => {
    const le = new Uint8Array([0xff, 0xfe, ...[...'Hola'].flatMap((c) => [c.charCodeAt(0), 0])]);
    expect(refusal(le).message).toContain('UTF-16');
  });

  it('refuses binary data with the line of the first NUL byte', () => {
    const e = refusal(bytes('a\nb\nc', [0], 'd'));
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/NUL/);
  });

  it('refuses mojibake (UTF-8 read as Windows-1252) with its line', () => {
    const e = refusal(utf8('Première ligne\nDeuxième\nCafÃ© crème\n'), 'fr.txt');
    expect(e.line).toBe(3);
    expect(e.message).toMatch(/^fr\.txt:3: mojibake "Ã©"/);
    expect(refusal(utf8('a\r\nb\r\nâ€™ quote')).line).toBe(3);
  });

  it('accepts text that merely contains Ã or â', () => {
    expect(decodeDocument(utf8('SÃO PAULO\nâme'), 'pt.txt')).toBe('SÃO PAULO\nâme');
  });
});
