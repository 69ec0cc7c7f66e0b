import { DocumentError } from './errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Line (1-based) of the byte at `offset`. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 0x0a || (bytes[i] === 0x0d && bytes[i + 1] !== 0x0a)) line++;
  return line;
}

/** First offset where the bytes stop being valid UTF-8. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const need = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0) return i;
    for (let k = 1; k <= need; k++) if (i + k >= bytes.length || (bytes[i + k] & 0xc0) !== 0x80) return i;
    // Overlong forms, surrogates and code points past U+10FFFF are invalid too (restricted second bytes).
    const second = bytes[i + 1];
    if ((b === 0xe0 && second < 0xa0) || (b === 0xed && second > 0x9f) || (b === 0xf0 && second < 0x90) || (b === 0xf4 && second > 0x8f))
      return i;
    i += need + 1;
  }
  return -1;
}

/**
 * Bytes → text. Only UTF-8 is accepted: guessing another encoding would put mojibake into the records,
 * so a Windows-1252 or otherwise invalid file is refused with the line to look at.
 */
export function decodeDocument(bytes: Uint8Array, file: string): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new DocumentError(file, 1, 'UTF-16 text: expected UTF-8 (re-save the file as UTF-8)');
  if (bytes.includes(0))
    throw new DocumentError(file, lineAt(bytes, bytes.indexOf(0)), 'binary data (NUL byte): expected a UTF-8 text file');
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const offset = firstInvalidUtf8(bytes);
    const b = bytes[offset];
    const hint =
      b >= 0x80 && b <= 0xff
        ? `byte 0x${b.toString(16)} is not valid UTF-8; the file looks like Windows-1252/Latin-1: re-save it as UTF-8`
        : 'invalid UTF-8';
    throw new DocumentError(file, lineAt(bytes, offset), hint);
  }
  // UTF-8 that was once decoded as Windows-1252 ("Ã©" for "é"): refuse rather than publish it.
  const mojibake = /Ã[\u00a0-\u00bf]|Â[\u00a0-\u00bf]|â€[\u0099\u009c\u009d\u201c\u201d\u2122"]/.exec(text);
  if (mojibake) {
    const line = text.slice(0, mojibake.index).split(/\r\n|\r|\n/).length;
    throw new DocumentError(file, line, `mojibake "${mojibake[0]}" (UTF-8 read as Windows-1252 and saved again): fix the text encoding`);
  }
  return text;
}
