import { describe, expect, it } from 'vitest';
import { DecodeError, decodeEdition, splitLines } from '../../src/rules-history/importer/decode-edition.js';

const TEXT = '100.1. A “quoted” rule — with ™ and é.\r\n100.1a Next line.';

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const out: number[] = bom ? (endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (endian === 'le') out.push(c & 0xff, c >> 8);
    else out.push(c >> 8, c & 0xff);
  }
  return Uint8Array.from(out);
}

describe('decodeEdition', () => {
  it('reads UTF-16 LE and BE, with and without a byte order mark', () => {
    for (const endian of ['le', 'be'] as const)
      for (const bom of [true, false]) {
        const d = decodeEdition(utf16(TEXT, endian, bom));
        expect(d.text).toBe(TEXT);
        expect(d.encoding).toBe(`utf-16${endian}`);
      }
  });

  it('reads UTF-8 with and without a BOM', () => {
    const bytes = new TextEncoder().encode(TEXT);
    expect(decodeEdition(bytes)).toEqual({ encoding: 'utf-8', text: TEXT });
    expect(decodeEdition(Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]))).toEqual({ encoding: 'utf-8-bom', text: TEXT });
  });

  it('reads Windows-1252 (curly quotes, dash, trademark sign, accents) when the bytes are not UTF-8', () => {
    // “quoted” — ™ é ’
    const bytes = Uint8Array.from([0x93, 0x71, 0x94, 0x20, 0x97, 0x20, 0x99, 0x20, 0xe9, 0x20, 0x92]);
    expect(decodeEdition(bytes)).toEqual({ encoding: 'windows-1252', text: '“q” — ™ é ’' });
  });

  it('reads Mac Roman (dashes, curly quotes, trademark sign) where Windows-1252 would give Ð Ò Ó Õ ª', () => {
    const MAC: Record<string, number> = { '–': 0xd0, '“': 0xd2, '”': 0xd3, '’': 0xd5, '™': 0xaa };
    const text = 'Basic Land – Mountain, “DCI™”, wizard’s';
    const bytes = Uint8Array.from([...text].map((c) => MAC[c] ?? c.charCodeAt(0)));
    expect(decodeEdition(bytes)).toEqual({ encoding: 'macintosh', text });
  });

  it('refuses UTF-7, whose quotes would read as +IBk- in plain ASCII; power/toughness like +1/+1 is not UTF-7', () => {
    const utf7 = new TextEncoder().encode('A wizard+IBk-s tile is +IBw-removed+IB0 from play.\n');
    expect(() => decodeEdition(utf7)).toThrow('looks like UTF-7 (quotes written as +IBk-, +IBw-…): save it as UTF-8');
    const counters = new TextEncoder().encode('It gets +1/+1, +3/+3, +X/+X and +0/+3 until end of turn.\n');
    expect(decodeEdition(counters).encoding).toBe('utf-8');
  });

  it('refuses binary content, naming the line, and broken UTF-16', () => {
    const bytes = new TextEncoder().encode('line one\nline two\x01\x02\x03\n');
    expect(() => decodeEdition(bytes)).toThrow(DecodeError);
    try {
      decodeEdition(bytes);
    } catch (e) {
      expect((e as DecodeError).line).toBe(2);
      expect((e as DecodeError).message).toMatch(/control character U\+0001/);
    }
    expect(() => decodeEdition(Uint8Array.from([0xff, 0xfe, 0x41, 0x00, 0x42]))).toThrow(/odd number of bytes/);
    expect(() => decodeEdition(Uint8Array.from([0xff, 0xfe, 0x00, 0xd8, 0x41, 0x00]))).toThrow(/not valid UTF-16LE/);
  });
});

describe('splitLines', () => {
  it('splits on CRLF, lone CR and LF, mixed in one text', () => {
    expect(splitLines('a\r\nb\rc\nd\r\n\re')).toEqual(['a', 'b', 'c', 'd', '', 'e']);
    expect(splitLines('only\rcarriage\rreturns')).toEqual(['only', 'carriage', 'returns']);
  });
});
